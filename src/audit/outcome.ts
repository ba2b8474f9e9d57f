/**
 * The gates of a report: budgets, `--max` and the baseline applied to its counts, and the exit
 * code they give. A single run and a merge of shard or package reports pass through the same
 * function, so the same totals always give the same outcome.
 */
import { compareWithBaseline, type Baseline } from './baseline.js';
import { evaluateBudgets } from './budgets.js';
import type { Coverage, ReportSettings } from './coverage.js';
import type { AuditCounts, AuditReport } from './report.js';

export interface Gates {
  readonly limits: ReadonlyMap<string, number>;
  readonly baseline: Baseline | undefined;
  readonly noGrowth: boolean;
}

export function applyGates(
  counts: AuditCounts,
  coverage: Coverage,
  settings: ReportSettings,
  { limits, baseline, noGrowth }: Gates,
): AuditReport {
  const budgets = evaluateBudgets(settings, counts.counts, limits);
  const comparison = baseline ? compareWithBaseline(counts.counts, baseline) : undefined;
  const failures = [
    ...budgets
      .filter((budget) => budget.exceeded)
      .map((budget) => `${budget.key} is ${budget.count}, over its budget of ${budget.limit}`),
    ...(noGrowth && comparison
      ? comparison.changes
          .filter((change) => comparison.grew.includes(change.key))
          .map((change) => `${change.key} grew from ${change.before ?? 0} to ${change.after}`)
      : []),
  ];
  return {
    ...counts,
    coverage,
    settings,
    budgets,
    baseline: baseline && comparison ? { file: baseline.file, ...comparison } : null,
    result: { exitCode: failures.length > 0 ? 1 : 0, failures },
  };
}
