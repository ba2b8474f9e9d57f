import { describe, expect, it } from 'vitest';

import { configuredModuleOperationGroup, getOperationInfo } from '../../src/analysis/fs-api.js';
import noDirectFileAccess from '../../src/rules/no-direct-file-access.js';
import { defaultSettings, getSettings, parseSettings, VfsSettingsError } from '../../src/settings/settings.js';
import { createJavaScriptRuleTester, createUntypedRuleTester } from '../rule-tester.js';

function getError(raw: unknown): VfsSettingsError {
  try {
    parseSettings(raw);
  } catch (error) {
    if (error instanceof VfsSettingsError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be rejected`);
}

describe('parseSettings: defaults', () => {
  it('uses the defaults of DESIGN when the key is absent', () => {
    expect(parseSettings(undefined)).toEqual({
      exemptFolders: ['/tests/', '/examples/'],
      exemptFiles: [],
      serviceTypes: ['IFileSystemService', 'FileSystemService'],
      fsModules: [],
      watcherModules: ['chokidar'],
      pathFunctions: [],
      categories: ['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE'],
      retiredCategories: ['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE'],
      requireTypeInformation: false,
      allowFileSuppressions: true,
      reportUnverifiableLoads: false,
      budgets: {},
    });
    expect(parseSettings({})).toEqual(defaultSettings);
  });

  it('reads budgets keyed by category, code, violations and historic; a retired category may be held to 0', () => {
    const budgets = {
      'EXCEPTION-BOOTSTRAP': 15,
      'EXCEPTION-BACKCOMPAT': 0,
      ORKVFS004: 0,
      violations: 3,
      historic: 0,
    };
    expect(parseSettings({ budgets }).budgets).toEqual(budgets);
    expect(parseSettings({ categories: ['HOST-PROBE'], budgets: { 'HOST-PROBE': 2 } }).budgets).toEqual({ 'HOST-PROBE': 2 });
    expect(parseSettings({ budgets: {} }).budgets).toEqual({});
  });

  it('replaces a default with the value given, key by key', () => {
    const settings = parseSettings({ exemptFolders: ['/fixtures/'], requireTypeInformation: true });
    expect(settings.exemptFolders).toEqual(['/fixtures/']);
    expect(settings.exemptFiles).toEqual([]);
    expect(settings.categories).toEqual(defaultSettings.categories);
    expect(settings.requireTypeInformation).toBe(true);
    expect(parseSettings({ exemptFolders: [] }).exemptFolders).toEqual([]);
    expect(parseSettings({ categories: [] }).categories).toEqual([]);
  });

  it('normalises path entries', () => {
    const settings = parseSettings({
      exemptFolders: ['\\tests\\', ' /examples/ '],
      exemptFiles: ['security\\path-validator.ts', '/src/boot.ts'],
    });
    expect(settings.exemptFolders).toEqual(['/tests/', '/examples/']);
    expect(settings.exemptFiles).toEqual(['security/path-validator.ts', 'src/boot.ts']);
  });

  it('accepts every documented kind of entry', () => {
    expect(() =>
      parseSettings({
        exemptFolders: ['/core/Orkeon.Domain/FileSystem/'],
        exemptFiles: ['Sandbox/SandboxSession.ts', 'boot.ts'],
        serviceTypes: ['IFileSystemService', 'vfs.FileSystemService'],
        fsModules: ['fs-extra', 'graceful-fs', 'original-fs', '@scope/fs', 'node:fs/promises'],
        watcherModules: ['chokidar', '@parcel/watcher'],
        pathFunctions: ['join', 'normalize', 'relative', 'dirname', 'format', 'toNamespacedPath'],
        categories: ['EXCEPTION-BOOTSTRAP', 'HOST-PROBE2'],
        retiredCategories: [],
        requireTypeInformation: false,
        allowFileSuppressions: false,
        reportUnverifiableLoads: true,
      }),
    ).not.toThrow();
  });
});

describe('parseSettings: every bad shape names the key and what it expects', () => {
  it.each([
    // The value itself.
    [null, '', /expected an object with the keys exemptFolders, .*allowFileSuppressions, reportUnverifiableLoads, budgets; got null/u],
    [{ reportUnverifiableLoads: 'yes' }, 'reportUnverifiableLoads', /expected true or false, got the string "yes"/u],
    ['strict', '', /expected an object .*; got the string "strict"/u],
    [['/tests/'], '', /expected an object .*; got an array/u],
    [42, '', /got a number/u],
    // Unknown keys.
    [{ exemptFolder: ['/tests/'] }, 'exemptFolder', /unknown key\. Did you mean exemptFolders\? Known keys: exemptFolders, exemptFiles, /u],
    [{ ExemptFiles: [] }, 'ExemptFiles', /Did you mean exemptFiles\?/u],
    [{ ignore: [] }, 'ignore', /unknown key\. Known keys: /u],
    // Wrong types.
    [{ exemptFolders: '/tests/' }, 'exemptFolders', /expected an array of folder segments that begin and end with '\/', e\.g\. \['\/tests\/', '\/examples\/'\], got the string "\/tests\/"/u],
    [{ exemptFiles: { a: 1 } }, 'exemptFiles', /expected an array of file path suffixes, e\.g\. \['security\/path-validator\.ts'\], got an object/u],
    [{ serviceTypes: 'IFileSystemService' }, 'serviceTypes', /expected an array of type names/u],
    [{ fsModules: 'fs-extra' }, 'fsModules', /expected an array of module names, e\.g\. \['fs-extra', 'graceful-fs'\]/u],
    [{ watcherModules: null }, 'watcherModules', /expected an array of module names, e\.g\. \['chokidar'\], got null/u],
    [{ pathFunctions: 'join' }, 'pathFunctions', /expected an array of names among join, normalize, relative, dirname, format, toNamespacedPath, e\.g\. \['join', 'normalize'\], got the string "join"/u],
    [{ categories: 'OUT-OF-SCOPE' }, 'categories', /expected an array of upper-case category names/u],
    [{ retiredCategories: true }, 'retiredCategories', /expected an array of upper-case category names, e\.g\. \['EXCEPTION-BACKCOMPAT'\], got a boolean/u],
    [{ requireTypeInformation: 'yes' }, 'requireTypeInformation', /expected true or false, got the string "yes"/u],
    [{ requireTypeInformation: null }, 'requireTypeInformation', /expected true or false, got null/u],
    [{ allowFileSuppressions: 0 }, 'allowFileSuppressions', /expected true or false, got a number/u],
    // Entries of the wrong type or empty.
    [{ exemptFolders: [42] }, 'exemptFolders[0]', /expected a non-empty string, got a number; exemptFolders takes an array of folder segments/u],
    [{ categories: ['OUT-OF-SCOPE', ''] }, 'categories[1]', /expected a non-empty string, got the string ""; categories takes an array of upper-case category names/u],
    [{ categories: ['   '] }, 'categories[0]', /expected a non-empty string/u],
    [{ retiredCategories: [null] }, 'retiredCategories[0]', /expected a non-empty string, got null/u],
    // Malformed entries.
    [{ exemptFolders: ['tests'] }, 'exemptFolders[0]', /"tests" is not a folder segment: write it with a leading and a trailing '\/', e\.g\. '\/tests\/'/u],
    [{ exemptFolders: ['/tests'] }, 'exemptFolders[0]', /"\/tests" is not a folder segment/u],
    [{ exemptFolders: ['tests/'] }, 'exemptFolders[0]', /"tests\/" is not a folder segment/u],
    [{ exemptFolders: ['/'] }, 'exemptFolders[0]', /is not a folder segment/u],
    [{ exemptFolders: ['/a//b/'] }, 'exemptFolders[0]', /contains an empty segment/u],
    [{ exemptFolders: ['/**/tests/'] }, 'exemptFolders[0]', /contains a glob character/u],
    [{ exemptFolders: ['/../tests/'] }, 'exemptFolders[0]', /contains a '\.' or '\.\.' segment/u],
    [{ exemptFiles: ['security/'] }, 'exemptFiles[0]', /names a folder, not a file; put folders in exemptFolders/u],
    [{ exemptFiles: ['/'] }, 'exemptFiles[0]', /names a folder/u],
    [{ exemptFiles: ['src/*.ts'] }, 'exemptFiles[0]', /contains a glob character/u],
    [{ exemptFiles: ['./boot.ts'] }, 'exemptFiles[0]', /contains a '\.' or '\.\.' segment/u],
    [{ serviceTypes: ['I FileSystem'] }, 'serviceTypes[0]', /"I FileSystem" is not a type name; serviceTypes takes an array of type names/u],
    [{ fsModules: ['fs extra'] }, 'fsModules[0]', /"fs extra" is not a package name \(relative paths are not modules\); fsModules takes/u],
    [{ watcherModules: ['chokidar', '../watch'] }, 'watcherModules[1]', /is not a package name/u],
    [{ pathFunctions: ['join', 'basename'] }, 'pathFunctions[1]', /"basename" is not a function of Node's path module that ORKVFS004 can check like resolve; pathFunctions takes an array of names among join, /u],
    [{ pathFunctions: ['resolve'] }, 'pathFunctions[0]', /"resolve" is always checked; list only the functions to check besides it/u],
    [{ pathFunctions: [42] }, 'pathFunctions[0]', /expected a non-empty string, got a number; pathFunctions takes/u],
    [{ categories: ['out-of-scope'] }, 'categories[0]', /"out-of-scope" is not a category: use upper-case words joined by -/u],
    [{ categories: ['OUT OF SCOPE'] }, 'categories[0]', /is not a category/u],
    [{ retiredCategories: ['EXCEPTION-'] }, 'retiredCategories[0]', /is not a category/u],
    // Accepted and retired at once.
    [{ categories: ['OUT-OF-SCOPE', 'EXCEPTION-OBSOLETE'] }, 'categories', /EXCEPTION-OBSOLETE is both accepted \(categories\) and retired \(retiredCategories\)/u],
    [{ categories: ['A', 'B'], retiredCategories: ['B', 'A'] }, 'categories', /A, B are both accepted/u],
    // Budgets: an object from a category, a code, violations or historic to a non-negative integer.
    [{ budgets: 15 }, 'budgets', /expected an object from a category, a code, 'violations' or 'historic' to a non-negative integer, .*got a number/u],
    [{ budgets: ['EXCEPTION-BOOTSTRAP'] }, 'budgets', /got an array/u],
    [{ budgets: null }, 'budgets', /got null/u],
    [{ budgets: { 'EXCEPTION-BOOTSTRAP': 'lots' } }, 'budgets.EXCEPTION-BOOTSTRAP', /expected a non-negative integer, got the string "lots"/u],
    [{ budgets: { violations: -1 } }, 'budgets.violations', /expected a non-negative integer, got -1/u],
    [{ budgets: { historic: 1.5 } }, 'budgets.historic', /expected a non-negative integer, got 1\.5/u],
    [{ budgets: { ORKVFS001: true } }, 'budgets.ORKVFS001', /expected a non-negative integer, got a boolean/u],
    [{ budgets: { 'EXCEPTION-LATER': 1 } }, 'budgets.EXCEPTION-LATER', /is not a budget key: use 'violations', 'historic', a code \(ORKVFS001, ORKVFS002, .*\) or a category \(EXCEPTION-BOOTSTRAP, EXCEPTION-WATCHER-BRIDGE, OUT-OF-SCOPE, EXCEPTION-BACKCOMPAT, EXCEPTION-OBSOLETE\)/u],
    [{ budgets: { ORKVFS999: 0 } }, 'budgets.ORKVFS999', /is not a budget key/u],
    [{ budgets: { Violations: 0 } }, 'budgets.Violations', /is not a budget key/u],
    [{ categories: ['HOST-PROBE'], budgets: { 'OUT-OF-SCOPE': 1 } }, 'budgets.OUT-OF-SCOPE', /is not a budget key: .* or a category \(HOST-PROBE, EXCEPTION-BACKCOMPAT, EXCEPTION-OBSOLETE\)/u],
    [{ budgets: { 'EXCEPTION-BACKCOMPAT': 2 } }, 'budgets.EXCEPTION-BACKCOMPAT', /is a retired category: any suppression of it is over budget, so its only budget is 0/u],
  ])('%j', (raw, key, pattern) => {
    const error = getError(raw);
    expect(error.key).toBe(key);
    expect(error.message).toMatch(key ? `Invalid settings['vfs-compliance'].${key}: ` : "Invalid settings['vfs-compliance']: ");
    expect(error.message).toMatch(pattern);
  });

  it('carries no stack trace: the stack is the message', () => {
    const error = getError({ exemptFolders: ['tests'] });
    expect(error.stack).toBe(`VfsSettingsError: ${error.message}`);
    expect(error.stack).not.toMatch(/\n\s+at /u);
    // What ESLint appends to a message thrown while linting shows up in what its CLI prints.
    error.message += '\nOccurred while linting /x/a.ts';
    expect(error.stack).toContain('Occurred while linting /x/a.ts');
  });
});

describe('getSettings', () => {
  it('validates once per settings object', () => {
    const all = { 'vfs-compliance': { fsModules: ['fs-extra'] } };
    const first = getSettings({ settings: all });
    expect(getSettings({ settings: all })).toBe(first);
    expect(getSettings({ settings: { 'vfs-compliance': { fsModules: ['fs-extra'] } } })).not.toBe(first);
    expect(getSettings({})).toBe(defaultSettings);
    expect(getSettings({ settings: {} })).toBe(defaultSettings);
  });

  it('throws the settings error from a rule', () => {
    expect(() => getSettings({ settings: { 'vfs-compliance': { exemptFolders: 'tests' } } })).toThrow(VfsSettingsError);
  });
});

const fsModuleSettings = { 'vfs-compliance': { fsModules: ['fs-extra', 'graceful-fs', 'original-fs'] } };
const javaScriptTester = await createJavaScriptRuleTester(fsModuleSettings);

describe('fsModules makes extra modules count as fs', () => {
  const settings = fsModuleSettings;
  const message = (name: string) => {
    // An export Node's fs does not have (`outputFile`) is named as coming from a configured module.
    const info = getOperationInfo(name.slice(name.indexOf('.') + 1));
    const group = info?.known ? info.group : configuredModuleOperationGroup;
    return { messageId: 'call' as const, data: { name, verb: group?.verb, instead: group?.instead } };
  };

  createUntypedRuleTester(settings).run('no-direct-file-access (fsModules)', noDirectFileAccess, {
    valid: [
      // Not listed: not fs.
      `import fse from 'fs-extra-utils'; fse.readFileSync('a');`,
      `import * as fse from 'fs-extra'; fse.constants.R_OK;`,
    ],
    invalid: [
      {
        code: `import fse from 'fs-extra';\nfse.readFileSync('a');`,
        errors: [{ ...message('fs-extra.readFileSync'), line: 2, column: 1 }],
      },
      {
        code: `import { outputFile } from 'fs-extra';\nawait outputFile('a', 'b');`,
        errors: [{ ...message('fs-extra.outputFile'), line: 2, column: 7 }],
      },
      {
        code: `const gfs = require('graceful-fs');\ngfs.writeFile('a', 'b', () => {});`,
        errors: [{ ...message('graceful-fs.writeFile'), line: 2, column: 1 }],
      },
      {
        code: `import { readFileSync } from 'original-fs';\nreadFileSync('app.asar');`,
        errors: [{ ...message('original-fs.readFileSync'), line: 2, column: 1 }],
      },
    ],
  });

  createUntypedRuleTester().run('no-direct-file-access (fsModules default)', noDirectFileAccess, {
    valid: [`import fse from 'fs-extra';\nfse.readFileSync('a');`, `require('graceful-fs').writeFileSync('a', 'b');`],
    invalid: [],
  });

  javaScriptTester.run('no-direct-file-access (fsModules, espree)', noDirectFileAccess, {
    valid: [],
    invalid: [{ code: `import fse from 'fs-extra';\nfse.copyFileSync('a', 'b');`, errors: [{ ...message('fs-extra.copyFileSync'), line: 2, column: 1 }] }],
  });
});
