/**
 * `vfs-suppress` comments are the plugin's `[SuppressVfsCompliance]`: an audited exception with a
 * category and a reason. This rule keeps them honest: a comment the policy does not accept is
 * reported where it is written (and suppresses nothing), and so is a valid one that covers no
 * violation. Whether a suppression is used is decided from the shared analysis, whichever of the
 * coded rules are on.
 */
import { getFileAnalysis, isAnalyzable } from '../analysis/index.js';
import type { VfsCode } from '../analysis/knowledge/codes.js';
import { getFilePolicy, type Suppression } from '../policy/file-policy.js';
import { FindingIndex } from '../policy/scope-index.js';
import type { SuppressionProblemId } from '../policy/suppression-comments.js';
import type { SuppressionScope } from '../policy/suppression-scopes.js';
import { createRule } from '../util/create-rule.js';
import { ensureTypeInformation, policyMessages, registerPolicyRule, type PolicyMessageIds } from '../util/vfs-rule.js';

export type MessageIds =
  SuppressionProblemId | 'noTarget' | 'unusedSuppression' | 'unusedSuppressionWithoutTypes' | PolicyMessageIds;

export type Options = [{ reportUnused?: boolean }];

function describeScope(scope: SuppressionScope): string {
  switch (scope.kind) {
    case 'file':
      return 'in this file';
    case 'line':
      return 'on its line';
    case 'node':
      return `in the ${scope.label} it leads`;
  }
}

function describeViolation(codes: readonly VfsCode[] | undefined): string {
  if (!codes) return 'VFS compliance violation';
  const list = codes.length === 1 ? codes.join('') : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1) ?? ''}`;
  return `${list} violation`;
}

export default createRule<Options, MessageIds>({
  name: 'valid-suppression',
  meta: {
    type: 'problem',
    docs: {
      description:
        'Require `vfs-suppress` comments to name an accepted category and a reason, and to suppress something',
      recommended: true,
      requiresTypeChecking: false,
    },
    messages: {
      malformedSuppression:
        'This `vfs-suppress` comment does not follow the suppression grammar, so it suppresses nothing. Write `vfs-suppress: <CATEGORY>: <reason>`, `vfs-suppress(<codes>): <CATEGORY>: <reason>` or, first in the file, `vfs-suppress-file: <CATEGORY>: <reason>`.',
      unknownCode:
        '`{{code}}` is not a VFS compliance code, so this suppression suppresses nothing. Restrict it to codes among {{codes}}, e.g. `vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: <reason>`.',
      missingCategory:
        'This `vfs-suppress` comment names no category, so it suppresses nothing. Write `vfs-suppress: <CATEGORY>: <reason>` with one of {{categories}}.',
      unknownCategory:
        "`{{category}}` is not an accepted suppression category, so this comment suppresses nothing. Use one of {{categories}}; a new class of exception is first captured in the VFS compliance audit, then added to `settings['vfs-compliance'].categories`.",
      retiredCategory:
        '`{{category}}` is a retired suppression category and is no longer accepted, so this comment suppresses nothing. Fix the code instead: inject a required, non-nullable `IFileSystemService` and delete the fallback or transitional shim the category excused; a permanent exception takes one of {{categories}}.',
      missingReason:
        'This `{{category}}` suppression gives no reason, so it suppresses nothing. Say why the access cannot go through the VFS: `vfs-suppress: {{category}}: <reason>`.',
      fileSuppressionNotAllowed:
        "File-wide suppressions are not allowed by this configuration (`settings['vfs-compliance'].allowFileSuppressions` is false), so this comment suppresses nothing. Put a `vfs-suppress:` comment on each statement or declaration that needs one.",
      misplacedFileSuppression:
        '`vfs-suppress-file` covers a file only when it comes before any code, so this comment suppresses nothing. Move it to the top of the file, or use `vfs-suppress:` on the statement or declaration that needs it.',
      noTarget:
        'This `{{category}}` suppression is not followed by a statement or declaration, so it covers nothing. Put it at the end of the line of the violation, or on its own line directly above the statement or declaration.',
      unusedSuppression: 'This `{{category}}` suppression covers no {{violation}} {{scope}}. Remove it.',
      unusedSuppressionWithoutTypes:
        'This `{{category}}` suppression covers no {{violation}} {{scope}} that the analysis finds without type information. Remove it, or lint the file with a TypeScript program if it covers a call only the type checker sees.',
      ...policyMessages,
    },
    schema: [
      {
        type: 'object',
        properties: {
          reportUnused: {
            type: 'boolean',
            description: 'Report valid suppressions that cover no violation.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ reportUnused: true }],
  },
  create(context, [{ reportUnused = true }]) {
    registerPolicyRule(context);
    return {
      Program() {
        if (!isAnalyzable(context.sourceCode)) return;
        const policy = getFilePolicy(context);
        // In a file the allowlist exempts, only the comments restricted to a code that still
        // applies there (`vfs-suppress(ORKVFS008): …`) are this rule's business.
        const suppressions = policy.isExempt
          ? policy.suppressions.filter(({ directive }) => directive.codes?.some((code) => !policy.isExemptFrom(code)))
          : policy.suppressions;
        if (suppressions.length === 0 && policy.isExempt) return;
        // Valid suppressions that lead something: the ones that can be unused.
        const candidates: { suppression: Suppression; scope: SuppressionScope }[] = [];
        for (const suppression of suppressions) {
          const { comment, problem, scope, directive } = suppression;
          if (problem) {
            context.report({ loc: comment.loc, messageId: problem.messageId, data: problem.data });
          } else if (!scope) {
            context.report({ loc: comment.loc, messageId: 'noTarget', data: { category: directive.category ?? '' } });
          } else {
            candidates.push({ suppression, scope });
          }
        }
        if (!ensureTypeInformation(context, { isPolicyRule: true })) return;
        if (!reportUnused || candidates.length === 0) return;

        const analysis = getFileAnalysis(context);
        const findings = new FindingIndex(policy.codes.flatMap((code) => analysis.getFindings(code)));
        for (const { suppression, scope } of candidates) {
          if (findings.hasFindingIn(scope, suppression.directive.codes)) continue;
          context.report({
            loc: suppression.comment.loc,
            messageId: policy.isTyped ? 'unusedSuppression' : 'unusedSuppressionWithoutTypes',
            data: {
              category: suppression.directive.category ?? '',
              violation: describeViolation(suppression.directive.codes),
              scope: describeScope(scope),
            },
          });
        }
      },
    };
  },
});
