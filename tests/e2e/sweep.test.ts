/**
 * The crash sweep's fixed sample (scripts/sweep.ts): a few thousand files of the packages every
 * install has, JavaScript with espree, TypeScript and declarations untyped, and a typed part,
 * linted with every rule under `recommended` and under `strict` with odd settings. A rule
 * exception fails the test; findings are expected (the counts prove the rules ran at all: ESLint
 * silently ignores files below node_modules unless told not to).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, it } from 'vitest';

import { formatResult, runSweep } from '../../scripts/sweep.js';
import plugin from '../../src/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('no rule throws on a fixed sample of node_modules', { timeout: 600_000 }, () => {
  const result = runSweep({ plugin, root, mode: 'sample' });
  console.info(`sweep (sample)\n${formatResult(result)}`);
  expect(result.exceptions).toEqual([]);
  expect(result.files.javascript).toBeGreaterThan(500);
  expect(result.files.declaration).toBeGreaterThan(300);
  expect(result.files.typed).toBeGreaterThan(30);
  expect(result.typedWithoutProgram).toBe(0);
  expect(result.findings).toBeGreaterThan(0);
});
