/**
 * `vfs-compliance-audit [options] [paths…]`: the migration programme's numbers, budgets and
 * ratchet, from the same analysis and policy as the rules; `--shard I/N` audits one part of the
 * files and `merge report…` adds parts up. Exit codes: 0 within every budget, 1 when a budget is
 * exceeded (or, with `--no-growth`, a count grew), 2 on a usage or configuration error, printed
 * as one line.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadBaseline } from './baseline.js';
import { getSettingsBudgets, parseMaxOptions } from './budgets.js';
import { collectCovered } from './collect-covered.js';
import { parseShard, type Shard } from './coverage.js';
import { AuditUsageError, describeError } from './errors.js';
import { FORMATS, formatReport, type Format } from './formats.js';
import { findHistoric, loadHistoricSource } from './historic.js';
import { loadReport, mergeReports } from './merge.js';
import { applyGates } from './outcome.js';
import { PACKAGE_VERSION } from './package-info.js';
import { startProgress } from './progress.js';
import { countAudit, mergeCategories, type AuditReport } from './report.js';

const COMMAND = 'vfs-compliance-audit';

const HELP = `Usage: ${COMMAND} [options] [paths…]
       ${COMMAND} merge [options] report.json…

Lints the paths (default: .) with your ESLint configuration and reports the VFS compliance
numbers: violations by code, folder and file; suppressions by category, invalid and unused
ones; exempt files; historic violations held by ESLint's bulk suppressions; budgets.
\`merge\` adds up --format json reports of shards or of packages and applies the budgets,
--max and --baseline to the totals.

Options:
  -c, --config FILE              Use this ESLint config file instead of looking one up
  -f, --format text|json|markdown  Output format (default: text)
  -o, --output FILE              Write the report to FILE instead of stdout
      --max KEY=N                Budget: at most N for KEY (a category, a code, violations,
                                 historic); repeatable; overrides settings['vfs-compliance'].budgets
      --baseline FILE            Compare each count with an earlier --format json report
      --no-growth                Fail when any count grew since the baseline
      --suppressions-location FILE  ESLint's bulk suppressions file (default: eslint-suppressions.json)
      --concurrency N|auto|off   Lint with worker threads, as eslint --concurrency (default: off)
      --shard I/N                Audit only the I-th of N stable, disjoint parts of the files
  -h, --help                     Show this help
  -v, --version                  Show the version

Exit codes: 0 within every budget, 1 a budget exceeded or a count grew (--no-growth),
2 a usage or configuration error. Docs: docs/audit.md`;

interface AuditOptions {
  /** Paths to lint; for \`merge\`, the reports to add up. */
  readonly patterns: readonly string[];
  readonly merge: boolean;
  readonly shard: Shard | null;
  readonly config: string | undefined;
  readonly format: Format;
  readonly output: string | undefined;
  readonly limits: ReadonlyMap<string, number>;
  readonly baseline: string | undefined;
  readonly noGrowth: boolean;
  readonly suppressionsLocation: string | undefined;
  readonly concurrency: number | 'auto' | 'off';
}

type Parsed = { kind: 'help' } | { kind: 'version' } | { kind: 'audit'; options: AuditOptions };

function parseConcurrency(value: string | undefined): number | 'auto' | 'off' {
  if (value === undefined || value === 'off' || value === 'auto') return value ?? 'off';
  if (/^[1-9]\d*$/u.test(value)) return Number(value);
  throw new AuditUsageError(`--concurrency ${value}: expected a positive integer, auto or off.`);
}

export function parseCommandLine(args: readonly string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string', short: 'c' },
        format: { type: 'string', short: 'f' },
        output: { type: 'string', short: 'o' },
        max: { type: 'string', multiple: true },
        baseline: { type: 'string' },
        'no-growth': { type: 'boolean' },
        'suppressions-location': { type: 'string' },
        concurrency: { type: 'string' },
        shard: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new AuditUsageError(`${describeError(error)} (see ${COMMAND} --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new AuditUsageError(`--format ${format}: expected one of ${FORMATS.join(', ')}.`);
  }
  if (values['no-growth'] && values.baseline === undefined) {
    throw new AuditUsageError('--no-growth needs --baseline FILE: a report to compare with.');
  }
  const merge = positionals[0] === 'merge';
  if (merge) {
    const lintOnly = (['config', 'shard', 'concurrency', 'suppressions-location'] as const).find(
      (key) => values[key] !== undefined,
    );
    if (lintOnly)
      throw new AuditUsageError(`--${lintOnly} does not apply to merge: it adds up reports, it lints nothing.`);
    if (positionals.length === 1)
      throw new AuditUsageError(`merge needs the reports to add up: ${COMMAND} merge a.json b.json…`);
  }
  return {
    kind: 'audit',
    options: {
      patterns: merge ? positionals.slice(1) : positionals.length > 0 ? positionals : ['.'],
      merge,
      shard: values.shard === undefined ? null : parseShard(values.shard),
      config: values.config,
      format: format as Format,
      output: values.output,
      limits: parseMaxOptions(values.max ?? []),
      baseline: values.baseline,
      noGrowth: values['no-growth'] ?? false,
      suppressionsLocation: values['suppressions-location'],
      concurrency: parseConcurrency(values.concurrency),
    },
  };
}

function isColorEnabled(options: AuditOptions): boolean {
  const noColor = process.env['NO_COLOR'];
  const isTerminal = options.output === undefined && process.stdout.isTTY;
  return options.format === 'text' && isTerminal && (noColor === undefined || noColor === '');
}

// vfs-suppress: OUT-OF-SCOPE: the audit command runs on the host, on the project's own files, never on a mount
export async function audit(options: AuditOptions, cwd: string): Promise<{ report: AuditReport; text: string }> {
  // Read what can be wrong before the lint, which may take minutes.
  const baseline = options.baseline === undefined ? undefined : await loadBaseline(cwd, options.baseline);
  const gates = { limits: options.limits, baseline, noGrowth: options.noGrowth };
  let report: AuditReport;
  if (options.merge) {
    const loaded = await Promise.all(options.patterns.map((file) => loadReport(cwd, file)));
    const { counts, coverage, settings } = mergeReports(loaded);
    report = applyGates(counts, coverage, settings, gates);
  } else {
    const historicSource = await loadHistoricSource(cwd, options.suppressionsLocation);
    const { eslint, files, coverage, settingsDigest } = await collectCovered({
      cwd,
      patterns: options.patterns,
      shard: options.shard,
      overrideConfigFile: options.config === undefined ? undefined : path.resolve(cwd, options.config),
      concurrency: options.concurrency,
      beforeLint: (instance, patterns) =>
        process.stderr.isTTY ? startProgress(instance, cwd, patterns, process.stderr) : Promise.resolve(undefined),
    });
    const historic = await findHistoric(eslint, files, historicSource);
    const settings = {
      digest: settingsDigest,
      ...mergeCategories(files),
      budgets: getSettingsBudgets(files.map(({ file, settings: { budgets } }) => ({ file, budgets }))),
    };
    report = applyGates(countAudit(files, historic, historicSource.file), coverage, settings, gates);
  }
  return { report, text: formatReport(report, options.format, { color: isColorEnabled(options) }) };
}

// vfs-suppress: OUT-OF-SCOPE: writes the report where the user asked, on the host, never a mount
export async function main(args: readonly string[], cwd = process.cwd()): Promise<number> {
  try {
    const parsed = parseCommandLine(args);
    if (parsed.kind === 'help') {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (parsed.kind === 'version') {
      process.stdout.write(`${PACKAGE_VERSION}\n`);
      return 0;
    }
    const { report, text } = await audit(parsed.options, cwd);
    if (parsed.options.output === undefined) process.stdout.write(text);
    else await writeFile(path.resolve(cwd, parsed.options.output), text);
    return report.result.exitCode;
  } catch (error) {
    process.stderr.write(`${COMMAND}: ${describeError(error)}\n`);
    return 2;
  }
}
