/**
 * `vfs-compliance-audit merge report…`: JSON reports of shards of one file set, or of one run per
 * workspace package, combined into the counts one run over all of their files gives. A file
 * belongs to exactly one report, so every count is a sum and every list a concatenation; the
 * merge refuses inputs it cannot vouch for instead of adding them up.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { getSettingsBudgets } from './budgets.js';
import { describeFileSet, type Coverage, type ReportSettings } from './coverage.js';
import { AuditUsageError } from './errors.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.js';
import {
  countByFile,
  countByFolder,
  getCounts,
  SCHEMA_VERSION,
  type AuditCounts,
  type AuditReport,
  type CategoryRow,
  type CodeRow,
  type ExemptionGroup,
} from './report.js';

export interface LoadedReport {
  /** As given on the command line. */
  readonly file: string;
  readonly report: AuditReport;
}

const byText = (a: string, b: string): number => a.localeCompare(b, 'en');
const byFile = (a: { file: string }, b: { file: string }): number => byText(a.file, b.file);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields the merge reads, checked for their shape: a report edited by hand must not crash it. */
function hasMergeableShape(report: Record<string, unknown>): boolean {
  const { coverage, settings, violations, suppressions, summary, historic } = report;
  return (
    isObject(coverage) &&
    isObject(coverage['fileSet']) &&
    typeof coverage['fileSet']['digest'] === 'string' &&
    (coverage['shard'] === null || isObject(coverage['shard'])) &&
    Array.isArray(coverage['files']) &&
    coverage['files'].every((file) => typeof file === 'string') &&
    isObject(settings) &&
    typeof settings['digest'] === 'string' &&
    Array.isArray(settings['categories']) &&
    Array.isArray(settings['retiredCategories']) &&
    isObject(settings['budgets']) &&
    isObject(summary) &&
    isObject(historic) &&
    isObject(violations) &&
    ['byCode', 'items'].every((key) => Array.isArray(violations[key])) &&
    isObject(suppressions) &&
    ['byCategory', 'valid', 'invalid', 'unused'].every((key) => Array.isArray(suppressions[key])) &&
    Array.isArray(report['exemptions']) &&
    Array.isArray(report['uncheckedFiles'])
  );
}

// vfs-suppress: OUT-OF-SCOPE: the merge reads reports of its own from the host, never a mount
export async function loadReport(cwd: string, file: string): Promise<LoadedReport> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path.resolve(cwd, file), 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'it is not JSON' : (error as Error).message;
    throw new AuditUsageError(`cannot read the report ${file}: ${why}.`);
  }
  if (!isObject(value) || value['schemaVersion'] !== SCHEMA_VERSION || !isObject(value['tool'])) {
    throw new AuditUsageError(
      `${file} is not a vfs-compliance-audit report of schema version ${SCHEMA_VERSION}: write it with --format json.`,
    );
  }
  if (!hasMergeableShape(value)) {
    throw new AuditUsageError(
      `${file} has no coverage or settings to merge by: write it with this version's --format json.`,
    );
  }
  return { file, report: value as unknown as AuditReport };
}

function shortDigest(digest: string): string {
  return digest.replace(/^sha256:/u, '').slice(0, 12);
}

function describeSet(coverage: Coverage): string {
  return `the file set ${shortDigest(coverage.fileSet.digest)} (${coverage.fileSet.files} files)`;
}

/** Refuses to add up what does not belong together: the one line to print, exit 2. */
export function checkMergeable(reports: readonly LoadedReport[]): void {
  const [first] = reports;
  if (!first) throw new AuditUsageError('merge needs at least one report: merge REPORT.json…');
  for (const { file, report } of reports) {
    if (report.tool.name !== PACKAGE_NAME || report.tool.version !== PACKAGE_VERSION) {
      throw new AuditUsageError(
        `${file} was written by ${report.tool.name} ${report.tool.version}, this is ${PACKAGE_VERSION}: ` +
          'audit every part with the same plugin version.',
      );
    }
    if (report.settings.digest !== first.report.settings.digest) {
      throw new AuditUsageError(
        `${first.file} and ${file} were audited with different settings['vfs-compliance'] ` +
          `(${shortDigest(first.report.settings.digest)} and ${shortDigest(report.settings.digest)}): ` +
          'audit every part with the same configuration.',
      );
    }
    const [before, after] = [first.report.historic.suppressionsFile, report.historic.suppressionsFile];
    if (before !== after) {
      throw new AuditUsageError(
        `${first.file} and ${file} read historic violations from different bulk suppressions files ` +
          `(${before ?? 'none'} and ${after ?? 'none'}): audit every part from the same directory.`,
      );
    }
  }
  checkShards(reports);
  const owners = new Map<string, string>();
  for (const { file, report } of reports) {
    for (const name of report.coverage.files) {
      const owner = owners.get(name);
      if (owner !== undefined) {
        throw new AuditUsageError(
          `${name} is counted in both ${owner} and ${file}: a file may be counted in one report only.`,
        );
      }
      owners.set(name, file);
    }
  }
}

/** Shards of one file set: one report for each of 1…N, and together exactly the set. */
function checkShards(reports: readonly LoadedReport[]): void {
  const sets = new Map<string, LoadedReport[]>();
  for (const loaded of reports) {
    if (!loaded.report.coverage.shard) continue;
    const group = sets.get(loaded.report.coverage.fileSet.digest) ?? [];
    group.push(loaded);
    sets.set(loaded.report.coverage.fileSet.digest, group);
  }
  for (const group of sets.values()) {
    const [head] = group as [LoadedReport, ...LoadedReport[]];
    const { count } = head.report.coverage.shard as { count: number };
    const seen = new Map<number, string>();
    for (const { file, report } of group) {
      const shard = report.coverage.shard as { index: number; count: number };
      if (shard.count !== count) {
        throw new AuditUsageError(
          `${head.file} is a shard of ${count} and ${file} a shard of ${shard.count} of the same file set: ` +
            'split a set into one number of shards.',
        );
      }
      const twin = seen.get(shard.index);
      if (twin !== undefined) {
        throw new AuditUsageError(
          `shard ${shard.index}/${count} of ${describeSet(report.coverage)} is given twice: ${twin} and ${file}.`,
        );
      }
      seen.set(shard.index, file);
    }
    const missing = Array.from({ length: count }, (_, index) => index + 1).filter((index) => !seen.has(index));
    if (missing.length > 0) {
      const list = missing.map((index) => `${index}/${count}`).join(', ');
      throw new AuditUsageError(
        `${describeSet(head.report.coverage)} is incomplete: shard ${list} missing (${head.file} is one of its shards).`,
      );
    }
    const covered = describeFileSet(group.flatMap(({ report }) => report.coverage.files));
    if (covered.digest !== head.report.coverage.fileSet.digest) {
      throw new AuditUsageError(
        `the shards of ${describeSet(head.report.coverage)} cover ${covered.files} other files: ` +
          'audit every shard of one checkout with the same patterns.',
      );
    }
  }
}

function sumCodes(reports: readonly AuditReport[]): CodeRow[] {
  const rows = new Map<
    string,
    { code: string; new: number; historic: number; suppressed: number; suggested: number }
  >();
  for (const row of reports.flatMap((report) => report.violations.byCode)) {
    const sum = rows.get(row.code) ?? { code: row.code, new: 0, historic: 0, suppressed: 0, suggested: 0 };
    sum.new += row.new;
    sum.historic += row.historic;
    sum.suppressed += row.suppressed;
    sum.suggested += row.suggested;
    rows.set(row.code, sum);
  }
  return [...rows.values()].sort((a, b) => byText(a.code, b.code));
}

function sumCategories(reports: readonly AuditReport[]): CategoryRow[] {
  const rows = new Map<string, { category: string; retired: boolean; suppressions: number; findingsCovered: number }>();
  for (const row of reports.flatMap((report) => report.suppressions.byCategory)) {
    const sum = rows.get(row.category) ?? { ...row, suppressions: 0, findingsCovered: 0 };
    sum.suppressions += row.suppressions;
    sum.findingsCovered += row.findingsCovered;
    rows.set(row.category, sum);
  }
  return [...rows.values()];
}

function mergeExemptions(reports: readonly AuditReport[]): ExemptionGroup[] {
  const groups = new Map<string, { setting: ExemptionGroup['setting']; entry: string; files: string[] }>();
  for (const group of reports.flatMap((report) => report.exemptions)) {
    const key = `${group.setting}\u0000${group.entry}`;
    const merged = groups.get(key) ?? { setting: group.setting, entry: group.entry, files: [] };
    merged.files.push(...group.files);
    groups.set(key, merged);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, files: group.files.sort(byText) }))
    .sort((a, b) => byText(a.setting, b.setting) || byText(a.entry, b.entry));
}

/** The counts, coverage and settings of one run over every file of the reports (checked first). */
export function mergeReports(loaded: readonly LoadedReport[]): {
  counts: AuditCounts;
  coverage: Coverage;
  settings: ReportSettings;
} {
  checkMergeable(loaded);
  const reports = loaded.map(({ report }) => report);
  const [first] = reports as [AuditReport, ...AuditReport[]];
  // A file is in one report only, so a stable sort by file keeps each file's own order.
  const items = reports.flatMap((report) => report.violations.items).sort(byFile);
  const valid = reports.flatMap((report) => report.suppressions.valid).sort(byFile);
  const invalid = reports.flatMap((report) => report.suppressions.invalid).sort(byFile);
  const unused = reports.flatMap((report) => report.suppressions.unused).sort(byFile);
  const uncheckedFiles = reports.flatMap((report) => report.uncheckedFiles).sort(byText);
  const byCode = sumCodes(reports);
  const byCategory = sumCategories(reports);
  const sum = (key: 'files' | 'exemptFiles'): number =>
    reports.reduce((total, report) => total + report.summary[key], 0);
  const historic = items.filter((item) => item.historic).length;
  const files = reports.flatMap((report) => report.coverage.files).sort(byText);
  const union = (key: 'categories' | 'retiredCategories'): string[] => [
    ...new Set(reports.flatMap((report) => report.settings[key])),
  ];
  return {
    counts: {
      schemaVersion: SCHEMA_VERSION,
      tool: first.tool,
      summary: {
        files: sum('files'),
        exemptFiles: sum('exemptFiles'),
        uncheckedFiles: uncheckedFiles.length,
        violations: items.length - historic,
        historic,
        // As a single run counts them (report.ts): items that carry a suggestion; new ones an eslint-disable hides.
        suggested: items.filter((item) => item.suggested).length,
        disabled: items.filter((item) => item.disabled && !item.historic).length,
        suppressedFindings: byCode.reduce((total, row) => total + row.suppressed, 0),
        suppressions: valid.length,
        invalidSuppressions: invalid.length,
        unusedSuppressions: unused.length,
      },
      counts: getCounts(items, byCode, byCategory),
      violations: { byCode, byFolder: countByFolder(items), byFile: countByFile(items), items },
      suppressions: { byCategory, valid, invalid, unused },
      exemptions: mergeExemptions(reports),
      uncheckedFiles,
      historic: first.historic,
    },
    coverage: { fileSet: describeFileSet(files), shard: null, files },
    settings: {
      digest: first.settings.digest,
      categories: union('categories'),
      retiredCategories: union('retiredCategories'),
      budgets: getSettingsBudgets(loaded.map(({ file, report }) => ({ file, budgets: report.settings.budgets }))),
    },
  };
}
