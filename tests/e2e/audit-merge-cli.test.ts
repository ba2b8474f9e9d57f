/**
 * `vfs-compliance-audit --shard` and `merge` as CI runs them: the built bin, as processes, on
 * fixtures/audit-project split in two (all of it, and only src/legacy and src/watch, which stay
 * within the project's budgets). The merge gives a single run's outcome and exit codes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { root } from './run-eslint.js';
import { runAudit } from './run-audit.js';

const schema = JSON.parse(await readFile(path.join(root, 'docs/audit.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

/** The report in `file`, checked against the documented schema. */
async function readReport(file: string): Promise<{ coverage: { shard: unknown; fileSet: { files: number } } }> {
  const report: unknown = JSON.parse(await readFile(file, 'utf8'));
  expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  return report as { coverage: { shard: unknown; fileSet: { files: number } } };
}

let temp: string;
let whole: string[];
let part: string[];

// vfs-suppress: OUT-OF-SCOPE: the shards' reports go to the host's temporary folder
async function auditShards(name: string, paths: readonly string[]): Promise<string[]> {
  const files = [1, 2].map((index) => path.join(temp, `${name}-${index}.json`));
  const runs = await Promise.all(
    files.map((file, index) => runAudit(['--shard', `${index + 1}/2`, '--format', 'json', '--output', file, ...paths])),
  );
  // A shard's own budgets see only its share: its exit code is not the gate, the merge's is.
  expect(runs.map((run) => run.stderr)).toEqual(['', '']);
  return files;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'vfs-audit-merge-'));
  [whole, part] = await Promise.all([auditShards('whole', []), auditShards('part', ['src/legacy', 'src/watch'])]);
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('merge', () => {
  it('exits 1 with the whole project’s failures when the totals exceed a budget', async () => {
    const result = await runAudit(['merge', '--format', 'markdown', ...whole]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('- 14 files audited, 4 exempt.\n');
    expect(result.stdout).toContain(
      '**Result: fail — violations is 7, over its budget of 6; EXCEPTION-BACKCOMPAT is 1, over its budget of 0.**\n',
    );
  });

  it('exits 0 within the budgets, and 1 when --max lowers one below the total', async () => {
    const within = await runAudit(['merge', ...part]);
    expect(within.exitCode).toBe(0);
    expect(within.stdout).toContain('\nResult: pass.\n');
    const over = await runAudit(['merge', '--max', 'violations=2', ...part]);
    expect(over.exitCode).toBe(1);
    expect(over.stdout).toContain('\nResult: fail — violations is 3, over its budget of 2.\n');
  });

  it('exits 1 with --no-growth when a total grew since the baseline', async () => {
    const baseline = path.join(temp, 'part-merged.json');
    expect((await runAudit(['merge', '--format', 'json', '--output', baseline, ...part])).exitCode).toBe(0);
    // Shard reports and the merged one are of the documented shape.
    expect((await readReport(part[0] as string)).coverage.shard).toEqual({ index: 1, count: 2 });
    expect((await readReport(baseline)).coverage).toMatchObject({ shard: null, fileSet: { files: 3 } });
    expect((await runAudit(['merge', '--baseline', baseline, '--no-growth', ...part])).exitCode).toBe(0);
    const grown = await runAudit(['merge', '--max', 'violations=7', '--baseline', baseline, '--no-growth', ...whole]);
    expect(grown.exitCode).toBe(1);
    expect(grown.stdout).toContain('violations grew from 3 to 7');
  });

  it('exits 2 with one line when a shard is missing', async () => {
    const result = await runAudit(['merge', whole[0] as string]);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^vfs-compliance-audit: the file set [0-9a-f]{12} \(14 files\) is incomplete: shard 2\/2 missing \(.*whole-1\.json is one of its shards\)\.\n$/u,
    );
  });
});
