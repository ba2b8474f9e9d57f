// Builds dist/ from src/ (`tsc -p tsconfig.build.json`, into an emptied folder) unless dist/ is
// already newer than everything it is built from. `npm test`, `lint`, `docs:check`, `demo` and the
// end-to-end tests each need dist/ and each ask for it here, so a run of them builds once at most.
// `--force` rebuilds anyway (`prepack`: what is published is built from scratch). `prepare` runs
// it too, so `npm ci` and a git install (`npm i github:…`, which runs `prepare`, not `prepack`)
// leave a built plugin.
//
//   node scripts/build.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/** What the build reads: the sources and the compiler options. */
const inputs = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/**
 * The modification times of `target` and, for a folder, of everything below it. Folders count:
 * deleting or renaming a source changes its folder's time, and leaves a stale output behind.
 */
function getTimes(target) {
  const times = [statSync(target).mtimeMs];
  if (!statSync(target).isDirectory()) return times;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    times.push(statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return times;
}

function isUpToDate() {
  if (!existsSync(path.join(dist, 'index.js'))) return false;
  const oldestOutput = Math.min(
    ...readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
  const newestInput = Math.max(...inputs.flatMap((input) => getTimes(path.join(root, input))));
  return oldestOutput >= newestInput;
}

if (!process.argv.includes('--force') && isUpToDate()) {
  console.log('dist/ is up to date with src/');
} else {
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    // tsc emits despite type errors: a dist/ that failed to build must not pass for up to date.
    rmSync(dist, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}
