/**
 * What `merge` refuses, each with one line and exit 2 (an AuditUsageError here, in process):
 * reports of another plugin version or other settings, a file counted in two reports, shards of
 * one set missing, repeated or cut differently, and files that are not reports of this shape.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runAuditInProcess, writeReport } from './audit-in-process.js';
import { writeMonorepo } from './monorepo.js';

let dir: string;
const config = ['--config', 'eslint.untyped.config.js'];

/** A copy of a report with a change, as a job on another setup would have written it. */
async function variant(file: string, name: string, change: (report: Record<string, unknown>) => void): Promise<string> {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  change(report);
  await writeFile(path.join(dir, name), JSON.stringify(report));
  return name;
}

beforeAll(async () => {
  dir = await writeMonorepo();
  for (const shard of ['1/2', '2/2', '1/4', '2/4', '3/4']) {
    await writeReport([...config, '--shard', shard, '.'], dir, `shard-${shard.replace('/', '-of-')}.json`);
  }
  await writeReport([...config, 'packages/core'], dir, 'core.json');
  await writeReport([...config, 'packages'], dir, 'all.json');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const merge = (...reports: string[]) => runAuditInProcess(['merge', ...reports], dir);

describe('merge refuses', () => {
  it('a report of another plugin version', async () => {
    const old = await variant('shard-2-of-2.json', 'old.json', (report) => {
      report['tool'] = { name: 'eslint-plugin-vfs-compliance', version: '0.0.9' };
    });
    await expect(merge('shard-1-of-2.json', old)).rejects.toThrow(
      /^old\.json was written by eslint-plugin-vfs-compliance 0\.0\.9, this is \d+\.\d+\.\d+\S*: audit every part with the same plugin version\.$/u,
    );
  });

  it('reports audited with other settings', async () => {
    const other = await variant('shard-2-of-2.json', 'other-settings.json', (report) => {
      report['settings'] = { ...(report['settings'] as object), digest: `sha256:${'0'.repeat(64)}` };
    });
    await expect(merge('shard-1-of-2.json', other)).rejects.toThrow(
      /^shard-1-of-2\.json and other-settings\.json were audited with different settings\['vfs-compliance'\] \([0-9a-f]{12} and 000000000000\): audit every part with the same configuration\.$/u,
    );
  });

  it('a file counted in two reports', async () => {
    await expect(merge('all.json', 'core.json')).rejects.toThrow(
      'packages/core/src/boot.ts is counted in both all.json and core.json: a file may be counted in one report only.',
    );
  });

  it('shards of one set with one missing', async () => {
    await expect(merge('shard-1-of-4.json', 'shard-3-of-4.json')).rejects.toThrow(
      /^the file set [0-9a-f]{12} \(20 files\) is incomplete: shard 2\/4, 4\/4 missing \(shard-1-of-4\.json is one of its shards\)\.$/u,
    );
  });

  it('a shard given twice', async () => {
    const copy = await variant('shard-1-of-2.json', 'copy.json', () => undefined);
    await expect(merge('shard-1-of-2.json', copy, 'shard-2-of-2.json')).rejects.toThrow(
      /^shard 1\/2 of the file set [0-9a-f]{12} \(20 files\) is given twice: shard-1-of-2\.json and copy\.json\.$/u,
    );
  });

  it('shards of one set cut into different numbers of parts', async () => {
    await expect(merge('shard-1-of-2.json', 'shard-2-of-4.json')).rejects.toThrow(
      'shard-1-of-2.json is a shard of 2 and shard-2-of-4.json a shard of 4 of the same file set: split a set into one number of shards.',
    );
  });

  it('a file that is not a report, or a report without coverage', async () => {
    await writeFile(path.join(dir, 'eslint.json'), '[]');
    await expect(merge('eslint.json')).rejects.toThrow(
      'eslint.json is not a vfs-compliance-audit report of schema version 1: write it with --format json.',
    );
    const bare = await variant('core.json', 'bare.json', (report) => {
      delete report['coverage'];
    });
    await expect(merge(bare)).rejects.toThrow(
      "bare.json has no coverage or settings to merge by: write it with this version's --format json.",
    );
    await expect(merge('missing.json')).rejects.toThrow(/^cannot read the report missing\.json: ENOENT/u);
  });

  it('options that lint, and a merge of nothing', async () => {
    await expect(runAuditInProcess(['merge', '--shard', '1/2', 'core.json'], dir)).rejects.toThrow(
      '--shard does not apply to merge: it adds up reports, it lints nothing.',
    );
    await expect(runAuditInProcess(['merge'], dir)).rejects.toThrow(
      'merge needs the reports to add up: vfs-compliance-audit merge a.json b.json…',
    );
  });
});

describe('--shard', () => {
  it.each(['0/2', '3/2', '2', 'a/b', '1/0'])('refuses %s', async (value) => {
    await expect(runAuditInProcess(['--shard', value], dir)).rejects.toThrow(
      `--shard ${value}: expected I/N with 1 ≤ I ≤ N, e.g. --shard 2/4.`,
    );
  });

  it('merges a complete set of shards into a report of the whole set', async () => {
    const merged = await runAuditInProcess(['merge', 'shard-1-of-2.json', 'shard-2-of-2.json'], dir);
    expect(merged.coverage.shard).toBeNull();
    expect(merged.coverage.fileSet.files).toBe(20);
  });
});
