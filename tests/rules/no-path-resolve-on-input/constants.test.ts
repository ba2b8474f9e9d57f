/**
 * ORKVFS004: what counts as a compile-time constant (`src/analysis/syntax/constant-values.ts`), form by
 * form, each next to the look-alike that is input. Run typed, untyped TypeScript and plain
 * JavaScript (espree) like the rule's main test; a case is `ts` when it uses TypeScript syntax.
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

import rule, { type MessageIds, type Options } from '../../../src/rules/no-path-resolve-on-input.js';
import { range } from '../../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

interface Expected {
  /** The whole call the editor underlines: its first occurrence after `after`. */
  readonly at: string;
  readonly after?: string;
  /** The argument the message names. */
  readonly argument: string;
  readonly name?: string;
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
  readonly ts?: boolean;
  /** Only without type information: code TypeScript rejects, which the checker answers its own way. */
  readonly untypedOnly?: boolean;
  readonly settings?: Record<string, unknown>;
}

const valid: Case[] = [];
const invalid: Case[] = [];

// --- import.meta and its look-alikes -------------------------------------------------------

valid.push({
  title: 'import.meta.url, dirname and filename, also with a string key',
  code: [
    "import path from 'node:path';",
    "path.resolve(import.meta.dirname, import.meta['filename'], import.meta.url);",
  ].join('\n'),
});

invalid.push({
  title:
    'a member named like import.meta’s of anything but import.meta is input: meta.url, options.filename, options.meta.dirname, new.target.url',
  code: [
    "import path from 'node:path';",
    'export function run(meta, options) {',
    '  path.resolve(meta.url);',
    '  path.resolve(options.filename);',
    '  path.resolve(options.meta.dirname);',
    '  path.resolve(new.target.url);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(meta.url)', argument: 'meta.url' },
    { at: 'path.resolve(options.filename)', argument: 'options.filename' },
    { at: 'path.resolve(options.meta.dirname)', argument: 'options.meta.dirname' },
    { at: 'path.resolve(new.target.url)', argument: 'new.target.url' },
  ],
});

invalid.push({
  title: 'import.meta members other than the location, and import.meta with a key the file cannot read, are input',
  code: [
    "import path from 'node:path';",
    'export function run(key) {',
    '  path.resolve(import.meta.env);',
    '  path.resolve(import.meta[key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(import.meta.env)', argument: 'import.meta.env' },
    { at: 'path.resolve(import.meta[key])', argument: 'import.meta[key]' },
  ],
});

// --- bindings ------------------------------------------------------------------------------

invalid.push({
  title: 'a var initialised from itself is not a constant (in a script another file may have set it)',
  code: ["import path from 'node:path';", "var dir = dir || '/srv';", 'path.resolve(dir);'].join('\n'),
  errors: [{ at: 'path.resolve(dir)', argument: 'dir' }],
});

invalid.push({
  title: 'a let destructured from a frozen literal and then reassigned is input',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const DIRS = { cache: '/cache' } as const;",
    'export function run(input: string) {',
    '  let { cache } = DIRS;',
    '  cache = input;',
    '  path.resolve(cache);',
    '}',
  ].join('\n'),
  errors: [{ at: 'path.resolve(cache)', argument: 'cache' }],
});

valid.push({
  title: 'a type named like a const does not hide the const: ROOT, a frozen table and a destructured member',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const ROOT = '/srv';",
    'type ROOT = typeof ROOT;',
    "const Mode = { cache: 'cache', logs: 'logs' } as const;",
    'type Mode = (typeof Mode)[keyof typeof Mode];',
    'const { logs } = Mode;',
    'interface logs { readonly name: string }',
    'export function run(key: keyof typeof Mode) {',
    '  path.resolve(ROOT);',
    '  path.resolve(Mode.cache);',
    '  path.resolve(Mode[key]);',
    '  path.resolve(logs);',
    '}',
  ].join('\n'),
});

invalid.push({
  title:
    'a name declared twice as a value is input: const then var, a destructured const then var, a duplicate enum member',
  ts: true,
  // TypeScript rejects each redeclaration (TS2451, TS2300); the parser accepts them, and the last one wins at run time.
  untypedOnly: true,
  code: [
    "import path from 'node:path';",
    "const DIRS = { cache: '/cache' } as const;",
    "enum Folder { A = 'a', A = process.env.A, B = A }",
    "const ROOT = '/srv';",
    'var ROOT = process.env.ROOT;',
    'const { cache } = DIRS;',
    'var cache = process.env.CACHE;',
    'path.resolve(ROOT);',
    'path.resolve(cache);',
    'path.resolve(Folder.B);',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(ROOT)', argument: 'ROOT' },
    { at: 'path.resolve(cache)', argument: 'cache' },
    { at: 'path.resolve(Folder.B)', argument: 'Folder.B' },
  ],
});

// --- type assertions around a constant ----------------------------------------------------------

valid.push({
  title: 'as, !, <T> and satisfies hand a constant through',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const ROOT = '/srv';",
    'path.resolve(ROOT as string, ROOT!, <string>ROOT, ROOT satisfies string);',
    "path.resolve((ROOT as string) + '/x', `${ROOT!}/y`, (<string>ROOT) || '/', (ROOT satisfies string) ? '/a' : '/b');",
  ].join('\n'),
});

// --- as const, and other assertions on a literal ----------------------------------------------

invalid.push({
  title: 'a literal asserted to another type than const is a plain object or array: its members are input',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const DIRS = { cache: '/cache' } as Record<string, string>;",
    "const LIST = ['/a'] as readonly string[];",
    "const NAMED = { logs: '/logs' } as Dirs.const;",
    'path.resolve(DIRS.cache);',
    'path.resolve(LIST[0]);',
    'path.resolve(NAMED.logs);',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(DIRS.cache)', argument: 'DIRS.cache' },
    { at: 'path.resolve(LIST[0])', argument: 'LIST[0]' },
    { at: 'path.resolve(NAMED.logs)', argument: 'NAMED.logs' },
  ],
});

// --- choices and fallbacks ------------------------------------------------------------------------

valid.push({
  title: 'a choice or a fallback between constants, whatever decides it',
  code: [
    "import path from 'node:path';",
    "const ROOT = '/srv';",
    'export function run(flag) {',
    "  return path.resolve(flag ? '/a' : '/b', ROOT || '/srv', ROOT ?? '/srv', ROOT && '/b');",
    '}',
  ].join('\n'),
});

invalid.push({
  title: 'a choice or a fallback with input on either side is input',
  code: [
    "import path from 'node:path';",
    'export function run(flag, input) {',
    "  path.resolve(flag ? '/srv' : input);",
    "  path.resolve(flag ? input : '/srv');",
    "  path.resolve(input || '/srv');",
    "  path.resolve('/srv' ?? input);",
    "  path.resolve('/srv' && input);",
    '}',
  ].join('\n'),
  errors: [
    { at: "path.resolve(flag ? '/srv' : input)", argument: "flag ? '/srv' : input" },
    { at: "path.resolve(flag ? input : '/srv')", argument: "flag ? input : '/srv'" },
    { at: "path.resolve(input || '/srv')", argument: "input || '/srv'" },
    { at: "path.resolve('/srv' ?? input)", argument: "'/srv' ?? input" },
    { at: "path.resolve('/srv' && input)", argument: "'/srv' && input" },
  ],
});

// --- globals ------------------------------------------------------------------------------------------

valid.push({
  title: '__dirname, __filename and undefined, also when declared as globals (/* global */, languageOptions.globals)',
  code: [
    '/* global __dirname, __filename */',
    "import path from 'node:path';",
    'path.resolve(__dirname, __filename, undefined);',
  ].join('\n'),
});

invalid.push({
  title: 'any other global is input, declared or not',
  code: [
    '/* global TABLE, dir */',
    "import path from 'node:path';",
    'export function run(key) {',
    '  path.resolve(name);',
    '  path.resolve(dir);',
    '  path.resolve(TABLE[key]);',
    '  path.resolve(TABLE.cache);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(name)', argument: 'name' },
    { at: 'path.resolve(dir)', argument: 'dir' },
    { at: 'path.resolve(TABLE[key])', argument: 'TABLE[key]' },
    { at: 'path.resolve(TABLE.cache)', argument: 'TABLE.cache' },
  ],
});

// --- enums -----------------------------------------------------------------------------------------

valid.push({
  title: 'enum members with constant initialisers, a sibling or none, also in a merged enum',
  ts: true,
  code: [
    "import path from 'node:path';",
    "enum Folder { Cache = 'cache', Logs = Cache, Tmp = 'tmp' }",
    'enum Level { Low, High }',
    "enum Split { A = 'a' }",
    "enum Split { B = 'b' }",
    'export function run(folder: string, level: string, split: string) {',
    '  path.resolve(Folder.Cache, Folder.Logs, Folder[folder as never]);',
    '  path.resolve(`${Level.Low}`, Level[level as never], Split.B, Split[split as never]);',
    '}',
  ].join('\n'),
});

invalid.push({
  title:
    'an enum member computed from input is input, by name and through a key the file cannot read, also in one of two merged enums',
  ts: true,
  // TypeScript rejects a string enum member computed from input (TS2553), so the checker takes every member of a compiling enum as a constant.
  untypedOnly: true,
  code: [
    "import path from 'node:path';",
    "enum Folder { Cache = 'cache', Logs = process.env.LOGS }",
    "enum Split { A = 'a' }",
    'enum Split { B = process.env.B }',
    'export function run(key: never) {',
    '  path.resolve(Folder.Cache);',
    '  path.resolve(Folder.Logs);',
    '  path.resolve(Folder[key]);',
    '  path.resolve(Split.A);',
    '  path.resolve(Split[key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(Folder.Logs)', argument: 'Folder.Logs' },
    { at: 'path.resolve(Folder[key])', argument: 'Folder[key]' },
    { at: 'path.resolve(Split[key])', argument: 'Split[key]' },
  ],
});

// --- frozen arrays ---------------------------------------------------------------------------------

valid.push({
  title: 'a frozen array: an index past 9, an index before a spread',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const TUPLE = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] as const;",
    'export function run(extra: string[]) {',
    "  const AFTER = ['a', 'b', ...extra] as const;",
    '  return path.resolve(TUPLE[10], TUPLE[0], AFTER[0], AFTER[1]);',
    '}',
  ].join('\n'),
});

invalid.push({
  title: 'a frozen array: an index that is no array index, a hole, an index after a spread',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const TUPLE = ['a', 'b', 'c'] as const;",
    "const HOLES = ['a', , 'c'] as const;",
    'export function run(extra: string[]) {',
    "  const BEFORE = ['a', ...extra, 'b'] as const;",
    "  path.resolve(TUPLE['01']);",
    "  path.resolve(TUPLE['1x']);",
    "  path.resolve(TUPLE['x1']);",
    '  path.resolve(HOLES[1]);',
    '  path.resolve(BEFORE[2]);',
    '  path.resolve(BEFORE[1]);',
    '}',
  ].join('\n'),
  errors: [
    { at: "path.resolve(TUPLE['01'])", argument: "TUPLE['01']" },
    { at: "path.resolve(TUPLE['1x'])", argument: "TUPLE['1x']" },
    { at: "path.resolve(TUPLE['x1'])", argument: "TUPLE['x1']" },
    { at: 'path.resolve(HOLES[1])', argument: 'HOLES[1]' },
    { at: 'path.resolve(BEFORE[2])', argument: 'BEFORE[2]' },
    { at: 'path.resolve(BEFORE[1])', argument: 'BEFORE[1]' },
  ],
});

// --- frozen objects ---------------------------------------------------------------------------------

valid.push({
  title: 'a frozen object: shorthand, a spread before the key, every member constant for an unknown key',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const logs = '/logs';",
    'export function run(base: object, key: never) {',
    "  const DIRS = { logs, cache: '/cache' } as const;",
    "  const OVER = { ...base, cache: '/cache' } as const;",
    '  return path.resolve(DIRS.logs, DIRS.cache, DIRS[key], OVER.cache);',
    '}',
  ].join('\n'),
});

invalid.push({
  title:
    'a frozen object: a getter, a method, shorthand input, a spread after the key, one member of input for an unknown key',
  ts: true,
  code: [
    "import path from 'node:path';",
    'export function run(input: string, base: object, key: never) {',
    "  const DIRS = { cache: '/cache', get logs() { return input; }, tmp() { return '/tmp'; } } as const;",
    "  const MIXED = { cache: '/cache', input } as const;",
    "  const UNDER = { cache: '/cache', ...base } as const;",
    '  path.resolve(DIRS.logs);',
    '  path.resolve(DIRS.tmp);',
    '  path.resolve(DIRS[key]);',
    '  path.resolve(MIXED.input);',
    '  path.resolve(MIXED[key]);',
    '  path.resolve(UNDER.cache);',
    '  path.resolve(UNDER[key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(DIRS.logs)', argument: 'DIRS.logs' },
    { at: 'path.resolve(DIRS.tmp)', argument: 'DIRS.tmp' },
    { at: 'path.resolve(DIRS[key])', argument: 'DIRS[key]' },
    { at: 'path.resolve(MIXED.input)', argument: 'MIXED.input' },
    { at: 'path.resolve(MIXED[key])', argument: 'MIXED[key]' },
    { at: 'path.resolve(UNDER.cache)', argument: 'UNDER.cache' },
    { at: 'path.resolve(UNDER[key])', argument: 'UNDER[key]' },
  ],
});

// --- URL and path helpers -----------------------------------------------------------------------------

valid.push({
  title: 'fileURLToPath of the global URL or url.URL built from import.meta.url',
  code: [
    "import path from 'node:path';",
    "import url, { fileURLToPath } from 'node:url';",
    "path.resolve(fileURLToPath(new URL('..', import.meta.url)), url.fileURLToPath(new url.URL('.', import.meta.url)));",
  ].join('\n'),
});

invalid.push({
  title:
    'only URL and fileURLToPath of Node’s url count: another constructor, a local URL, another module’s or another url function are input',
  code: [
    "import path from 'node:path';",
    "import fs from 'node:fs';",
    "import url, { fileURLToPath } from 'node:url';",
    "import * as lib from './lib.js';",
    'export function run(URL) {',
    "  const other = new Location('..', import.meta.url);",
    "  const library = new lib.URL('..', import.meta.url);",
    "  const local = new URL('..', import.meta.url);",
    '  path.resolve(fileURLToPath(other));',
    '  path.resolve(fileURLToPath(library));',
    '  path.resolve(fileURLToPath(local));',
    '  path.resolve(fs.fileURLToPath(__filename));',
    '  path.resolve(url.format(__filename));',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(fileURLToPath(other))', argument: 'fileURLToPath(other)' },
    { at: 'path.resolve(fileURLToPath(library))', argument: 'fileURLToPath(library)' },
    { at: 'path.resolve(fileURLToPath(local))', argument: 'fileURLToPath(local)' },
    { at: 'path.resolve(fs.fileURLToPath(__filename))', argument: 'fs.fileURLToPath(__filename)' },
    { at: 'path.resolve(url.format(__filename))', argument: 'url.format(__filename)' },
  ],
});

invalid.push({
  title: 'only path functions of path compute a constant: fs, an unknown path member, sep of another module',
  code: [
    "import path from 'node:path';",
    "import fs from 'node:fs';",
    "import { sep } from 'node:url';",
    'export function run(key) {',
    "  path.resolve(fs.readFileSync(__filename, 'utf8'));",
    '  path.resolve(path[key](__dirname));',
    '  path.resolve(fs.sep, sep);',
    '}',
  ].join('\n'),
  errors: [
    { at: "path.resolve(fs.readFileSync(__filename, 'utf8'))", argument: "fs.readFileSync(__filename, 'utf8')" },
    { at: 'path.resolve(path[key](__dirname))', argument: 'path[key](__dirname)' },
    { at: 'path.resolve(fs.sep, sep)', argument: 'fs.sep' },
  ],
});

function toValid(item: Case, filename?: string): ValidTestCase<Options> {
  return {
    name: item.title,
    code: item.code,
    ...(item.settings ? { settings: { 'vfs-compliance': item.settings } } : {}),
    ...(filename ? { filename } : {}),
  };
}

function toInvalid(item: Case, filename?: string): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item, filename),
    errors: (item.errors ?? []).map((expected) => ({
      messageId: 'nonConstant' as const,
      data: { name: expected.name ?? 'path.resolve', argument: expected.argument, instead: '`resolveAndValidate()`' },
      ...range(item.code, expected.at, expected.after === undefined ? {} : { after: expected.after }),
    })),
  };
}

createTypedRuleTester().run('no-path-resolve-on-input constants (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.filter((item) => !item.untypedOnly).map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-path-resolve-on-input constants (untyped TypeScript)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-path-resolve-on-input constants (JavaScript, espree)', rule, {
  valid: valid.filter((item) => !item.ts).map((item) => toValid(item, 'file.js')),
  invalid: invalid.filter((item) => !item.ts).map((item) => toInvalid(item, 'file.js')),
});
