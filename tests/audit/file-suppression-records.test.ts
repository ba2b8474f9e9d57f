/**
 * The audit's record of a file-wide suppression: before the first token it covers the file (scope
 * `file`, with the findings it covers); after it, it is misplaced, covers nothing and has no scope.
 */
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { expect, it } from 'vitest';

import { auditConfig } from '../../src/audit/audit-rule.js';
import { AUDIT_RULE_ID, decodeRecord } from '../../src/audit/records.js';
import plugin from '../../src/index.js';

function getSuppressionRecords(code: string) {
  const linter = new Linter({ configType: 'flat', cwd: '/project' });
  return linter
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tsParser } }, plugin.configs.recommended, auditConfig],
      '/project/src/a.ts',
    )
    .filter((message) => message.ruleId === AUDIT_RULE_ID)
    .map((message) => ({ line: message.line, record: decodeRecord(message.message) }))
    .flatMap(({ line, record }) =>
      record.kind === 'suppression'
        ? [{ line, problem: record.problem, scope: record.scope, covers: record.covers }]
        : [],
    );
}

it('records a file-wide suppression before the first token with the file as its scope', () => {
  const code =
    "// vfs-suppress-file: OUT-OF-SCOPE: a build script\nimport * as fs from 'fs';\nfs.readFileSync('a');\nfs.readFileSync('b');\n";
  expect(getSuppressionRecords(code)).toEqual([{ line: 1, problem: null, scope: 'file', covers: 2 }]);
});

it('records a misplaced file-wide suppression without a scope', () => {
  const code = "import * as fs from 'fs';\n// vfs-suppress-file: OUT-OF-SCOPE: a build script\nfs.readFileSync('a');\n";
  expect(getSuppressionRecords(code)).toEqual([
    { line: 2, problem: 'misplacedFileSuppression', scope: null, covers: null },
  ]);
});
