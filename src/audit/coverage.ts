/**
 * Which files a report covers, so that reports from parallel CI jobs can be merged and checked:
 * the whole file set the patterns select (its size and a digest of its names), the shard of it
 * this run audited (`--shard I/N`), and a digest of the effective settings. A shard is chosen
 * by a hash of each file's path relative to the cwd, so it does not depend on the machine, the
 * order ESLint finds files in, or which other files exist.
 */
import { createHash } from 'node:crypto';

import type { ESLint, Linter } from 'eslint';

import { AuditUsageError } from './errors.js';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

export interface Coverage {
  /** Every file ESLint lints for the patterns: how many, and a digest of their sorted names. */
  readonly fileSet: { readonly files: number; readonly digest: string };
  /** The part of the set this report audited; null for the whole set (or a merge of all its parts). */
  readonly shard: Shard | null;
  /** The files this report audited, sorted, relative to the cwd with `/` (files of any language ESLint lints). */
  readonly files: readonly string[];
}

/** The settings every count and budget of a report depends on. */
export interface ReportSettings {
  /** A digest of the distinct `settings['vfs-compliance']` values of the whole file set. */
  readonly digest: string;
  readonly categories: readonly string[];
  readonly retiredCategories: readonly string[];
  readonly budgets: Readonly<Record<string, number>>;
}

const SHARD_FORM = /^(?<index>[1-9]\d*)\/(?<count>[1-9]\d*)$/u;

/** `--shard I/N`, 1 ≤ I ≤ N. */
export function parseShard(value: string): Shard {
  const groups = SHARD_FORM.exec(value.trim())?.groups;
  const index = Number(groups?.['index']);
  const count = Number(groups?.['count']);
  if (!groups || !Number.isSafeInteger(count) || index > count) {
    throw new AuditUsageError(`--shard ${value}: expected I/N with 1 ≤ I ≤ N, e.g. --shard 2/4.`);
  }
  return { index, count };
}

function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/** The shard (1-based) a file belongs to among `count`: a hash of its path relative to the cwd. */
export function getShardOf(file: string, count: number): number {
  return (createHash('sha256').update(file).digest().readUInt32BE(0) % count) + 1;
}

const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

/** The set's size and a digest of its sorted names. */
export function describeFileSet(files: readonly string[]): Coverage['fileSet'] {
  const sorted = [...files].sort(byText);
  return { files: sorted.length, digest: sha256(sorted.join('\n')) };
}

/** JSON with object keys sorted, so that equal settings always give equal text. */
function toCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toCanonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A digest of the distinct `settings['vfs-compliance']` values ESLint computes for the files of
 * the whole set, so that every shard of one set, whichever files it drew, reports the same one.
 */
export async function digestSettings(eslint: ESLint, absolutePaths: readonly string[]): Promise<string> {
  const distinct = new Set<string>();
  for (const filePath of absolutePaths) {
    const config = (await eslint.calculateConfigForFile(filePath)) as Linter.Config | undefined;
    distinct.add(toCanonicalJson(config?.settings?.['vfs-compliance'] ?? null));
  }
  return sha256([...distinct].sort().join('\n'));
}

/**
 * Stands in for every file's processor while the set is listed: it hands ESLint no code block,
 * so nothing is parsed (no TypeScript program is built) and no rule runs, yet ESLint returns one
 * result per file it would lint, found and filtered exactly as in the real run.
 */
export const listingConfig: Linter.Config = {
  name: 'vfs-compliance-audit-internal/list-files',
  processor: { preprocess: () => [], postprocess: () => [], supportsAutofix: false },
};
