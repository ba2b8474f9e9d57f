/**
 * `--shard I/N` picks files by a hash of their path relative to the cwd: the same file is in the
 * same shard on every machine, for every order of the paths given, whatever other files exist;
 * and a shard's report says which part of which file set it is.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getShardOf } from '../../../src/audit/coverage.js';
import { root } from '../../e2e/run-eslint.js';
import { runAuditInProcess } from './audit-in-process.js';
import { writeMonorepo } from './monorepo.js';

type Formats = typeof import('../../../src/audit/formats.js');
const { formatReport } = (await import(pathToFileURL(path.join(root, 'dist/audit/formats.js')).href)) as Formats;

let dir: string;
const config = ['--config', 'eslint.untyped.config.js'];

beforeAll(async () => {
  dir = await writeMonorepo();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the shard of a file', () => {
  // SHA-256 of the path, its first 32 bits modulo N, plus 1: pinned, since reports written by
  // two versions that cut differently must never be merged as one set.
  it.each([
    ['packages/core/src/boot.ts', 1, 3, 2],
    ['packages/web/src/stream.ts', 2, 4, 5],
    ['src/index.ts', 1, 1, 4],
    ['a.ts', 2, 4, 4],
  ])('%s is in shard %i of 2, %i of 4, %i of 7', (file, of2, of4, of7) => {
    expect([getShardOf(file, 2), getShardOf(file, 4), getShardOf(file, 7)]).toEqual([of2, of4, of7]);
  });
});

describe('a shard report', () => {
  it('covers the same files and set whatever the order of the paths', async () => {
    const dot = await runAuditInProcess([...config, '--shard', '2/2', '.'], dir);
    const listed = await runAuditInProcess(
      [...config, '--shard', '2/2', 'packages/web', 'packages/core', 'packages/cli'],
      dir,
    );
    expect(listed.coverage).toEqual(dot.coverage);
    expect(dot.coverage.shard).toEqual({ index: 2, count: 2 });
    expect(dot.coverage.fileSet.files).toBe(20);
    expect(dot.coverage.files).toContain('packages/web/src/stream.ts');
    expect(dot.coverage.files).not.toContain('packages/core/src/boot.ts');
  });

  it('says in its summary which part of which set it is', async () => {
    const report = await runAuditInProcess([...config, '--shard', '2/2', '.'], dir);
    const text = formatReport(report, 'text', { color: false });
    expect(text).toMatch(
      new RegExp(
        `\\nShard 2/2 of 20 files \\(set [0-9a-f]{12}\\): ${report.coverage.files.length} linted here; merge every shard's JSON report for the totals\\.\\n`,
        'u',
      ),
    );
  });
});
