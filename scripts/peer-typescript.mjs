// Runs the typed tests against the lowest TypeScript of the peer range (`npm run test:peer`).
//
// The typed layer calls the TypeScript API itself (src/analysis/typed-*.ts, the ORKVFS007 type
// checks) and typescript-eslint's parser loads `typescript` with a plain `require`, so swapping the
// compiler for a test means giving both the same `node_modules/typescript`, resolved the way a
// user's install resolves it. This script installs the version that package.json's
// `peerDependencies.typescript` names as its lower bound (`>=X.Y.Z <…`: the range stays honest by
// construction), builds a throw-away copy of the project in the system temp folder —
// `node_modules` hard-linked from this one with `node_modules/typescript` replaced by that
// version, `src/`, `tests/`, `scripts/` and `docs/` copied — runs vitest there on the typed tests
// (tests/peer/vitest.config.ts) and removes the copy.
//
//   node scripts/peer-typescript.mjs [--typescript <folder of a typescript package>] [test files…]
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Caches vitest and vite rewrite in place (a hard link would carry the write back here), and the compiler swapped. */
const NOT_LINKED = new Set(['.vite', '.cache', '.vitest', 'typescript']);

function linkTree(from, to, skip = new Set()) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

function readVersion(folder) {
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}

/** The lowest TypeScript the peer range admits: `>=4.9.5 <6.1.0` → `4.9.5`. */
function getLowestVersion() {
  const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).peerDependencies.typescript;
  const lowest = /^>=\s*(?<version>\d+\.\d+\.\d+)\s+<\S+$/u.exec(range)?.groups?.version;
  if (!lowest) throw new Error(`peerDependencies.typescript is \`${range}\`, not \`>=X.Y.Z <V\``);
  return lowest;
}

function install(version, prefix) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const options = [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
  ];
  const result = spawnSync(npm, [...options, `typescript@${version}`], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error(`npm could not install typescript@${version}`);
  return path.join(prefix, 'node_modules/typescript');
}

const args = process.argv.slice(2);
const flag = args.indexOf('--typescript');
if (flag !== -1 && !args[flag + 1]) throw new Error('--typescript takes the folder of a typescript package');
const given = flag === -1 ? undefined : path.resolve(args[flag + 1]);
const files = flag === -1 ? args : args.filter((_, index) => index !== flag && index !== flag + 1);

const work = mkdtempSync(path.join(os.tmpdir(), 'vfs-peer-typescript-'));
let status = 1;
try {
  const typescriptDir = given ?? install(getLowestVersion(), path.join(work, 'lowest'));
  const version = readVersion(typescriptDir);
  const project = path.join(work, 'project');
  linkTree(path.join(root, 'node_modules'), path.join(project, 'node_modules'), NOT_LINKED);
  // Copied, not linked: a stray write by the older compiler's tooling stays in the copy.
  cpSync(typescriptDir, path.join(project, 'node_modules/typescript'), { recursive: true, dereference: true });
  for (const entry of ['src', 'tests', 'scripts', 'docs', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  }
  console.log(`typescript ${version}, the lowest of the peer range, in ${project}`);
  const result = spawnSync(
    process.execPath,
    [path.join(project, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/peer/vitest.config.ts', ...files],
    { cwd: project, stdio: 'inherit', env: { ...process.env, VFS_PEER_TYPESCRIPT: version } },
  );
  status = result.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
