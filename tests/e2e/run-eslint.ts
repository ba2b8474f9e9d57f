/** The real ESLint CLI, as CI and users run it: a child process, its exit code and output. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The ESLint CLIs the tests run: ESLint 10, and ESLint 9 installed under the npm alias
 * `eslint-v9` (the peer range promises both majors).
 */
export const eslintBins = {
  v10: path.join(root, 'node_modules/eslint/bin/eslint.js'),
  v9: path.join(root, 'node_modules/eslint-v9/bin/eslint.js'),
} as const;
const run = promisify(execFile);

export interface CliResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A Node script run as a child process, as a user runs a bin: its exit code and output. */
export async function runNodeScript(
  script: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
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

export function runEslint(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
  eslintBin: string = eslintBins.v10,
): Promise<CliResult> {
  return runNodeScript(eslintBin, args, cwd, env);
}
