import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // The end-to-end tests lint with the built plugin: build it once, before any test file runs.
    globalSetup: ['tests/e2e/ensure-built.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
