/**
 * The peer range promises ESLint 9 and 10: every end-to-end fixture, typed and untyped, linted by
 * the ESLint 9 CLI (the `eslint-v9` alias, 9.39) and the ESLint 10 CLI, each in one thread and
 * with `--concurrency 2` (worker threads, which both majors have), gives the same findings:
 * rule, message, suggestions and the full range of each. The reference run (ESLint 10, one
 * thread) must report exactly the findings summarize.ts states for the project (file, rule,
 * line, column, endLine, endColumn and code), and every other run must equal it in full. The
 * parallel runs lint the typed sample project, where each worker builds its own TypeScript
 * program; the untyped and policy fixtures run in one thread (CPU is scarce in CI).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import { eslintBins, root, runEslint, type CliResult } from './run-eslint.js';
import {
  fileKindsFindings,
  policyProjectFindings,
  sampleProjectFindings,
  sampleProjectUntypedFindings,
  summarize,
} from './summarize.js';

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

const v9 = { name: 'ESLint 9', bin: eslintBins.v9, args: [] };
/** Worker threads, which both majors have: each builds its own TypeScript program. */
const parallel = [
  { name: 'ESLint 9 --concurrency 2', bin: eslintBins.v9, args: ['--concurrency', '2'] },
  { name: 'ESLint 10 --concurrency 2', bin: eslintBins.v10, args: ['--concurrency', '2'] },
];

/** Each project, and what ESLint 10 in one thread reports there: file, rule, range and code (or messageId). */
const projects = [
  {
    name: 'sample-project, typed',
    folder: 'fixtures/sample-project',
    args: ['.'],
    label: 'code' as const,
    expected: sampleProjectFindings,
    runs: [v9, ...parallel],
  },
  {
    name: 'sample-project, untyped',
    folder: 'fixtures/sample-project',
    args: ['--config', 'eslint.untyped.config.js', '.'],
    label: 'code' as const,
    expected: sampleProjectUntypedFindings,
    runs: [v9],
  },
  {
    name: 'file-kinds (espree for JavaScript, typed TypeScript)',
    folder: 'fixtures/file-kinds',
    args: ['.'],
    label: 'code' as const,
    expected: fileKindsFindings,
    runs: [v9],
  },
  {
    name: 'policy-project, recommended',
    folder: 'fixtures/policy-project',
    args: ['.'],
    label: 'messageId' as const,
    expected: policyProjectFindings.recommended,
    runs: [v9],
  },
  {
    name: 'policy-project, strict (a JavaScript file without a program is an error)',
    folder: 'fixtures/policy-project',
    args: ['--config', 'eslint.strict.config.js', 'src', 'scripts', 'tests'],
    label: 'messageId' as const,
    expected: policyProjectFindings.strict,
    runs: [v9],
  },
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

describe.each(projects)('$name', { timeout: 180_000 }, ({ folder, args, label, expected, runs }) => {
  const cwd = path.join(root, folder);
  let reference: Promise<CliResult> | undefined;

  it.each(runs)('$name finds what ESLint 10 finds in one thread', async (run) => {
    // One reference run per project, shared by its comparisons, and run beside the first.
    reference ??= runEslint(cwd, ['--format', 'json', ...args]);
    const [{ exitCode, stdout }, result] = await Promise.all([
      reference,
      runEslint(cwd, ['--format', 'json', ...run.args, ...args], {}, run.bin),
    ]);
    expect(exitCode).toBe(1);
    expect(summarize(cwd, stdout, label)).toEqual(expected);

    expect(withoutConcurrencyAdvice(result.stderr)).toBe('');
    expect(result.exitCode).toBe(1);
    expect(getFindings(cwd, result.stdout)).toEqual(getFindings(cwd, stdout));
  });
});
