/**
 * What every coded rule does: ask the shared analysis for its findings, ask the policy which are
 * allowed, and report the rest. Kept in one place so no rule can apply the policy differently.
 */
import type { TSESLint } from '@typescript-eslint/utils';

import { getFileAnalysis, type FileAnalysis } from '../analysis/file-analysis.js';
import type { Finding } from '../analysis/findings.js';
import type { VfsCode } from '../analysis/fs-api.js';
import { getFilePolicy } from '../policy/file-policy.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Messages every coded rule carries, because the policy may report through any of them. */
export const policyMessages = {
  missingTypeInformation:
    "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so the checks that need types did not run. Include the file in a tsconfig and enable `parserOptions.projectService`, or exempt the file.",
} as const;

export type PolicyMessageIds = keyof typeof policyMessages;

/**
 * Runs one rule's part of the shared analysis: nothing in an exempt file; otherwise every finding
 * of `code` that no valid suppression covers is handed to `report`.
 */
export function reportFindings(
  context: AnyRuleContext,
  code: VfsCode,
  report: (finding: Finding, analysis: FileAnalysis) => void,
): void {
  const policy = getFilePolicy(context);
  if (policy.isExempt) return;
  const analysis = getFileAnalysis(context);
  for (const finding of analysis.getFindings(code)) {
    if (!policy.isSuppressed(finding)) report(finding, analysis);
  }
}
