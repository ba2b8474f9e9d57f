/**
 * What every coded rule does: ask the shared analysis for its findings, ask the policy which are
 * allowed, and report the rest. Kept in one place so no rule can apply the policy differently.
 */
import type { TSESLint } from '@typescript-eslint/utils';

import { getFileAnalysis, isAnalyzable, type FileAnalysis } from '../analysis/file-analysis.js';
import type { Finding } from '../analysis/findings.js';
import type { VfsCode } from '../analysis/fs-api.js';
import { getFilePolicy } from '../policy/file-policy.js';
import { getSettings } from '../policy/settings.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Messages every coded rule carries, because the policy may report through any of them. */
export const policyMessages = {
  missingTypeInformation:
    "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
} as const;

export type PolicyMessageIds = keyof typeof policyMessages;

/** Files whose missing TypeScript program has been reported, by whichever of the plugin's rules ran first. */
const reportedWithoutProgram = new WeakSet<object>();

/**
 * Whether the shared analysis may run on the file. With `requireTypeInformation` on, a file
 * without a TypeScript program gets one error at its top — from the first of the plugin's rules
 * that runs, so the count does not depend on which rules are on — and no untyped fallback.
 */
export function ensureTypeInformation(context: AnyRuleContext): boolean {
  const { sourceCode } = context;
  if (!getSettings(context).requireTypeInformation) return true;
  const services = sourceCode.parserServices as { program?: unknown } | undefined;
  if (services?.program) return true;
  if (!reportedWithoutProgram.has(sourceCode)) {
    reportedWithoutProgram.add(sourceCode);
    context.report({
      loc: { line: 1, column: 0 },
      messageId: 'missingTypeInformation' satisfies PolicyMessageIds,
    });
  }
  return false;
}

/**
 * Runs one rule's part of the shared analysis: nothing in an exempt file, nothing but one error
 * in a file that lacks the type information the settings require; otherwise every finding of
 * `code` that no valid suppression covers is handed to `report`.
 */
export function reportFindings(
  context: AnyRuleContext,
  code: VfsCode,
  report: (finding: Finding, analysis: FileAnalysis) => void,
): void {
  if (!isAnalyzable(context.sourceCode)) return;
  const policy = getFilePolicy(context);
  if (policy.isExempt || !ensureTypeInformation(context)) return;
  const analysis = getFileAnalysis(context);
  for (const finding of analysis.getFindings(code)) {
    if (!policy.isSuppressed(finding)) report(finding, analysis);
  }
}
