/**
 * The audit's internal rule, in process: it never reaches a user's lint (not in the plugin's
 * rules nor in any config), and no comment in a file can hide its records or switch it off.
 */
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import { auditConfig } from '../../src/audit/audit-rule.js';
import { AUDIT_PLUGIN_NAME, AUDIT_RULE_ID, decodeRecord } from '../../src/audit/records.js';
import plugin from '../../src/index.js';

/** Each record as `line:column-endLine:endColumn what`: a finding's record spans what its rule underlines; a file's is a point (`-:-`). */
function getRecords(code: string, rules: Linter.RulesRecord = {}, settings: Record<string, unknown> = {}): string[] {
  const linter = new Linter({ configType: 'flat', cwd: '/project' });
  const messages = linter.verify(
    code,
    [
      { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
      plugin.configs.recommended,
      { rules, settings: { 'vfs-compliance': settings } },
      auditConfig,
    ],
    '/project/src/a.ts',
  );
  return messages
    .filter((message) => message.ruleId === AUDIT_RULE_ID)
    .map((message) => {
      const record = decodeRecord(message.message);
      const what =
        record.kind === 'finding'
          ? `${record.code} ${record.name}${record.suppressed ? ' suppressed' : ''}`
          : record.kind === 'file'
            ? `file${record.checked || record.exempt ? '' : ' unchecked'}${record.exempt ? ` exempt by ${record.exempt.setting} ${record.exempt.entry}` : ''}`
            : `suppression ${record.problem ?? `${record.scope ?? ''} covers ${record.covers ?? 'unknown'}`}`;
      return `${message.line}:${message.column}-${message.endLine ?? '-'}:${message.endColumn ?? '-'} ${what}`;
    });
}

describe('the internal audit rule', () => {
  it('is neither a rule of the plugin nor in any of its configs', () => {
    expect(Object.keys(plugin.rules)).not.toContain('record');
    for (const config of Object.values(plugin.configs)) {
      expect(Object.keys(config.plugins ?? {})).not.toContain(AUDIT_PLUGIN_NAME);
      expect(Object.keys(config.rules ?? {}).filter((id) => id.startsWith(`${AUDIT_PLUGIN_NAME}/`))).toEqual([]);
    }
  });

  it('reports the same records whatever eslint-disable and inline rule comments say, and whichever rules are off', () => {
    const code = [
      "import { readFileSync, rmSync } from 'node:fs';",
      'readFileSync(a); // vfs-suppress: OUT-OF-SCOPE: reads a host file',
      'rmSync(b);',
    ].join('\n');
    const expected = ['1:1--:- file', '2:1-2:16 ORKVFS001 fs.readFileSync suppressed', '3:1-3:10 ORKVFS002 fs.rmSync'];
    expect(getRecords(code).filter((record) => !record.includes('suppression'))).toEqual(expected);
    const commented = [
      '/* eslint-disable */',
      `/* eslint ${AUDIT_RULE_ID}: off, vfs-compliance/no-direct-directory-access: off */`,
      code,
      'rmSync(c); // eslint-disable-line',
    ].join('\n');
    expect(getRecords(commented).filter((record) => !record.includes('suppression'))).toEqual([
      '1:1--:- file',
      '4:1-4:16 ORKVFS001 fs.readFileSync suppressed',
      '5:1-5:10 ORKVFS002 fs.rmSync',
      '6:1-6:10 ORKVFS002 fs.rmSync',
    ]);
    const allOff = Object.fromEntries(
      Object.keys(plugin.rules).map((name) => [`vfs-compliance/${name}`, 'off' as const]),
    );
    expect(getRecords(code, allOff).filter((record) => !record.includes('suppression'))).toEqual(expected);
  });

  it('says which allowlist entry exempts a file, and reports nothing else of it', () => {
    const code =
      "import { readFileSync } from 'node:fs';\n// vfs-suppress: EXCEPTION-OBSOLETE: not read\nreadFileSync(a);";
    expect(getRecords(code, {}, { exemptFolders: ['/lib/', '/src/'], exemptFiles: ['a.ts'] })).toEqual([
      '1:1--:- file exempt by exemptFolders /src/',
    ]);
    expect(getRecords(code, {}, { exemptFiles: ['src/a.ts'] })).toEqual([
      '1:1--:- file exempt by exemptFiles src/a.ts',
    ]);
  });

  it('reports a file linted without the type information the settings require as unchecked, with its suppressions and no findings', () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      'readFileSync(a); // vfs-suppress: OUT-OF-SCOPE: reads a host file',
      'readFileSync(b); // vfs-suppress: EXCEPTION-OBSOLETE: retired',
    ].join('\n');
    expect(getRecords(code, {}, { requireTypeInformation: true })).toEqual([
      '1:1--:- file unchecked',
      '2:18-2:66 suppression line covers unknown',
      '3:18-3:62 suppression retiredCategory',
    ]);
  });
});
