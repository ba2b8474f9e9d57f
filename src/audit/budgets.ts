/**
 * Budgets: the seed's exit criteria as data. `settings['vfs-compliance'].budgets` holds them in
 * the repository; `--max KEY=N` overrides one for a run; a retired category is always held to 0.
 */
import { getBudgetProblem } from '../settings/settings.js';
import type { ReportSettings } from './coverage.js';
import { AuditUsageError } from './errors.js';
import type { Budget } from './report.js';

const MAX_FORM = /^(?<key>[^=]+)=(?<limit>.*)$/u;

/** `--max KEY=N`, read for its form only: the key is checked against the settings once they are known. */
export function parseMaxOptions(values: readonly string[]): ReadonlyMap<string, number> {
  const limits = new Map<string, number>();
  for (const value of values) {
    const match = MAX_FORM.exec(value);
    const key = match?.groups?.['key']?.trim() ?? '';
    const limit = match?.groups?.['limit']?.trim() ?? '';
    if (!match || key === '')
      throw new AuditUsageError(`--max ${value}: expected KEY=N, e.g. --max EXCEPTION-BOOTSTRAP=15.`);
    if (!/^\d+$/u.test(limit) || !Number.isSafeInteger(Number(limit))) {
      throw new AuditUsageError(
        `--max ${value}: the limit of ${key} must be a non-negative integer, got ${JSON.stringify(limit)}.`,
      );
    }
    limits.set(key, Number(limit));
  }
  return limits;
}

/**
 * The budgets of the linted files' settings (or of the reports a merge adds up). Settings are per
 * file in flat config; budgets are per project, so every part that has some must have the same ones.
 */
export function getSettingsBudgets(
  parts: readonly { readonly file: string; readonly budgets: Readonly<Record<string, number>> }[],
): Readonly<Record<string, number>> {
  let found: { file: string; budgets: Readonly<Record<string, number>>; text: string } | undefined;
  for (const { file, budgets } of parts) {
    if (Object.keys(budgets).length === 0) continue;
    const text = JSON.stringify(Object.entries(budgets).sort(([a], [b]) => a.localeCompare(b, 'en')));
    if (!found) found = { file, budgets, text };
    else if (found.text !== text) {
      throw new AuditUsageError(
        `settings['vfs-compliance'].budgets differ between ${found.file} and ${file}: ` +
          'set them in one config object that applies to every file.',
      );
    }
  }
  return found?.budgets ?? {};
}

/** Every budget of the run, with its count: settings, then `--max`, then the retired categories. */
export function evaluateBudgets(
  settings: Pick<ReportSettings, 'categories' | 'retiredCategories' | 'budgets'>,
  counts: Readonly<Record<string, number>>,
  limits: ReadonlyMap<string, number>,
): Budget[] {
  for (const [key, limit] of limits) {
    const problem = getBudgetProblem(key, limit, settings);
    if (problem) throw new AuditUsageError(`--max ${key}=${limit}: ${key} ${problem}`);
  }
  const budgets = new Map<string, Omit<Budget, 'count' | 'exceeded'>>();
  for (const [key, limit] of Object.entries(settings.budgets)) budgets.set(key, { key, limit, source: 'settings' });
  for (const [key, limit] of limits) budgets.set(key, { key, limit, source: 'command line' });
  for (const category of settings.retiredCategories) {
    if (!budgets.has(category)) budgets.set(category, { key: category, limit: 0, source: 'retired category' });
  }
  return [...budgets.values()].map((budget) => {
    const count = counts[budget.key] ?? 0;
    return { ...budget, count, exceeded: count > budget.limit };
  });
}
