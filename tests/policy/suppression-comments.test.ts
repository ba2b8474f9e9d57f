import { describe, expect, it } from 'vitest';

import { defaultSettings } from '../../src/settings/settings.js';
import { getDirectiveText, parseSuppressionComment } from '../../src/policy/suppression-comments.js';

const line = (value: string) => parseSuppressionComment({ type: 'Line', value }, defaultSettings);
const block = (value: string) => parseSuppressionComment({ type: 'Block', value }, defaultSettings);

describe('getDirectiveText', () => {
  it.each([
    ['Line', ' vfs-suppress: OUT-OF-SCOPE: x', 'vfs-suppress: OUT-OF-SCOPE: x'],
    ['Line', 'vfs-suppress-file: OUT-OF-SCOPE: x', 'vfs-suppress-file: OUT-OF-SCOPE: x'],
    ['Block', ' vfs-suppress: OUT-OF-SCOPE: x ', 'vfs-suppress: OUT-OF-SCOPE: x'],
    ['Block', '* vfs-suppress: OUT-OF-SCOPE: x ', 'vfs-suppress: OUT-OF-SCOPE: x'],
    [
      'Block',
      '*\n * vfs-suppress: OUT-OF-SCOPE: probes\n * the host.\n ',
      'vfs-suppress: OUT-OF-SCOPE: probes the host.',
    ],
    [
      'Block',
      '\n   vfs-suppress: OUT-OF-SCOPE: probes\n   the host.\n',
      'vfs-suppress: OUT-OF-SCOPE: probes the host.',
    ],
    ['Block', ' vfs-suppress: OUT-OF-SCOPE: x **', 'vfs-suppress: OUT-OF-SCOPE: x'],
  ] as const)('%s comment %j', (type, value, expected) => {
    expect(getDirectiveText({ type, value })).toBe(expected);
  });

  it.each([
    ' see vfs-suppress: in the docs',
    ' TODO vfs-suppress: OUT-OF-SCOPE: x',
    ' vfs-suppressions are documented in docs/suppressions.md',
    ' VFS-SUPPRESS: OUT-OF-SCOPE: x',
    ' eslint-disable-next-line',
  ])('ignores %j', (value) => {
    expect(getDirectiveText({ type: 'Line', value })).toBeUndefined();
  });

  // The directive must begin the comment: a block comment that starts with anything else (a
  // JSDoc that documents the grammar, or describes the code before suppressing it) holds none.
  it.each([
    '*\n * Parses a suppression comment:\n *\n * vfs-suppress: <CATEGORY>: <reason>\n ',
    '*\n * Adapts chokidar.\n *\n * vfs-suppress: OUT-OF-SCOPE: probes\n * the host.\n ',
    ' The grammar:\n   vfs-suppress(<codes>): <CATEGORY>: <reason>\n',
  ])('ignores a block comment that does not start with the marker: %j', (value) => {
    expect(getDirectiveText({ type: 'Block', value })).toBeUndefined();
  });
});

describe('parseSuppressionComment: valid forms', () => {
  it.each([
    // Every separator after the category.
    [
      ' vfs-suppress: EXCEPTION-BOOTSTRAP: mounts are registered before DI is built',
      'EXCEPTION-BOOTSTRAP',
      'mounts are registered before DI is built',
    ],
    [
      ' vfs-suppress: OUT-OF-SCOPE — discovers the docker binary on PATH',
      'OUT-OF-SCOPE',
      'discovers the docker binary on PATH',
    ],
    [' vfs-suppress: OUT-OF-SCOPE—discovers docker', 'OUT-OF-SCOPE', 'discovers docker'],
    [' vfs-suppress: OUT-OF-SCOPE - looks for git', 'OUT-OF-SCOPE', 'looks for git'],
    // A `-` directly followed by lower case ends the category: the reason starts there.
    [' vfs-suppress: OUT-OF-SCOPE-looks for git', 'OUT-OF-SCOPE', 'looks for git'],
    [' vfs-suppress: OUT-OF-SCOPE-discovers docker on PATH', 'OUT-OF-SCOPE', 'discovers docker on PATH'],
    [' vfs-suppress: OUT-OF-SCOPE - discovers docker', 'OUT-OF-SCOPE', 'discovers docker'],
    [' vfs-suppress: OUT-OF-SCOPE Docker lives on PATH', 'OUT-OF-SCOPE', 'Docker lives on PATH'],
    [' vfs-suppress: OUT-OF-SCOPE: LEGACY callers probe the host', 'OUT-OF-SCOPE', 'LEGACY callers probe the host'],
    [' vfs-suppress: OUT-OF-SCOPE looks for git on the host', 'OUT-OF-SCOPE', 'looks for git on the host'],
    [' vfs-suppress:OUT-OF-SCOPE:git', 'OUT-OF-SCOPE', 'git'],
    [' vfs-suppress : OUT-OF-SCOPE : git', 'OUT-OF-SCOPE', 'git'],
    // The longest configured category wins over a shorter one it starts with.
    [' vfs-suppress: EXCEPTION-WATCHER-BRIDGE: adapts chokidar', 'EXCEPTION-WATCHER-BRIDGE', 'adapts chokidar'],
  ])('%j', (value, category, reason) => {
    expect(line(value)).toEqual({ isFileWide: false, codes: undefined, category, reason, problem: undefined });
  });

  it('reads vfs-suppress-file', () => {
    expect(block(' vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing ')).toEqual({
      isFileWide: true,
      codes: undefined,
      category: 'OUT-OF-SCOPE',
      reason: 'host toolchain probing',
      problem: undefined,
    });
  });

  it.each([
    [' vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts chokidar', ['ORKVFS005']],
    [' vfs-suppress(ORKVFS001, ORKVFS003): OUT-OF-SCOPE: probes the host', ['ORKVFS001', 'ORKVFS003']],
    [' vfs-suppress(ORKVFS001 ORKVFS003 ORKVFS001): OUT-OF-SCOPE: probes', ['ORKVFS001', 'ORKVFS003']],
    [' vfs-suppress-file(ORKVFS004): OUT-OF-SCOPE: resolves the SDK path', ['ORKVFS004']],
  ])('restricts %j to codes', (value, codes) => {
    const directive = line(value);
    expect(directive?.problem).toBeUndefined();
    expect(directive?.codes).toEqual(codes);
  });

  it('compares the whole category with the configured lists, never a prefix of it', () => {
    const settings = { categories: ['LEGACY', 'LEGACY-IMPORT'], retiredCategories: ['LEGACY-V1'] };
    const parse = (value: string) => parseSuppressionComment({ type: 'Line', value }, settings);
    expect(parse(' vfs-suppress: LEGACY-IMPORT: the old layout')).toMatchObject({
      category: 'LEGACY-IMPORT',
      reason: 'the old layout',
      problem: undefined,
    });
    expect(parse(' vfs-suppress: LEGACY: the old layout')).toMatchObject({
      category: 'LEGACY',
      reason: 'the old layout',
      problem: undefined,
    });
    expect(parse(' vfs-suppress: LEGACY-EXPORT: the old layout')?.problem).toEqual({
      messageId: 'unknownCategory',
      data: { category: 'LEGACY-EXPORT', categories: '`LEGACY`, `LEGACY-IMPORT`' },
    });
    expect(parse(' vfs-suppress: LEGACY-V1-TEMP: the old layout')?.problem).toMatchObject({
      messageId: 'unknownCategory',
      data: { category: 'LEGACY-V1-TEMP' },
    });
  });

  it('reads the category from the configured lists, which replace the defaults', () => {
    const settings = { categories: ['LEGACY-IMPORT'], retiredCategories: [] };
    expect(
      parseSuppressionComment({ type: 'Line', value: ' vfs-suppress: LEGACY-IMPORT: x' }, settings)?.problem,
    ).toBeUndefined();
    expect(
      parseSuppressionComment({ type: 'Line', value: ' vfs-suppress: OUT-OF-SCOPE: x' }, settings)?.problem,
    ).toEqual({
      messageId: 'unknownCategory',
      data: { category: 'OUT-OF-SCOPE', categories: '`LEGACY-IMPORT`' },
    });
  });
});

describe('parseSuppressionComment: problems', () => {
  const categories = '`EXCEPTION-BOOTSTRAP`, `EXCEPTION-WATCHER-BRIDGE`, `OUT-OF-SCOPE`';
  it.each([
    [' vfs-suppress', 'missingCategory', { categories }],
    [' vfs-suppress:', 'missingCategory', { categories }],
    [' vfs-suppress: ', 'missingCategory', { categories }],
    [' vfs-suppress: : reason', 'missingCategory', { categories }],
    [' vfs-suppress: — reason', 'missingCategory', { categories }],
    [' vfs-suppress: - reason', 'missingCategory', { categories }],
    [' vfs-suppress-file:', 'missingCategory', { categories }],
    [' vfs-suppress OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [' vfs-suppress-line: OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [' vfs-suppress-next-line: OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [' vfs-suppress-file OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [' vfs-suppress(ORKVFS001: OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [' vfs-suppress(): OUT-OF-SCOPE: reason', 'malformedSuppression', {}],
    [
      ' vfs-suppress(ORKVFS009): OUT-OF-SCOPE: reason',
      'unknownCode',
      {
        code: 'ORKVFS009',
        codes: '`ORKVFS001`, `ORKVFS002`, `ORKVFS003`, `ORKVFS004`, `ORKVFS005`, `ORKVFS006`, `ORKVFS007`, `ORKVFS008`',
      },
    ],
    [
      ' vfs-suppress(no-direct-watcher): OUT-OF-SCOPE: reason',
      'unknownCode',
      {
        code: 'no-direct-watcher',
        codes: '`ORKVFS001`, `ORKVFS002`, `ORKVFS003`, `ORKVFS004`, `ORKVFS005`, `ORKVFS006`, `ORKVFS007`, `ORKVFS008`',
      },
    ],
    [' vfs-suppress: LEGACY: callers still pass paths', 'unknownCategory', { category: 'LEGACY', categories }],
    [' vfs-suppress: out-of-scope: lower case', 'unknownCategory', { category: 'out-of-scope', categories }],
    [
      ' vfs-suppress: EXCEPTION-BOOTSTRAPPING: x',
      'unknownCategory',
      { category: 'EXCEPTION-BOOTSTRAPPING', categories },
    ],
    // Category drift: an upper-case word joined to an accepted (or retired) category makes another category.
    [' vfs-suppress: OUT-OF-SCOPE-LEGACY: reason', 'unknownCategory', { category: 'OUT-OF-SCOPE-LEGACY', categories }],
    [' vfs-suppress: OUT-OF-SCOPE-LEGACY', 'unknownCategory', { category: 'OUT-OF-SCOPE-LEGACY', categories }],
    [' vfs-suppress: OUT-OF-SCOPE-LEGACY reason', 'unknownCategory', { category: 'OUT-OF-SCOPE-LEGACY', categories }],
    [' vfs-suppress: OUT-OF-SCOPE-LEGACY — reason', 'unknownCategory', { category: 'OUT-OF-SCOPE-LEGACY', categories }],
    [
      ' vfs-suppress: OUT-OF-SCOPE-LEGACY-discovers docker',
      'unknownCategory',
      { category: 'OUT-OF-SCOPE-LEGACY', categories },
    ],
    [
      ' vfs-suppress: EXCEPTION-BOOTSTRAP-TEMP: until DI is built',
      'unknownCategory',
      { category: 'EXCEPTION-BOOTSTRAP-TEMP', categories },
    ],
    [' vfs-suppress: OUT-OF-SCOPE-2: reason', 'unknownCategory', { category: 'OUT-OF-SCOPE-2', categories }],
    [
      ' vfs-suppress: EXCEPTION-OBSOLETE-V2: callers should migrate',
      'unknownCategory',
      { category: 'EXCEPTION-OBSOLETE-V2', categories },
    ],
    // A word that is neither upper case nor ended by a lower-case reason is read whole.
    [
      ' vfs-suppress: OUT-OF-SCOPE-Docker lives on PATH',
      'unknownCategory',
      { category: 'OUT-OF-SCOPE-Docker', categories },
    ],
    [' vfs-suppress: OUT-OF-SCOPEx: reason', 'unknownCategory', { category: 'OUT-OF-SCOPEx', categories }],
    [' vfs-suppress: Out-Of-Scope: reason', 'unknownCategory', { category: 'Out-Of-Scope', categories }],
    [' vfs-suppress: <CATEGORY>: <reason>', 'unknownCategory', { category: '<CATEGORY>', categories }],
    [' vfs-suppress: because docker lives on PATH', 'unknownCategory', { category: 'because', categories }],
    [
      ' vfs-suppress: EXCEPTION-BACKCOMPAT: transitional API',
      'retiredCategory',
      { category: 'EXCEPTION-BACKCOMPAT', categories },
    ],
    [
      ' vfs-suppress: EXCEPTION-OBSOLETE: callers should migrate',
      'retiredCategory',
      { category: 'EXCEPTION-OBSOLETE', categories },
    ],
    [' vfs-suppress: EXCEPTION-OBSOLETE', 'retiredCategory', { category: 'EXCEPTION-OBSOLETE', categories }],
    [' vfs-suppress: OUT-OF-SCOPE', 'missingReason', { category: 'OUT-OF-SCOPE' }],
    [' vfs-suppress: OUT-OF-SCOPE:', 'missingReason', { category: 'OUT-OF-SCOPE' }],
    [' vfs-suppress: OUT-OF-SCOPE: ', 'missingReason', { category: 'OUT-OF-SCOPE' }],
    [' vfs-suppress: OUT-OF-SCOPE — ', 'missingReason', { category: 'OUT-OF-SCOPE' }],
    [' vfs-suppress: OUT-OF-SCOPE: …', 'missingReason', { category: 'OUT-OF-SCOPE' }],
    [' vfs-suppress: OUT-OF-SCOPE: -- ', 'missingReason', { category: 'OUT-OF-SCOPE' }],
  ])('%j → %s', (value, messageId, data) => {
    expect(line(value)?.problem).toEqual({ messageId, data });
  });

  it('says so when no category is accepted at all', () => {
    expect(
      parseSuppressionComment(
        { type: 'Line', value: ' vfs-suppress: OUT-OF-SCOPE: x' },
        { categories: [], retiredCategories: [] },
      )?.problem,
    ).toEqual({
      messageId: 'unknownCategory',
      data: { category: 'OUT-OF-SCOPE', categories: "none (settings['vfs-compliance'].categories is empty)" },
    });
  });

  it('never throws on odd text', () => {
    for (const value of [
      ' vfs-suppress((((',
      ' vfs-suppress-file-file:',
      ' vfs-suppress:\u0000',
      ' vfs-suppress: 😀 emoji',
      ' vfs-suppress(ORKVFS001,,): X',
    ]) {
      expect(() => line(value)).not.toThrow();
      expect(line(value)?.problem).toBeDefined();
    }
  });
});
