/**
 * The `containmentFunctions` setting (ORKVFS008): package names, optionally `#` and a named
 * export; defaults `path-is-inside` and `is-path-inside`; a value given replaces the default; a
 * malformed entry is a configuration error naming the key.
 */
import { describe, expect, it } from 'vitest';

import { parseSettings, VfsSettingsError } from '../../src/settings/settings.js';

function getError(raw: unknown): VfsSettingsError {
  try {
    parseSettings(raw);
  } catch (error) {
    if (error instanceof VfsSettingsError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be rejected`);
}

describe('containmentFunctions', () => {
  it('defaults to path-is-inside and is-path-inside, and a value given replaces them', () => {
    expect(parseSettings({}).containmentFunctions).toEqual(['path-is-inside', 'is-path-inside']);
    expect(
      parseSettings({ containmentFunctions: ['@acme/fs-utils#isInside', 'is-subdir'] }).containmentFunctions,
    ).toEqual(['@acme/fs-utils#isInside', 'is-subdir']);
    expect(parseSettings({ containmentFunctions: [] }).containmentFunctions).toEqual([]);
  });

  it.each([
    [{ containmentFunctions: 'path-is-inside' }, 'containmentFunctions', /expected an array of package names/u],
    [{ containmentFunctions: ['./local'] }, 'containmentFunctions[0]', /is not a package name/u],
    [{ containmentFunctions: ['pkg#'] }, 'containmentFunctions[0]', /has no export name after '#'/u],
    [{ containmentFunctions: ['pkg#is-inside'] }, 'containmentFunctions[0]', /has no export name after '#'/u],
  ])('rejects %j at %s', (raw, key, message) => {
    const error = getError(raw);
    expect(error.key).toBe(key);
    expect(error.message).toMatch(message);
  });
});
