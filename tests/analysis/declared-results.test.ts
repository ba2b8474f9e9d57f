/**
 * What a call's result may have under a name, by declared return types alone (`DeclaredResults`),
 * asked directly: `false` lets the typed layer skip typing the result, so each `false` here is a
 * question the checker is spared, and each `true` one it must still be asked.
 */
import type { ParserServicesWithTypeInformation } from '@typescript-eslint/utils';
import type * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { getCarrierNames } from '../../src/analysis/types/carrier-names.js';
import { DeclaredHolders } from '../../src/analysis/types/declared-holders.js';
import { DeclaredResults } from '../../src/analysis/types/declared-results.js';
import { getTypeScript } from '../../src/analysis/types/declarations.js';
import { createMemoryProgram } from '../memory-program.js';

const FS = [
  "declare module 'fs' {",
  '  export function readFileSync(path: string): string;',
  '  export function close(fd: number): void;',
  '}',
  "declare module 'path' {",
  '  interface PlatformPath {',
  '    resolve(...paths: string[]): string;',
  '  }',
  '  const path: PlatformPath;',
  '  export = path;',
  '}',
].join('\n');

const DI = [
  'export interface Injector<C = {}> {',
  '  resolve<K extends keyof C>(token: K): C[K];',
  '  provideValue<K extends string, V>(token: K, value: V): Injector<C & { [k in K]: V }>;',
  '  injectClass<R>(Class: new () => R): R;',
  '}',
  'export declare function createInjector(): Injector;',
].join('\n');

/** Each expression statement `x.name;` of `/p/a.ts`, with the answer for `x` and `name`. */
const typescript = getTypeScript();

function answers(files: Record<string, string>): [string, boolean][] {
  const program = createMemoryProgram({ '/p/fs.d.ts': FS, '/p/di.ts': DI, ...files });
  const carriers = getCarrierNames(typescript, program, { fsModules: [], watcherModules: [] });
  const holders = new DeclaredHolders(typescript, {} as ParserServicesWithTypeInformation, carriers);
  const results = new DeclaredResults(typescript, program, program.getTypeChecker(), carriers, (declaration) =>
    holders.mayDeclarationHold(declaration),
  );
  const file = program.getSourceFile('/p/a.ts')!;
  const found: [string, boolean][] = [];
  const visit = (node: ts.Node): void => {
    if (typescript.isExpressionStatement(node) && typescript.isPropertyAccessExpression(node.expression)) {
      const member = node.expression;
      found.push([member.getText(), results.mayHaveMember(member.expression, member.name.text)]);
    }
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('DeclaredResults', () => {
  it('follows declared return types through a chain of calls, and stops at what instantiation decides', () => {
    const code = [
      "import * as fs from 'fs';",
      "import { createInjector, type Injector } from './di';",
      'class ZqHost {',
      '  constructor(private readonly injector: Injector) {}',
      '  run() {',
      "    this.injector.provideValue('a', 1).resolve;",
      '  }',
      '}',
      "const zqChain = createInjector().provideValue('a', 1).provideValue('b', 2);",
      'zqChain.resolve;',
      'createInjector().close;',
      'createInjector().injectClass(ZqHost).resolve;',
      'declare function zqOpen(): typeof fs;',
      'zqOpen().readFileSync;',
      'declare function zqDeps(): { readFileSync: typeof fs.readFileSync };',
      'zqDeps().readFileSync;',
      'declare function zqPlain(): { readFileSync: string };',
      'zqPlain().readFileSync;',
      'declare function zqTable(): Record<string, typeof fs.readFileSync>;',
      'zqTable().readFileSync;',
      'declare function zqIndexed(): { [key: string]: typeof fs.readFileSync };',
      'zqIndexed().readFileSync;',
      'declare function zqEither(): { resolve(): typeof fs.readFileSync } | { resolve(): void };',
      'zqEither().resolve;',
      'declare function zqNeither(): { resolve(): string } | { resolve(): void };',
      'zqNeither().resolve;',
      'class ZqBase {',
      '  zqSelf(): this {',
      '    return this;',
      '  }',
      '}',
      'class ZqSub extends ZqBase {',
      '  readFileSync = fs.readFileSync;',
      '}',
      'new ZqSub().zqSelf().readFileSync;',
      'new ZqBase().zqSelf().readFileSync;',
      'declare function zqInferred(): unknown;',
      'function zqNoAnnotation() {',
      '  return fs;',
      '}',
      'zqNoAnnotation().readFileSync;',
      'zqInferred().readFileSync;',
    ].join('\n');
    expect(answers({ '/p/a.ts': code })).toEqual([
      // Methods of an interface: a method symbol classifies only by where it is declared.
      ["this.injector.provideValue('a', 1).resolve", false],
      ['zqChain.resolve', false],
      // No member of that name: the lookup may have missed where it comes from (an augmentation).
      ['createInjector().close', true],
      // `injectClass` returns its type parameter: what instantiation gives.
      ['createInjector().injectClass(ZqHost).resolve', true],
      // The module object: its members are the fs functions.
      ['zqOpen().readFileSync', true],
      ['zqDeps().readFileSync', true],
      ['zqPlain().readFileSync', false],
      // A mapped type (through the library's alias) and an index signature may answer any name.
      ['zqTable().readFileSync', true],
      ['zqIndexed().readFileSync', true],
      // A union's property is a property: `classifyHolder` reads each method's return type.
      ['zqEither().resolve', true],
      ['zqNeither().resolve', false],
      // `this` is the type the method was found on: the subclass declares the member.
      ['new ZqSub().zqSelf().readFileSync', true],
      ['new ZqBase().zqSelf().readFileSync', true],
      // An inferred return type is the checker's to say.
      ['zqNoAnnotation().readFileSync', true],
      ['zqInferred().readFileSync', true],
    ]);
  });

  it('reads every object type as possibly augmented where the program declares a global Object', () => {
    const local = ['export interface Function {', '  zqLocal: number;', '}'].join('\n');
    const global = [
      'declare global {',
      '  interface Object {',
      '    zqAnywhere: number;',
      '  }',
      '}',
      'export {};',
    ].join('\n');
    const code = ["import { createInjector } from './di';", 'createInjector().resolve;'].join('\n');
    expect(answers({ '/p/local.ts': local, '/p/a.ts': code })).toEqual([['createInjector().resolve', false]]);
    expect(answers({ '/p/global.ts': global, '/p/a.ts': code })).toEqual([['createInjector().resolve', true]]);
  });
});
