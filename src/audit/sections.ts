/**
 * The report as titled tables, the one layout the text and markdown formats share: they differ
 * only in how a table is drawn.
 */
import type { AuditReport, Budget, ValidSuppression } from './report.js';

export type Cell = string | number;

export interface Section {
  readonly title: string;
  readonly headers: readonly string[];
  /** Columns aligned right (numbers). */
  readonly numeric: readonly number[];
  readonly rows: readonly (readonly Cell[])[];
  /** Said instead of the table when it has no rows. */
  readonly empty: string;
  /** Rows to draw as failures (a budget exceeded, a count that grew). */
  readonly failing?: ReadonlySet<number>;
}

function location(item: { file: string; line: number; column: number }): string {
  return `${item.file}:${item.line}:${item.column}`;
}

function codesOf(suppression: ValidSuppression): string {
  return suppression.codes ? suppression.codes.join(', ') : 'all';
}

function budgetStatus(budget: Budget): string {
  return budget.exceeded ? 'over' : 'within';
}

function signed(change: number | null): string {
  if (change === null) return 'new';
  return change > 0 ? `+${change}` : String(change);
}

export function getSections(report: AuditReport): Section[] {
  const { violations, suppressions } = report;
  const total = violations.byCode.reduce(
    (sum, row) => ({
      new: sum.new + row.new,
      historic: sum.historic + row.historic,
      suppressed: sum.suppressed + row.suppressed,
      suggested: sum.suggested + row.suggested,
    }),
    { new: 0, historic: 0, suppressed: 0, suggested: 0 },
  );
  const sections: Section[] = [
    {
      title: 'Violations by code',
      headers: ['code', 'new', 'historic', 'suppressed', 'suggested migration'],
      numeric: [1, 2, 3, 4],
      rows: [
        ...violations.byCode.map((row) => [row.code, row.new, row.historic, row.suppressed, row.suggested]),
        ['total', total.new, total.historic, total.suppressed, total.suggested],
      ],
      empty: '',
    },
    {
      title: 'Violations by folder',
      headers: ['folder', 'new', 'historic'],
      numeric: [1, 2],
      rows: violations.byFolder.map((row) => [row.folder, row.new, row.historic]),
      empty: 'No violations.',
    },
    {
      title: 'Violations by file',
      headers: ['file', 'new', 'historic', 'codes'],
      numeric: [1, 2],
      rows: violations.byFile.map((row) => [
        row.file,
        row.new,
        row.historic,
        Object.entries(row.codes)
          .map(([code, count]) => (count === 1 ? code : `${code} ×${count}`))
          .join(', '),
      ]),
      empty: 'No violations.',
    },
    {
      title: 'Suppressions by category',
      headers: ['category', 'suppressions', 'findings covered'],
      numeric: [1, 2],
      rows: suppressions.byCategory.map((row) => [
        row.retired ? `${row.category} (retired)` : row.category,
        row.suppressions,
        row.findingsCovered,
      ]),
      empty: 'No categories configured.',
    },
    {
      title: 'Suppressions',
      headers: ['location', 'scope', 'category', 'codes', 'covers', 'reason'],
      numeric: [4],
      rows: suppressions.valid.map((s) => [
        location(s),
        s.scope,
        s.category,
        codesOf(s),
        s.findingsCovered ?? '?',
        s.reason,
      ]),
      empty: 'No suppressions.',
    },
    {
      title: 'Invalid suppressions',
      headers: ['location', 'problem', 'comment'],
      numeric: [],
      rows: suppressions.invalid.map((s) => [location(s), s.problem, s.text]),
      empty: 'None.',
    },
    {
      title: 'Unused suppressions',
      headers: ['location', 'scope', 'category', 'codes', 'reason'],
      numeric: [],
      rows: suppressions.unused.map((s) => [location(s), s.scope, s.category, codesOf(s), s.reason]),
      empty: 'None.',
    },
    {
      title: 'Exempt files',
      headers: ['setting', 'entry', 'file'],
      numeric: [],
      rows: report.exemptions.flatMap((group) => group.files.map((file) => [group.setting, group.entry, file])),
      empty: 'None.',
    },
  ];
  if (report.uncheckedFiles.length > 0) {
    sections.push({
      title: 'Files not checked (requireTypeInformation, no TypeScript program)',
      headers: ['file'],
      numeric: [],
      rows: report.uncheckedFiles.map((file) => [file]),
      empty: '',
    });
  }
  sections.push({
    title: 'Budgets',
    headers: ['key', 'count', 'limit', 'source', 'status'],
    numeric: [1, 2],
    rows: report.budgets.map((budget) => [budget.key, budget.count, budget.limit, budget.source, budgetStatus(budget)]),
    empty: "No budgets (settings['vfs-compliance'].budgets, --max KEY=N).",
    failing: new Set(report.budgets.flatMap((budget, index) => (budget.exceeded ? [index] : []))),
  });
  if (report.baseline) {
    const { changes } = report.baseline;
    sections.push({
      title: `Change since ${report.baseline.file}`,
      headers: ['count', 'before', 'after', 'change'],
      numeric: [1, 2, 3],
      rows: changes.map((change) => [change.key, change.before ?? '-', change.after, signed(change.change)]),
      empty: '',
      failing: new Set(
        changes.flatMap((change, index) => (change.change !== null && change.change > 0 ? [index] : [])),
      ),
    });
  }
  return sections;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A shard says which part of which file set it is: its budgets see only that part. */
function getCoverageLines({ coverage }: AuditReport): string[] {
  if (!coverage.shard) return [];
  const { index, count } = coverage.shard;
  const digest = coverage.fileSet.digest.replace(/^sha256:/u, '').slice(0, 12);
  return [
    `Shard ${index}/${count} of ${plural(coverage.fileSet.files, 'file')} (set ${digest}): ` +
      `${coverage.files.length} linted here; merge every shard's JSON report for the totals.`,
  ];
}

/** One sentence per line of the summary: what was audited and what came out. */
export function getSummaryLines(report: AuditReport): string[] {
  const { summary } = report;
  const unchecked = summary.uncheckedFiles > 0 ? `, ${summary.uncheckedFiles} not checked` : '';
  const historic = report.historic.suppressionsFile
    ? `${summary.historic} historic (held by ${report.historic.suppressionsFile})`
    : `${summary.historic} historic (no bulk suppressions file)`;
  const disabled = summary.disabled > 0 ? ` (${summary.disabled} hidden from ESLint by eslint-disable)` : '';
  const total = summary.violations + summary.historic;
  return [
    ...getCoverageLines(report),
    `${plural(summary.files, 'file')} audited, ${summary.exemptFiles} exempt${unchecked}.`,
    `Violations: ${summary.violations} new${disabled}, ${historic}; ${plural(summary.suppressedFindings, 'finding')} suppressed.`,
    `Suggested migrations: ${summary.suggested} of ${plural(total, 'violation')}.`,
    `Suppressions: ${summary.suppressions} valid, ${summary.invalidSuppressions} invalid, ${summary.unusedSuppressions} unused.`,
  ];
}

/** Pass or fail by the limits; with no limit at all, no verdict that reads as approval. */
export function getResultLine(report: AuditReport): string {
  const { failures } = report.result;
  if (failures.length > 0) return `Result: fail — ${failures.join('; ')}.`;
  // Retired categories are always held to 0: that is no budget the user set.
  if (!report.baseline && report.budgets.every((budget) => budget.source === 'retired category')) {
    return `Result: no budget set — ${plural(report.summary.violations, 'new violation')} held to no limit.`;
  }
  return 'Result: pass.';
}
