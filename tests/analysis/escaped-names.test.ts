/**
 * ORKVFS007 without types skips a file that never writes a service name as is, unless the file may
 * spell one with an escape: an escape in a string, a template, a regular expression or a comment
 * spells no name, one anywhere else may (fail closed), and a string module export name is read as
 * the name it is.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { getInnermostNames, mayEscapeName, maySpellEscaped } from '../../src/analysis/syntax/escaped-names.js';
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
  ['an escaped identifier that is another name', 'export const \\u0061 = 1, IFileSystem\\u0053erver = 2;'],
] as const;

const ESCAPING = [
  ['an escaped identifier', 'export const IFileSystem\\u0053ervice = 1;'],
  [
    'an escaped identifier inside a template substitution',
    'const a = 1;\nexport const b = `x${IFileSystem\\u0053ervice}y${a}`;',
  ],
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

  it('is true for any escape that may spell the name when the parser gives no tokens', () => {
    const { sourceCode } = parseSourceCode("export const a = 'IFileSystem\\x53ervice';");
    const withoutTokens = Object.create(sourceCode, {
      ast: { value: { ...sourceCode.ast, tokens: undefined } },
    }) as typeof sourceCode;
    expect(mayEscapeName(withoutTokens, [], NAMES)).toBe(true);
  });
});

describe('maySpellEscaped', () => {
  // Each spells `IFileSystemService` in a literal's or an identifier's source.
  it.each([
    ['a Unicode escape', 'IFileSystem\\u0053ervice'],
    ['a code point escape with leading zeros', 'IFileSystem\\u{000053}ervice'],
    ['a hexadecimal escape', 'IFileSystem\\x53ervice'],
    ['an escape of its last character', 'IFileSystemServic\\u0065'],
    ['an octal escape', 'IFileSystem\\123ervice'],
    ['an escape of a character that needs none', 'IFileSy\\stemService'],
    ['a line continuation', 'IFileSystem\\\nService'],
    ['a line continuation after a carriage return', 'IFileSystem\\\r\nService'],
    ['two line continuations at its ends', '\\\nIFileSystem\\u0053ervice\\\u2028'],
    ['escapes only', '\\x49\\x46\\x69\\x6c\\x65\\x53\\x79\\x73\\x74\\x65\\x6d\\x53\\x65\\x72\\x76\\x69\\x63\\x65'],
  ])('is true for %s', (_, spelling) => {
    expect(maySpellEscaped(`const key = '${spelling}';`, 'IFileSystemService')).toBe(true);
  });

  it('is false for text whose escapes cannot spell the name', () => {
    const text = "const a = /\\d+\\s*/u, b = '\\u0041\\n', c = 'IFileSystem\\x53erver', d = 'IFileSystemServic';";
    expect(maySpellEscaped(text, 'IFileSystemService')).toBe(false);
    // A name's own characters that mean something in a pattern are matched as themselves.
    expect(maySpellEscaped("'a\\x2Eb'", 'a.b')).toBe(true);
    expect(maySpellEscaped("'a\\x2Eb'", 'a.c')).toBe(false);
    expect(maySpellEscaped("'a\\x2Exb'", 'a.b')).toBe(false);
  });

  it('is true for any text with a backslash when a character of the name is outside the Basic Multilingual Plane', () => {
    expect(maySpellEscaped("'\\u0041'", 'Disk\u{1F4C1}')).toBe(true);
    expect(maySpellEscaped("'A'", 'Disk\u{1F4C1}')).toBe(false);
  });
});

describe('getInnermostNames', () => {
  it('keeps the names that hold no other of them', () => {
    expect(getInnermostNames(['IFileSystemService', 'FileSystemService', 'VirtualDisk', 'VirtualDisk'])).toEqual([
      'FileSystemService',
      'VirtualDisk',
    ]);
    expect(getInnermostNames(new Set(['Disk', 'DiskService', 'Service']))).toEqual(['Disk', 'Service']);
  });
});
