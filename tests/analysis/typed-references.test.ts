/**
 * The typed layer decides by the declaration the checker finds, never by a local name (DESIGN,
 * "What counts as a reference"). Each case runs typed (tests/fixtures program) and untyped (the
 * TypeScript parser without a program): `untyped` lists what the syntactic layer alone reports,
 * which pins down what types add.
 */
import type { InvalidTestCase, RuleTester, ValidTestCase } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';

import directoryRule from '../../src/rules/no-direct-directory-access.js';
import fileRule from '../../src/rules/no-direct-file-access.js';
import pathRule from '../../src/rules/no-path-resolve-on-input.js';
import { createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';
import { wording, type Wording } from '../rules/fs-operations.js';

// The wording the plugin promises, stated once in tests/rules/fs-operations.ts.
const { read, write, copyMove, probe, directory, configured } = wording;

interface Expected {
  readonly messageId: string;
  readonly data: Readonly<Record<string, string>>;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

function call(name: string, wording: Wording, line: number, column: number, endColumn: number): Expected {
  return { messageId: 'call', data: { name, ...wording }, line, column, endLine: line, endColumn };
}

function escape(name: string, wording: Wording, line: number, column: number, endColumn: number): Expected {
  return { messageId: 'escape', data: { name, ...wording }, line, column, endLine: line, endColumn };
}

interface Case {
  readonly title: string;
  readonly code: string;
  /** With types. */
  readonly typed: readonly Expected[];
  /** Without a program: what the syntactic layer sees. */
  readonly untyped?: readonly Expected[];
  readonly settings?: Record<string, unknown>;
  /** A fixture file name other than file.ts (`script.js`: JavaScript checked with allowJs). */
  readonly filename?: string;
}

type Rule = TSESLint.RuleModule<string, []>;

function toError({ messageId, data, line, column, endLine, endColumn }: Expected) {
  return { messageId, data, line, column, endLine, endColumn };
}

function run(name: string, rule: Rule, cases: readonly Case[], valid: readonly Omit<Case, 'typed'>[] = []): void {
  const settingsOf = (item: { settings?: Record<string, unknown>; filename?: string }) => ({
    ...(item.settings ? { settings: { 'vfs-compliance': item.settings } } : {}),
    ...(item.filename ? { filename: item.filename } : {}),
  });
  const toInvalid = (item: Case, errors: readonly Expected[]): InvalidTestCase<string, []> => ({
    name: item.title,
    code: item.code,
    ...settingsOf(item),
    errors: errors.map(toError),
  });
  const toValid = (item: Omit<Case, 'typed'>): ValidTestCase<[]> => ({
    name: item.title,
    code: item.code,
    ...settingsOf(item),
  });
  const testers: [string, RuleTester, (item: Case) => readonly Expected[]][] = [
    ['typed', createTypedRuleTester(), (item) => item.typed],
    ['untyped TypeScript', createUntypedRuleTester(), (item) => item.untyped ?? []],
  ];
  for (const [mode, tester, expected] of testers) {
    tester.run(`${name} (${mode})`, rule, {
      valid: [...valid.map(toValid), ...cases.filter((item) => expected(item).length === 0).map(toValid)],
      invalid: cases.filter((item) => expected(item).length > 0).map((item) => toInvalid(item, expected(item))),
    });
  }
}

run(
  'typed references: ORKVFS001',
  fileRule,
  [
    {
      title: 'renamed destructuring of a typed dependency object is the operation, whatever its local name',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'interface Deps {',
        '  fs: typeof nodeFs;',
        '}',
        'export function run(deps: Deps, p: string) {',
        '  const { readFileSync: load } = deps.fs;',
        '  const { existsSync } = deps.fs;',
        '  load(p);',
        '  existsSync(p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 8, 3, 10), call('fs.existsSync', probe, 9, 3, 16)],
    },
    {
      title: 'a local alias of a typed member is followed to its call; an interface-typed export keeps its name',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export class Job {',
        '  constructor(private readonly deps: { fs: typeof nodeFs }) {}',
        '  run(p: string) {',
        '    const load = this.deps.fs.readFileSync;',
        '    const inspect = this.deps.fs.lstatSync;',
        '    load(p);',
        '    inspect(p);',
        '    this.deps.fs.statSync(p);',
        '  }',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 7, 5, 12),
        call('fs.lstatSync', probe, 8, 5, 15),
        call('fs.statSync', probe, 9, 5, 29),
      ],
    },
    {
      title: 'operations passed as values out of a typed object escape where they leave',
      code: [
        "import { promisify } from 'node:util';",
        "import type * as nodeFs from 'node:fs';",
        'export class Job {',
        '  constructor(private readonly deps: { fs: typeof nodeFs }) {}',
        '  run(p: string) {',
        '    const load = promisify(this.deps.fs.readFile);',
        '    setImmediate(this.deps.fs.unlinkSync, p);',
        '    const handlers = { copy: this.deps.fs.copyFileSync, all: [this.deps.fs.appendFileSync] };',
        '    return [load(p), handlers];',
        '  }',
        '}',
      ].join('\n'),
      typed: [
        escape('fs.readFile', read, 6, 28, 49),
        escape('fs.unlinkSync', copyMove, 7, 18, 41),
        escape('fs.copyFileSync', copyMove, 8, 30, 55),
        escape('fs.appendFileSync', write, 8, 63, 90),
        // What came out of `promisify` is not followed to `load(p)`: the operation was reported where it went in.
      ],
    },
    {
      title: 'a typed module member exported or exported as default escapes',
      code: [
        "import { storage } from './fs-wrapper.js';",
        'export const load = storage.fs.readFileSync;',
        'export default storage.fs.writeFileSync;',
      ].join('\n'),
      typed: [escape('fs.readFileSync', read, 2, 21, 44), escape('fs.writeFileSync', write, 3, 16, 40)],
    },
    {
      title: 'a parameter destructured from typeof import("fs"), nested into promises',
      code: [
        "export function run({ readFileSync: load, promises: { readFile } }: typeof import('node:fs'), p: string) {",
        '  load(p);',
        '  return readFile(p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 2, 3, 10), call('fs.promises.readFile', read, 3, 10, 21)],
    },
    {
      title: '.call, .apply and .native on a typed module',
      code: [
        "export function run(io: typeof import('node:fs'), p: string) {",
        '  io.readFileSync.call(null, p);',
        "  io.writeFileSync.apply(null, [p, '']);",
        '  io.realpathSync.native(p);',
        '  io.existsSync.bind(io)(p);',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 2, 3, 32),
        call('fs.writeFileSync', write, 3, 3, 40),
        call('fs.realpathSync.native', probe, 4, 3, 28),
        call('fs.existsSync', probe, 5, 3, 28),
      ],
    },
    {
      title: 'computed members with a const key, a const tuple element and an as-const object key',
      code: [
        "const key = 'readFileSync';",
        "const keys = ['existsSync'] as const;",
        "const names = { read: 'readFileSync' } as const;",
        "export function run(io: typeof import('node:fs'), p: string) {",
        '  io[key](p);',
        '  io[keys[0]](p);',
        '  io[names.read](p);',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 5, 3, 13),
        call('fs.existsSync', probe, 6, 3, 17),
        call('fs.readFileSync', read, 7, 3, 20),
      ],
    },
    {
      title: "another file's exports under other names: const, renamed re-export, default",
      code: "import load, { load as read } from './fs-exports.js';\nload('c');\nread('d');",
      typed: [call('fs.readFileSync', read, 2, 1, 10), call('fs.readFileSync', read, 3, 1, 10)],
    },
    {
      title: 'a re-export through a barrel hands the operation on',
      code: "export { readFileSync as load } from './fs-barrel.js';\nexport type { Stats } from 'node:fs';\nexport { resolve } from './look-alike.js';",
      typed: [escape('fs.readFileSync', read, 1, 10, 30)],
    },
    {
      title: "a configured library's own functions through a barrel, a dependency object and a typed parameter",
      code: [
        "import { readJson, exists, tools } from './fs-extra-barrel.js';",
        "await readJson('a.json');",
        "await exists('a');",
        "await tools.fse.outputFile('b', '');",
        "await tools.move('c', 'd');",
        "export function clean(io: typeof import('fs-extra')) {",
        "  io.readFileSync('x');",
        "  return io.remove('e');",
        '}',
      ].join('\n'),
      settings: { fsModules: ['fs-extra'] },
      typed: [
        call('fs-extra.readJson', configured, 2, 7, 25),
        call('fs-extra.pathExists', configured, 3, 7, 18),
        call('fs-extra.outputFile', configured, 4, 7, 36),
        call('fs-extra.move', configured, 5, 7, 27),
        call('fs.readFileSync', read, 7, 3, 23),
        call('fs-extra.remove', configured, 8, 10, 24),
      ],
    },
    {
      title: 'optional chaining and a nullable dependency object',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function run(deps: { fs?: typeof nodeFs } | undefined, p: string) {',
        '  deps?.fs?.readFileSync(p);',
        '  const { fs } = deps ?? {};',
        '  fs?.existsSync(p);',
        '  return [deps?.fs?.unlinkSync];',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 3, 3, 28),
        call('fs.existsSync', probe, 5, 3, 20),
        escape('fs.unlinkSync', copyMove, 6, 11, 31),
      ],
    },
    {
      title: 'JavaScript checked with allowJs: require of a barrel and of a wrapper module',
      code: [
        "const { readFileSync: load } = require('./fs-barrel.js');",
        "const wrapper = require('./fs-wrapper.js');",
        "load('a');",
        "wrapper.storage.fs.existsSync('b');",
        'module.exports = { read: wrapper.deps.read };',
      ].join('\n'),
      filename: 'script.js',
      typed: [
        call('fs.readFileSync', read, 3, 1, 10),
        call('fs.existsSync', probe, 4, 1, 35),
        escape('fs.readFileSync', read, 5, 26, 43),
      ],
    },
    {
      title: 'an object holding an operation: the syntactic layer reports where it is stored, types also at the call',
      code: "import { readFileSync } from 'node:fs';\nconst api = { load: readFileSync };\napi.load('a');",
      typed: [escape('fs.readFileSync', read, 2, 21, 33), call('fs.readFileSync', read, 3, 1, 14)],
      untyped: [escape('fs.readFileSync', read, 2, 21, 33)],
    },
    {
      title: "a class's own method named like an operation hides `this.m()` only, not `this.fs.m()`",
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export class Store {',
        '  constructor(private readonly fs: typeof nodeFs) {}',
        '  readFileSync(p: string) {',
        '    return this.fs.readFileSync(p);',
        '  }',
        '  run(p: string) {',
        '    return [this.readFileSync(p), this.fs.existsSync(p)];',
        '  }',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 5, 12, 35), call('fs.existsSync', probe, 8, 35, 56)],
    },
    {
      title: "a callback's parameter used as the root of a chain ending in an operation name is asked about",
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function run(all: (typeof nodeFs)[], p: string) {',
        '  all.forEach((f) => f.readFileSync(p));',
        '  all.forEach((f) => f.toString());',
        '  return all.map((f) => f.promises.stat(p));',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 3, 22, 39), call('fs.promises.stat', probe, 5, 25, 43)],
    },
    {
      title: 'a const alias of a chain that starts at a call is followed when the chain ends in an operation name',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare function getFs(): typeof nodeFs;',
        'export function run(p: string) {',
        '  const load = getFs().readFileSync;',
        '  const check = (getFs()).existsSync;',
        '  load(p);',
        '  check(p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 6, 3, 10), call('fs.existsSync', probe, 7, 3, 11)],
    },
    {
      title: 'a private field, an asserted object and a nested destructuring are followed through declared types',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export class Store {',
        '  #fs: typeof nodeFs;',
        '  constructor(fs: typeof nodeFs, private readonly deps: { inner: { fs: typeof nodeFs } }) {',
        '    this.#fs = fs;',
        '  }',
        '  run(p: string, raw: unknown) {',
        '    this.#fs.readFileSync(p);',
        '    (raw as typeof nodeFs).existsSync(p);',
        '    (<typeof nodeFs>raw).statSync(p);',
        '    const { inner: { fs: { writeFileSync: save } } } = this.deps;',
        "    save(p, 'x');",
        '  }',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 8, 5, 29),
        call('fs.existsSync', probe, 9, 5, 41),
        call('fs.statSync', probe, 10, 5, 37),
        call('fs.writeFileSync', write, 12, 5, 17),
      ],
    },
    {
      title: 'a method of an operation other than bind is no operation; bind is',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function run(deps: { fs: typeof nodeFs }) {',
        '  return [deps.fs.readFileSync.toString(), deps.fs.existsSync.bind(null)];',
        '}',
      ].join('\n'),
      typed: [escape('fs.existsSync', probe, 3, 44, 73)],
    },
    {
      title: 'super.m() is asked about whatever the name of m',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare const Base: new () => { read: typeof nodeFs.readFileSync };',
        'export class Sub extends Base {',
        '  run(p: string) { return super.read(p); }',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 4, 27, 40)],
    },
    {
      title: "a destructured const of a call's result is followed when its key is an operation name (= and for-of)",
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare function getFs(): typeof nodeFs;',
        'declare function getAll(): (typeof nodeFs)[];',
        'export function run(p: string) {',
        '  const { readFileSync: load } = getFs();',
        '  const { readFile } = getFs().promises;',
        '  const { promises: { stat } } = getFs();',
        '  const { toString: show } = getFs();',
        '  load(p);',
        '  readFile(p);',
        '  stat(p);',
        '  show();',
        '  for (const { existsSync: check } of getAll()) check(p);',
        '  for (const { toString: text } of getAll()) text();',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 9, 3, 10),
        call('fs.promises.readFile', read, 10, 3, 14),
        call('fs.promises.stat', probe, 11, 3, 10),
        call('fs.existsSync', probe, 13, 49, 57),
      ],
    },
    {
      title: "a value annotated with an import type's typeof is that operation: typeof import('node:fs').readFileSync",
      code: [
        "export function run(read: typeof import('node:fs').readFileSync, stat: typeof import('node:fs').promises.stat, p: string) {",
        '  read(p);',
        '  return [stat(p), read];',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 2, 3, 10),
        call('fs.promises.stat', probe, 3, 11, 18),
        escape('fs.readFileSync', read, 3, 20, 24),
      ],
    },
    {
      title:
        'a configured module that is itself a function is an operation where it is called (TS import forms, JavaScript require)',
      code: [
        "import writeFile from 'callable-fs';",
        "import save = require('callable-fs');",
        "import * as lib from 'callable-fs';",
        "await writeFile('a', '');",
        "await save('b', '');",
        "await lib.default('c', '');",
        "writeFile.sync('d', '');",
        "Reflect.get(writeFile, 'sync')('e', '');",
        "Reflect.get(lib.default, 'sync')('f', '');",
        "writeFile.bind(null)('g', '');",
        'export const all = [writeFile];',
      ].join('\n'),
      settings: { fsModules: ['callable-fs'] },
      typed: [
        call('callable-fs.writeFile', write, 4, 7, 25),
        call('callable-fs.writeFile', write, 5, 7, 20),
        call('callable-fs.writeFile', write, 6, 7, 27),
        call('callable-fs.sync', configured, 7, 1, 24),
        // Reflect.get reads a member of the module: the module does not escape there.
        call('callable-fs.sync', configured, 8, 1, 40),
        call('callable-fs.sync', configured, 9, 1, 42),
        // The syntactic layer reads `bind` as the module's member; types add no second finding.
        call('callable-fs.bind', configured, 10, 1, 21),
        { messageId: 'module', data: { name: 'callable-fs' }, line: 11, column: 21, endLine: 11, endColumn: 30 },
      ],
      // Without types nothing says the module is a function.
      untyped: [
        call('callable-fs.sync', configured, 7, 1, 24),
        call('callable-fs.sync', configured, 8, 1, 40),
        call('callable-fs.sync', configured, 9, 1, 42),
        call('callable-fs.bind', configured, 10, 1, 21),
        { messageId: 'module', data: { name: 'callable-fs' }, line: 11, column: 21, endLine: 11, endColumn: 30 },
      ],
    },
    {
      title: 'a configured module that is itself a function, required in JavaScript',
      code: "const writeFile = require('callable-fs');\nwriteFile('a', '');",
      filename: 'script.js',
      settings: { fsModules: ['callable-fs'] },
      typed: [call('callable-fs.writeFile', write, 2, 1, 19)],
    },
    {
      // The binding's name is no name of fs: only its declaration, an alias of the module, makes it one.
      title: 'a configured module that is itself a function, required in JavaScript under a name of its own',
      code: "const save = require('callable-fs');\nsave('a', '');",
      filename: 'script.js',
      settings: { fsModules: ['callable-fs'] },
      typed: [call('callable-fs.writeFile', write, 2, 1, 14)],
    },
    {
      title: 'the same, inside a function',
      code: "function run() {\n  const save = require('callable-fs');\n  save('a', '');\n}\nrun();",
      filename: 'script.js',
      settings: { fsModules: ['callable-fs'] },
      typed: [call('callable-fs.writeFile', write, 3, 3, 16)],
    },
    {
      title: 'a const that shares its name with a type is still a constant key and still an alias of its chain',
      code: [
        "import type * as nodeFs from 'node:fs';",
        "const key = 'readFileSync';",
        'type key = string;',
        'interface name {',
        '  readonly size: number;',
        '}',
        "const name = 'existsSync';",
        'export function run(io: typeof nodeFs, p: string) {',
        '  io[key](p);',
        '  io[name](p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 9, 3, 13), call('fs.existsSync', probe, 10, 3, 14)],
    },
    {
      title:
        'a chain of const aliases is followed to its end, past the depth an inferred declaration is read to, also when the last one names a type too',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function run(deps: { fs: typeof nodeFs }, p: string) {',
        '  const a1 = deps.fs.readFileSync;',
        '  const a2 = a1;',
        '  const a3 = a2;',
        '  const a4 = a3;',
        '  const a5 = a4;',
        '  const a6 = a5;',
        '  a6(p);',
        '  const b6 = a5;',
        '  type b6 = string;',
        '  b6(p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 9, 3, 8), call('fs.readFileSync', read, 12, 3, 8)],
    },
    {
      title: 'a chain of typeof annotations is followed four deep, and a complete answer found once is reused',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare const a1: typeof nodeFs.readFileSync;',
        'declare const a2: typeof a1;',
        'declare const a3: typeof a2;',
        'declare const a4: typeof a3;',
        'declare const a5: typeof a4;',
        'declare const a6: typeof a5;',
        'declare const a7: typeof a6;',
        'export function run(p: string) {',
        '  a5(p);',
        '  a7(p);',
        '  a4(p);',
        '  a7(p);',
        '}',
      ].join('\n'),
      // a5 and a7 asked first meet a1 and a3 at the limit; once a4 is known to be readFileSync, a7 reaches it.
      typed: [call('fs.readFileSync', read, 12, 3, 8), call('fs.readFileSync', read, 13, 3, 8)],
    },
    {
      title: 'annotations that name each other: each is an operation whichever is asked first',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare let a: typeof b | typeof nodeFs.readFileSync;',
        'declare let b: typeof a;',
        'declare let c: typeof d;',
        'declare let d: typeof c | typeof nodeFs.readFileSync;',
        'export function run(p: string) {',
        '  a(p);',
        '  b(p);',
        '  d(p);',
        '  c(p);',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 7, 3, 7),
        call('fs.readFileSync', read, 8, 3, 7),
        call('fs.readFileSync', read, 9, 3, 7),
        call('fs.readFileSync', read, 10, 3, 7),
      ],
    },
    {
      title: 'a const asserted to an fs type is what the assertion claims, as a value and as the root of a chain',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function run(raw: unknown, p: string) {',
        '  const load = raw as typeof nodeFs.readFileSync;',
        '  const io = <typeof nodeFs>raw;',
        '  const disk = raw as typeof nodeFs;',
        '  load(p);',
        '  io.existsSync(p);',
        '  disk.statSync(p);',
        '}',
      ].join('\n'),
      typed: [
        call('fs.readFileSync', read, 6, 3, 10),
        call('fs.existsSync', probe, 7, 3, 19),
        call('fs.statSync', probe, 8, 3, 19),
      ],
    },
    {
      title: 'a global declared to hold an operation, called bare and through globalThis',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare global {',
        '  var diskRead: typeof nodeFs.readFileSync;',
        '}',
        'export function run(p: string) {',
        '  globalThis.diskRead(p);',
        '  diskRead(p);',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 6, 3, 25), call('fs.readFileSync', read, 7, 3, 14)],
    },
    {
      title: "bind of a call's result: an operation when the chain ends in one, nothing (and no crash) otherwise",
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare function getFs(): typeof nodeFs;',
        'declare function getFn(): () => void;',
        'export function run(use: (value: unknown) => void, p: string) {',
        '  getFs().readFileSync.bind(null)(p);',
        '  use(getFn().bind(null));',
        '  use((() => p).bind(null));',
        '}',
      ].join('\n'),
      typed: [call('fs.readFileSync', read, 5, 3, 37)],
    },
    {
      title: "an instance's member is reported where the class stored it, not again where it is called",
      code: [
        "import * as fs from 'node:fs';",
        'class Store {',
        '  readFileSync = fs.readFileSync;',
        '}',
        'export function run(p: string) {',
        '  return [new Store().readFileSync(p), new Store().readFileSync];',
        '}',
      ].join('\n'),
      typed: [escape('fs.readFileSync', read, 3, 18, 33)],
      untyped: [escape('fs.readFileSync', read, 3, 18, 33)],
    },
  ],
  [
    {
      title: 'look-alikes: a service class with fs-named methods, in a variable named fs',
      code: [
        'class Vfs {',
        '  readFile(p: string) {',
        '    return p;',
        '  }',
        '  readFileSync = (p: string) => p;',
        '  run() {',
        "    return [this.readFile('x'), this.readFileSync('y')];",
        '  }',
        '}',
        'const fs = new Vfs();',
        'const { readFile: load } = fs;',
        "load('a');",
        "fs.readFile('a');",
        "fs.readFileSync('b');",
        "setImmediate(fs.readFile, 'c');",
        'export const handlers = { load, read: fs.readFileSync };',
      ].join('\n'),
    },
    {
      title: 'look-alikes: a local function and an imported one named like operations, a service parameter',
      code: [
        "import { readFileSync as custom, createReadStream } from './look-alike.js';",
        "import type { IFileSystemService } from './file-system-service.js';",
        'function readFileSync(p: string) {',
        '  return p;',
        '}',
        "readFileSync('a');",
        "custom('b');",
        'export const stream = createReadStream;',
        'export function use(fs: IFileSystemService) {',
        '  const { readAllText: readFile, exists } = fs;',
        "  return [readFile('c'), exists('d'), fs.readAllText];",
        '}',
      ].join('\n'),
    },
    {
      title: "look-alikes: Promise's resolve and require.resolve",
      code: [
        "import { createRequire } from 'node:module';",
        'export const value = await Promise.resolve(1);',
        'const { resolve } = Promise;',
        'export const again = resolve.call(Promise, 2);',
        "export const where = createRequire(import.meta.url).resolve('x');",
        'const locate = require.resolve;',
        "locate('y');",
      ].join('\n'),
    },
    {
      title: "a const alias of a call's result under a name no tracked module exports is not asked about",
      code: [
        "import type * as nodeFs from 'node:fs';",
        'declare function getDeps(): { load: typeof nodeFs.readFileSync };',
        'export function run(p: string) {',
        '  const load = getDeps().load;',
        '  return load(p);',
        '}',
      ].join('\n'),
    },
    {
      title: 'objects operations return are passed on freely',
      code: [
        "import type * as nodeFs from 'node:fs';",
        'export function use(stats: nodeFs.Stats, stream: nodeFs.ReadStream, dir: nodeFs.Dir) {',
        '  console.log(stats, stream, dir);',
        '  return [stats.isFile(), stream, dir.close()];',
        '}',
      ].join('\n'),
    },
  ],
);

run('typed references: ORKVFS002', directoryRule, [
  {
    title: "another file's exports under other names: a const and a renamed re-export",
    code: "import { listDir, removeTree } from './fs-exports.js';\nlistDir('a');\nremoveTree('b');",
    typed: [call('fs.readdirSync', directory, 2, 1, 13), call('fs.rmSync', directory, 3, 1, 16)],
  },
  {
    title: 'renamed destructuring and an escape from a typed parameter',
    code: [
      "export function run(io: typeof import('node:fs'), p: string) {",
      '  const { mkdirSync: make, promises } = io;',
      '  make(p);',
      '  return [promises.readdir, io.rmSync];',
      '}',
    ].join('\n'),
    typed: [
      call('fs.mkdirSync', directory, 3, 3, 10),
      escape('fs.promises.readdir', directory, 4, 11, 27),
      escape('fs.rmSync', directory, 4, 29, 38),
    ],
  },
]);

run(
  'typed references: ORKVFS004',
  pathRule,
  [
    {
      title: "a typed path module's resolve: .call and .apply hand on their arguments, a value escapes",
      code: [
        "export function run(p: typeof import('node:path'), input: string) {",
        "  p.resolve.call(null, 'a', 'b');",
        "  p.resolve.apply(null, ['a', input]);",
        "  return [p.resolve('a'), p.resolve(input), ['x'].map(p.resolve)];",
        '}',
      ].join('\n'),
      typed: [
        {
          messageId: 'nonConstant',
          data: { name: 'path.resolve', argument: 'input', instead: '`resolveAndValidate()`' },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 38,
        },
        {
          messageId: 'nonConstant',
          data: { name: 'path.resolve', argument: 'input', instead: '`resolveAndValidate()`' },
          line: 4,
          column: 27,
          endLine: 4,
          endColumn: 43,
        },
        { messageId: 'escape', data: { name: 'path.resolve' }, line: 4, column: 55, endLine: 4, endColumn: 64 },
      ],
    },
  ],
  [
    {
      title: "look-alike resolves: Promise's, a service's",
      code: [
        "import type { IFileSystemService } from './file-system-service.js';",
        'export function run(fs: IFileSystemService, input: string) {',
        '  return [fs.resolveAndValidate(input), Promise.resolve(input), [input].map(fs.resolveAndValidate)];',
        '}',
      ].join('\n'),
    },
  ],
);
