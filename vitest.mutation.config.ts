/**
 * The test run Stryker uses for each mutant (`npm run mutation`, see docs/mutation.md): the
 * in-process tests only. Left out, because they lint through the built `dist/` or a child process
 * (which a mutant in `src/` never reaches), or take minutes without guarding more than the rule
 * tests do: the end-to-end tests (tests/e2e, the audit CLI and the sweep among them), the fuzz
 * run, and the linear-time ratio test (a timing ratio is meaningless while a mutant may loop).
 *
 * MUTATION_TESTS=<folders or files, comma-separated> narrows the run to those tests, for a quick
 * score against the tests meant to guard a folder (e.g. tests/policy for src/policy). It can only
 * lower the score: a mutant another test file would kill then survives.
 */
import { defineConfig } from 'vitest/config';

const only = (process.env.MUTATION_TESTS ?? '')
  .split(',')
  .map((entry) => entry.trim().replace(/\/+$/u, ''))
  .filter((entry) => entry !== '')
  .map((entry) => (entry.endsWith('.ts') ? entry : `${entry}/**/*.test.ts`));

export default defineConfig({
  test: {
    include: only.length > 0 ? only : ['tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/fuzz/**', 'tests/policy/linear-time.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
