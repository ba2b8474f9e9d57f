/**
 * getCommentScopes on its own: what a comment leads, found by a descent from the root along the
 * next token's position (a binary search in each list of children).
 */
import { describe, expect, it } from 'vitest';

import { getCommentScopes, type SuppressionScope } from '../../src/policy/suppression-scopes.js';
import { parseSourceCode, type SourceCode } from '../source-code.js';

function getSourceCode(code: string, parser: 'ts' | 'espree' = 'ts'): SourceCode {
  const { sourceCode, messages } = parseSourceCode(code, { parser });
  expect(messages).toEqual([]);
  return sourceCode;
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
    const sourceCode = getSourceCode(
      ['namespace N {', '  // a', '  @dec export class A {}', '  /* b */ @dec', '  export class B {}', '}'].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration ExportNamedDeclaration "@dec export class A {}"',
      'declaration ExportNamedDeclaration "@dec\\n  export class B {}"',
    ]);
  });

  it('leads nothing from inside an export list, where espree shares one identifier between local and exported', () => {
    for (const parser of ['ts', 'espree'] as const) {
      const sourceCode = getSourceCode(
        ['const a = 1;', 'export {', '  // a', '  a,', '};', '// b', 'export { a as b };'].join('\n'),
        parser,
      );
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
      [
        '@config({',
        '  // a',
        '  watch: () => {',
        '    // b',
        '    start();',
        '  },',
        '})',
        'export class A {',
        '  m(@inject({',
        '    // c',
        '    token: 1,',
        '  }) a: string) {}',
        '}',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration Property "watch: () => {\\n    // b\\n    start();\\n  }"',
      'statement ExpressionStatement "start();"',
      'declaration Property "token: 1"',
    ]);
  });
});

describe('getCommentScopes finds the node by binary search', () => {
  it('in long lists of statements, members and elements with holes', () => {
    const statements = Array.from({ length: 40 }, (_, index) => `const s${index} = ${index};`);
    statements.splice(23, 0, '// a');
    const members = Array.from({ length: 20 }, (_, index) => `  m${index}() {}`);
    members.splice(17, 0, '  // b');
    const sourceCode = getSourceCode(
      [
        ...statements,
        'class A {',
        ...members,
        '}',
        'const list = [, , () => {',
        '  // c',
        '  run();',
        '}, , 1, , ];',
        'f(1, 2, 3, 4, 5, 6, 7, 8, 9, (x) => {',
        '  // d',
        '  return x;',
        '});',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration VariableDeclaration "const s23 = 23;"',
      'declaration MethodDefinition "m17() {}"',
      'statement ExpressionStatement "run();"',
      'statement ReturnStatement "return x;"',
    ]);
  });

  it('past holes in an array or an array pattern, at its end and before its first element', () => {
    // Each search lands on a hole first: the element after it must still be found, and a search
    // past the last element must stop.
    const code = [
      'const one = [() => {',
      '  // a',
      '  run();',
      '}, , () => {',
      '  // b',
      '  run();',
      '}];',
      'const two = [1, , , () => {',
      '  // c',
      '  run();',
      '}];',
      'const end = [1, 2, , ',
      '  // d',
      '];',
      'const start = [, , () => {',
      '  // e',
      '  run();',
      '}, 1];',
      'const [p, , q = () => {',
      '  // f',
      '  run();',
      '}] = list;',
    ].join('\n');
    for (const parser of ['ts', 'espree'] as const) {
      expect(describeScopes(getSourceCode(code, parser))).toEqual([
        'statement ExpressionStatement "run();"',
        'statement ExpressionStatement "run();"',
        'statement ExpressionStatement "run();"',
        'none',
        'statement ExpressionStatement "run();"',
        'statement ExpressionStatement "run();"',
      ]);
    }
  });
});

describe('getCommentScopes among decorators', () => {
  it('leads the decorated declaration from the comment on, and nothing from inside a decorator or before a superclass', () => {
    const sourceCode = getSourceCode(
      [
        '@a(1)',
        '// a',
        '@b',
        'class C extends',
        '  // b',
        '  D {',
        '  @c({',
        '    // c',
        '    k: 1,',
        '  })',
        '  /* d */',
        '  static accessor p = 1;',
        '  m(',
        '    @e',
        '    // e',
        '    x: string,',
        '  ) {}',
        '}',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration ClassDeclaration "@b\\nclass C extends\\n  // b\\n  D {\\n  @c({\\n    // c\\n    k: 1,\\n  })\\n  /* d */\\n  static accessor p = 1;\\n  m(\\n    @e\\n    // e\\n    x: string,\\n  ) {}\\n}"',
      'none',
      'declaration Property "k: 1"',
      'declaration AccessorProperty "static accessor p = 1;"',
      'parameter Identifier "x: string"',
    ]);
  });

  it('leads a class decorated before `export default` or before `export` at the start of the file, and nothing before a comma', () => {
    // Both decorators lie outside the exported declaration; the one of a plain parameter lies
    // outside the parameter, so a comment before the comma ahead of it leads nothing.
    const sourceCode = getSourceCode(
      [
        '// a',
        '@dec',
        'export class A {}',
        '// b',
        '@dec({',
        '  // c',
        '  k: 1,',
        '})',
        'export default class B {',
        '  m(',
        '    x: string',
        '    // d',
        '    , @inject() y: string,',
        '  ) {}',
        '}',
      ].join('\n'),
    );
    expect(describeScopes(sourceCode)).toEqual([
      'declaration ExportNamedDeclaration "@dec\\nexport class A {}"',
      'declaration ExportDefaultDeclaration "@dec({\\n  // c\\n  k: 1,\\n})\\nexport default class B {\\n  m(\\n    x: string\\n    // d\\n    , @inject() y: string,\\n  ) {}\\n}"',
      'declaration Property "k: 1"',
      'none',
    ]);
  });
});
