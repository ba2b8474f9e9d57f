/**
 * ORKVFS007 without types skips a file that never writes a service name as is, unless the file may
 * spell one with an escape: an escape in a string, a template, a regular expression or a comment
 * spells no name, one anywhere else may (fail closed), and a string module export name is read as
 * the name it is.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import typescript from 'typescript';
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

  it('reads octal escapes as JavaScript does, and fails a long run of escapes in linear time', () => {
    expect(maySpellEscaped("'\\101BC'", 'ABC')).toBe(true);
    expect(maySpellEscaped("'\\1011BC'", 'A1BC')).toBe(true);
    expect(maySpellEscaped("'\\477'", "'7")).toBe(true);
    // Read in one pass: a regular expression that let each `\\0` be an octal or an identity escape took 2^60 steps here.
    expect(maySpellEscaped(`'${'\\0'.repeat(60)}'`, `A${'b'.repeat(60)}`)).toBe(false);
  });

  it('is true where TypeScript drops the characters between an escape and a later `\\u{…}`', () => {
    // TypeScript reads the identifier `IFileSystem\\u0053x\\u{65}rvice` as `IFileSystemService`.
    expect(maySpellEscaped('export interface IFileSystem\\u0053x\\u{65}rvice {}', 'FileSystemService')).toBe(true);
    expect(maySpellEscaped("'\\u{41}x'", 'FileSystemService')).toBe(false);
  });

  it('reads an unterminated `\\u{` without searching the rest of the text for its brace', () => {
    // An unterminated `\\u{` is one escaped character: the brace is looked for among its digits only.
    expect(maySpellEscaped(`// ${'\\u{'.repeat(100_000)}`, 'IFileSystemService')).toBe(false);
  });

  it('reads a code point above U+FFFF, escaped once or as two units, as the two units it is', () => {
    const name = 'Disk\u{1F4C1}';
    expect(maySpellEscaped("'Disk\\u{1F4C1}'", name)).toBe(true);
    expect(maySpellEscaped("'Dis\\u006B\u{1F4C1}'", name)).toBe(true);
    expect(maySpellEscaped("'Disk\\uD83D\\uDCC1'", name)).toBe(true);
    expect(maySpellEscaped("'Dis\\u006B'", name)).toBe(false);
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

describe('maySpellEscaped against TypeScript', () => {
  /** A small seeded generator, so that a failure names a case that can be run again. */
  function* random(seed: number): Generator<number, never> {
    let state = seed;
    for (;;) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      yield state / 2 ** 31;
    }
  }

  it('is true for every literal and identifier TypeScript cooks to the name, whatever escapes spell it', () => {
    const numbers = random(7);
    const pick = (count: number): number => Math.floor(numbers.next().value * count);
    const continuation = (): string => ['\\\n', '\\\r\n', '\\\r', '\\\u2028', '\\\u2029'][pick(5)] ?? '';
    const escape = (character: string, identifier: boolean): string => {
      const code = character.charCodeAt(0);
      const hex = code.toString(16);
      const forms = [
        `\\u${hex.padStart(4, '0')}`,
        `\\u{${'0'.repeat(pick(4))}${hex.toUpperCase()}}`,
        ...(identifier
          ? []
          : [
              `\\x${hex.padStart(2, '0')}`,
              `\\${code.toString(8)}`,
              /[a-z$_]/iu.test(character) && !'bfnrtvux'.includes(character) ? `\\${character}` : `\\x${hex}`,
            ]),
      ];
      return forms[pick(forms.length)] ?? '';
    };
    const names = ['IFileSystemService', 'Disk', 'a1b2', '$_x'];
    const ts = typescript;
    let checked = 0;
    for (let round = 0; round < 3000; round += 1) {
      const name = names[round % names.length] ?? '';
      const kind = pick(3); // 0: string, 1: template, 2: identifier
      const identifier = kind === 2;
      let spelling = '';
      for (const character of name) {
        spelling += pick(3) === 0 ? escape(character, identifier) : character;
        if (!identifier && pick(6) === 0) spelling += continuation();
      }
      if (!spelling.includes('\\')) spelling = escape(name[0] ?? '', identifier) + spelling.slice(1);
      const code = kind === 0 ? `x = '${spelling}';` : kind === 1 ? `x = \`${spelling}\`;` : `const ${spelling} = 1;`;
      const file = ts.createSourceFile(
        'a.js',
        `let a = /\\d+/u, b = 'caf\\u00e9';\n${code}\n`,
        ts.ScriptTarget.Latest,
        true,
      );
      const statement = file.statements[1];
      const cooked =
        statement && ts.isVariableStatement(statement)
          ? (statement.declarationList.declarations[0]?.name as typescript.Identifier).text
          : (
              ((statement as typescript.ExpressionStatement).expression as typescript.BinaryExpression)
                .right as typescript.StringLiteralLike
            ).text;
      // TypeScript cooks some texts otherwise than JavaScript (an identifier that mixes `\\uXXXX`
      // and `\\u{…}`: `\\u0074emS\\u{00065}r` loses `mSer`; an octal escape in a template): such a
      // text spells another name.
      if (cooked !== name) continue;
      checked += 1;
      expect(maySpellEscaped(file.text, name), code).toBe(true);
    }
    // TypeScript 6.0 cooks about 90 % of them to the name, 4.9 (the peer test) about two thirds.
    expect(checked).toBeGreaterThan(1500);
  });
});
