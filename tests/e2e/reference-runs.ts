/**
 * The reference run of each fixture project: the ESLint 10 CLI in one thread, `--format json`,
 * with the project's own config. global-setup.ts makes each once per `npm run test:e2e`; the test
 * that states what a project reports asserts it (cli.test.ts, policy.test.ts), and every other
 * test that lints the same project another way (ESLint 9, worker threads, oxlint, the stylish
 * formatter) compares with it instead of linting the project again.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { ESLint } from 'eslint';
import { inject } from 'vitest';

import { root, type CliResult } from './run-eslint.js';
import type { JsonResult } from './summarize.js';

export const referenceRuns = {
  /** `npm run demo`: typed. */
  'sample-project': { folder: 'fixtures/sample-project', args: ['.'] },
  'sample-project, untyped': {
    folder: 'fixtures/sample-project',
    args: ['--config', 'eslint.untyped.config.js', '.'],
  },
  /** espree for JavaScript, typed TypeScript. */
  'file-kinds': { folder: 'fixtures/file-kinds', args: ['.'] },
  'policy-project, recommended': { folder: 'fixtures/policy-project', args: ['.'] },
  /** A JavaScript file without a program is an error. */
  'policy-project, strict': {
    folder: 'fixtures/policy-project',
    args: ['--config', 'eslint.strict.config.js', 'src', 'scripts', 'tests'],
  },
} as const satisfies Record<string, { readonly folder: string; readonly args: readonly string[] }>;

export type ReferenceRunName = keyof typeof referenceRuns;

declare module 'vitest' {
  export interface ProvidedContext {
    referenceRuns: Record<ReferenceRunName, CliResult>;
  }
}

/** The reference run's exit code and output, and the folder it ran in. */
export function getReferenceRun(name: ReferenceRunName): CliResult & { readonly cwd: string } {
  return { ...inject('referenceRuns')[name], cwd: path.join(root, referenceRuns[name].folder) };
}

/** The results of the reference run for `files` (relative to its folder), in that order. */
export function getReferenceResults(name: ReferenceRunName, files: readonly string[]): JsonResult[] {
  const { stdout, cwd } = getReferenceRun(name);
  const results = JSON.parse(stdout) as JsonResult[];
  return files.map((file) => {
    const result = results.find((item) => item.filePath === path.join(cwd, file));
    if (!result) throw new Error(`the reference run of ${name} did not lint ${file}`);
    return result;
  });
}

/** What the CLI prints for `results` with its default formatter (stylish), without colour. */
export async function formatStylish(cwd: string, results: readonly JsonResult[]): Promise<string> {
  const formatter = await new ESLint({ cwd }).loadFormatter('stylish');
  return stripVTControlCharacters(await formatter.format(results as ESLint.LintResult[], { color: false }));
}
