/**
 * What a suppression comment leads, for the forms the scope tests next door leave out: comments
 * between JSX children (alone on their line or not, stacked), switch cases, members of
 * interfaces, enums and type literals, type parameters (which are not parameters), arrow and
 * function parameters, and comments that lead nothing. Described as `line N`,
 * `<label> <node type> <covered text>` or `none`.
 */
import { describe, expect, it } from 'vitest';

import { getCommentScopes, isBeforeFirstToken, isTrailingComment } from '../../src/policy/suppression-scopes.js';
import { parseSourceCode, type SourceCode } from '../source-code.js';

function parse(code: string, filename = 'file.tsx'): SourceCode {
  const { sourceCode, messages } = parseSourceCode(code, { filename });
  expect(messages).toEqual([]);
  return sourceCode;
}

function scopesOf(code: string, filename?: string): string[] {
  const sourceCode = parse(code, filename);
  const comments = sourceCode.getAllComments();
  const scopes = getCommentScopes(sourceCode, comments);
  return comments.map((comment) => {
    const scope = scopes.get(comment);
    if (!scope) return 'none';
    if (scope.kind === 'line') return `line ${scope.line}`;
    if (scope.kind === 'file') return 'file';
    return `${scope.label} ${scope.node.type} ${JSON.stringify(sourceCode.text.slice(...scope.range))}`;
  });
}

describe('comments between JSX children', () => {
  it('lead the next child when alone on their line, stacked ones included', () => {
    const code = [
      'const a = (',
      '  <div>',
      '    {/* a */}',
      '    {/* b */}',
      '    <span>{read()}</span>',
      '    {/* c */}',
      '    {read()}',
      '    {/* d */}',
      '    <>',
      '      <i />',
      '    </>',
      '  </div>',
      ');',
    ].join('\n');
    expect(scopesOf(code)).toEqual([
      'JSX child JSXElement "<span>{read()}</span>"',
      'JSX child JSXElement "<span>{read()}</span>"',
      'JSX child JSXExpressionContainer "{read()}"',
      'JSX child JSXFragment "<>\\n      <i />\\n    </>"',
    ]);
  });

  it('cover their line when code shares it, and nothing before the closing tag', () => {
    const code = [
      'const a = (',
      '  <div>',
      '    <span /> {/* a */}',
      '    {/* b */} <b />',
      '    {/* c */}',
      '  </div>',
      ');',
    ].join('\n');
    expect(scopesOf(code)).toEqual(['line 3', 'line 4', 'none']);
  });

  it('lead the next child inside a fragment, with spaces after the braces, and in braces of their own lines', () => {
    const code = [
      'const a = (',
      '  <>',
      '    {/* a */}   ',
      '    <span>{read()}</span>',
      '    {',
      '      // b',
      '    }',
      '    {read()}',
      '  </>',
      ');',
    ].join('\n');
    expect(scopesOf(code)).toEqual([
      'JSX child JSXElement "<span>{read()}</span>"',
      'JSX child JSXExpressionContainer "{read()}"',
    ]);
  });

  it('lead nothing before text, which holds no code, and are no JSX comment inside an object in braces', () => {
    const code = [
      'const a = (',
      '  <div>',
      '    {/* a */}',
      '    some text',
      '    <b />',
      '    {{ /* b */ }}',
      '    <i />',
      '    {{',
      '      /* c */',
      '    }}',
      '    <u />',
      '  </div>',
      ');',
    ].join('\n');
    expect(scopesOf(code)).toEqual(['none', 'line 6', 'none']);
  });

  it('in an attribute are no JSX child: the comment covers its line', () => {
    const code = ['const a = (', '  <div', '    title={/* a */ read()}', '  />', ');'].join('\n');
    expect(scopesOf(code)).toEqual(['line 3']);
  });
});

describe('leading comments in other lists', () => {
  it('lead a switch case, an interface member, an enum member and a type literal member', () => {
    const code = [
      'switch (k) {',
      '  // a',
      '  case 1:',
      '    run();',
      '  // b',
      '  default:',
      '}',
      'interface I {',
      '  // c',
      '  m(): void;',
      '  // d',
      '  p: string;',
      '  // e',
      '  [key: string]: unknown;',
      '}',
      'enum E {',
      '  // f',
      '  A = 1,',
      '}',
      'type T = {',
      '  // g',
      '  q: number;',
      '};',
    ].join('\n');
    expect(scopesOf(code, 'file.ts')).toEqual([
      'statement SwitchCase "case 1:\\n    run();"',
      'statement SwitchCase "default:"',
      'declaration TSMethodSignature "m(): void;"',
      'declaration TSPropertySignature "p: string;"',
      'declaration TSIndexSignature "[key: string]: unknown;"',
      'declaration TSEnumMember "A = 1"',
      'declaration TSPropertySignature "q: number;"',
    ]);
  });

  it('lead the parameters of functions and arrows, never type parameters or type arguments', () => {
    const code = [
      'function f<',
      '  // a',
      '  T,',
      '>(',
      '  // b',
      '  x: T,',
      ') {}',
      'const g = (',
      '  // c',
      '  y: number,',
      ') => y;',
      'g<',
      '  // d',
      '  number',
      '>(1);',
    ].join('\n');
    expect(scopesOf(code, 'file.ts')).toEqual([
      'none',
      'parameter Identifier "x: T"',
      'parameter Identifier "y: number"',
      'none',
    ]);
  });

  it('lead a static block, an abstract member, a declared function and an export assignment', () => {
    const code = [
      'abstract class A {',
      '  // a',
      '  static {',
      '    run();',
      '  }',
      '  // b',
      '  abstract m(): void;',
      '  // c',
      '  abstract p: string;',
      '}',
      '// d',
      'declare function h(): void;',
      '// e',
      'export = A;',
    ].join('\n');
    expect(scopesOf(code, 'file.ts')).toEqual([
      'declaration StaticBlock "static {\\n    run();\\n  }"',
      'declaration TSAbstractMethodDefinition "abstract m(): void;"',
      'declaration TSAbstractPropertyDefinition "abstract p: string;"',
      'declaration TSDeclareFunction "declare function h(): void;"',
      'declaration TSExportAssignment "export = A;"',
    ]);
  });

  it('lead nothing before `else`, before `}` or at the end of the file', () => {
    const code = ['if (a) {', '  run();', '}', '// a', 'else {', '  // b', '}', '// c'].join('\n');
    expect(scopesOf(code, 'file.ts')).toEqual(['none', 'none', 'none']);
  });
});

describe('where a comment sits', () => {
  it('is trailing only when code precedes it on the line it starts on', () => {
    const sourceCode = parse(['run(); /* a', '*/', '/* b */ run();', '// c'].join('\n'), 'file.ts');
    expect(sourceCode.getAllComments().map((comment) => isTrailingComment(sourceCode, comment))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('is before the first token when nothing but comments precede it', () => {
    const sourceCode = parse(['#!/usr/bin/env node', '// a', '/* b */ /* c */run(); // d'].join('\n'), 'file.ts');
    expect(sourceCode.getAllComments().map((comment) => isBeforeFirstToken(sourceCode, comment))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const empty = parse('// only a comment', 'file.ts');
    expect(empty.getAllComments().map((comment) => isBeforeFirstToken(empty, comment))).toEqual([true]);
  });
});
