/**
 * The unit and rule tests (`npm test`): in process, against src/, no child process; the audit's
 * shard tests and the bundle check of tests/load-cost.test.ts read the dist/ `npm test` builds first.
 * The end-to-end tests, which run the real tools on the built plugin, are vitest.e2e.config.ts
 * (`npm run test:e2e`).
 */
import os from 'node:os';

import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    setupFiles: ['tests/setup.ts'],
    // vitest keeps a core for its main process by default, which idles while test files run: on a
    // two-core machine that is one file at a time.
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
