/**
 * Runs once before any end-to-end test file (vitest's `globalSetup`): builds dist/ when it is
 * stale (scripts/build.mjs; a no-op after `npm test` or `npm ci`, which have built it), then makes
 * the reference runs of reference-runs.ts and hands them to the test files.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { TestProject } from 'vitest/node';

import { referenceRuns, type ReferenceRunName } from './reference-runs.js';
import { root, runEslint, type CliResult } from './run-eslint.js';

export default async function setup(project: TestProject): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root });
  const names = Object.keys(referenceRuns) as ReferenceRunName[];
  const results = await Promise.all(
    names.map((name) => {
      const { folder, args } = referenceRuns[name];
      return runEslint(path.join(root, folder), ['--format', 'json', ...args]);
    }),
  );
  project.provide(
    'referenceRuns',
    Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<ReferenceRunName, CliResult>,
  );
}
