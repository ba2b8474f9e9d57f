/**
 * The end-to-end tests (`npm run test:e2e`, tests/e2e/): the real ESLint CLI of both majors, the
 * packed tarball, VS Code's ESLint language server, oxlint, SARIF, the audit CLI and the crash
 * sweep, on the built plugin. The global setup builds dist/ when it is stale and makes one
 * reference run per fixture project, which the test files share (tests/e2e/reference-runs.ts).
 */
import os from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Most of the time is spent waiting on child processes: one file per core.
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
