/**
 * The lint of one audit run with what it covers: the whole file set of the patterns, or with
 * `--shard I/N` its I-th part. A shard lists the set first (ESLint finds the files; nothing is
 * parsed), keeps the files whose path hashes to it, and lints only those, each job building the
 * TypeScript program of its own files.
 */
import type { ESLint } from 'eslint';

import { collect, listFiles, toProjectPath, type AuditedFile, type CollectOptions } from './collect.js';
import { describeFileSet, digestSettings, getShardOf, type Coverage, type Shard } from './coverage.js';

export interface Covered {
  readonly eslint: ESLint;
  readonly files: readonly AuditedFile[];
  readonly coverage: Coverage;
  readonly settingsDigest: string;
}

interface Listed {
  readonly absolutePath: string;
  readonly name: string;
}

function toListed(cwd: string, absolutePaths: readonly string[]): Listed[] {
  return absolutePaths
    .map((absolutePath) => ({ absolutePath, name: toProjectPath(cwd, absolutePath) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function collectCovered(options: CollectOptions & { readonly shard: Shard | null }): Promise<Covered> {
  const { shard, cwd } = options;
  if (!shard) {
    const { eslint, files, linted } = await collect(options);
    const all = toListed(cwd, linted);
    const names = all.map((file) => file.name);
    const settingsDigest = await digestSettings(
      eslint,
      all.map((file) => file.absolutePath),
    );
    return { eslint, files, coverage: { fileSet: describeFileSet(names), shard: null, files: names }, settingsDigest };
  }
  const listed = await listFiles(options, options.patterns);
  const all = toListed(cwd, listed.linted);
  const settingsDigest = await digestSettings(
    listed.eslint,
    all.map((file) => file.absolutePath),
  );
  const mine = all.filter((file) => getShardOf(file.name, shard.count) === shard.index);
  // ESLint lints `.` when given no pattern: an empty shard lints nothing instead.
  const { eslint, files, linted } =
    mine.length === 0
      ? { eslint: listed.eslint, files: [], linted: [] }
      : await collect({ ...options, patterns: mine.map((file) => file.absolutePath) });
  const coverage = {
    fileSet: describeFileSet(all.map((file) => file.name)),
    shard,
    files: toListed(cwd, linted).map((file) => file.name),
  };
  return { eslint, files, coverage, settingsDigest };
}
