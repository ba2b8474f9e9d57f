// Mutation testing (`npm run mutation`; not part of `npm test`). See docs/mutation.md.
// One folder or file per run: `npm run mutation -- --mutate 'src/policy/**/*.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/policy/**/*.ts', 'src/util/**/*.ts', 'src/analysis/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // The machine has two cores shared with other work: one test runner (and one checker).
  concurrency: 1,
  timeoutMS: 60_000,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['!tests/fixtures/node_modules', 'bench/corpus', 'bench/results', 'scratch', 'build', 'dist', 'coverage', 'reports'],
  cleanTempDir: 'always',
};
