// The fuzz test's long mode for maintainers: `npm run fuzz -- --runs 20000 [--seed 42] [vitest args]`.
// Without --seed, a fresh one is drawn and printed: a failure report repeats it, so that
// `--seed <it>` replays the same cases. Other arguments go to vitest (e.g. `-t suppression`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const take = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const runs = take('--runs', '2000');
const seed = take('--seed', String(Math.floor(Math.random() * 2 ** 31)));
console.log(`fuzz: ${runs} runs per property, seed ${seed}`);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/fuzz/fuzz.test.ts', ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
process.exitCode = result.status ?? 1;
