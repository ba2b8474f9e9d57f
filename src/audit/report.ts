/**
 * The audit report: the one object every format prints (`--format json` prints it as is). Its
 * shape is versioned (`schemaVersion`) and described by `docs/audit.schema.json`; a change that
 * removes or renames a field raises the version.
 */
import { VFS_CODES } from '../policy/suppression-comments.js';
import type { AuditedFile, AuditedSuppression, Located } from './collect.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.js';
import type { SettingsRecord } from './records.js';

export const SCHEMA_VERSION = 1;

export interface ViolationItem extends Located {
  readonly code: string;
  readonly name: string;
  readonly historic: boolean;
}

export interface CodeRow {
  readonly code: string;
  readonly new: number;
  readonly historic: number;
  /** Findings a valid `vfs-suppress` comment covers. */
  readonly suppressed: number;
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
  readonly budgets: readonly Budget[];
  readonly baseline: { readonly file: string; readonly changes: readonly CountChange[]; readonly grew: readonly string[] } | null;
  readonly result: { readonly exitCode: 0 | 1; readonly failures: readonly string[] };
}

/** What the report is built from, before budgets and baseline are applied. */
export type AuditCounts = Omit<AuditReport, 'budgets' | 'baseline' | 'result'>;

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
export function mergeCategories(files: readonly AuditedFile[]): Pick<SettingsRecord, 'categories' | 'retiredCategories'> {
  const categories = new Set<string>();
  const retiredCategories = new Set<string>();
  for (const { settings } of files) {
    for (const category of settings.categories) categories.add(category);
    for (const category of settings.retiredCategories) retiredCategories.add(category);
  }
  return { categories: [...categories], retiredCategories: [...retiredCategories] };
}

/** Every count of the audit, from the per-file records and the set of historic findings. */
export function countAudit(files: readonly AuditedFile[], historic: ReadonlySet<string>, suppressionsFile: string | null): AuditCounts {
  const { categories, retiredCategories } = mergeCategories(files);
  const codes = new Set<string>(VFS_CODES);
  const items: ViolationItem[] = [];
  const suppressedByCode = new Map<string, number>();
  const valid: ValidSuppression[] = [];
  const invalid: InvalidSuppression[] = [];
  const exemptions = new Map<string, ExemptionGroup & { files: string[] }>();
  const unchecked: string[] = [];

  for (const file of files) {
    if (file.exempt) {
      const key = `${file.exempt.setting}\u0000${file.exempt.entry}`;
      const group = exemptions.get(key) ?? { ...file.exempt, files: [] };
      group.files.push(file.file);
      exemptions.set(key, group);
      continue;
    }
    if (!file.checked) unchecked.push(file.file);
    for (const finding of file.findings) {
      codes.add(finding.code);
      if (finding.suppressed) {
        increment(suppressedByCode, finding.code);
        continue;
      }
      const isHistoric = historic.has(`${finding.file}:${finding.line}:${finding.column}:${finding.code}`);
      items.push({ file: finding.file, line: finding.line, column: finding.column, code: finding.code, name: finding.name, historic: isHistoric });
    }
    for (const suppression of file.suppressions) {
      if (suppression.problem === null) valid.push(toValid(suppression));
      else invalid.push({ file: suppression.file, line: suppression.line, column: suppression.column, problem: suppression.problem, category: suppression.category, text: suppression.text });
    }
  }

  const codeList = [...codes].sort(byText);
  const byCode: CodeRow[] = codeList.map((code) => ({
    code,
    new: items.filter((item) => item.code === code && !item.historic).length,
    historic: items.filter((item) => item.code === code && item.historic).length,
    suppressed: suppressedByCode.get(code) ?? 0,
  }));

  const folders = new Map<string, { new: number; historic: number }>();
  const fileRows = new Map<string, { new: number; historic: number; codes: Map<string, number> }>();
  for (const item of items) {
    const folder = folders.get(folderOf(item.file)) ?? { new: 0, historic: 0 };
    const row = fileRows.get(item.file) ?? { new: 0, historic: 0, codes: new Map<string, number>() };
    const column = item.historic ? 'historic' : 'new';
    folder[column] += 1;
    row[column] += 1;
    increment(row.codes, item.code);
    folders.set(folderOf(item.file), folder);
    fileRows.set(item.file, row);
  }

  const categoryList = [...new Set([...categories, ...retiredCategories, ...valid.map((s) => s.category), ...invalid.flatMap((s) => (s.problem === 'retiredCategory' && s.category ? [s.category] : []))])];
  const byCategory: CategoryRow[] = categoryList.map((category) => {
    const retired = retiredCategories.includes(category);
    const matching = retired
      ? invalid.filter((s) => s.problem === 'retiredCategory' && s.category === category)
      : valid.filter((s) => s.category === category);
    return {
      category,
      retired,
      suppressions: matching.length,
      findingsCovered: retired ? 0 : (matching as ValidSuppression[]).reduce((sum, s) => sum + (s.findingsCovered ?? 0), 0),
    };
  });

  const newCount = items.filter((item) => !item.historic).length;
  const historicCount = items.length - newCount;
  const counts: Record<string, number> = { violations: newCount, historic: historicCount };
  for (const row of byCode) counts[row.code] = row.new;
  for (const row of byCategory) counts[row.category] = row.suppressions;
  const unused = valid.filter((s) => s.findingsCovered === 0);

  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
    summary: {
      files: files.length,
      exemptFiles: files.filter((file) => file.exempt).length,
      uncheckedFiles: unchecked.length,
      violations: newCount,
      historic: historicCount,
      suppressedFindings: [...suppressedByCode.values()].reduce((sum, count) => sum + count, 0),
      suppressions: valid.length,
      invalidSuppressions: invalid.length,
      unusedSuppressions: unused.length,
    },
    counts,
    violations: {
      byCode,
      byFolder: [...folders].map(([folder, row]) => ({ folder, ...row })).sort((a, b) => byText(a.folder, b.folder)),
      byFile: [...fileRows]
        .map(([file, row]) => ({ file, folder: folderOf(file), new: row.new, historic: row.historic, codes: Object.fromEntries([...row.codes].sort(([a], [b]) => byText(a, b))) }))
        .sort((a, b) => byText(a.file, b.file)),
      items,
    },
    suppressions: { byCategory, valid, invalid, unused },
    exemptions: [...exemptions.values()].sort((a, b) => byText(a.setting, b.setting) || byText(a.entry, b.entry)),
    uncheckedFiles: unchecked,
    historic: { suppressionsFile },
  };
}
