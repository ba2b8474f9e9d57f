/**
 * ORKVFS007 without types skips a file that never writes a service name as is, unless the file may
 * spell one with an escape: an escape in a string, a template, a regular expression or a comment
 * spells no name, one anywhere else may (fail closed), and a string module export name is read as
 * the name it is.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { mayEscapeName } from '../../src/analysis/syntax/escaped-names.js';
import { parseSourceCode, type ParseOptions } from '../source-code.js';
import { parsesStringExportNames } from '../typescript-syntax.js';

const NAMES: ReadonlySet<string> = new Set(['IFileSystemService']);

const STRING_NAME = /(?:\{ |as )'/u;

function mayEscape(code: string, options?: ParseOptions): boolean {
  const { sourceCode, messages } = parseSourceCode(code, options);
  expect(messages).toEqual([]);
  const declarations = sourceCode.ast.body.filter(
    (
      statement,
    ): statement is TSESTree.ImportDeclaration | TSESTree.ExportNamedDeclaration | TSESTree.ExportAllDeclaration =>
      statement.type === AST_NODE_TYPES.ImportDeclaration ||
      statement.type === AST_NODE_TYPES.ExportNamedDeclaration ||
      statement.type === AST_NODE_TYPES.ExportAllDeclaration,
  );
  return mayEscapeName(sourceCode, declarations, NAMES);
}

const INERT = [
  ['no backslash', 'export const a = 1;'],
  ['a string', 'export const a = \'caf\\u00e9\\n\', b = "\\x41";'],
  ['a template and its tail', 'const x = 1;\nexport const a = `\\u0041${x}\\t${x}\\\\`;'],
  ['a regular expression', 'export const a = /\\u0041\\d+\\//u;'],
  ['a line and a block comment', '// \\u0041\n/* \\u0053 */\nexport const a = 1;'],
  ['a string export name that is another name', "export { a as 'caf\\u00e9' };\nconst a = 1;"],
] as const;

const ESCAPING = [
  ['an escaped identifier', 'export const \\u0061 = 1;'],
  ['an escaped identifier inside a template substitution', 'const a = 1;\nexport const b = `x${\\u0061}y`;'],
  ['an escaped type name', 'export type A = IFileSystem\\u0053ervice;'],
  ['an imported string name', "import { 'IFileSystem\\x53ervice' as Fs } from './fs.js';\nexport type A = Fs;"],
  ['a re-exported string name', "export { 'IFileSystem\\u{53}ervice' as Fs } from './fs.js';"],
  ['a namespace exported under a string name', "export * as 'IFileSystem\\x53ervice' from './fs.js';"],
] as const;

describe('mayEscapeName', () => {
  it.each(INERT)('is false for escapes only in %s', (_, code) => {
    if (parsesStringExportNames || !STRING_NAME.test(code)) expect(mayEscape(code)).toBe(false);
    expect(mayEscape(code, { parser: 'espree' })).toBe(false);
  });

  it.each(ESCAPING)('is true for %s', (_, code) => {
    if (parsesStringExportNames || !STRING_NAME.test(code)) expect(mayEscape(code)).toBe(true);
    if (!code.includes('export type')) expect(mayEscape(code, { parser: 'espree' })).toBe(true);
  });

  it('is true for any backslash when the parser gives no tokens', () => {
    const { sourceCode } = parseSourceCode("export const a = 'caf\\u00e9';");
    const withoutTokens = Object.create(sourceCode, {
      ast: { value: { ...sourceCode.ast, tokens: undefined } },
    }) as typeof sourceCode;
    expect(mayEscapeName(withoutTokens, [], NAMES)).toBe(true);
  });
});
