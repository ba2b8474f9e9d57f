/**
 * What the allowlist and file-wide suppressions do to the reports a user sees: an exempt file is
 * out of every migration code's scope but still gets ORKVFS008; on a case-insensitive host
 * (Windows, macOS) `Tests/` is the exempt `tests/`; a file-wide suppression covers the file only
 * before the first token and only where the settings allow it.
 */
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { range } from '../position.js';

function lint(code: string, filename: string, settings: Record<string, unknown> = {}, cwd = '/work/app') {
  const linter = new Linter({ configType: 'flat', cwd });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tsParser },
          plugins: { 'vfs-compliance': plugin },
          rules: {
            'vfs-compliance/no-direct-file-access': 'error',
            'vfs-compliance/no-lexical-containment': 'error',
            'vfs-compliance/valid-suppression': 'error',
          },
          settings: { 'vfs-compliance': { exemptFolders: ['/tests/'], ...settings } },
        },
      ],
      filename,
    )
    .map(({ ruleId, messageId, line, column, endLine, endColumn }) => ({
      ruleId,
      messageId,
      line,
      column,
      endLine,
      endColumn,
    }));
}

const containment = [
  "import path from 'node:path';",
  "import * as fs from 'fs';",
  'export function isInside(root: string, input: string): boolean {',
  "  fs.readFileSync('a');",
  '  return path.resolve(root, input).startsWith(path.resolve(root));',
  '}',
].join('\n');

const read = {
  ruleId: 'vfs-compliance/no-direct-file-access',
  messageId: 'call',
  ...range(containment, "fs.readFileSync('a')"),
};

describe('the allowlist', () => {
  it('lifts the migration codes from an exempt file but not ORKVFS008', () => {
    const inScope = lint(containment, '/work/app/src/a.ts');
    expect(inScope.map(({ ruleId }) => ruleId)).toEqual([
      'vfs-compliance/no-direct-file-access',
      'vfs-compliance/no-lexical-containment',
    ]);
    expect(inScope[0]).toEqual(read);
    const exempt = lint(containment, '/work/app/tests/a.ts');
    expect(exempt).toEqual([inScope[1]]);
    expect(exempt[0]?.ruleId).toBe('vfs-compliance/no-lexical-containment');
  });

  describe('on a case-insensitive host', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform');
    afterEach(() => {
      if (platform) Object.defineProperty(process, 'platform', platform);
    });

    it('exempts `Tests/` as `tests/` on Windows and macOS, and not on Linux', () => {
      const code = "import * as fs from 'fs';\nfs.readFileSync('a');\n";
      const expected = [
        { ruleId: 'vfs-compliance/no-direct-file-access', messageId: 'call', ...range(code, "fs.readFileSync('a')") },
      ];
      expect(lint(code, '/work/app/Tests/a.ts')).toEqual(process.platform === 'linux' ? expected : []);
      for (const host of ['win32', 'darwin'] as const) {
        Object.defineProperty(process, 'platform', { value: host, configurable: true });
        expect(lint(code, '/work/app/Tests/a.ts', {}, '/work/app')).toEqual([]);
        expect(lint(code, '/work/app/src/Contests/a.ts', {}, '/work/app')).toEqual(expected);
      }
      Object.defineProperty(process, 'platform', { value: 'linux', configurable: true });
      expect(lint(code, '/work/app/Tests/a.ts')).toEqual(expected);
    });
  });
});

describe('file-wide suppressions', () => {
  const body = "import * as fs from 'fs';\nfs.readFileSync('a');\n";

  it('cover the whole file before the first token, after a hashbang or other comments', () => {
    expect(lint(`// vfs-suppress-file: OUT-OF-SCOPE: a build script\n${body}`, '/work/app/src/a.ts')).toEqual([]);
    expect(
      lint(
        `#!/usr/bin/env node\n/* a script */\n// vfs-suppress-file: OUT-OF-SCOPE: a build script\n${body}`,
        '/work/app/src/a.ts',
      ),
    ).toEqual([]);
  });

  it('are misplaced after the first token: reported, and they suppress nothing', () => {
    const code = `${body}// vfs-suppress-file: OUT-OF-SCOPE: a build script\nfs.readFileSync('b');\n`;
    expect(lint(code, '/work/app/src/a.ts')).toEqual([
      { ruleId: 'vfs-compliance/no-direct-file-access', messageId: 'call', ...range(code, "fs.readFileSync('a')") },
      {
        ruleId: 'vfs-compliance/valid-suppression',
        messageId: 'misplacedFileSuppression',
        ...range(code, '// vfs-suppress-file: OUT-OF-SCOPE: a build script'),
      },
      { ruleId: 'vfs-compliance/no-direct-file-access', messageId: 'call', ...range(code, "fs.readFileSync('b')") },
    ]);
  });

  it('are refused where the settings do not allow them, and suppress nothing', () => {
    const code = `// vfs-suppress-file: OUT-OF-SCOPE: a build script\n${body}`;
    expect(lint(code, '/work/app/src/a.ts', { allowFileSuppressions: false })).toEqual([
      {
        ruleId: 'vfs-compliance/valid-suppression',
        messageId: 'fileSuppressionNotAllowed',
        ...range(code, '// vfs-suppress-file: OUT-OF-SCOPE: a build script'),
      },
      { ruleId: 'vfs-compliance/no-direct-file-access', messageId: 'call', ...range(code, "fs.readFileSync('a')") },
    ]);
  });
});
