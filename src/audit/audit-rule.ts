/**
 * The audit's one channel into the lint: an internal rule, turned on only by
 * `vfs-compliance-audit` (never in the plugin's `rules` or configs), that reports one record per
 * file, finding and suppression comment. It reads the same shared analysis and policy as the
 * coded rules and `valid-suppression` and decides nothing of its own, so the audit counts what
 * the rules report, whichever of them the user has switched off.
 */
import { BroadcastChannel } from 'node:worker_threads';

import { RuleCreator } from '@typescript-eslint/utils/eslint-utils';
import type { TSESTree } from '@typescript-eslint/utils';
import type { ESLint, Linter } from 'eslint';

import { getFileAnalysis, isAnalyzable } from '../analysis/index.js';
import { findExemptingEntry, getMatchPath, isCaseInsensitivePlatform } from '../policy/exempt-paths.js';
import { FindingIndex } from '../policy/scope-index.js';
import { getFilePolicy } from '../policy/file-policy.js';
import { getDirectiveText } from '../policy/suppression-comments.js';
import type { SuppressionScope } from '../policy/suppression-scopes.js';
import { getSettings } from '../settings/settings.js';
import { createDisabledTest } from './disable-directives.js';
import {
  AUDIT_PLUGIN_NAME,
  AUDIT_RULE_ID,
  AUDIT_RULE_NAME,
  encodeRecord,
  type AuditRecord,
  type SettingsRecord,
} from './records.js';

/** Set by the command when stderr is a terminal: each linted file is then announced on this channel. */
export const PROGRESS_ENV = 'VFS_COMPLIANCE_AUDIT_PROGRESS';
export const PROGRESS_CHANNEL = 'vfs-compliance-audit:progress';

let progress: BroadcastChannel | undefined;

/** Tells the command (in the main thread, whichever thread lints) that one more file is being linted. */
function announceFile(): void {
  if (process.env[PROGRESS_ENV] !== '1') return;
  if (!progress) {
    progress = new BroadcastChannel(PROGRESS_CHANNEL);
    progress.unref();
  }
  progress.postMessage(1);
}

function getScopeName(scope: SuppressionScope | undefined): string | null {
  if (!scope) return null;
  return scope.kind === 'node' ? scope.label : scope.kind;
}

const createRule = RuleCreator.withoutDocs;

export const auditRule = createRule<[], 'record'>({
  meta: {
    type: 'problem',
    docs: {
      description: 'Internal to vfs-compliance-audit: reports what the shared analysis and policy see, as records.',
    },
    messages: { record: '{{record}}' },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    announceFile();
    type Where = { node: TSESTree.Node } | { loc: TSESTree.SourceLocation | TSESTree.Position };
    const emit = (record: AuditRecord, where: Where): void => {
      context.report({ ...where, messageId: 'record', data: { record: encodeRecord(record) } });
    };
    return {
      Program() {
        if (!isAnalyzable(context.sourceCode)) return;
        const settings = getSettings(context);
        const policy = getFilePolicy(context);
        const settingsRecord: SettingsRecord = {
          categories: settings.categories,
          retiredCategories: settings.retiredCategories,
          budgets: settings.budgets,
        };
        const ignoreCase = isCaseInsensitivePlatform();
        const exempt = policy.isExempt
          ? (findExemptingEntry(getMatchPath(context.filename, context.cwd, { ignoreCase }), settings, {
              ignoreCase,
            }) ?? null)
          : null;
        const { codes, isChecked: checked, isTyped: typed } = policy;
        emit({ kind: 'file', exempt, checked, typed, settings: settingsRecord }, { loc: { line: 1, column: 0 } });
        if (codes.length === 0) return;

        const findings = checked ? codes.flatMap((code) => getFileAnalysis(context).getFindings(code)) : [];
        const index = new FindingIndex(findings);
        for (const suppression of policy.suppressions) {
          const { comment, directive, problem, scope } = suppression;
          // In an exempt file only a suppression restricted to a code that still applies is the policy's concern.
          if (policy.isExempt && !directive.codes?.some((code) => codes.includes(code))) continue;
          const covers = checked && scope ? index.countFindingsIn(scope, directive.codes) : null;
          emit(
            {
              kind: 'suppression',
              problem: problem?.messageId ?? (scope ? null : 'noTarget'),
              scope: getScopeName(scope),
              codes: directive.codes ?? null,
              category: directive.category ?? null,
              reason: directive.reason ?? null,
              covers: problem || !scope ? null : covers,
              text: getDirectiveText(comment) ?? comment.value.trim(),
            },
            { loc: comment.loc },
          );
        }
        const isDisabled = createDisabledTest(context.sourceCode);
        for (const finding of findings) {
          emit(
            {
              kind: 'finding',
              code: finding.code,
              name: finding.name,
              suppressed: policy.isSuppressed(finding),
              suggested: (finding.suggestions?.length ?? 0) > 0,
              disabled: isDisabled(finding.code, finding.node),
            },
            { node: finding.node },
          );
        }
      },
    };
  },
});

/**
 * What the audit adds to the user's configuration: the internal rule, on for every file, and
 * inline configuration off, so that no `eslint-disable` or `/* eslint … *\/` comment can hide or
 * switch off its records: what a comment may do to the rules' reports, it may not do to the
 * audit's numbers. (`/* global *\/` comments go too; the analysis treats a declared global like
 * an undeclared one, so nothing the audit counts depends on them.)
 */
export const auditConfig: Linter.Config = {
  name: `${AUDIT_PLUGIN_NAME}/override`,
  plugins: {
    [AUDIT_PLUGIN_NAME]: { rules: { [AUDIT_RULE_NAME]: auditRule } as unknown as NonNullable<ESLint.Plugin['rules']> },
  },
  rules: { [AUDIT_RULE_ID]: 'warn' },
  linterOptions: { noInlineConfig: true },
};
