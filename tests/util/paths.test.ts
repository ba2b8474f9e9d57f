/**
 * Which files belong to an installed package: the typed layer trusts declarations of `fs-extra`,
 * `chokidar` or a configured service package only from that package's own folder under
 * `node_modules`, or from its DefinitelyTyped twin, whatever slashes the host writes.
 */
import { describe, expect, it } from 'vitest';

import { isInstalledPackageFile, toSlashes } from '../../src/util/paths.js';

describe('isInstalledPackageFile', () => {
  it.each([
    ['/app/node_modules/fs-extra/lib/index.d.ts', 'fs-extra', true],
    ['/app/node_modules/@types/fs-extra/index.d.ts', 'fs-extra', true],
    ['C:\\app\\node_modules\\fs-extra\\lib\\index.d.ts', 'fs-extra', true],
    ['C:\\app\\node_modules\\@types\\fs-extra\\index.d.ts', 'fs-extra', true],
    // A scoped package: its own folder, or `@types/scope__name`.
    ['/app/node_modules/@parcel/watcher/index.d.ts', '@parcel/watcher', true],
    ['/app/node_modules/@types/parcel__watcher/index.d.ts', '@parcel/watcher', true],
    ['/app/node_modules/@types/@parcel/watcher/index.d.ts', '@parcel/watcher', false],
    ['/app/node_modules/@types/parcel/watcher/index.d.ts', '@parcel/watcher', false],
    // Whole folder names only, and only below node_modules.
    ['/app/node_modules/fs-extra-plus/index.d.ts', 'fs-extra', false],
    ['/app/node_modules/@types/fs-extra-plus/index.d.ts', 'fs-extra', false],
    ['/app/node_modules/my-fs-extra/index.d.ts', 'fs-extra', false],
    ['/app/src/fs-extra/index.ts', 'fs-extra', false],
    ['/app/src/@types/fs-extra/index.d.ts', 'fs-extra', false],
    ['/app/node_modules/other/node_modules/fs-extra/index.d.ts', 'fs-extra', true],
  ])('%s belongs to %s: %s', (fileName, packageName, expected) => {
    expect(isInstalledPackageFile(fileName, packageName)).toBe(expected);
  });
});

describe('toSlashes', () => {
  it('writes every backslash as a slash and leaves the rest', () => {
    expect(toSlashes('C:\\a\\b/c\\\\d')).toBe('C:/a/b/c//d');
    expect(toSlashes('/a/b')).toBe('/a/b');
  });
});
