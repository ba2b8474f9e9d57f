/**
 * Issue 23's proof: on a generated three-package project, N shards (N = 1, 2, 4) merged, and one
 * report per package merged, give the report of one run over the whole project — counts, files,
 * suppressions, historic violations, coverage, budgets and their outcome — typed and untyped.
 */
import { rm } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runAuditInProcess, writeReport, type AuditReport } from './audit-in-process.js';
import { PACKAGES, writeMonorepo } from './monorepo.js';

let dir: string;

beforeAll(async () => {
  dir = await writeMonorepo();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const gates = ['--max', 'ORKVFS001=3'];

describe.each(['untyped', 'typed'])('%s', (mode) => {
  const config = ['--config', `eslint.${mode}.config.js`];
  let whole: AuditReport;

  beforeAll(async () => {
    whole = await runAuditInProcess([...config, ...gates, '.'], dir);
  });

  it('audits the whole project once (the reference)', () => {
    expect(whole.summary).toEqual({
      files: 20,
      exemptFiles: 3,
      uncheckedFiles: 0,
      violations: mode === 'typed' ? 8 : 7,
      historic: 2,
      // The one mechanical migration of the generated project; no eslint-disable comment there.
      suggested: 1,
      disabled: 0,
      suppressedFindings: 3,
      suppressions: 4,
      invalidSuppressions: 2,
      unusedSuppressions: 1,
    });
    expect(whole.coverage.shard).toBeNull();
    expect(whole.coverage.fileSet.files).toBe(20);
    expect(whole.result).toEqual({
      exitCode: 1,
      failures: [
        `violations is ${mode === 'typed' ? 8 : 7}, over its budget of 5`,
        `ORKVFS001 is ${mode === 'typed' ? 5 : 4}, over its budget of 3`,
        'EXCEPTION-BACKCOMPAT is 1, over its budget of 0',
      ],
    });
  });

  it.each([1, 2, 4])('%i shards merged give the same report', async (count) => {
    const shards: Awaited<ReturnType<typeof writeReport>>[] = [];
    for (let index = 1; index <= count; index += 1) {
      shards.push(
        await writeReport([...config, '--shard', `${index}/${count}`, '.'], dir, `${mode}-${index}-of-${count}.json`),
      );
    }
    // Each shard audited its own part: disjoint, together the whole set, split (not all in one).
    const sizes = shards.map(({ report }) => report.coverage.files.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(20);
    expect(Math.max(...sizes) < 20).toBe(count > 1);
    for (const { report } of shards) expect(report.coverage.fileSet).toEqual(whole.coverage.fileSet);
    const merged = await runAuditInProcess(['merge', ...gates, ...shards.map(({ file }) => file)], dir);
    expect(merged).toEqual(whole);
  });

  it('one report per package merged gives the same report', async () => {
    const reports: string[] = [];
    for (const name of PACKAGES) {
      reports.push((await writeReport([...config, `packages/${name}`], dir, `${mode}-${name}.json`)).file);
    }
    const merged = await runAuditInProcess(['merge', ...gates, ...reports], dir);
    expect(merged).toEqual(whole);
  });
});
