/**
 * "files linted / total" on stderr while it is a terminal. ESLint's Node API reports nothing
 * until the run ends, so the audit rule announces each file it starts on a broadcast channel
 * (which reaches the main thread from `--concurrency` workers too), and the total is counted
 * beforehand as ESLint would find the files: every file below the given folders that the
 * configuration lints. A pattern that is not a path (a glob) leaves the total unknown.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';

import type { ESLint } from 'eslint';

import { PROGRESS_CHANNEL, PROGRESS_ENV } from './audit-rule.js';

/** Folders ESLint never descends into. */
const SKIPPED = /(?:^|[/\\])(?:node_modules|\.git)(?:[/\\]|$)/u;

// vfs-suppress: OUT-OF-SCOPE: counts the project's files on the host for the progress display, never a mount
async function listCandidates(cwd: string, patterns: readonly string[]): Promise<string[] | undefined> {
  const files: string[] = [];
  for (const pattern of patterns) {
    const target = path.resolve(cwd, pattern);
    const info = await stat(target).catch(() => undefined);
    if (!info) return undefined;
    if (info.isFile()) {
      files.push(target);
      continue;
    }
    const entries = await readdir(target, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !SKIPPED.test(path.relative(cwd, file))) files.push(file);
    }
  }
  return files;
}

async function countLintedFiles(eslint: ESLint, cwd: string, patterns: readonly string[]): Promise<number | undefined> {
  const candidates = await listCandidates(cwd, patterns);
  if (!candidates) return undefined;
  let total = 0;
  for (const file of candidates) if (!(await eslint.isPathIgnored(file))) total += 1;
  return total;
}

export interface Progress {
  stop(): void;
}

/** Starts the display; `stop()` erases it. Call only when the stream is a terminal. */
export async function startProgress(
  eslint: ESLint,
  cwd: string,
  patterns: readonly string[],
  stream: NodeJS.WriteStream,
): Promise<Progress> {
  process.env[PROGRESS_ENV] = '1';
  const total = await countLintedFiles(eslint, cwd, patterns).catch(() => undefined);
  const channel = new BroadcastChannel(PROGRESS_CHANNEL);
  let linted = 0;
  const draw = (): void => {
    stream.write(`\r\u001B[K${linted}${total === undefined ? '' : ` / ${Math.max(total, linted)}`} files linted`);
  };
  channel.onmessage = () => {
    linted += 1;
    draw();
  };
  draw();
  return {
    stop() {
      channel.close();
      delete process.env[PROGRESS_ENV];
      stream.write('\r\u001B[K');
    },
  };
}
