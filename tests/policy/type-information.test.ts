/**
 * requireTypeInformation across the plugin's rules: a file without a TypeScript program gets one
 * error at its top from valid-suppression (from every enabled coded rule when valid-suppression
 * is off, so no rule turned off or down lets an unchecked file pass), and no fallback analysis;
 * a file with a program is linted as usual. Also the shape of configs.strict.
 */
import path from 'node:path';

import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { fixturesDir } from '../rule-tester.js';

const code = [
  "import * as fs from 'fs';",
  '// vfs-suppress: OUT-OF-SCOPE: unused',
  'export const a = 1;',
  "fs.readFileSync('a');",
  "fs.mkdirSync('b');",
  '// vfs-suppress: EXCEPTION-OBSOLETE: legacy',
  "fs.watch('c');",
  '',
].join('\n');

function lint(
  config: Linter.Config[],
  options: { typed?: boolean; js?: boolean; source?: string } = {},
): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat', cwd: fixturesDir });
  const languageOptions: Linter.Config['languageOptions'] = options.js
    ? { sourceType: 'module', ecmaVersion: 'latest' }
    : { parser: tsParser, parserOptions: options.typed ? { projectService: true, tsconfigRootDir: fixturesDir } : {} };
  return linter.verify(
    options.source ?? code,
    [{ files: ['**/*.ts', '**/*.js'], languageOptions }, ...config],
    path.join(fixturesDir, options.js ? 'script.js' : 'file.ts'),
  );
}

/** `line:column-endLine:endColumn rule messageId`; a point (no end) shows `-:-` as its end. */
const summary = (messages: readonly Linter.LintMessage[]) =>
  messages.map(
    (message) =>
      `${message.line}:${message.column}-${message.endLine ?? '-'}:${message.endColumn ?? '-'} ${message.ruleId ?? 'fatal'} ${message.messageId ?? message.message}`,
  );

const requireTypes: Linter.Config = { settings: { 'vfs-compliance': { requireTypeInformation: true } } };

describe('requireTypeInformation', () => {
  it('gives a file without a program one error at its top from valid-suppression, naming the setting', () => {
    const source = code.replace('EXCEPTION-OBSOLETE', 'OUT-OF-SCOPE');
    for (const options of [{ source }, { source, js: true }]) {
      const messages = lint([plugin.configs.recommended, requireTypes], options);
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({
        line: 1,
        column: 1,
        severity: 2,
        ruleId: 'vfs-compliance/valid-suppression',
        messageId: 'missingTypeInformation',
      });
      // A point at the top of the file: it underlines no code, since no code is at fault.
      expect([message?.endLine, message?.endColumn]).toEqual([undefined, undefined]);
      expect(message?.message).toContain("settings['vfs-compliance'].requireTypeInformation");
      expect(message?.fatal).toBeUndefined();
    }
  });

  it('does not depend on rule order; without valid-suppression every enabled coded rule reports it', () => {
    const names = Object.keys(plugin.rules);
    const coded = names.filter((name) => name !== 'valid-suppression');
    const cases: [string[], string[]][] = [
      [names, ['valid-suppression']],
      [[...names].reverse(), ['valid-suppression']],
      [['valid-suppression'], ['valid-suppression']],
      [['no-direct-watcher', 'valid-suppression'], ['valid-suppression']],
      [['no-path-based-stream'], ['no-path-based-stream']],
      [coded, [...coded].sort()],
    ];
    for (const [ruleNames, reporters] of cases) {
      const config: Linter.Config = {
        plugins: { 'vfs-compliance': plugin },
        rules: Object.fromEntries(ruleNames.map((name) => [`vfs-compliance/${name}`, 'error'])),
      };
      const messages = lint([config, requireTypes]);
      expect(
        messages
          .filter((message) => message.messageId === 'missingTypeInformation')
          .map((message) => message.ruleId?.replace('vfs-compliance/', ''))
          .sort(),
        ruleNames.join(),
      ).toEqual(reporters);
    }
  });

  it('a coded rule turned down to warn or disabled in the file cannot let the file pass', () => {
    const config: Linter.Config = {
      plugins: { 'vfs-compliance': plugin },
      rules: { 'vfs-compliance/no-direct-file-access': 'warn', 'vfs-compliance/no-direct-directory-access': 'error' },
    };
    const source = "/* eslint-disable vfs-compliance/no-direct-file-access */\nimport fs from 'fs';\nfs.rmSync('x');\n";
    expect(summary(lint([config, requireTypes], { source }))).toEqual([
      '1:1--:- vfs-compliance/no-direct-directory-access missingTypeInformation',
    ]);
  });

  it('still reports malformed suppressions, which need no types', () => {
    const messages = lint([plugin.configs.recommended, requireTypes], {
      source: code.replace('EXCEPTION-OBSOLETE', 'LEGACY'),
    });
    expect(summary(messages)).toEqual([
      '1:1--:- vfs-compliance/valid-suppression missingTypeInformation',
      '6:1-6:32 vfs-compliance/valid-suppression unknownCategory',
    ]);
  });

  it('lints a file with a program as usual', () => {
    const messages = lint([plugin.configs.recommended, requireTypes], { typed: true });
    expect(summary(messages)).toEqual([
      '2:1-2:38 vfs-compliance/valid-suppression unusedSuppression',
      '4:1-4:21 vfs-compliance/no-direct-file-access call',
      '5:1-5:18 vfs-compliance/no-direct-directory-access call',
      '6:1-6:44 vfs-compliance/valid-suppression retiredCategory',
      '7:1-7:14 vfs-compliance/no-direct-watcher call',
    ]);
  });

  it('is off by default: the untyped fallback runs', () => {
    const messages = lint([plugin.configs.recommended]);
    expect(summary(messages)).toEqual([
      '2:1-2:38 vfs-compliance/valid-suppression unusedSuppressionWithoutTypes',
      '4:1-4:21 vfs-compliance/no-direct-file-access call',
      '5:1-5:18 vfs-compliance/no-direct-directory-access call',
      '6:1-6:44 vfs-compliance/valid-suppression retiredCategory',
      '7:1-7:14 vfs-compliance/no-direct-watcher call',
    ]);
  });
});

describe('configs', () => {
  it('recommended turns every rule on at error, valid-suppression included, and sets no settings', () => {
    const { recommended } = plugin.configs;
    expect(recommended.rules?.['vfs-compliance/valid-suppression']).toBe('error');
    expect(Object.keys(recommended.rules ?? {}).sort()).toEqual(
      Object.keys(plugin.rules)
        .map((name) => `vfs-compliance/${name}`)
        .sort(),
    );
    expect(recommended.settings).toBeUndefined();
  });

  it('strict is recommended plus requireTypeInformation, no file-wide suppressions and unverifiable loads reported', () => {
    const { recommended, strict } = plugin.configs;
    expect(strict.name).toBe('vfs-compliance/strict');
    expect(strict.rules).toEqual(recommended.rules);
    expect(strict.plugins).toEqual(recommended.plugins);
    expect(strict.settings).toEqual({
      'vfs-compliance': { requireTypeInformation: true, allowFileSuppressions: false, reportUnverifiableLoads: true },
    });
  });

  it('strict rejects a file-wide suppression and requires a program', () => {
    const source =
      "// vfs-suppress-file: OUT-OF-SCOPE: host probing\nimport * as fs from 'fs';\nfs.readFileSync('a');\n";
    expect(summary(lint([plugin.configs.strict], { source, typed: true }))).toEqual([
      '1:1-1:49 vfs-compliance/valid-suppression fileSuppressionNotAllowed',
      '3:1-3:21 vfs-compliance/no-direct-file-access call',
    ]);
    expect(summary(lint([plugin.configs.strict], { source }))).toEqual([
      '1:1-1:49 vfs-compliance/valid-suppression fileSuppressionNotAllowed',
      '1:1--:- vfs-compliance/valid-suppression missingTypeInformation',
    ]);
  });

  it('strict reports a module load it cannot verify; recommended does not', () => {
    const source =
      'export function load(name: string): unknown {\n  return require(name);\n}\nexport const run = (code: string): unknown => eval(code);\n';
    expect(summary(lint([plugin.configs.recommended], { source, typed: true }))).toEqual([]);
    expect(summary(lint([plugin.configs.strict], { source, typed: true }))).toEqual([
      '2:10-2:23 vfs-compliance/no-direct-file-access unverifiable',
      '4:47-4:57 vfs-compliance/no-direct-file-access unverifiable',
    ]);
  });

  it('a later config adds settings to strict without losing its own (flat config merges settings)', () => {
    const source = "import * as fs from 'fs';\nfs.readFileSync('a');\n";
    const later: Linter.Config = { settings: { 'vfs-compliance': { exemptFolders: ['/other/'] } } };
    expect(summary(lint([plugin.configs.strict, later], { source }))).toEqual([
      '1:1--:- vfs-compliance/valid-suppression missingTypeInformation',
    ]);
  });
});
