/**
 * The typed tests, run by `npm run test:peer` (scripts/peer-typescript.mjs) in a copy of the
 * project whose `node_modules/typescript` is the lowest TypeScript of the peer range: the rule,
 * analysis and docs tests, each rule test's cases without a TypeScript program left out
 * (typed-only.ts).
 */
import os from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts', 'tests/analysis/**/*.test.ts', 'tests/docs.test.ts'],
    setupFiles: ['tests/peer/typescript-version.ts', 'tests/setup.ts', 'tests/peer/typed-only.ts'],
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
