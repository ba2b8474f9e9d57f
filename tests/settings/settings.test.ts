import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import noDirectFileAccess from '../../src/rules/no-direct-file-access.js';
import { defaultSettings, getSettings, parseSettings, VfsSettingsError } from '../../src/settings/settings.js';
import { range } from '../position.js';
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
      containmentFunctions: ['path-is-inside', 'is-path-inside'],
      categories: ['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE'],
      retiredCategories: ['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE'],
      requireTypeInformation: false,
      allowFileSuppressions: true,
      reportUnverifiableLoads: false,
      budgets: {},
      // Its content is pinned in tests/settings/service-methods.test.ts.
      serviceMethods: defaultSettings.serviceMethods,
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
    expect(parseSettings({ categories: ['HOST-PROBE'], budgets: { 'HOST-PROBE': 2 } }).budgets).toEqual({
      'HOST-PROBE': 2,
    });
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
      serviceTypes: ['src\\vfs\\file-system-service#IFileSystemService', ' IFileSystemService '],
    });
    expect(settings.exemptFolders).toEqual(['/tests/', '/examples/']);
    expect(settings.exemptFiles).toEqual(['security/path-validator.ts', 'src/boot.ts']);
    expect(settings.serviceTypes).toEqual(['src/vfs/file-system-service#IFileSystemService', 'IFileSystemService']);
  });

  it('keeps the other keys as given', () => {
    const given = {
      serviceTypes: ['@orkeon/vfs#IFileSystemService'],
      fsModules: ['fs-extra'],
      watcherModules: [],
      pathFunctions: ['dirname', 'toNamespacedPath'],
      containmentFunctions: ['@acme/fs-utils#isInside'],
      categories: ['HOST-PROBE'],
      retiredCategories: ['LEGACY-V1'],
      requireTypeInformation: true,
      allowFileSuppressions: false,
      reportUnverifiableLoads: true,
    };
    expect(parseSettings(given)).toEqual({
      exemptFolders: ['/tests/', '/examples/'],
      exemptFiles: [],
      budgets: {},
      serviceMethods: defaultSettings.serviceMethods,
      ...given,
    });
  });

  it('accepts every documented kind of entry', () => {
    expect(() =>
      parseSettings({
        exemptFolders: ['/core/Orkeon.Domain/FileSystem/'],
        exemptFiles: ['Sandbox/SandboxSession.ts', 'boot.ts'],
        serviceTypes: [
          'IFileSystemService',
          'vfs.FileSystemService',
          '@orkeon/vfs#IFileSystemService',
          'src/vfs/file-system-service#IFileSystemService',
        ],
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
    [
      null,
      '',
      /expected an object with the keys exemptFolders, .*allowFileSuppressions, reportUnverifiableLoads, budgets, serviceMethods; got null/u,
    ],
    [{ reportUnverifiableLoads: 'yes' }, 'reportUnverifiableLoads', /expected true or false, got the string "yes"/u],
    ['strict', '', /expected an object .*; got the string "strict"/u],
    [['/tests/'], '', /expected an object .*; got an array/u],
    [42, '', /got a number/u],
    // Unknown keys.
    [
      { exemptFolder: ['/tests/'] },
      'exemptFolder',
      /unknown key\. Did you mean exemptFolders\? Known keys: exemptFolders, exemptFiles, /u,
    ],
    [{ ExemptFiles: [] }, 'ExemptFiles', /Did you mean exemptFiles\?/u],
    [{ ignore: [] }, 'ignore', /unknown key\. Known keys: /u],
    // Wrong types.
    [
      { exemptFolders: '/tests/' },
      'exemptFolders',
      /expected an array of folder segments that begin and end with '\/', e\.g\. \['\/tests\/', '\/examples\/'\], got the string "\/tests\/"/u,
    ],
    [
      { exemptFiles: { a: 1 } },
      'exemptFiles',
      /expected an array of file path suffixes, e\.g\. \['security\/path-validator\.ts'\], got an object/u,
    ],
    [{ serviceTypes: 'IFileSystemService' }, 'serviceTypes', /expected an array of type names/u],
    [
      { fsModules: 'fs-extra' },
      'fsModules',
      /expected an array of module names, e\.g\. \['fs-extra', 'graceful-fs'\]/u,
    ],
    [{ watcherModules: null }, 'watcherModules', /expected an array of module names, e\.g\. \['chokidar'\], got null/u],
    [
      { pathFunctions: 'join' },
      'pathFunctions',
      /expected an array of names among join, normalize, relative, dirname, format, toNamespacedPath, e\.g\. \['join', 'normalize'\], got the string "join"/u,
    ],
    [{ categories: 'OUT-OF-SCOPE' }, 'categories', /expected an array of upper-case category names/u],
    [
      { retiredCategories: true },
      'retiredCategories',
      /expected an array of upper-case category names, e\.g\. \['EXCEPTION-BACKCOMPAT'\], got a boolean/u,
    ],
    [{ requireTypeInformation: 'yes' }, 'requireTypeInformation', /expected true or false, got the string "yes"/u],
    [{ requireTypeInformation: null }, 'requireTypeInformation', /expected true or false, got null/u],
    [{ allowFileSuppressions: 0 }, 'allowFileSuppressions', /expected true or false, got a number/u],
    // Entries of the wrong type or empty.
    [
      { exemptFolders: [42] },
      'exemptFolders[0]',
      /expected a non-empty string, got a number; exemptFolders takes an array of folder segments/u,
    ],
    [
      { categories: ['OUT-OF-SCOPE', ''] },
      'categories[1]',
      /expected a non-empty string, got the string ""; categories takes an array of upper-case category names/u,
    ],
    [{ categories: ['   '] }, 'categories[0]', /expected a non-empty string/u],
    [{ retiredCategories: [null] }, 'retiredCategories[0]', /expected a non-empty string, got null/u],
    // Malformed entries.
    [
      { exemptFolders: ['tests'] },
      'exemptFolders[0]',
      /"tests" is not a folder segment: write it with a leading and a trailing '\/', e\.g\. '\/tests\/'/u,
    ],
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
    [
      { serviceTypes: ['I FileSystem'] },
      'serviceTypes[0]',
      /"I FileSystem" is not a type name; serviceTypes takes an array of type names, each optionally qualified by the module that declares it, e\.g\. \['IFileSystemService', '@orkeon\/vfs#IFileSystemService', 'src\/vfs\/file-system-service#IFileSystemService'\]/u,
    ],
    [{ serviceTypes: ['@orkeon/vfs#'] }, 'serviceTypes[0]', /"@orkeon\/vfs#" is not a type name/u],
    [
      { serviceTypes: ['#IFileSystemService'] },
      'serviceTypes[0]',
      /"#IFileSystemService" has no package name or source path before '#'/u,
    ],
    [
      { serviceTypes: ['../vfs/service#IFileSystemService'] },
      'serviceTypes[0]',
      /has no package name or source path before '#'/u,
    ],
    [
      { serviceTypes: ['src/../vfs/service#IFileSystemService'] },
      'serviceTypes[0]',
      /has a '\.' or '\.\.' segment before '#'; write the path as it appears below the ESLint cwd/u,
    ],
    [{ serviceTypes: [''] }, 'serviceTypes[0]', /expected a non-empty string, got the string ""; serviceTypes takes/u],
    [{ fsModules: ['./fs'] }, 'fsModules[0]', /"\.\/fs" is not a package name \(relative paths are not modules\)/u],
    [
      { watcherModules: ['@parcel watcher'] },
      'watcherModules[0]',
      /"@parcel watcher" is not a package name \(relative paths are not modules\); watcherModules takes an array of module names, e\.g\. \['chokidar'\]/u,
    ],
    [
      { fsModules: ['fs extra'] },
      'fsModules[0]',
      /"fs extra" is not a package name \(relative paths are not modules\); fsModules takes/u,
    ],
    [{ watcherModules: ['chokidar', '../watch'] }, 'watcherModules[1]', /is not a package name/u],
    [
      { pathFunctions: ['join', 'basename'] },
      'pathFunctions[1]',
      /"basename" is not a function of Node's path module that ORKVFS004 can check like resolve; pathFunctions takes an array of names among join, /u,
    ],
    [
      { pathFunctions: ['resolve'] },
      'pathFunctions[0]',
      /"resolve" is always checked; list only the functions to check besides it/u,
    ],
    [{ pathFunctions: [42] }, 'pathFunctions[0]', /expected a non-empty string, got a number; pathFunctions takes/u],
    [
      { categories: ['out-of-scope'] },
      'categories[0]',
      /"out-of-scope" is not a category: use upper-case words joined by -/u,
    ],
    [{ categories: ['OUT OF SCOPE'] }, 'categories[0]', /is not a category/u],
    [{ retiredCategories: ['EXCEPTION-'] }, 'retiredCategories[0]', /is not a category/u],
    // Accepted and retired at once.
    [
      { categories: ['OUT-OF-SCOPE', 'EXCEPTION-OBSOLETE'] },
      'categories',
      /EXCEPTION-OBSOLETE is both accepted \(categories\) and retired \(retiredCategories\)/u,
    ],
    [{ categories: ['A', 'B'], retiredCategories: ['B', 'A'] }, 'categories', /A, B are both accepted/u],
    // Budgets: an object from a category, a code, violations or historic to a non-negative integer.
    [
      { budgets: 15 },
      'budgets',
      /expected an object from a category, a code, 'violations' or 'historic' to a non-negative integer, .*got a number/u,
    ],
    [{ budgets: ['EXCEPTION-BOOTSTRAP'] }, 'budgets', /got an array/u],
    [{ budgets: null }, 'budgets', /got null/u],
    [
      { budgets: { 'EXCEPTION-BOOTSTRAP': 'lots' } },
      'budgets.EXCEPTION-BOOTSTRAP',
      /expected a non-negative integer, got the string "lots"/u,
    ],
    [{ budgets: { violations: -1 } }, 'budgets.violations', /expected a non-negative integer, got -1/u],
    [{ budgets: { historic: 1.5 } }, 'budgets.historic', /expected a non-negative integer, got 1\.5/u],
    [{ budgets: { ORKVFS001: true } }, 'budgets.ORKVFS001', /expected a non-negative integer, got a boolean/u],
    [
      { budgets: { 'EXCEPTION-LATER': 1 } },
      'budgets.EXCEPTION-LATER',
      /is not a budget key: use 'violations', 'historic', a code \(ORKVFS001, ORKVFS002, .*\) or a category \(EXCEPTION-BOOTSTRAP, EXCEPTION-WATCHER-BRIDGE, OUT-OF-SCOPE, EXCEPTION-BACKCOMPAT, EXCEPTION-OBSOLETE\)/u,
    ],
    [{ budgets: { ORKVFS999: 0 } }, 'budgets.ORKVFS999', /is not a budget key/u],
    [{ budgets: { Violations: 0 } }, 'budgets.Violations', /is not a budget key/u],
    [
      { categories: ['HOST-PROBE'], budgets: { 'OUT-OF-SCOPE': 1 } },
      'budgets.OUT-OF-SCOPE',
      /is not a budget key: .* or a category \(HOST-PROBE, EXCEPTION-BACKCOMPAT, EXCEPTION-OBSOLETE\)/u,
    ],
    [
      { budgets: { 'EXCEPTION-BACKCOMPAT': 2 } },
      'budgets.EXCEPTION-BACKCOMPAT',
      /is a retired category: any suppression of it is over budget, so its only budget is 0/u,
    ],
  ])('%j', (raw, key, pattern) => {
    const error = getError(raw);
    expect(error.key).toBe(key);
    expect(error.message).toMatch(
      key ? `Invalid settings['vfs-compliance'].${key}: ` : "Invalid settings['vfs-compliance']: ",
    );
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
  /** ORKVFS001's `call` report of `name`, underlining `span` of `code`; the wording is written here, not read from src/. */
  const wording = {
    read: { verb: 'reads a file directly', instead: '`tryReadAllBytes()` / `readAllText()`' },
    write: { verb: 'writes a file directly', instead: '`writeAllText()` / `writeAllBytes()`' },
    copy: { verb: 'copies, moves or deletes a file directly', instead: '`copy()` / `move()` / `delete()`' },
    // An export Node's fs does not have (`outputFile`) is named as coming from a configured module.
    configured: {
      verb: 'comes from a module configured as fs (`fsModules`), so it counts as direct file access',
      instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
    },
  } as const;
  const error = (code: string, span: string, name: string, kind: keyof typeof wording) => ({
    messageId: 'call' as const,
    data: { name, ...wording[kind] },
    ...range(code, span),
  });
  const cases = [
    {
      code: `import fse from 'fs-extra';\nfse.readFileSync('a');`,
      span: "fse.readFileSync('a')",
      name: 'fs-extra.readFileSync',
      kind: 'read',
    },
    {
      code: `import { outputFile } from 'fs-extra';\nawait outputFile('a', 'b');`,
      span: "outputFile('a', 'b')",
      name: 'fs-extra.outputFile',
      kind: 'configured',
    },
    {
      code: `const gfs = require('graceful-fs');\ngfs.writeFile('a', 'b', () => {});`,
      span: "gfs.writeFile('a', 'b', () => {})",
      name: 'graceful-fs.writeFile',
      kind: 'write',
    },
    {
      code: `import { readFileSync } from 'original-fs';\nreadFileSync('app.asar');`,
      span: "readFileSync('app.asar')",
      name: 'original-fs.readFileSync',
      kind: 'read',
    },
  ] as const;

  createUntypedRuleTester(settings).run('no-direct-file-access (fsModules)', noDirectFileAccess, {
    valid: [
      // Not listed: not fs.
      `import fse from 'fs-extra-utils'; fse.readFileSync('a');`,
      `import * as fse from 'fs-extra'; fse.constants.R_OK;`,
    ],
    invalid: cases.map(({ code, span, name, kind }) => ({ code, errors: [error(code, span, name, kind)] })),
  });

  createUntypedRuleTester().run('no-direct-file-access (fsModules default)', noDirectFileAccess, {
    valid: [...cases.map(({ code }) => code), `require('graceful-fs').writeFileSync('a', 'b');`],
    invalid: [],
  });

  const copy = `import fse from 'fs-extra';\nfse.copyFileSync('a', 'b');`;
  javaScriptTester.run('no-direct-file-access (fsModules, espree)', noDirectFileAccess, {
    valid: [],
    invalid: [{ code: copy, errors: [error(copy, "fse.copyFileSync('a', 'b')", 'fs-extra.copyFileSync', 'copy')] }],
  });
});

/**
 * Each documented setting, through configs.recommended as a user writes it: the same file linted
 * with the default and with the value, so a setting that stopped being read (or a default that
 * changed) fails here. Lines are `line:column-endLine:endColumn rule messageId`; a point (no end)
 * shows `-:-`.
 */
describe('each documented setting changes what the plugin reports', () => {
  const cwd = '/project';

  function lint(code: string, file: string, settings?: Record<string, unknown>): string[] {
    const linter = new Linter({ configType: 'flat', cwd });
    const config: Linter.Config[] = [
      { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
      plugin.configs.recommended,
      ...(settings ? [{ settings: { 'vfs-compliance': settings } }] : []),
    ];
    return linter
      .verify(code, config, `${cwd}/${file}`)
      .map(
        (message) =>
          `${message.line}:${message.column}-${message.endLine ?? '-'}:${message.endColumn ?? '-'} ${message.ruleId?.replace('vfs-compliance/', '') ?? 'fatal'} ${message.messageId ?? message.message}`,
      );
  }

  const read = "import * as fs from 'fs';\nfs.readFileSync('a');\n";
  const readReported = ['2:1-2:21 no-direct-file-access call'];
  /** `comment` above the read of `read`. */
  const suppressedBy = (comment: string): string => `import * as fs from 'fs';\n${comment}\nfs.readFileSync('a');\n`;

  it.each([
    // exemptFolders: the default exempts /tests/ and /examples/; a value replaces it, it is not added to it.
    {
      key: 'exemptFolders',
      file: 'tests/a.ts',
      code: read,
      settings: { exemptFolders: ['/fixtures/'] },
      byDefault: [],
      withValue: readReported,
    },
    {
      key: 'exemptFolders',
      file: 'src/examples/a.ts',
      code: read,
      settings: { exemptFolders: [] },
      byDefault: [],
      withValue: readReported,
    },
    {
      key: 'exemptFolders',
      file: 'src/fixtures/a.ts',
      code: read,
      settings: { exemptFolders: ['/fixtures/'] },
      byDefault: readReported,
      withValue: [],
    },
    {
      key: 'exemptFolders',
      file: 'src/fixtures/a.ts',
      code: read,
      settings: { exemptFolders: ['\\fixtures\\'] },
      byDefault: readReported,
      withValue: [],
    },
    // exemptFiles: a suffix at a segment boundary; a leading '/' is ignored.
    {
      key: 'exemptFiles',
      file: 'src/boot.ts',
      code: read,
      settings: { exemptFiles: ['/src/boot.ts'] },
      byDefault: readReported,
      withValue: [],
    },
    {
      key: 'exemptFiles',
      file: 'lib/src/boot.ts',
      code: read,
      settings: { exemptFiles: ['src/boot.ts'] },
      byDefault: readReported,
      withValue: [],
    },
    {
      key: 'exemptFiles',
      file: 'src/reboot.ts',
      code: read,
      settings: { exemptFiles: ['boot.ts'] },
      byDefault: readReported,
      withValue: readReported,
    },
    // categories: a project's own category suppresses; [] accepts none.
    {
      key: 'categories',
      file: 'src/a.ts',
      code: suppressedBy('// vfs-suppress: HOST-PROBE: looks for git'),
      settings: { categories: ['HOST-PROBE'] },
      byDefault: ['2:1-2:43 valid-suppression unknownCategory', '3:1-3:21 no-direct-file-access call'],
      withValue: [],
    },
    {
      key: 'categories',
      file: 'src/a.ts',
      code: suppressedBy('// vfs-suppress: OUT-OF-SCOPE: looks for git'),
      settings: { categories: [] },
      byDefault: [],
      withValue: ['2:1-2:45 valid-suppression unknownCategory', '3:1-3:21 no-direct-file-access call'],
    },
    // retiredCategories: a project's own retired category gets the retired message; [] retires none.
    {
      key: 'retiredCategories',
      file: 'src/a.ts',
      code: suppressedBy('// vfs-suppress: LEGACY-V1: old importer'),
      settings: { retiredCategories: ['LEGACY-V1'] },
      byDefault: ['2:1-2:41 valid-suppression unknownCategory', '3:1-3:21 no-direct-file-access call'],
      withValue: ['2:1-2:41 valid-suppression retiredCategory', '3:1-3:21 no-direct-file-access call'],
    },
    {
      key: 'retiredCategories',
      file: 'src/a.ts',
      code: suppressedBy('// vfs-suppress: EXCEPTION-OBSOLETE: old importer'),
      settings: { retiredCategories: [] },
      byDefault: ['2:1-2:50 valid-suppression retiredCategory', '3:1-3:21 no-direct-file-access call'],
      withValue: ['2:1-2:50 valid-suppression unknownCategory', '3:1-3:21 no-direct-file-access call'],
    },
    // allowFileSuppressions: on by default; off, a file-wide suppression is reported and suppresses nothing.
    {
      key: 'allowFileSuppressions',
      file: 'src/a.ts',
      code: `// vfs-suppress-file: OUT-OF-SCOPE: host probing\n${read}`,
      settings: { allowFileSuppressions: false },
      byDefault: [],
      withValue: ['1:1-1:49 valid-suppression fileSuppressionNotAllowed', '3:1-3:21 no-direct-file-access call'],
    },
    {
      key: 'allowFileSuppressions',
      file: 'src/a.ts',
      code: `// vfs-suppress-file: OUT-OF-SCOPE: host probing\n${read}`,
      settings: { allowFileSuppressions: true },
      byDefault: [],
      withValue: [],
    },
    // requireTypeInformation: off by default; on, a file without a program gets one error at its top instead of the fallback.
    {
      key: 'requireTypeInformation',
      file: 'src/a.ts',
      code: read,
      settings: { requireTypeInformation: true },
      byDefault: readReported,
      withValue: ['1:1--:- valid-suppression missingTypeInformation'],
    },
    // reportUnverifiableLoads: off by default; on, a load of a specifier that is not a constant is ORKVFS001.
    {
      key: 'reportUnverifiableLoads',
      file: 'src/a.ts',
      code: 'export function load(name: string) {\n  return require(name);\n}\n',
      settings: { reportUnverifiableLoads: true },
      byDefault: [],
      withValue: ['2:10-2:23 no-direct-file-access unverifiable'],
    },
    // fsModules: none by default.
    {
      key: 'fsModules',
      file: 'src/a.ts',
      code: "import fse from 'graceful-fs';\nfse.statSync('a');\n",
      settings: { fsModules: ['graceful-fs'] },
      byDefault: [],
      withValue: ['2:1-2:18 no-direct-file-access call'],
    },
  ])('$key: $settings in $file', ({ code, file, settings, byDefault, withValue }) => {
    expect(lint(code, file)).toEqual(byDefault);
    expect(lint(code, file, settings)).toEqual(withValue);
  });

  it('budgets are read by no rule: the same file reports the same with any budget', () => {
    const code = suppressedBy('// vfs-suppress: OUT-OF-SCOPE: looks for git');
    expect(
      lint(`${code}fs.rmSync('b');\n`, 'src/a.ts', { budgets: { 'OUT-OF-SCOPE': 0, violations: 0, ORKVFS002: 0 } }),
    ).toEqual(['4:1-4:15 no-direct-directory-access call']);
  });
});
