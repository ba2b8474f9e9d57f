/** The `vfs-compliance-audit` bin as users and CI run it: a child process of the built dist/audit/cli.js. */
import path from 'node:path';

import { root, runNodeScript, type CliResult } from './run-eslint.js';

const bin = path.join(root, 'dist/audit/cli.js');

export const auditProject = path.join(root, 'fixtures/audit-project');

export function runAudit(
  args: readonly string[],
  { cwd = auditProject, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  return runNodeScript(bin, args, cwd, env);
}
