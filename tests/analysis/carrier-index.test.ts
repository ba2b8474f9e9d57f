/**
 * The program index of carrier names (`getCarrierNames`), asked directly: a name is indexed when a
 * path of the conditions its declarations read leads to one that holds, whatever order the names
 * are asked in, through cycles and to any depth.
 */
import type * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { getCarrierNames } from '../../src/analysis/types/carrier-names.js';
import { getTypeScript } from '../../src/analysis/types/declarations.js';
import { createMemoryProgram } from '../memory-program.js';

const typescript = getTypeScript();

const FS = "declare module 'fs' {\n  export function readFileSync(path: string): string;\n}";

/** A fresh index of the program each time: the index is kept per program and settings. */
let settingsCount = 0;
function indexOf(program: ts.Program) {
  settingsCount += 1;
  return getCarrierNames(typescript, program, {
    fsModules: [],
    watcherModules: [],
    pathFunctions: [`zqUnused${settingsCount}`],
  });
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('getCarrierNames', () => {
  const cycles = createMemoryProgram({
    '/fs.d.ts': FS,
    '/a.ts': [
      "import { readFileSync } from 'fs';",
      'declare const flag: boolean;',
      // A cycle with a way out to an fs export, and a cycle without one that the first reads too.
      'export const zqA = flag ? zqP : flag ? zqB : zqC;',
      'export const zqB = zqA;',
      'export const zqC = readFileSync;',
      'export const zqP = zqQ;',
      'export const zqQ = flag ? zqP : zqR;',
      'export const zqR = zqQ;',
    ].join('\n'),
  });

  it('answers names in cycles alike in every order they are asked', () => {
    const holding = { zqA: true, zqB: true, zqC: true, zqP: false, zqQ: false, zqR: false };
    for (const order of permutations(['zqB', 'zqA', 'zqQ', 'zqC', 'zqP'])) {
      const index = indexOf(cycles);
      const answers = Object.fromEntries(
        [...order, 'zqA', 'zqB', 'zqC', 'zqP', 'zqQ', 'zqR'].map((name) => [name, index.mayHold(name)]),
      );
      expect(answers, order.join(' ')).toEqual(holding);
    }
  });

  it('answers a property name like the declaration that carries it', () => {
    const index = indexOf(cycles);
    expect(['zqA', 'zqB', 'zqP'].map((name) => index.mayCarry(name))).toEqual([true, true, false]);
  });

  it('carries a member keyof reads into what holds it, and on', () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': [
        'interface ZqKeys {',
        '  zqKeyed: number;',
        '}',
        'export type ZqKey = keyof ZqKeys;',
        'declare const table: Record<string, never>;',
        'export const { zqKeyed } = table;',
        'export const zqHeld = zqKeyed;',
        'export const zqOther = table.zqNotKeyed;',
      ].join('\n'),
    });
    const index = indexOf(program);
    expect(['zqKeyed', 'zqHeld', 'zqOther'].map((name) => index.mayHold(name))).toEqual([true, true, false]);
  });

  it('leaves out a declaration whose written type is a keyword or a literal', () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': [
        "import { readFileSync } from 'fs';",
        "export const zqText: string = readFileSync('a');",
        "export const zqKind: 'a' | 'b' = readFileSync('a') as 'a';",
        'export const zqKept: typeof readFileSync | string = readFileSync;',
      ].join('\n'),
    });
    const index = indexOf(program);
    expect(['zqText', 'zqKind', 'zqKept'].map((name) => index.mayHold(name))).toEqual([false, false, true]);
  });

  it("reads a holder's type query by the name it queries, and readonly arrays and unique symbols as nothing", () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': [
        "import { readFileSync } from 'fs';",
        'declare const zqPlain: { zqWord: string };',
        'declare const zqHolder: { zqRead: typeof readFileSync };',
        'type ZqAliasOfPlain = typeof zqPlain;',
        'export declare const zqOfPlain: typeof zqPlain;',
        'export declare const zqOfHolder: typeof zqHolder;',
        'export declare const zqOfMember: typeof zqHolder.zqRead;',
        'export declare const zqViaAlias: ZqAliasOfPlain;',
        'export declare const zqList: readonly (typeof readFileSync)[];',
        'export declare const zqSymbol: unique symbol;',
        'export declare const zqKey: keyof typeof zqHolder;',
        'export class ZqSelf {',
        '  zqMe!: typeof this;',
        '}',
      ].join('\n'),
    });
    const index = indexOf(program);
    const names = ['zqOfPlain', 'zqOfHolder', 'zqOfMember', 'zqViaAlias', 'zqList', 'zqSymbol', 'zqKey', 'zqMe'];
    expect(names.map((name) => [name, index.mayHold(name)])).toEqual([
      // By the symbol of what it queries: an object, which is no fs value (its members are asked by name).
      ['zqOfPlain', false],
      ['zqOfHolder', false],
      // A member may be one nothing declares (a renamed key): anything.
      ['zqOfMember', true],
      // In an alias's body the checker's type of `zqPlain` is classified, which may be inferred.
      ['zqViaAlias', true],
      // An array holds its elements, read as such, never as a value itself.
      ['zqList', false],
      ['zqSymbol', false],
      // A key may be a unique symbol.
      ['zqKey', true],
      ['zqMe', true],
    ]);
    expect(index.mayHoldElements('zqList')).toBe(true);
  });

  it('reads a type parameter as the parameter, not as every declaration of its name', () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': [
        "import { readFileSync } from 'fs';",
        'export type T = typeof readFileSync;',
        'export interface ZqBox<V> {',
        '  zqValue: V;',
        '}',
        'export class ZqHolder<T> {',
        '  zqOwn!: T;',
        '  zqNamed!: ZqBox<T>;',
        '}',
        'export class ZqPlain {',
        '  zqAlias!: T;',
        '  zqBoxed!: ZqBox<T>;',
        '}',
      ].join('\n'),
    });
    const index = indexOf(program);
    expect(['zqOwn', 'zqNamed', 'zqAlias', 'zqBoxed'].map((name) => index.mayCarry(name))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('follows an element by its literal key only, except in a const alias, which may name any member', () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': [
        "import * as fs from 'fs';",
        'declare const table: Record<string, unknown>;',
        'declare const pair: [unknown];',
        'export const zqKey = fs.readFileSync;',
        'export const zqHolder = {',
        '  zqByName: table[zqKey],',
        '  zqByMember: table[fs.readFileSync],',
        "  zqByLiteral: fs['readFileSync'],",
        '  zqByNumber: pair[0],',
        '  zqByTemplate: fs[`readFileSync`],',
        "  zqByNumberText: pair['0'],",
        '};',
        'export let zqLet = table[zqKey.name];',
        'export const zqConst = table[zqKey.name];',
      ].join('\n'),
    });
    const index = indexOf(program);
    const members = ['zqByName', 'zqByMember', 'zqByLiteral', 'zqByNumber', 'zqByTemplate', 'zqByNumberText'];
    expect(members.map((name) => index.mayCarry(name))).toEqual([false, false, true, true, true, true]);
    expect([index.mayHold('zqLet'), index.mayHold('zqConst')]).toEqual([false, true]);
  });

  it('reads a property JavaScript declares by assignment by its JSDoc type, and its elements by what it is assigned', () => {
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.js': [
        'export class ZqBox {',
        '  constructor(zqArg) {',
        "    /** @type {typeof import('fs').readFileSync} */",
        '    this.zqBoxRead = zqArg;',
        '    /** @type {string} */',
        '    this.zqBoxName = zqArg;',
        '    this.zqBoxPlain = zqObj.zqTable;',
        "    /** @type {typeof import('fs').readFileSync} */",
        '    this.zqBoxDeclared;',
        '  }',
        '}',
        'export const zqObj = {};',
        "/** @type {typeof import('fs').readFileSync} */",
        'zqObj.zqExpando = zqObj;',
        "/** @type {Record<string, typeof import('fs').readFileSync>} */",
        'zqObj.zqTable = null;',
        'zqObj.zqCopy = zqObj.zqTable;',
        'zqObj.zqFresh = {};',
      ].join('\n'),
    });
    const index = indexOf(program);
    const properties = ['zqBoxRead', 'zqBoxName', 'zqBoxPlain', 'zqBoxDeclared', 'zqExpando'];
    // Without a JSDoc type, `classifyHolder` reads nothing of an assignment: it has no initializer.
    expect(properties.map((name) => index.mayCarry(name))).toEqual([true, false, false, true, true]);
    const holders = ['zqTable', 'zqCopy', 'zqFresh', 'zqBoxPlain'];
    expect(holders.map((name) => index.mayHoldElements(name))).toEqual([true, true, false, true]);
  });

  it('follows a chain of 5,000 aliases to its end, and answers one that leads nowhere', () => {
    const aliases = Array.from({ length: 5000 }, (_, index) => `export const zq${index + 1} = zq${index};`);
    const program = createMemoryProgram({
      '/fs.d.ts': FS,
      '/a.ts': ["import { readFileSync } from 'fs';", 'export const zq0 = readFileSync;', ...aliases].join('\n'),
      '/b.ts': ['export const zx0 = 0;', ...aliases.map((line) => line.replaceAll('zq', 'zx'))].join('\n'),
    });
    const index = indexOf(program);
    expect([index.mayHold('zq5000'), index.mayHold('zx5000'), index.mayHold('zq2500')]).toEqual([true, false, true]);
  });
});
