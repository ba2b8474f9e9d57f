/**
 * Runs the lint with the user's configuration plus the internal audit rule, and turns its
 * records back into one plain description per file. Nothing here looks at source text: every
 * number comes from the records, that is from the shared analysis and policy.
 */
import path from 'node:path';

import { ESLint } from 'eslint';

import type { ExemptingEntry } from '../policy/exempt-paths.js';
import { listingConfig } from './coverage.js';
import { AuditUsageError } from './errors.js';
import {
  AUDIT_RULE_ID,
  decodeRecord,
  OPTIONS_ENV,
  type AuditEslintRequest,
  type FindingRecord,
  type SettingsRecord,
  type SuppressionRecord,
} from './records.js';

export interface Located {
  /** Relative to the cwd, with `/`. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** A finding record, where the lint message put it. */
export type AuditedFinding = FindingRecord & Located;

/** A suppression record, where the lint message put it. */
export type AuditedSuppression = SuppressionRecord & Located;

export interface AuditedFile {
  readonly file: string;
  readonly absolutePath: string;
  readonly exempt: ExemptingEntry | null;
  readonly checked: boolean;
  readonly settings: SettingsRecord;
  readonly findings: readonly AuditedFinding[];
  readonly suppressions: readonly AuditedSuppression[];
}

export interface CollectOptions extends AuditEslintRequest {
  readonly patterns: readonly string[];
  /** Called once ESLint is ready, before it lints `patterns`; what it returns is stopped when the lint ends. */
  readonly beforeLint?: (eslint: ESLint, patterns: readonly string[]) => Promise<{ stop(): void } | undefined>;
}

export interface Collected {
  readonly eslint: ESLint;
  readonly files: readonly AuditedFile[];
  /** The absolute path of every file ESLint linted (of any language). */
  readonly linted: readonly string[];
}

/** `src/a.ts` for a file below the cwd, written with `/`. */
export function toProjectPath(cwd: string, filePath: string): string {
  return path.relative(cwd, filePath).split(path.sep).join('/');
}

function collectFile(cwd: string, result: ESLint.LintResult): AuditedFile | undefined {
  const file = toProjectPath(cwd, result.filePath);
  // With inline configuration off nothing can suppress the records; read both lists all the same.
  const messages = [...result.messages, ...result.suppressedMessages].filter(
    (message) => message.ruleId === AUDIT_RULE_ID,
  );
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) {
    const problem = fatal.message.split('\n')[0] ?? '';
    throw new AuditUsageError(
      `${file}:${fatal.line}:${fatal.column}: ${problem} (a file that does not parse cannot be counted)`,
    );
  }
  let header: Pick<AuditedFile, 'exempt' | 'checked' | 'settings'> | undefined;
  const findings: AuditedFinding[] = [];
  const suppressions: AuditedSuppression[] = [];
  for (const message of messages) {
    const record = decodeRecord(message.message);
    const where = { file, line: message.line, column: message.column };
    if (record.kind === 'file') header = record;
    else if (record.kind === 'finding') findings.push({ ...record, ...where });
    else suppressions.push({ ...record, ...where });
  }
  // No header: a file of another language (JSON, Markdown …), which the plugin has nothing to say about.
  if (!header) return undefined;
  const byPosition = (a: Located, b: Located): number => a.line - b.line || a.column - b.column;
  return {
    file,
    absolutePath: result.filePath,
    exempt: header.exempt,
    checked: header.checked,
    settings: header.settings,
    findings: findings.sort(byPosition),
    suppressions: suppressions.sort(byPosition),
  };
}

/**
 * ESLint from the options module: the only way worker threads get the internal plugin. ESLint
 * releases before options modules (and `--concurrency`, 9.34) take the same options directly.
 */
async function createEslint(request: AuditEslintRequest): Promise<ESLint> {
  // A query per request: a second audit in the same process (a test, a merge proof) must not get
  // the options module the first one evaluated.
  const url = new URL(`./eslint-options.js?${encodeURIComponent(JSON.stringify(request))}`, import.meta.url);
  if (typeof (ESLint as Partial<typeof ESLint>).fromOptionsModule === 'function') return ESLint.fromOptionsModule(url);
  if (request.concurrency !== 'off') {
    throw new AuditUsageError(`--concurrency needs ESLint 9.34 or later; this is ESLint ${ESLint.version}.`);
  }
  const { default: options } = (await import(url.href)) as { default: ESLint.Options };
  const { concurrency, ...rest } = options;
  void concurrency;
  return new ESLint(rest);
}

/** Lints `patterns` as `eslint` would, with the audit rule on, and returns what it recorded per file. */
export async function collect(options: CollectOptions): Promise<Collected> {
  const request: AuditEslintRequest = {
    cwd: options.cwd,
    overrideConfigFile: options.overrideConfigFile,
    concurrency: options.concurrency,
  };
  process.env[OPTIONS_ENV] = JSON.stringify(request);
  const eslint = await createEslint(request);
  const running = await options.beforeLint?.(eslint, options.patterns);
  let results: ESLint.LintResult[];
  try {
    results = await eslint.lintFiles([...options.patterns]);
  } finally {
    running?.stop();
  }
  const files = results
    .map((result) => collectFile(options.cwd, result))
    .filter((file): file is AuditedFile => file !== undefined)
    .sort((a, b) => a.file.localeCompare(b.file, 'en'));
  return { eslint, files, linted: results.map((result) => result.filePath) };
}

/**
 * The absolute paths of the files `eslint` would lint for `patterns`, found by ESLint itself (its
 * ignores, its `files` patterns, its errors for a pattern that matches nothing) without parsing
 * any of them. The ESLint instance it returns carries the user's configuration.
 */
export async function listFiles(
  request: Omit<AuditEslintRequest, 'concurrency'>,
  patterns: readonly string[],
): Promise<{ eslint: ESLint; linted: string[] }> {
  const eslint = new ESLint({
    cwd: request.cwd,
    overrideConfigFile: request.overrideConfigFile,
    overrideConfig: listingConfig,
  });
  const results = await eslint.lintFiles([...patterns]);
  return { eslint, linted: results.map((result) => result.filePath) };
}
