/** The `vfs-compliance-audit` bin as users and CI run it: a child process of the built dist/audit/cli.js. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { root, type CliResult } from '../e2e/run-eslint.js';

const bin = path.join(root, 'dist/audit/cli.js');
const run = promisify(execFile);

export const auditProject = path.join(root, 'fixtures/audit-project');

export async function runAudit(
  args: readonly string[],
  { cwd = auditProject, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
