/**
 * What every coded rule does: ask the shared analysis for its findings, ask the policy which are
 * allowed, and report the rest. Kept in one place so no rule can apply the policy differently.
 */
import type { TSESLint } from '@typescript-eslint/utils';

import { getFileAnalysis, isAnalyzable } from '../analysis/index.js';
import type { Finding } from '../analysis/knowledge/findings.js';
import type { VfsCode } from '../analysis/knowledge/codes.js';
import { getFilePolicy } from '../policy/file-policy.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Messages every coded rule carries, because the policy may report through any of them. */
export const policyMessages = {
  missingTypeInformation:
    "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
} as const;

export type PolicyMessageIds = keyof typeof policyMessages;

/** Files `valid-suppression` is enabled on: it then owns the missing-program error. */
const filesWithPolicyRule = new WeakSet<object>();

/**
 * Called from `valid-suppression`'s `create()`. ESLint creates every enabled rule before it
 * walks the file, so by the time any rule's `Program` handler runs, this says whether
 * `valid-suppression` is on for the file.
 */
export function registerPolicyRule(context: AnyRuleContext): void {
  filesWithPolicyRule.add(context.sourceCode);
}

/**
 * Whether the shared analysis may run on the file. With `requireTypeInformation` on, a file
 * without a TypeScript program gets no untyped fallback, and one error at its top from
 * `valid-suppression`, so the error has a stable rule id. When `valid-suppression` is off, each
 * coded rule reports the error itself: turning one rule off or down to `warn` must never let an
 * unchecked file pass the gate silently.
 */
export function ensureTypeInformation(context: AnyRuleContext, { isPolicyRule = false } = {}): boolean {
  if (!getFilePolicy(context).lacksRequiredTypes) return true;
  if (isPolicyRule || !filesWithPolicyRule.has(context.sourceCode)) {
    context.report({
      loc: { line: 1, column: 0 },
      messageId: 'missingTypeInformation' satisfies PolicyMessageIds,
    });
  }
  return false;
}

/**
 * Runs one rule's part of the shared analysis: nothing in a file the allowlist exempts from
 * `code`, nothing but the missing-program error in a file that lacks the type information the
 * settings require; otherwise every finding of `code` that no valid suppression covers is handed
 * to `report`. An exempt file that a code still applies to (ORKVFS008) runs with whatever the
 * parser gives: the program requirement guards the migration codes, which the allowlist lifts.
 */
export function reportFindings<C extends VfsCode>(
  context: AnyRuleContext,
  code: C,
  report: (finding: Finding<C>) => void,
): void {
  if (!isAnalyzable(context.sourceCode)) return;
  const policy = getFilePolicy(context);
  if (!policy.codes.includes(code) || !ensureTypeInformation(context)) return;
  const analysis = getFileAnalysis(context);
  for (const finding of analysis.getFindings(code)) {
    if (!policy.isSuppressed(finding)) report(finding);
  }
}

/** The service-call suggestions of a finding (ORKVFS001–004, 006), as `context.report` takes them. */
export function getServiceSuggestions(
  finding: Finding,
): { messageId: 'useService'; data: { replacement: string }; fix: TSESLint.ReportFixFunction }[] {
  return (finding.suggestions ?? []).flatMap((suggestion) =>
    suggestion.messageId === 'useService' ? [{ ...suggestion, data: { ...suggestion.data } }] : [],
  );
}
