/**
 * Edges of the allowlist's path reading, the suppression index and the comment parser that the
 * main tests pass by: a cwd written with several trailing slashes, a `:` or a UNC prefix in a
 * path outside the cwd, suppressions indexed out of source order, block comments that run on
 * without indentation or end without a space, a hashbang, and a directive with no reason.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { fakeFinding } from './fake-finding.js';

import { getMatchPath } from '../../src/policy/exempt-paths.js';
import { SuppressionIndex } from '../../src/policy/scope-index.js';
import { getDirectiveText, parseSuppressionComment } from '../../src/policy/suppression-comments.js';
import type { SuppressionScope } from '../../src/policy/suppression-scopes.js';
import { defaultSettings } from '../../src/settings/settings.js';

const caseSensitive = { ignoreCase: false };

describe('getMatchPath', () => {
  it('takes a cwd written with several trailing slashes', () => {
    expect(getMatchPath('/work/app/src/a.ts', '/work/app//', caseSensitive)).toBe('/src/a.ts');
    expect(getMatchPath('C:\\work\\app\\src\\a.ts', 'C:\\work\\app\\\\', caseSensitive)).toBe('/src/a.ts');
  });

  it('drops only a leading drive letter from a path outside the cwd', () => {
    expect(getMatchPath('/elsewhere/dir:x/a.ts', '/work/app', caseSensitive)).toBe('/elsewhere/dir:x/a.ts');
    expect(getMatchPath('D:\\data\\c:d\\a.ts', 'C:\\work', caseSensitive)).toBe('/data/c:d/a.ts');
  });

  it('writes a UNC path outside the cwd with one leading slash', () => {
    expect(getMatchPath('\\\\server\\share\\a.ts', '/work/app', caseSensitive)).toBe('/server/share/a.ts');
  });
});

describe('SuppressionIndex', () => {
  const finding = fakeFinding;
  const span = (start: number, end: number): SuppressionScope => ({
    kind: 'node',
    node: {} as TSESTree.Node,
    range: [start, end],
    label: 'statement',
  });

  it('covers the same findings whatever order the suppressions come in', () => {
    const index = new SuppressionIndex([
      { scope: span(200, 210), codes: undefined },
      { scope: span(120, 130), codes: undefined },
      { scope: span(10, 100), codes: undefined },
    ]);
    expect(
      [5, 10, 50, 99, 100, 110, 125, 130, 150, 205, 210].map((offset) => index.covers(finding('ORKVFS001', offset, 1))),
    ).toEqual([false, true, true, true, false, false, true, false, false, true, false]);
  });

  it('covers nothing with an empty range', () => {
    const index = new SuppressionIndex([{ scope: span(0, 0), codes: undefined }]);
    expect(index.covers(finding('ORKVFS001', 0, 1))).toBe(false);
  });
});

describe('getDirectiveText', () => {
  it('reads a block comment whose later lines are not indented', () => {
    expect(getDirectiveText({ type: 'Block', value: ' vfs-suppress: OUT-OF-SCOPE: probes\nthe host once\n' })).toBe(
      'vfs-suppress: OUT-OF-SCOPE: probes the host once',
    );
  });

  it('keeps the last word of a block comment that ends without a space', () => {
    expect(getDirectiveText({ type: 'Block', value: 'vfs-suppress: OUT-OF-SCOPE: probes the host' })).toBe(
      'vfs-suppress: OUT-OF-SCOPE: probes the host',
    );
    expect(
      parseSuppressionComment({ type: 'Block', value: 'vfs-suppress: OUT-OF-SCOPE: probes the host' }, defaultSettings)
        ?.reason,
    ).toBe('probes the host');
  });

  it('reads no directive from a hashbang', () => {
    expect(getDirectiveText({ type: 'Shebang', value: 'vfs-suppress: OUT-OF-SCOPE: x' })).toBeUndefined();
    expect(
      parseSuppressionComment({ type: 'Shebang', value: 'vfs-suppress: OUT-OF-SCOPE: x' }, defaultSettings),
    ).toBeUndefined();
  });
});

describe('parseSuppressionComment', () => {
  it('gives no reason, and the missing-reason problem, when nothing follows the category', () => {
    for (const value of [
      ' vfs-suppress: OUT-OF-SCOPE',
      ' vfs-suppress: OUT-OF-SCOPE:',
      ' vfs-suppress: OUT-OF-SCOPE —',
    ]) {
      expect(parseSuppressionComment({ type: 'Line', value }, defaultSettings)).toEqual({
        isFileWide: false,
        codes: undefined,
        category: 'OUT-OF-SCOPE',
        reason: undefined,
        problem: { messageId: 'missingReason', data: { category: 'OUT-OF-SCOPE' } },
      });
    }
  });
});
