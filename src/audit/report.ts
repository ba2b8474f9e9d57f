/**
 * The audit report: the one object every format prints (`--format json` prints it as is). Its
 * shape is versioned (`schemaVersion`) and described by `docs/audit.schema.json`; a change that
 * removes or renames a field raises the version.
 */
import { VFS_CODES } from '../analysis/knowledge/codes.js';
import type { AuditedFile, AuditedSuppression, Located } from './collect.js';
import type { Coverage, ReportSettings } from './coverage.js';
import { getFindingKey } from './historic.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.js';
import type { SettingsRecord } from './records.js';

export const SCHEMA_VERSION = 1;

export interface ViolationItem extends Located {
  readonly code: string;
  readonly name: string;
  readonly historic: boolean;
  /** It carries a suggested migration (`serviceMethods`), which an editor applies in one click. */
  readonly suggested: boolean;
  /** An `eslint-disable` comment hides it from ESLint: still a violation here, never historic. */
  readonly disabled: boolean;
}

export interface CodeRow {
  readonly code: string;
  readonly new: number;
  readonly historic: number;
  /** Findings a valid `vfs-suppress` comment covers. */
  readonly suppressed: number;
  /** New and historic violations that carry a suggested migration: the mechanical share. */
  readonly suggested: number;
}

export interface FolderRow {
  readonly folder: string;
  readonly new: number;
  readonly historic: number;
}

export interface FileRow extends FolderRow {
  readonly file: string;
  /** New and historic violations of the file, by code. */
  readonly codes: Readonly<Record<string, number>>;
}

export interface CategoryRow {
  readonly category: string;
  readonly retired: boolean;
  readonly suppressions: number;
  /** Findings the category's valid suppressions cover (a finding under two counts twice). */
  readonly findingsCovered: number;
}

export interface ValidSuppression extends Located {
  readonly scope: string;
  readonly codes: readonly string[] | null;
  readonly category: string;
  readonly reason: string;
  /** Null in a file the analysis did not run on (no type information where it is required). */
  readonly findingsCovered: number | null;
}

export interface InvalidSuppression extends Located {
  readonly problem: string;
  readonly category: string | null;
  readonly text: string;
}

export interface ExemptionGroup {
  readonly setting: 'exemptFolders' | 'exemptFiles';
  readonly entry: string;
  readonly files: readonly string[];
}

export interface Budget {
  readonly key: string;
  readonly limit: number;
  readonly count: number;
  readonly source: 'settings' | 'command line' | 'retired category';
  readonly exceeded: boolean;
}

export interface CountChange {
  readonly key: string;
  /** Null when the baseline has no such count (a code or category it predates). */
  readonly before: number | null;
  readonly after: number;
  readonly change: number | null;
}

export interface AuditReport {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly tool: { readonly name: string; readonly version: string };
  readonly summary: {
    readonly files: number;
    readonly exemptFiles: number;
    readonly uncheckedFiles: number;
    readonly violations: number;
    readonly historic: number;
    /** New and historic violations that carry a suggested migration. */
    readonly suggested: number;
    /** New violations an `eslint-disable` comment hides from ESLint. */
    readonly disabled: number;
    readonly suppressedFindings: number;
    readonly suppressions: number;
    readonly invalidSuppressions: number;
    readonly unusedSuppressions: number;
  };
  /** Every count a budget or a baseline can name: `violations`, `historic`, each code, each category. */
  readonly counts: Readonly<Record<string, number>>;
  readonly violations: {
    readonly byCode: readonly CodeRow[];
    readonly byFolder: readonly FolderRow[];
    readonly byFile: readonly FileRow[];
    readonly items: readonly ViolationItem[];
  };
  readonly suppressions: {
    readonly byCategory: readonly CategoryRow[];
    readonly valid: readonly ValidSuppression[];
    readonly invalid: readonly InvalidSuppression[];
    readonly unused: readonly ValidSuppression[];
  };
  readonly exemptions: readonly ExemptionGroup[];
  readonly uncheckedFiles: readonly string[];
  readonly historic: { readonly suppressionsFile: string | null };
  /** Which files the report covers, so that shard and per-package reports can be merged. */
  readonly coverage: Coverage;
  readonly settings: ReportSettings;
  readonly budgets: readonly Budget[];
  readonly baseline: {
    readonly file: string;
    readonly changes: readonly CountChange[];
    readonly grew: readonly string[];
  } | null;
  readonly result: { readonly exitCode: 0 | 1; readonly failures: readonly string[] };
}

/** What the report is built from, before budgets and baseline are applied. */
export type AuditCounts = Omit<AuditReport, 'coverage' | 'settings' | 'budgets' | 'baseline' | 'result'>;

const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

function toValid(suppression: AuditedSuppression): ValidSuppression {
  return {
    file: suppression.file,
    line: suppression.line,
    column: suppression.column,
    scope: suppression.scope ?? '',
    codes: suppression.codes,
    category: suppression.category ?? '',
    reason: suppression.reason ?? '',
    findingsCovered: suppression.covers,
  };
}

/** The settings the report is counted against: every category any linted file accepts or retires. */
export function mergeCategories(
  files: readonly AuditedFile[],
): Pick<SettingsRecord, 'categories' | 'retiredCategories'> {
  const categories = new Set<string>();
  const retiredCategories = new Set<string>();
  for (const { settings } of files) {
    for (const category of settings.categories) categories.add(category);
    for (const category of settings.retiredCategories) retiredCategories.add(category);
  }
  return { categories: [...categories], retiredCategories: [...retiredCategories] };
}

function toInvalid(suppression: AuditedSuppression & { problem: string }): InvalidSuppression {
  const { file, line, column, problem, category, text } = suppression;
  return { file, line, column, problem, category, text };
}

function isInvalid(suppression: AuditedSuppression): suppression is AuditedSuppression & { problem: string } {
  return suppression.problem !== null;
}

function groupExemptions(files: readonly AuditedFile[]): ExemptionGroup[] {
  const groups = new Map<string, { setting: ExemptionGroup['setting']; entry: string; files: string[] }>();
  for (const { file, exempt } of files) {
    if (!exempt) continue;
    const key = `${exempt.setting}\u0000${exempt.entry}`;
    const group = groups.get(key) ?? { ...exempt, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => byText(a.setting, b.setting) || byText(a.entry, b.entry));
}

/** Each code of the plugin, and any other a finding carries, with its new, historic and suppressed findings. */
function countByCode(files: readonly AuditedFile[], items: readonly ViolationItem[]): CodeRow[] {
  const suppressed = new Map<string, number>();
  const codes = new Set<string>(VFS_CODES);
  for (const finding of files.flatMap((file) => file.findings)) {
    codes.add(finding.code);
    if (finding.suppressed) increment(suppressed, finding.code);
  }
  return [...codes].sort(byText).map((code) => ({
    code,
    new: items.filter((item) => item.code === code && !item.historic).length,
    historic: items.filter((item) => item.code === code && item.historic).length,
    suppressed: suppressed.get(code) ?? 0,
    suggested: items.filter((item) => item.code === code && item.suggested).length,
  }));
}

export function countByFolder(items: readonly ViolationItem[]): FolderRow[] {
  const rows = new Map<string, FolderRow & { new: number; historic: number }>();
  for (const item of items) {
    const folder = folderOf(item.file);
    const row = rows.get(folder) ?? { folder, new: 0, historic: 0 };
    row[item.historic ? 'historic' : 'new'] += 1;
    rows.set(folder, row);
  }
  return [...rows.values()].sort((a, b) => byText(a.folder, b.folder));
}

export function countByFile(items: readonly ViolationItem[]): FileRow[] {
  const rows = new Map<string, { new: number; historic: number; codes: Map<string, number> }>();
  for (const item of items) {
    const row = rows.get(item.file) ?? { new: 0, historic: 0, codes: new Map<string, number>() };
    row[item.historic ? 'historic' : 'new'] += 1;
    increment(row.codes, item.code);
    rows.set(item.file, row);
  }
  return [...rows]
    .map(([file, row]) => ({
      file,
      folder: folderOf(file),
      new: row.new,
      historic: row.historic,
      codes: Object.fromEntries([...row.codes].sort(([a], [b]) => byText(a, b))),
    }))
    .sort((a, b) => byText(a.file, b.file));
}

/**
 * Each accepted category with its valid suppressions and the findings they cover; each retired
 * one with the comments that name it (they cover nothing). Categories the settings no longer
 * list but a comment names come last.
 */
function countByCategory(
  settings: Pick<SettingsRecord, 'categories' | 'retiredCategories'>,
  valid: readonly ValidSuppression[],
  invalid: readonly InvalidSuppression[],
): CategoryRow[] {
  const retiredUses = invalid.filter((suppression) => suppression.problem === 'retiredCategory');
  const named = [...valid, ...retiredUses].flatMap((suppression) =>
    suppression.category ? [suppression.category] : [],
  );
  return [...new Set([...settings.categories, ...settings.retiredCategories, ...named])].map((category) => {
    if (settings.retiredCategories.includes(category)) {
      const uses = retiredUses.filter((suppression) => suppression.category === category).length;
      return { category, retired: true, suppressions: uses, findingsCovered: 0 };
    }
    const matching = valid.filter((suppression) => suppression.category === category);
    const covered = matching.reduce((sum, suppression) => sum + (suppression.findingsCovered ?? 0), 0);
    return { category, retired: false, suppressions: matching.length, findingsCovered: covered };
  });
}

/** Every count a budget or a baseline can name, in the report's order. */
export function getCounts(
  items: readonly ViolationItem[],
  byCode: readonly CodeRow[],
  byCategory: readonly CategoryRow[],
): Record<string, number> {
  const newCount = items.filter((item) => !item.historic).length;
  const counts: Record<string, number> = { violations: newCount, historic: items.length - newCount };
  for (const row of byCode) counts[row.code] = row.new;
  for (const row of byCategory) counts[row.category] = row.suppressions;
  return counts;
}

/** Every count of the audit, from the per-file records and the set of historic findings. */
export function countAudit(
  files: readonly AuditedFile[],
  historic: ReadonlySet<string>,
  suppressionsFile: string | null,
): AuditCounts {
  const inScope = files.filter((file) => !file.exempt);
  const items: ViolationItem[] = inScope.flatMap((file) =>
    file.findings
      .filter((finding) => !finding.suppressed)
      .map(({ file: path, line, column, code, name, suggested, disabled }) => ({
        file: path,
        line,
        column,
        code,
        name,
        historic: historic.has(getFindingKey({ file: path, line, column, code })),
        suggested,
        disabled,
      })),
  );
  const suppressions = inScope.flatMap((file) => file.suppressions);
  const valid = suppressions.filter((suppression) => !isInvalid(suppression)).map(toValid);
  const invalid = suppressions.filter(isInvalid).map(toInvalid);
  const unused = valid.filter((suppression) => suppression.findingsCovered === 0);
  const byCode = countByCode(inScope, items);
  const byCategory = countByCategory(mergeCategories(files), valid, invalid);
  const unchecked = inScope.filter((file) => !file.checked).map((file) => file.file);

  const newCount = items.filter((item) => !item.historic).length;
  const counts = getCounts(items, byCode, byCategory);

  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
    summary: {
      files: files.length,
      exemptFiles: files.length - inScope.length,
      uncheckedFiles: unchecked.length,
      violations: newCount,
      historic: items.length - newCount,
      suggested: items.filter((item) => item.suggested).length,
      disabled: items.filter((item) => item.disabled && !item.historic).length,
      suppressedFindings: byCode.reduce((sum, row) => sum + row.suppressed, 0),
      suppressions: valid.length,
      invalidSuppressions: invalid.length,
      unusedSuppressions: unused.length,
    },
    counts,
    violations: { byCode, byFolder: countByFolder(items), byFile: countByFile(items), items },
    suppressions: { byCategory, valid, invalid, unused },
    exemptions: groupExemptions(files),
    uncheckedFiles: unchecked,
    historic: { suppressionsFile },
  };
}
