/**
 * ORKVFS004 with types: what the checker shows to be a constant in another file
 * (`src/analysis/types/constants.ts`) — computed and shorthand members of a frozen literal, long
 * tuples, lookups with a key the file cannot read, destructured literals, `new URL` — next to the
 * look-alikes that are input: a `let` holding a frozen literal, an enum or a module reached
 * through a value, a key of literal type, a helper declared elsewhere. The values live in
 * `tests/fixtures/typed-constants-b.ts`, which only the checker reads: a valid case runs typed
 * only; an invalid one also untyped (TypeScript parser without a program, and espree when it is
 * plain JavaScript), where an import is input anyway.
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
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
  /** Uses TypeScript syntax: not run with espree. */
  readonly ts?: boolean;
}

const valid: Case[] = [];
const invalid: Case[] = [];

// --- members of a frozen literal in another file -------------------------------------------------

valid.push({
  title: 'computed keys of a frozen object in another file: a string, a number, a template',
  code: [
    "import path from 'node:path';",
    "import { COMPUTED } from './typed-constants-b.js';",
    "path.resolve(COMPUTED.cache, COMPUTED[1], COMPUTED['1'], COMPUTED.logs);",
  ].join('\n'),
});

valid.push({
  title:
    'shorthand members of a frozen object in another file: a const, an import, a nested frozen literal, an imported one',
  code: [
    "import path from 'node:path';",
    "import { SHORTHAND } from './typed-constants-b.js';",
    'path.resolve(SHORTHAND.LOCAL_ROOT, SHORTHAND.ROOT, SHORTHAND.INNER.logs, SHORTHAND.FOLDERS.cache, SHORTHAND.FOLDERS.nested.logs);',
  ].join('\n'),
});

valid.push({
  title: 'a frozen array in another file: an index past 9, an index before a spread',
  code: [
    "import path from 'node:path';",
    "import { LONG, SPREAD_AFTER } from './typed-constants-b.js';",
    'path.resolve(LONG[10], LONG[1], SPREAD_AFTER[0], SPREAD_AFTER[1]);',
  ].join('\n'),
});

valid.push({
  title:
    'a frozen array or object in another file whose members are all constants, read with a key the file cannot read',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { CONSTANT_LIST, CONSTANT_TABLE } from './typed-constants-b.js';",
    'export function run(index: number, key: keyof typeof CONSTANT_TABLE) {',
    '  return path.resolve(CONSTANT_LIST[index], CONSTANT_TABLE[key]);',
    '}',
  ].join('\n'),
});

valid.push({
  title: 'a literal destructured from a frozen one, in another file or in this one',
  code: [
    "import path from 'node:path';",
    "import { FOLDERS } from './path-constants.js';",
    "import { NESTED, INNER_LIST } from './typed-constants-b.js';",
    'const { nested } = FOLDERS;',
    'const [, second] = FOLDERS.list;',
    'path.resolve(NESTED.logs, INNER_LIST[1], nested.logs, second);',
  ].join('\n'),
});

invalid.push({
  title:
    'a let or a var holding a frozen literal in another file is input, by name and with a key the file cannot read',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { MUTABLE_TABLE, VAR_TABLE } from './typed-constants-b.js';",
    'export function run(key: keyof typeof MUTABLE_TABLE) {',
    '  path.resolve(MUTABLE_TABLE.cache);',
    '  path.resolve(VAR_TABLE.cache);',
    '  path.resolve(MUTABLE_TABLE[key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(MUTABLE_TABLE.cache)', argument: 'MUTABLE_TABLE.cache' },
    { at: 'path.resolve(VAR_TABLE.cache)', argument: 'VAR_TABLE.cache' },
    { at: 'path.resolve(MUTABLE_TABLE[key])', argument: 'MUTABLE_TABLE[key]' },
  ],
});

invalid.push({
  title:
    'members of a frozen literal in another file that show no constant: input, a hole, a spread, past the end, a let in shorthand',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { MIXED_LIST, HOLES, SPREAD_LIST, LONG, MIXED_TABLE, SHORTHAND_INPUT } from './typed-constants-b.js';",
    'export function run(index: number, key: never) {',
    '  path.resolve(MIXED_LIST[1]);',
    '  path.resolve(MIXED_LIST[index]);',
    '  path.resolve(HOLES[1]);',
    '  path.resolve(HOLES[index]);',
    '  path.resolve(SPREAD_LIST[0]);',
    '  path.resolve(SPREAD_LIST[index]);',
    '  path.resolve(LONG[11]);',
    '  path.resolve(MIXED_TABLE.input);',
    '  path.resolve(MIXED_TABLE[key]);',
    '  path.resolve(SHORTHAND_INPUT.MUTABLE_TABLE.cache);',
    '  path.resolve(SHORTHAND_INPUT[key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(MIXED_LIST[1])', argument: 'MIXED_LIST[1]' },
    { at: 'path.resolve(MIXED_LIST[index])', argument: 'MIXED_LIST[index]' },
    { at: 'path.resolve(HOLES[1])', argument: 'HOLES[1]' },
    { at: 'path.resolve(HOLES[index])', argument: 'HOLES[index]' },
    { at: 'path.resolve(SPREAD_LIST[0])', argument: 'SPREAD_LIST[0]' },
    { at: 'path.resolve(SPREAD_LIST[index])', argument: 'SPREAD_LIST[index]' },
    { at: 'path.resolve(LONG[11])', argument: 'LONG[11]' },
    { at: 'path.resolve(MIXED_TABLE.input)', argument: 'MIXED_TABLE.input' },
    { at: 'path.resolve(MIXED_TABLE[key])', argument: 'MIXED_TABLE[key]' },
    { at: 'path.resolve(SHORTHAND_INPUT.MUTABLE_TABLE.cache)', argument: 'SHORTHAND_INPUT.MUTABLE_TABLE.cache' },
    { at: 'path.resolve(SHORTHAND_INPUT[key])', argument: 'SHORTHAND_INPUT[key]' },
  ],
});

invalid.push({
  title: 'a key of literal type is no constant: a parameter, a property, also on a frozen object',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { FOLDERS } from './path-constants.js';",
    "import { MIXED_TABLE } from './typed-constants-b.js';",
    "export function run(key: 'cache', options: { readonly key: 'fixed' }) {",
    '  path.resolve(MIXED_TABLE[key]);',
    '  path.resolve(FOLDERS[key]);',
    '  path.resolve(MIXED_TABLE[options.key]);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(MIXED_TABLE[key])', argument: 'MIXED_TABLE[key]' },
    { at: 'path.resolve(FOLDERS[key])', argument: 'FOLDERS[key]' },
    { at: 'path.resolve(MIXED_TABLE[options.key])', argument: 'MIXED_TABLE[options.key]' },
  ],
});

valid.push({
  title:
    'a constant key read at its origin: a frozen member (also shorthand), an enum member, a static readonly field, a namespace const, a destructured const, a local const',
  code: [
    "import path from 'node:path';",
    "import { CACHE_KEY } from './path-constants.js';",
    "import { MIXED_TABLE, KEYS, KeyName, KeyHolder, KeySpace, TABLE_KEY } from './typed-constants-b.js';",
    "const LOCAL_KEY = 'cache';",
    'path.resolve(MIXED_TABLE[KEYS.table], MIXED_TABLE[KEYS.SHORT_KEY], MIXED_TABLE[KeyName.Table], MIXED_TABLE[KeyHolder.TABLE], MIXED_TABLE[KeySpace.TABLE]);',
    'path.resolve(MIXED_TABLE[TABLE_KEY], MIXED_TABLE[CACHE_KEY], MIXED_TABLE[LOCAL_KEY], MIXED_TABLE[(LOCAL_KEY)]);',
  ].join('\n'),
});

invalid.push({
  title:
    'a key asserted to the type of another is read as what it holds: as, <T>, through a local or an imported const',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { MIXED_TABLE, CLAIMED_KEY } from './typed-constants-b.js';",
    "const KEY = 'input' as 'cache';",
    "path.resolve(MIXED_TABLE['input' as 'cache']);",
    "path.resolve(MIXED_TABLE[<'cache'>'input']);",
    'path.resolve(MIXED_TABLE[KEY]);',
    'path.resolve(MIXED_TABLE[CLAIMED_KEY]);',
  ].join('\n'),
  errors: [
    { at: "path.resolve(MIXED_TABLE['input' as 'cache'])", argument: "MIXED_TABLE['input' as 'cache']" },
    { at: "path.resolve(MIXED_TABLE[<'cache'>'input'])", argument: "MIXED_TABLE[<'cache'>'input']" },
    { at: 'path.resolve(MIXED_TABLE[KEY])', argument: 'MIXED_TABLE[KEY]' },
    { at: 'path.resolve(MIXED_TABLE[CLAIMED_KEY])', argument: 'MIXED_TABLE[CLAIMED_KEY]' },
  ],
});

invalid.push({
  title: 'const bindings that refer to each other hold no literal: input, and the walk stops',
  code: [
    "import path from 'node:path';",
    'const A = B;',
    'const B = A;',
    'path.resolve(A.dir);',
    'path.resolve(B[0]);',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(A.dir)', argument: 'A.dir' },
    { at: 'path.resolve(B[0])', argument: 'B[0]' },
  ],
});

// --- enums, classes and modules reached through a value -------------------------------------------

invalid.push({
  title: 'an enum, class or module reached through a let, a plain object or a parameter is input, whatever its type',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ENUM_HOLDER, PLAIN_HOLDER, MODULE } from './typed-constants-b.js';",
    "export function run(ns: typeof import('./path-constants.js')) {",
    '  path.resolve(ENUM_HOLDER.Cache);',
    '  path.resolve(PLAIN_HOLDER.folders.Cache);',
    '  path.resolve(MODULE.Paths.ROOT);',
    '  path.resolve(MODULE.FOLDERS.cache);',
    '  path.resolve(ns.Paths.ROOT);',
    '  path.resolve(ns.FolderName.Cache);',
    '  path.resolve(ns.Config.DIR);',
    '  path.resolve(ns.FOLDERS.cache);',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(ENUM_HOLDER.Cache)', argument: 'ENUM_HOLDER.Cache' },
    { at: 'path.resolve(PLAIN_HOLDER.folders.Cache)', argument: 'PLAIN_HOLDER.folders.Cache' },
    { at: 'path.resolve(MODULE.Paths.ROOT)', argument: 'MODULE.Paths.ROOT' },
    { at: 'path.resolve(MODULE.FOLDERS.cache)', argument: 'MODULE.FOLDERS.cache' },
    { at: 'path.resolve(ns.Paths.ROOT)', argument: 'ns.Paths.ROOT' },
    { at: 'path.resolve(ns.FolderName.Cache)', argument: 'ns.FolderName.Cache' },
    { at: 'path.resolve(ns.Config.DIR)', argument: 'ns.Config.DIR' },
    { at: 'path.resolve(ns.FOLDERS.cache)', argument: 'ns.FOLDERS.cache' },
  ],
});

// --- URL and path helpers ---------------------------------------------------------------------------

valid.push({
  title: 'fileURLToPath of a new URL built in another file, there or here',
  code: [
    "import path from 'node:path';",
    "import { fileURLToPath } from 'node:url';",
    "import { ASSETS_DIR, ASSETS_URL } from './typed-constants-b.js';",
    'path.resolve(ASSETS_DIR, fileURLToPath(ASSETS_URL));',
  ].join('\n'),
});

valid.push({
  title: 'new URL in another file stays Node’s when this file adds to the global URL interface',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ASSETS_DIR } from './typed-constants-b.js';",
    'declare global {',
    '  interface URL {',
    '    readonly tag?: string;',
    '  }',
    '}',
    'path.resolve(ASSETS_DIR);',
  ].join('\n'),
});

invalid.push({
  title: 'new URL in another file is input when this file declares a URL value of its own',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ASSETS_DIR } from './typed-constants-b.js';",
    'declare global {',
    '  var URL: typeof globalThis.URL;',
    '}',
    'path.resolve(ASSETS_DIR);',
  ].join('\n'),
  errors: [{ at: 'path.resolve(ASSETS_DIR)', argument: 'ASSETS_DIR' }],
});

invalid.push({
  title:
    'fileURLToPath or a path function that may be another module’s: declared here, a member of a union with another object',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import url from 'node:url';",
    'declare function fileURLToPath(url: URL): string;',
    'type Tools = { join(...parts: string[]): string; fileURLToPath(url: URL): string };',
    "const HERE = new URL('.', import.meta.url);",
    'export function run(paths: typeof path | Tools, urls: typeof url | Tools) {',
    '  path.resolve(fileURLToPath(HERE));',
    "  path.resolve(paths.join('/srv', 'x'));",
    '  path.resolve(urls.fileURLToPath(HERE));',
    '}',
  ].join('\n'),
  errors: [
    { at: 'path.resolve(fileURLToPath(HERE))', argument: 'fileURLToPath(HERE)' },
    { at: "path.resolve(paths.join('/srv', 'x'))", argument: "paths.join('/srv', 'x')" },
    { at: 'path.resolve(urls.fileURLToPath(HERE))', argument: 'urls.fileURLToPath(HERE)' },
  ],
});

function toValid(item: Case, filename?: string): ValidTestCase<Options> {
  return { name: item.title, code: item.code, ...(filename ? { filename } : {}) };
}

function toInvalid(item: Case, filename?: string): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item, filename),
    errors: (item.errors ?? []).map((expected) => ({
      messageId: 'nonConstant' as const,
      data: { name: 'path.resolve', argument: expected.argument, instead: '`resolveAndValidate()`' },
      ...range(item.code, expected.at, expected.after === undefined ? {} : { after: expected.after }),
    })),
  };
}

createTypedRuleTester().run('no-path-resolve-on-input typed constants of another file (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-path-resolve-on-input typed constants of another file (untyped TypeScript)', rule, {
  valid: [],
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-path-resolve-on-input typed constants of another file (JavaScript, espree)', rule, {
  valid: [],
  invalid: invalid.filter((item) => !item.ts).map((item) => toInvalid(item, 'file.js')),
});
