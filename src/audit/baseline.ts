/**
 * The ratchet: compares this run's counts with an earlier `--format json` report. It compares
 * counts only; which individual violations are old is ESLint's bulk suppressions' job.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { AuditUsageError } from './errors.js';
import { SCHEMA_VERSION, type CountChange } from './report.js';

export interface Baseline {
  readonly file: string;
  readonly counts: Readonly<Record<string, number>>;
}

function isCounts(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) >= 0)
  );
}

// vfs-suppress: OUT-OF-SCOPE: the audit reads an earlier report of its own from the host, never a mount
export async function loadBaseline(cwd: string, file: string): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    throw new AuditUsageError(`cannot read the baseline ${file}: ${(error as Error).message}`);
  }
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    throw new AuditUsageError(`the baseline ${file} is not JSON: give a report written by --format json.`);
  }
  const { schemaVersion, counts } = (report ?? {}) as { schemaVersion?: unknown; counts?: unknown };
  if (schemaVersion !== SCHEMA_VERSION || !isCounts(counts)) {
    throw new AuditUsageError(
      `the baseline ${file} is not a vfs-compliance-audit report of schema version ${SCHEMA_VERSION}: write it with --format json.`,
    );
  }
  return { file, counts };
}

/** Each count's change since the baseline, in this run's order; counts the baseline lacks are new, not growth. */
export function compareWithBaseline(
  counts: Readonly<Record<string, number>>,
  baseline: Baseline,
): { changes: CountChange[]; grew: string[] } {
  const changes = Object.entries(counts).map(([key, after]): CountChange => {
    const before = Object.hasOwn(baseline.counts, key) ? (baseline.counts[key] as number) : null;
    return { key, before, after, change: before === null ? null : after - before };
  });
  return {
    changes,
    grew: changes.filter((change) => change.change !== null && change.change > 0).map((change) => change.key),
  };
}
