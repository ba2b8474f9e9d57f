/**
 * The peer range promises ESLint 9 and 10: every end-to-end fixture, typed and untyped, linted by
 * the ESLint 9 CLI (the `eslint-v9` alias, 9.39) and the ESLint 10 CLI, each in one thread and
 * with `--concurrency 2` (worker threads, which both majors have), gives the same findings:
 * rule, message, suggestions and the full range of each. Every run must equal the project's
 * reference run in full (ESLint 10, one thread: reference-runs.ts; cli.test.ts and
 * policy.test.ts state what it reports). The
 * parallel runs lint the typed sample project, where each worker builds its own TypeScript
 * program; the untyped and policy fixtures run in one thread (CPU is scarce in CI).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import { getReferenceRun, referenceRuns, type ReferenceRunName } from './reference-runs.js';
import { eslintBins, runEslint } from './run-eslint.js';

interface JsonResult {
  readonly filePath: string;
  readonly messages: readonly Linter.LintMessage[];
}

/** What a user sees of each finding, without `nodeType` (which ESLint 10 no longer reports). */
function getFindings(cwd: string, stdout: string): unknown[] {
  return (JSON.parse(stdout) as JsonResult[]).flatMap((result) =>
    result.messages.map(
      ({ ruleId, severity, message, messageId, line, column, endLine, endColumn, suggestions, fatal }) => ({
        file: path.relative(cwd, result.filePath).replaceAll('\\', '/'),
        ruleId,
        severity,
        message,
        messageId,
        line,
        column,
        endLine,
        endColumn,
        suggestions,
        fatal,
      }),
    ),
  );
}

interface Run {
  readonly name: string;
  readonly bin: string;
  readonly args: readonly string[];
}

const v9: Run = { name: 'ESLint 9', bin: eslintBins.v9, args: [] };
/** Worker threads, which both majors have: each builds its own TypeScript program. */
const parallel: readonly Run[] = [
  { name: 'ESLint 9 --concurrency 2', bin: eslintBins.v9, args: ['--concurrency', '2'] },
  { name: 'ESLint 10 --concurrency 2', bin: eslintBins.v10, args: ['--concurrency', '2'] },
];

/** The other runs of each reference run's project and config. */
const projects: readonly { readonly reference: ReferenceRunName; readonly runs: readonly Run[] }[] = [
  { reference: 'sample-project', runs: [v9, ...parallel] },
  { reference: 'sample-project, untyped', runs: [v9] },
  { reference: 'file-kinds', runs: [v9] },
  { reference: 'policy-project, recommended', runs: [v9] },
  { reference: 'policy-project, strict', runs: [v9] },
];

describe('the CLIs of both majors', () => {
  it.each([
    ['v9', '9.39.5'],
    ['v10', '10.15.0'],
  ] as const)('eslint-%s is ESLint %s', async (bin, version) => {
    const { stdout } = await promisify(execFile)(process.execPath, [eslintBins[bin], '--version']);
    expect(stdout.trim()).toBe(`v${version}`);
  });
});

/**
 * ESLint's own advice that its worker threads did not pay off (`ESLintPoorConcurrencyWarning`)
 * comes from timing the run on the machine at hand, a busy two-core one included: it says
 * nothing about the plugin, so it is the one thing stderr may hold.
 */
function withoutConcurrencyAdvice(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/ESLintPoorConcurrencyWarning|^\(Use `node --trace-warnings/u.test(line))
    .join('\n')
    .trim();
}

describe.each(projects)('$reference', { timeout: 180_000 }, ({ reference, runs }) => {
  it.each(runs)('$name finds what ESLint 10 finds in one thread', async (run) => {
    const { cwd, stdout } = getReferenceRun(reference);
    const result = await runEslint(
      cwd,
      ['--format', 'json', ...run.args, ...referenceRuns[reference].args],
      {},
      run.bin,
    );
    expect(withoutConcurrencyAdvice(result.stderr)).toBe('');
    expect(result.exitCode).toBe(1);
    expect(getFindings(cwd, result.stdout)).toEqual(getFindings(cwd, stdout));
  });
});
