/** npm as a user runs it, from the test suite. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { root } from './run-eslint.js';

const execFileAsync = promisify(execFile);

/** npm sees nothing of the `npm run` that may have started the tests (its npm_* variables). */
function getCleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/iu.test(key)));
}

export async function npm(cwd: string, args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync('npm', [...args], { cwd, env: getCleanEnv(), maxBuffer: 16 * 1024 * 1024 });
}

export interface PackResult {
  readonly filename: string;
  /** The paths in the tarball, relative to the package root, sorted. */
  readonly files: string[];
}

/**
 * `npm pack` of this repository, into `destination` or, without one, `--dry-run`.
 * `--ignore-scripts`: `prepack` would rebuild dist/ while other test files lint with it; the
 * tests' global setup has just built it from the current sources.
 */
export async function pack(destination?: string): Promise<PackResult> {
  const target = destination === undefined ? ['--dry-run'] : ['--pack-destination', destination];
  const { stdout } = await npm(root, ['pack', '--ignore-scripts', '--json', ...target]);
  const [result] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!result) throw new Error('npm pack reported no package');
  return { filename: result.filename, files: result.files.map((file) => file.path).sort() };
}
