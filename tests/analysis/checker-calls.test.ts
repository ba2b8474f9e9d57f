/**
 * "Type checker calls only on candidates" (DESIGN, quality bars), measured where it is cheap to
 * measure: which nodes the shared analysis asks the checker about. Timing is the benchmark's job;
 * this only pins down that a syntactic filter runs first.
 */
import path from 'node:path';

import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import type * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { getFileAnalysis } from '../../src/analysis/index.js';
import type { VfsCode } from '../../src/analysis/knowledge/codes.js';
import { fixturesDir } from '../rule-tester.js';

type SpiedMethod = 'getSymbolAtLocation' | 'getTypeAtLocation' | 'getTypeFromTypeNode';

/**
 * The text of every node of the linted file the checker's `method` is asked about while the
 * findings of `code` are computed — from the shared analysis on (`analysis`), or only what the
 * code's producer adds to it (`producer`).
 */
function getCheckerQueries(
  source: string,
  code: VfsCode,
  method: SpiedMethod,
  settings: Record<string, unknown> = {},
  phase: 'analysis' | 'producer' = 'producer',
): string[] {
  const queries: string[] = [];
  const probe: TSESLint.RuleModule<'never'> = {
    defaultOptions: [],
    meta: { type: 'problem', messages: { never: 'never' }, schema: [] },
    create(context) {
      return {
        Program() {
          const { program } = context.sourceCode.parserServices ?? {};
          if (!program) throw new Error('test bug: the probe needs a TypeScript program');
          // The shared facts (references, typed ones included) are computed on first use: read them first.
          if (phase === 'producer') void getFileAnalysis(context).references;
          const checker = program.getTypeChecker() as unknown as Record<SpiedMethod, (node: ts.Node) => unknown>;
          const original = checker[method];
          checker[method] = (node: ts.Node) => {
            // Nodes of the linted file; reading a module's declarations once per program is not a question about the file.
            if (node.getSourceFile().fileName === linted) queries.push(node.getText());
            return original.call(checker, node);
          };
          try {
            getFileAnalysis(context).getFindings(code);
          } finally {
            checker[method] = original;
          }
        },
      };
    },
  };
  const linter = new Linter({ cwd: fixturesDir });
  const linted = path.join(fixturesDir, 'file.ts');
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.ts'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: fixturesDir },
        },
        plugins: { probe: { rules: { probe: probe as never } } },
        rules: { 'probe/probe': 'error' },
        settings: { 'vfs-compliance': settings },
      },
    ],
    linted,
  );
  expect(messages).toEqual([]);
  return queries;
}

describe('the typed layer asks about values that may be fs, never decided by their local names', () => {
  const both = (source: string, settings: Record<string, unknown> = {}) => ({
    symbols: getCheckerQueries(source, 'ORKVFS001', 'getSymbolAtLocation', settings, 'analysis'),
    types: getCheckerQueries(source, 'ORKVFS001', 'getTypeAtLocation', settings, 'analysis'),
  });

  it('not a local function or class, a primitive, a fresh object, nor a method of the class around', () => {
    const source = [
      'function local(p: string) {\n  return p;\n}',
      "class Tool {\n  run() {\n    return this.helper('a');\n  }\n  helper(p: string) {\n    return local(p);\n  }\n}",
      "const text = 'a';",
      "export const results = [local(text), new Tool().run(), text.trim(), 'b'.toUpperCase(), { a: 1 }];",
    ].join('\n');
    expect(both(source)).toEqual({ symbols: [], types: [] });
  });

  it('a renamed binding once, through the chain it destructures, however often it is used', () => {
    const source = [
      "import type * as nodeFs from 'node:fs';",
      'export function run(deps: { fs: typeof nodeFs }, p: string) {',
      '  const { readFileSync: load } = deps.fs;',
      '  load(p);',
      '  load(p);',
      '  return [load];',
      '}',
    ].join('\n');
    expect(both(source)).toEqual({ symbols: ['deps'], types: [] });
  });

  it('a chain through declared types: `this` once per method, no question per member', () => {
    const source = [
      "import type * as nodeFs from 'node:fs';",
      'export class Job {',
      '  constructor(private readonly deps: { fs: typeof nodeFs }) {}',
      '  run(p: string) {',
      '    this.deps.fs.readFileSync(p);',
      '    this.deps.fs.existsSync(p);',
      '  }',
      '}',
    ].join('\n');
    expect(both(source)).toEqual({ symbols: [], types: ['this'] });
  });

  it('a receiver of primitive type never; an array one once, whatever path functions the settings name', () => {
    const source =
      'export function run(parts: string[], separator: string, text: string) {\n  return [parts.join(separator), text.normalize(separator)];\n}';
    expect(both(source)).toEqual({ symbols: ['parts'], types: [] });
    expect(both(source, { pathFunctions: ['join', 'normalize'] })).toEqual({ symbols: ['parts'], types: [] });
  });

  it('the key of a computed member only when it is a constant', () => {
    const source = [
      "const key = 'readFileSync';",
      "export function run(io: typeof import('node:fs'), list: string[], index: number, p: string) {",
      '  let at = 0;',
      '  io[key](p);',
      '  return [list[index], list[at]];',
      '}',
    ].join('\n');
    expect(both(source)).toEqual({ symbols: ['io'], types: ['key'] });
  });

  it('a chain from a call only under a name a tracked module declares (configured modules included)', () => {
    const source = [
      "declare function getDeps(): { fs: typeof import('node:fs'); load: (p: string) => string };",
      "declare function tools(): typeof import('fs-extra');",
      "getDeps().fs.readFileSync('a');",
      "getDeps().load('b');",
      "export const data = await tools().readJson('c');",
    ].join('\n');
    expect(both(source)).toEqual({ symbols: [], types: ['getDeps()'] });
    expect(both(source, { fsModules: ['fs-extra'] })).toEqual({ symbols: [], types: ['getDeps()', 'tools()'] });
  });

  it('a chain from a call under a path function only while the settings name it (one program, settings in turn)', () => {
    const source = [
      'declare function paths(): { normalize(p: string): string; relative(a: string, b: string): string };',
      "export const out = [paths().normalize('a'), paths().relative('b', 'c')];",
    ].join('\n');
    // The names are kept per program and settings: each run reads the set its own settings make.
    expect(both(source)).toEqual({ symbols: [], types: [] });
    expect(both(source, { pathFunctions: ['normalize'] })).toEqual({ symbols: [], types: ['paths()'] });
    expect(both(source, { pathFunctions: ['relative'] })).toEqual({ symbols: [], types: ['paths()'] });
    expect(both(source)).toEqual({ symbols: [], types: [] });
  });
});

describe('ORKVFS004 follows an argument to its origin without asking for types', () => {
  const source = [
    "import path from 'node:path';",
    "import { ROOT, FOLDERS } from './path-constants.js';",
    "export function run(input: string, body: { dir: 'a' }, raw: string) {",
    "  const parsed = JSON.parse(raw) as { dir: 'a' };",
    "  path.resolve(input as 'a');",
    '  path.resolve(body.dir);',
    '  path.resolve(parsed.dir);',
    '  path.resolve(ROOT, FOLDERS.cache);',
    '  path.resolve(ROOT, FOLDERS.nested.logs, `${ROOT}/x`);',
    '}',
  ].join('\n');

  it('never asks for the type of an argument', () => {
    const queries = getCheckerQueries(source, 'ORKVFS004', 'getTypeAtLocation');
    expect(queries.filter((text) => /input|body|parsed|ROOT|FOLDERS/u.test(text))).toEqual([]);
  });

  it('resolves imported names only: a parameter or a local binding costs no checker call', () => {
    const queries = getCheckerQueries(source, 'ORKVFS004', 'getSymbolAtLocation');
    expect(queries.filter((text) => /input|body|parsed|dir|raw/u.test(text))).toEqual([]);
    expect(queries).toEqual(expect.arrayContaining(['ROOT', 'FOLDERS']));
  });

  it('resolves an imported binding once, however often the file reads it', () => {
    const queries = getCheckerQueries(source, 'ORKVFS004', 'getSymbolAtLocation');
    expect(queries.filter((text) => text === 'ROOT' || text === 'FOLDERS')).toEqual(['ROOT', 'FOLDERS']);
  });

  it('asks neither the type of a literal key nor the symbol of a call not named like a path or URL helper', () => {
    const calls = [
      "import path from 'node:path';",
      "import { FOLDERS, ROOT } from './path-constants.js';",
      'declare function pick(dir: string): string;',
      "path.resolve(FOLDERS['cache'], FOLDERS.list[1], pick(ROOT));",
    ].join('\n');
    expect(getCheckerQueries(calls, 'ORKVFS004', 'getTypeAtLocation')).toEqual([]);
    expect(getCheckerQueries(calls, 'ORKVFS004', 'getSymbolAtLocation')).toEqual(['FOLDERS']);
  });
});

describe('ORKVFS007 resolves a type annotation only when it may be the service', () => {
  it('not an interface, class or enum of another name', () => {
    const source = [
      'interface ILogger {\n  log(text: string): void;\n}',
      'class Options {}',
      'enum Mode {\n  Read,\n}',
      "import type { IFileSystemService as Disk } from './file-system-service.js';",
      'export class Reader {\n  constructor(private readonly logger?: ILogger, options?: Options, mode?: Mode) {}\n  disk?: Disk;\n}',
      'export interface Deps {\n  logger?: ILogger | null;\n}',
    ].join('\n');
    expect(getCheckerQueries(source, 'ORKVFS007', 'getTypeFromTypeNode')).toEqual([]);
  });

  it('an imported alias and a generic wrapper are asked about; an alias the file declares is read as written', () => {
    const source = [
      "import type { MaybeFs, Opt } from './optional-services.js';",
      "import type { IFileSystemService as Disk } from './file-system-service.js';",
      'type Local = Disk | null;',
      'export function load(fs: MaybeFs, other: Opt<string>, local: Local) {\n  return [fs, other, local];\n}',
    ].join('\n');
    expect(getCheckerQueries(source, 'ORKVFS007', 'getTypeFromTypeNode')).toEqual(['MaybeFs', 'Opt<string>']);
  });

  it('an alias of undefined next to the service, not one next to another type', () => {
    const source = [
      "import type { IFileSystemService } from './file-system-service.js';",
      'interface ILogger {\n  log(text: string): void;\n}',
      'type Nothing = undefined;',
      'export function load(fs: IFileSystemService | Nothing, logger: ILogger | Nothing) {\n  return [fs, logger];\n}',
    ].join('\n');
    expect(getCheckerQueries(source, 'ORKVFS007', 'getTypeFromTypeNode')).toEqual(['Nothing']);
  });
});

/**
 * Declarations that make the member names of the cases below names an fs value may be carried
 * under (the program index, src/analysis/types/carrier-names.ts), so the verdicts decide.
 */
const CARRIERS =
  "declare const carriers: Record<'go' | 'map' | 'trim' | 'toFixed' | 'toString', typeof import('node:fs').readFileSync>;";
/** Declarations that can hold an fs value under these names, so the program index lets bindings of them through. */
const HOLDERS =
  "declare const holders: { ext: typeof import('node:fs').readFileSync; reopened: typeof import('node:fs').readFileSync; spread: typeof import('node:fs').readFileSync };";

describe('what a declaration shows decides whether its binding is asked about', () => {
  const symbols = (lines: string[]) =>
    getCheckerQueries(lines.join('\n'), 'ORKVFS001', 'getSymbolAtLocation', {}, 'analysis');
  const types = (lines: string[]) =>
    getCheckerQueries(lines.join('\n'), 'ORKVFS001', 'getTypeAtLocation', {}, 'analysis');

  it('a binding to a local function, through a condition, a logical or a reassignment', () => {
    const source = [
      HOLDERS,
      'declare const flag: boolean;',
      'declare const ext: (p?: string) => void;',
      'export function run(p: string) {',
      '  const direct = () => 1;',
      '  const either = flag ? () => 1 : function () {};',
      '  const guarded = flag && (() => 1);',
      '  const fallback = ext && (() => 1);',
      '  let replaced = () => 1;',
      '  replaced = () => 2;',
      '  let reopened = () => 1;',
      '  reopened = ext;',
      '  let spread = () => 1;',
      '  ({ spread } = { spread: ext });',
      '  const kept = flag ? ext : () => 1;',
      '  const kept2 = flag ? () => 1 : ext;',
      '  return [direct(), either(), guarded && guarded(), fallback(), replaced(), reopened(p), spread(p), kept(p), kept2(p)];',
      '}',
    ];
    // `spread` is a binding of the function, asked by its own declaration (a local function) and by
    // what its assignments store (`reopened = ext` is one; a destructuring assignment stores nothing
    // the typed layer follows), not by the other declarations named `spread` (HOLDERS has one).
    // `kept` and `kept2` hold what either branch holds: the branch `ext` is asked for its symbol (no
    // type is inferred), the local function is no declaration's value.
    expect(symbols(source)).toEqual(['ext', 'reopened', 'kept', 'ext', 'kept2', 'ext']);
    // Without a declaration of those names able to hold an fs value (`ext` is typed as a function,
    // `reopened` is declared with one), the program index leaves them out, and so the branches.
    expect(symbols(source.filter((line) => line !== HOLDERS))).toEqual([]);
  });

  it('a binding by its own declarations, not by every declaration of its name in the program', () => {
    const source = [
      "import type * as nodeFs from 'node:fs';",
      'declare function run(value: unknown): void;',
      'export function reads(io: typeof nodeFs.readFileSync, p: string) {',
      '  return io(p);',
      '}',
      'export function hands(io: () => void, list: string[], { io: inner }: { io: () => void }) {',
      '  run(io);',
      '  run(inner);',
      '  for (const io of list) run(io);',
      '  return () => {',
      '    const io = list.length;',
      '    run(io);',
      '  };',
      '}',
    ];
    // The first `io` holds an fs function (asked, then its annotation's name), so the index holds the
    // name `io`; the others are declared with a function type, a key no declaration carries, an
    // iterated string and a number.
    expect(symbols(source)).toEqual(['io', 'nodeFs.readFileSync']);
  });

  it('a chain from a call, an iteration, an instance or a callback parameter only under an fs name', () => {
    const source = [
      CARRIERS,
      'type Io = { go(): void; readFileSync(p: string): string };',
      'declare function make(): Io;',
      'declare const io: Io;',
      'declare const flag: boolean;',
      'declare const list: Io[];',
      'class Box {\n  go() {}\n}',
      'export async function run(p: string) {',
      '  const made = make();',
      '  made.go();',
      '  made.readFileSync(p);',
      '  const box = new Box();',
      '  box.go();',
      '  const awaited = await make();',
      '  awaited.go();',
      '  const loaded = await import(p);',
      '  loaded.go();',
      '  const plain = await io;',
      '  plain.go();',
      '  const required = require(p);',
      '  required.go();',
      '  for (const item of list) item.readFileSync(p);',
      '  for (const key in list) key.readFileSync(p);',
      '  let later;',
      '  later.readFileSync(p);',
      '  let was = make();',
      '  was = () => 1;',
      '  was.readFileSync(p);',
      '  const mixed = flag ? make() : io;',
      '  mixed.go();',
      '  const mixed2 = flag ? io : make();',
      '  mixed2.go();',
      '  list.map((entry) => entry.go());',
      '  list.map(function (entry) {\n    return entry.go();\n  });',
      '}',
      'export function* steps() {\n  const got = yield 1;\n  got.go();\n}',
    ];
    expect(types(source)).toEqual([]);
    expect(symbols(source)).toEqual([
      'made',
      'loaded',
      'plain',
      'required',
      'item',
      'key',
      'was',
      'mixed',
      'mixed2',
      // `list.map(…)`: `map` is a carrier name. `for (const item of list)` does not ask about `list`
      // itself: its declared `Io[]` holds no fs value, and no other declaration of that name that
      // an expression can reach does (a parameter of a bodiless signature of @types/node is none).
      'list',
    ]);
    // Without a declaration able to hold an fs value under `go` and `map`, the program index
    // (src/analysis/types/carrier-names.ts) leaves those chains out before any verdict.
    expect(symbols(source.filter((line) => line !== CARRIERS))).toEqual(['made', 'item', 'key', 'was']);
  });

  it('an annotated or merged binding by its declared type, not by how it is bound', () => {
    const source = [
      CARRIERS,
      'type Io = { go(): void; readFileSync(p: string): string };',
      'declare const io: Io;',
      'enum Merged {\n  A,\n}',
      'namespace Merged {\n  export declare const go: () => void;\n}',
      'export class Tool {\n  static go() {}\n}',
      "export function run(text: string, { length }: string, either: string | number, mode: 'r' | Io, entry = io) {",
      '  const typed: string = text;',
      '  const wide: Io = io;',
      '  const { length: size }: string = text;',
      '  Merged.go();',
      '  Tool.go();',
      '  return [typed.trim(), wide.go(), size.toFixed(), length.toFixed(), either.toString(), mode.toString(), entry.go()];',
      '}',
      'export const handlers = {\n  run(first) {\n    return first.go();\n  },\n};',
      'export class Job {\n  run(second) {\n    return second.go();\n  }\n}',
      'export function outer(callback = function (third) {\n  return third.go();\n}) {\n  return callback;\n}',
      "export function twice(value) {\n  var value;\n  return value.readFileSync('a');\n}",
    ];
    expect(types(source)).toEqual([]);
    // `entry = io`: `io`'s type is an object literal type, which no index entry holds, so it is not asked.
    expect(symbols(source)).toEqual(['Merged', 'Tool', 'wide', 'size', 'length', 'mode', 'entry', 'second', 'value']);
    // `callback` defaults to a function expression: its own declaration cannot hold an fs value (one
    // passed in is reported where it is passed), whichever other declaration is named `callback`
    // (@types/node's bodiless signatures have parameters of that name, no longer in the index either).
  });

  it('`this.m` only when the class around declares no method `m` on the same side (static or not)', () => {
    const source = [
      'export class Tool {',
      '  static make() {\n    return this.build();\n  }',
      '  static build() {}',
      '  static {\n    this.build();\n  }',
      '  own() {\n    return this.helper();\n  }',
      '  field() {\n    return this.arrow();\n  }',
      '  functionField() {\n    return this.plain();\n  }',
      '  value() {\n    return this.data();\n  }',
      '  getter() {\n    return this.size();\n  }',
      '  otherSide() {\n    return this.build();\n  }',
      "  computed() {\n    return this['helper']();\n  }",
      '  helper() {}',
      '  arrow = () => 1;',
      '  plain = function () {\n    return this.helper();\n  };',
      '  data = 1;',
      '  get size() {\n    return 1;\n  }',
      '}',
      'export function loose(this: Tool) {\n  return this.helper();\n}',
    ];
    // One question per function that reads a member the class does not declare as a method on its
    // side, under a name the program index holds (src/analysis/types/carrier-names.ts): `value`
    // (`data`, a name fixtures declare with a member initialiser), `computed`, the function stored
    // in a field and `loose` (`helper`, a key the file spells as a string). `getter` and `otherSide`
    // read `size` and `build`, which no declaration able to hold an fs value carries.
    expect(types(source)).toEqual(['this', 'this', 'this', 'this']);
    expect(symbols(source)).toEqual([]);
  });
});
