/**
 * The end-to-end fixtures import the built plugin (dist/). This rebuilds it when it is missing or
 * when a source file changed after the last build (every build rewrites every output, so its
 * newest file dates the build). In `npm test`, `docs:check` and `lint` have just built it, so
 * this is a no-op; after a bare `npm ci` nothing has (installing runs no build). The default
 * export makes the module usable as a vitest `globalSetup`, which runs once before any test
 * file, so two end-to-end files never rebuild at the same time.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function getNewestMtime(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export async function ensureBuilt(): Promise<void> {
  const dist = path.join(root, 'dist');
  if (existsSync(path.join(dist, 'index.js')) && getNewestMtime(dist) >= getNewestMtime(path.join(root, 'src'))) return;
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
    },
  );
}

export default ensureBuilt;
