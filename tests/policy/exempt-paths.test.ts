import { describe, expect, it } from 'vitest';

import { getMatchPath, isCaseInsensitivePlatform, isExemptPath } from '../../src/policy/exempt-paths.js';
import { parseSettings } from '../../src/settings/settings.js';

const settings = parseSettings({
  exemptFolders: ['/tests/', '/examples/', '/core/FileSystem/'],
  exemptFiles: ['security/path-validator.ts', 'Sandbox/DockerSandbox.ts'],
});
const caseSensitive = { ignoreCase: false };
const caseInsensitive = { ignoreCase: true };

describe('getMatchPath', () => {
  it.each([
    ['/work/app/src/a.ts', '/work/app', '/src/a.ts'],
    ['/work/app/src/a.ts', '/work/app/', '/src/a.ts'],
    ['/work/app/a.ts', '/', '/work/app/a.ts'],
    ['/work/application/src/a.ts', '/work/app', '/work/application/src/a.ts'],
    ['/elsewhere/src/a.ts', '/work/app', '/elsewhere/src/a.ts'],
    ['C:\\work\\app\\src\\a.ts', 'C:\\work\\app', '/src/a.ts'],
    ['C:\\work\\app\\src\\a.ts', 'C:\\', '/work/app/src/a.ts'],
    ['D:\\elsewhere\\a.ts', 'C:\\work\\app', '/elsewhere/a.ts'],
    ['\\\\server\\share\\app\\src\\a.ts', '\\\\server\\share\\app', '/src/a.ts'],
    ['src/a.ts', '/work/app', '/src/a.ts'],
    ['<input>', '/work/app', '/<input>'],
  ])('%s in %s → %s', (filename, cwd, expected) => {
    expect(getMatchPath(filename, cwd, caseSensitive)).toBe(expected);
  });

  it('compares the cwd prefix ignoring case only where the file system does', () => {
    expect(getMatchPath('c:\\Work\\App\\src\\a.ts', 'C:\\work\\app', caseInsensitive)).toBe('/src/a.ts');
    expect(getMatchPath('/Work/App/src/a.ts', '/work/app', caseSensitive)).toBe('/Work/App/src/a.ts');
  });
});

describe('isExemptPath', () => {
  const cwd = '/work/app';
  it.each([
    // Folder segments, anywhere below the cwd, on whole segments.
    ['/work/app/tests/a.test.ts', true],
    ['/work/app/src/tests/a.ts', true],
    ['/work/app/packages/x/tests/deep/a.ts', true],
    ['/work/app/examples/demo.ts', true],
    ['/work/app/core/FileSystem/disk.ts', true],
    ['/work/app/src/contests/a.ts', false],
    ['/work/app/src/tests-helpers/a.ts', false],
    ['/work/app/src/mytests/a.ts', false],
    ['/work/app/src/tests.ts', false],
    ['/work/app/src/a.tests/b.ts', false],
    ['/work/app/core/FileSystemX/disk.ts', false],
    ['/work/app/other/core/FileSystem/disk.ts', true],
    // File suffixes, at a segment boundary.
    ['/work/app/src/security/path-validator.ts', true],
    ['/work/app/security/path-validator.ts', true],
    ['/work/app/src/security/path-validator-helpers.ts', false],
    ['/work/app/src/xsecurity/path-validator.ts', false],
    ['/work/app/src/security/path-validator.ts.bak', false],
    ['/work/app/src/security/sub/path-validator.ts', false],
    ['/work/app/src/Sandbox/DockerSandbox.ts', true],
    ['/work/app/src/Sandbox/DockerSandboxSession.ts', false],
    // A new file next to an exempt one is not exempt.
    ['/work/app/src/security/token-validator.ts', false],
    ['/work/app/src/a.ts', false],
  ])('%s → %s', (filename, expected) => {
    expect(isExemptPath(filename, cwd, settings, caseSensitive)).toBe(expected);
  });

  it('never exempts a file because of where the project lives', () => {
    for (const root of ['/home/ci/tests/app', '/srv/examples', '/opt/core/FileSystem', '/x/security']) {
      expect(isExemptPath(`${root}/src/a.ts`, root, settings, caseSensitive)).toBe(false);
      expect(isExemptPath(`${root}/path-validator.ts`, root, settings, caseSensitive)).toBe(false);
      expect(isExemptPath(`${root}/src/tests/a.ts`, root, settings, caseSensitive)).toBe(true);
    }
  });

  it('never un-exempts a file because of where the project lives', () => {
    expect(isExemptPath('/tests/src/a.ts', '/tests', settings, caseSensitive)).toBe(false);
    expect(isExemptPath('/tests/tests/a.ts', '/tests', settings, caseSensitive)).toBe(true);
  });

  it.each([
    ['C:\\work\\app\\tests\\a.test.ts', true],
    ['C:\\work\\app\\src\\tests\\a.ts', true],
    ['C:\\work\\app\\src\\contests\\a.ts', false],
    ['C:\\work\\app\\src\\security\\path-validator.ts', true],
    ['C:\\work\\app\\src\\security\\path-validator-helpers.ts', false],
    ['C:\\work\\app\\src\\xsecurity\\path-validator.ts', false],
    ['C:/work/app/src/tests/a.ts', true],
  ])('Windows-style %s → %s', (filename, expected) => {
    expect(isExemptPath(filename, 'C:\\work\\app', settings, caseInsensitive)).toBe(expected);
    expect(isExemptPath(filename, 'C:\\work\\app', settings, caseSensitive)).toBe(expected);
  });

  it('takes Windows-style separators in the settings too', () => {
    const windows = parseSettings({ exemptFolders: ['\\tests\\'], exemptFiles: ['security\\path-validator.ts'] });
    expect(isExemptPath('C:\\app\\src\\tests\\a.ts', 'C:\\app', windows, caseInsensitive)).toBe(true);
    expect(isExemptPath('/app/src/security/path-validator.ts', '/app', windows, caseSensitive)).toBe(true);
    expect(isExemptPath('/app/src/contests/a.ts', '/app', windows, caseSensitive)).toBe(false);
  });

  it('is case-sensitive where the file system is, and not where it is not', () => {
    expect(isExemptPath('/work/app/src/Tests/a.ts', cwd, settings, caseSensitive)).toBe(false);
    expect(isExemptPath('/work/app/src/Security/Path-Validator.ts', cwd, settings, caseSensitive)).toBe(false);
    expect(isExemptPath('C:\\work\\app\\src\\Tests\\a.ts', 'C:\\work\\app', settings, caseInsensitive)).toBe(true);
    expect(
      isExemptPath('C:\\work\\app\\src\\Security\\Path-Validator.ts', 'C:\\work\\app', settings, caseInsensitive),
    ).toBe(true);
    expect(isExemptPath('C:\\work\\app\\src\\Contests\\a.ts', 'C:\\work\\app', settings, caseInsensitive)).toBe(false);
  });

  it('decides case-insensitivity from the host platform', () => {
    expect(isCaseInsensitivePlatform('win32')).toBe(true);
    expect(isCaseInsensitivePlatform('darwin')).toBe(true);
    expect(isCaseInsensitivePlatform('linux')).toBe(false);
    expect(isCaseInsensitivePlatform('freebsd')).toBe(false);
  });

  it('exempts nothing with empty lists', () => {
    const none = parseSettings({ exemptFolders: [], exemptFiles: [] });
    expect(isExemptPath('/work/app/tests/a.ts', cwd, none, caseSensitive)).toBe(false);
  });
});
