/**
 * The seed's "historic" violations: the ones ESLint's bulk suppressions hold
 * (`eslint-suppressions.json`, written by `eslint --suppress-all` / `--suppress-rule`). The file
 * counts errors per file and rule; ESLint suppresses every error of a rule in a file when there
 * are no more of them than the count, and none when there are more. The audit applies the same
 * arithmetic to its own counts, so a rule the user has switched off still has its historic
 * violations counted as such.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import type { ESLint } from 'eslint';

import { getRuleCode } from '../analysis/knowledge/codes.js';
import type { AuditedFile, Located } from './collect.js';
import { AuditUsageError } from './errors.js';
import { PACKAGE_NAME } from './package-info.js';

export const DEFAULT_SUPPRESSIONS_FILE = 'eslint-suppressions.json';

type BulkSuppressions = Readonly<Record<string, Readonly<Record<string, { readonly count: number }>>>>;

export interface HistoricSource {
  /** The suppressions file, relative to the cwd; null when there is none. */
  readonly file: string | null;
  readonly suppressions: BulkSuppressions;
}

function isBulkSuppressions(value: unknown): value is BulkSuppressions {
  const isObject = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item);
  return (
    isObject(value) &&
    Object.values(value).every(
      (rules) =>
        isObject(rules) &&
        Object.values(rules).every(
          (entry) => isObject(entry) && Number.isSafeInteger(entry['count']) && (entry['count'] as number) >= 0,
        ),
    )
  );
}

/**
 * Reads the bulk-suppressions file as ESLint does (`--suppressions-location`, relative to the
 * cwd; `eslint-suppressions.json` by default). No file at the default location means no historic
 * violations; a location given on the command line must exist.
 */
// vfs-suppress: OUT-OF-SCOPE: the audit reads the project's own ESLint bulk suppressions file on the host, never a mount
export async function loadHistoricSource(cwd: string, location: string | undefined): Promise<HistoricSource> {
  const filePath = path.resolve(cwd, location ?? DEFAULT_SUPPRESSIONS_FILE);
  const shown = location ?? DEFAULT_SUPPRESSIONS_FILE;
  let text: string;
  try {
    if ((await stat(filePath)).isDirectory()) {
      throw new AuditUsageError(`--suppressions-location ${shown} is a folder: give the suppressions file itself.`);
    }
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if (error instanceof AuditUsageError) throw error;
    if ((error as { code?: unknown }).code === 'ENOENT' && location === undefined)
      return { file: null, suppressions: {} };
    throw new AuditUsageError(`cannot read the bulk suppressions file ${shown}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AuditUsageError(`the bulk suppressions file ${shown} is not JSON.`);
  }
  if (!isBulkSuppressions(value)) {
    throw new AuditUsageError(
      `the bulk suppressions file ${shown} is not in ESLint's format ({ file: { rule: { count } } }).`,
    );
  }
  return { file: path.relative(cwd, filePath).split(path.sep).join('/'), suppressions: value };
}

/** How a finding is named in the set `findHistoric` returns. */
export function getFindingKey(finding: Located & { readonly code: string }): string {
  return `${finding.file}:${finding.line}:${finding.column}:${finding.code}`;
}

/** The namespaces under which the file's configuration registers this plugin (`vfs-compliance`, usually). */
async function getNamespaces(eslint: ESLint, absolutePath: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(absolutePath)) as
    { plugins?: Record<string, { meta?: { name?: unknown } } | undefined> } | undefined;
  return Object.entries(config?.plugins ?? {})
    .filter(([, plugin]) => plugin?.meta?.name === PACKAGE_NAME)
    .map(([namespace]) => namespace);
}

/**
 * The findings (`file:line:column`) that bulk suppressions hold: for each file and coded rule in
 * the suppressions file, the file's unsuppressed violations of that rule's code that no
 * `eslint-disable` comment hides, when there are some and no more than the count. (A hidden one
 * is no violation to ESLint, so it never tips the count; the audit still counts it as new.)
 */
export async function findHistoric(
  eslint: ESLint,
  files: readonly AuditedFile[],
  source: HistoricSource,
): Promise<Set<string>> {
  const historic = new Set<string>();
  for (const file of files) {
    const entries = source.suppressions[file.file];
    if (!entries || !file.checked) continue;
    const namespaces = await getNamespaces(eslint, file.absolutePath);
    for (const [ruleId, { count }] of Object.entries(entries)) {
      const slash = ruleId.lastIndexOf('/');
      const code = getRuleCode(ruleId.slice(slash + 1));
      if (code === undefined || !namespaces.includes(ruleId.slice(0, slash))) continue;
      // ESLint counts what the `eslint-disable` comments leave: so does the audit.
      const held = file.findings.filter((finding) => !finding.suppressed && !finding.disabled && finding.code === code);
      if (held.length === 0 || held.length > count) continue;
      for (const finding of held) historic.add(getFindingKey(finding));
    }
  }
  return historic;
}
