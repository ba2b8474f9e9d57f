// Mutation testing (`npm run mutation`; not part of `npm test`). See docs/mutation.md.
//
// What to mutate: by default src/policy, src/util and src/analysis (hours on a 2-core machine).
// One folder or file per run, each with its own reports and incremental file:
//   MUTATE=src/policy npm run mutation
//   MUTATE=src/analysis/producers/path-origin.ts,src/analysis/knowledge/fs-api.ts npm run mutation
// (`npm run mutation -- --mutate 'src/policy/**/*.ts'` works too, with the default report names.)
const targets = (process.env.MUTATE ?? '')
  .split(',')
  .map((target) => target.trim().replace(/\/+$/u, ''))
  .filter((target) => target !== '');
const mutate =
  targets.length > 0
    ? targets.map((target) => (target.endsWith('.ts') || target.includes('*') ? target : `${target}/**/*.ts`))
    : ['src/policy/**/*.ts', 'src/util/**/*.ts', 'src/analysis/**/*.ts'];
const narrowed = (process.env.MUTATION_TESTS ?? '').trim() !== '' ? '.narrow' : '';
// MUTATION_NAME names the reports of a run of several files (the joined file names are too long
// for a file name past a handful of files); two runs with different names can run side by side.
const label =
  (process.env.MUTATION_NAME ?? '').trim() ||
  (targets.length > 0 ? targets.join('+').replace(/(^|\+)src\//gu, '$1') : 'all');
const name = `${label.replace(/[^\w.+-]+/gu, '-')}${narrowed}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate,
  testRunner: 'vitest',
  // Every in-process test file runs in the initial (coverage) run, not only those vitest finds
  // related by imports; each mutant then runs only the tests that reached it (perTest).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  // The checker needs only the code that is mutated: checking tests, bench and scripts as well
  // after every mutant doubled a run's CPU time. A mutant that breaks only a test's types still
  // runs (vitest strips types), as it would for a user.
  tsconfigFile: 'tsconfig.build.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // The machine has two cores shared with other work: one test runner (and one checker).
  concurrency: 1,
  timeoutMS: 60_000,
  // The initial run executes the whole in-process suite with coverage: minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  // One sandbox folder per run name, so runs side by side do not clean up each other's sandbox.
  tempDirName: `.stryker-tmp/${name}`,
  // tests/fixtures/node_modules holds hand-written stand-ins the typed tests resolve: copy it.
  ignorePatterns: [
    '!tests/fixtures/node_modules',
    'bench/corpus',
    'bench/results',
    'scratch',
    'build',
    'dist',
    'coverage',
    'reports',
  ],
  cleanTempDir: 'always',
};
