/**
 * getCommentScopes on its own: what a comment leads, found by a descent from the root along the
 * next token's position (a binary search in each list of children).
 */
import tsParser from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import { getCommentScopes, type SuppressionScope } from '../../src/policy/suppression-scopes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The `SourceCode` ESLint builds for `code` (with parents set, as rules see it). */
function getSourceCode(code: string, parser: 'ts' | 'espree' = 'ts'): SourceCode {
  let captured: SourceCode | undefined;
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    {
      files: ['**/*.ts'],
      languageOptions: parser === 'ts' ? { parser: tsParser } : { sourceType: 'module', ecmaVersion: 'latest' },
      plugins: {
        capture: {
          rules: {
            capture: {
              create(context) {
                return {
                  'Program:exit'() {
                    captured = context.sourceCode as unknown as SourceCode;
                  },
                };
              },
            },
          },
        },
      },
      rules: { 'capture/capture': 'error' },
    },
  ], 'file.ts');
  expect(messages).toEqual([]);
  if (!captured) throw new Error('the capture rule did not run');
  return captured;
}

/** Each comment's scope, described as `line N`, `<label> <node type> <covered text>` or `none`. */
function describeScopes(sourceCode: SourceCode, comments = sourceCode.getAllComments()): string[] {
  const scopes = getCommentScopes(sourceCode, comments);
  return comments.map((comment) => describeScope(sourceCode, scopes.get(comment)));
}

function describeScope(sourceCode: SourceCode, scope: SuppressionScope | undefined): string {
  if (!scope) return 'none';
  if (scope.kind === 'line') return `line ${scope.line}`;
  if (scope.kind === 'file') return 'file';
  return `${scope.label} ${scope.node.type} ${JSON.stringify(sourceCode.text.slice(...scope.range))}`;
}

describe('getCommentScopes', () => {
  it('leads statements and declarations, exported and decorated ones from the comment on, and nothing inside arguments or at the end', () => {
    const sourceCode = getSourceCode(
      [
        '// a',
        'export const a = 1; // b',
        'function f() {',
        '  // c',
        '  return a;',
        '}',
        '// d',
        '@dec',
        '// e',
        '@dec',
        'export class A {}',
        'f(',
        '  // f',
        '  a,',
        ');',
        '// g',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration ExportNamedDeclaration "export const a = 1;"',
      'line 2',
      'statement ReturnStatement "return a;"',
      'declaration ExportNamedDeclaration "@dec\\n// e\\n@dec\\nexport class A {}"',
      'declaration ExportNamedDeclaration "@dec\\nexport class A {}"',
      'none',
      'none',
    ]);
  });

  it('leads a decorated class exported from a namespace, from the decorator on', () => {
    const sourceCode = getSourceCode(['namespace N {', '  // a', '  @dec export class A {}', '  /* b */ @dec', '  export class B {}', '}'].join('\n'));
    expect(describeScopes(sourceCode)).toEqual([
      'declaration ExportNamedDeclaration "@dec export class A {}"',
      'declaration ExportNamedDeclaration "@dec\\n  export class B {}"',
    ]);
  });

  it('leads nothing from inside an export list, where espree shares one identifier between local and exported', () => {
    for (const parser of ['ts', 'espree'] as const) {
      const sourceCode = getSourceCode(['const a = 1;', 'export {', '  // a', '  a,', '};', '// b', 'export { a as b };'].join('\n'), parser);
      expect(describeScopes(sourceCode)).toEqual(['none', 'declaration ExportNamedDeclaration "export { a as b };"']);
    }
  });

  it('leads a parameter, a decorated one and a decorated parameter property', () => {
    // typescript-estree leaves the decorator of a plain parameter outside the parameter's range.
    const sourceCode = getSourceCode(
      [
        'class A {',
        '  constructor(',
        '    // a',
        '    x: string,',
        '    // b',
        '    @inject() z: string,',
        '    // c',
        '    @inject() private readonly y: string,',
        '  ) {}',
        '}',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'parameter Identifier "x: string"',
      'parameter Identifier "@inject() z: string"',
      'parameter TSParameterProperty "@inject() private readonly y: string"',
    ]);
  });

  it('finds its way into the arguments of a decorator that lies outside what it decorates', () => {
    const sourceCode = getSourceCode(
      ['@config({', '  // a', '  watch: () => {', '    // b', '    start();', '  },', '})', 'export class A {', '  m(@inject({', '    // c', '    token: 1,', '  }) a: string) {}', '}'].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration Property "watch: () => {\\n    // b\\n    start();\\n  }"',
      'statement ExpressionStatement "start();"',
      'declaration Property "token: 1"',
    ]);
  });
});
