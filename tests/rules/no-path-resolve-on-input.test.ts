/**
 * ORKVFS004 run three ways: typed, untyped TypeScript and plain JavaScript (espree). A case is
 * `ts` when it uses TypeScript syntax, `typed` when only the checker reports it (it runs as valid
 * untyped), and `untyped` when only the checker can prove it constant (it runs as valid typed).
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import { describe, expect, it } from 'vitest';

import rule, { type MessageIds, type Options } from '../../src/rules/no-path-resolve-on-input.js';
import { range } from '../position.js';
import { renderedMessages } from '../rendered-messages.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

interface Expected {
  /** The underlined text: its first occurrence (after `after`) is the diagnostic's whole range. */
  readonly at?: string;
  /** Or the diagnostic's range written out: line, column, end line, end column. */
  readonly loc?: readonly [number, number, number, number];
  readonly after?: string;
  readonly messageId: Exclude<MessageIds, 'missingTypeInformation'>;
  readonly name: string;
  readonly argument?: string;
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
  readonly ts?: boolean;
  readonly typed?: boolean;
  readonly untyped?: boolean;
  /** `settings['vfs-compliance']` for this case. */
  readonly settings?: Record<string, unknown>;
}

/** A call reported for `argument`; `at` is the whole call the editor underlines. */
const call = (name: string, argument: string, at: string): Expected => ({
  at,
  messageId: 'nonConstant',
  name,
  argument,
});
/** A `path.resolve` call reported for `argument`, at a range written out in the test. */
const resolveAt = (argument: string, ...loc: [number, number, number, number]): Expected => ({
  loc,
  messageId: 'nonConstant',
  name: 'path.resolve',
  argument,
});

const valid: Case[] = [
  {
    title: 'a resolve of a configured fs module is no path function',
    code: "import disk from 'my-fs';\nexport function run(input) {\n  return disk.resolve(input);\n}",
    settings: { fsModules: ['my-fs'] },
  },
  {
    title: 'literals and plain templates',
    code: "import path from 'path';\npath.resolve('data', \"cache\");\npath.resolve(`templates/plain`);\npath.resolve();",
  },
  {
    title: 'const bindings, concatenations and templates of constants',
    code: [
      "import * as path from 'node:path';",
      "const root = 'data';",
      "const nested = root + '/nested';",
      "const full = `${nested}/${'x'}`;",
      "let neverReassigned = 'logs';",
      "path.resolve(root, nested, full, neverReassigned, root + '/' + nested);",
    ].join('\n'),
  },
  {
    title: 'the module location: __dirname, __filename and path functions of them',
    code: [
      "const path = require('path');",
      "path.resolve(__dirname, '..');",
      'path.resolve(__filename);',
      'const here = path.dirname(__filename);',
      "const assets = path.join(here, 'assets');",
      "path.resolve(assets, 'icons');",
    ].join('\n'),
  },
  {
    title: 'import.meta.dirname and import.meta.filename',
    code: "import { resolve } from 'node:path';\nresolve(import.meta.dirname, 'x');\nresolve(import.meta.filename);",
  },
  {
    title: 'the ESM idiom: fileURLToPath of import.meta.url or of a URL built from it',
    code: [
      "import path from 'node:path';",
      "import url, { fileURLToPath as toPath } from 'node:url';",
      'const here = path.dirname(toPath(import.meta.url));',
      "const packageDir = path.resolve(url.fileURLToPath(new URL('../..', import.meta.url)), 'dist');",
      "path.resolve(here, 'assets');",
      "path.resolve(packageDir, require('url').fileURLToPath(import.meta.url));",
      "const { fileURLToPath } = require('node:url');",
      'path.resolve(fileURLToPath(new URL(import.meta.url)));',
    ].join('\n'),
  },
  {
    title: 'the url module reached through createRequire, and its URL class',
    code: [
      "import path from 'node:path';",
      "import { createRequire } from 'node:module';",
      "import * as url from 'node:url';",
      "path.resolve(createRequire(import.meta.url)('url').fileURLToPath(import.meta.url));",
      "path.resolve(url.fileURLToPath(new url.URL('..', import.meta.url)));",
    ].join('\n'),
  },
  {
    title: 'a choice between constants',
    code: "import path from 'path';\nexport function pick(flag) {\n  return path.resolve(flag ? 'a' : 'b', 'c');\n}",
  },
  {
    title: '.call and .apply with constants',
    code: "import path from 'path';\npath.resolve.call(null, 'a', __dirname);\npath.resolve.apply(null, ['a', 'b']);",
  },
  {
    title: '.apply with a hole in its array (an undefined argument)',
    code: "import path from 'path';\npath.resolve.apply(null, ['a', , 'b']);",
  },
  {
    title: "Promise's resolve, an executor's resolve, require.resolve, import.meta.resolve, a local resolve",
    code: [
      'export async function run(input) {',
      '  await Promise.resolve(input);',
      '  await new Promise((resolve) => resolve(input));',
      '  require.resolve(input);',
      '  import.meta.resolve(input);',
      '  function resolve(value) {',
      '    return value;',
      '  }',
      '  resolve(input);',
      '  const service = { resolve(value) { return value; } };',
      '  service.resolve(input);',
      '}',
    ].join('\n'),
  },
  {
    title: 'a local module exporting a look-alike resolve',
    code: "import { resolve } from './look-alike.js';\nexport function run(input) {\n  return resolve(input);\n}",
  },
  {
    title: 'other path functions are not checked by default',
    code: [
      "import path, { dirname, format, toNamespacedPath } from 'path';",
      'export function run(input) {',
      "  return [path.join(input), path.normalize(input), path.relative('a', input), path.basename(input), [].map(path.join)];",
      '}',
      'export function more(input) {',
      '  return [path.dirname(input), path.format({ dir: input }), path.toNamespacedPath(input), dirname(input), format(input), toNamespacedPath(input)];',
      '}',
      'export const escaped = [[].map(path.dirname), [].map(format), [].map(path.win32.toNamespacedPath)];',
    ].join('\n'),
  },
  {
    title: 'a path function the settings do not name is not checked, nor its escape',
    code: "import path from 'path';\nexport function run(input) {\n  return [path.join('root', input), path.relative(input, 'a'), [input].map(path.join)];\n}",
    settings: { pathFunctions: ['normalize'] },
  },
  {
    title: 'other members of path that escape are not resolve',
    code: "import path from 'path';\nexport const parts = 'a/b'.split(path.sep);\nexport const api = { sep: path.sep, join: path.join };",
  },
  {
    title: 'path has no promises module: a resolve under path.promises is no path function',
    code: "import path from 'path';\nexport function locate(input) {\n  return path.promises.resolve(input);\n}",
  },
  {
    title: 'the module object and feature tests are not uses',
    code: "import path from 'path';\nexport { path };\nif (typeof path.resolve === 'function' && path.resolve.length === 0) {}",
  },
  {
    title: 'a truthiness test with && hands on its right side, never resolve',
    code: "import { resolve, isAbsolute } from 'path';\nexport const available = Boolean(resolve && isAbsolute);\nconst pick = resolve && ((p) => p);\npick(process.argv[2]);",
  },
  {
    title: 'types of path.resolve',
    code: "import path from 'path';\nexport type Resolve = typeof path.resolve;\nexport type Posix = typeof import('path').posix.resolve;",
    ts: true,
  },
  {
    title: "a PlatformPath interface of the file's own namespace or ambient module is no path module",
    code: [
      'namespace local {',
      '  export interface PlatformPath {',
      '    resolve(...parts: string[]): string;',
      '  }',
      '}',
      "declare module 'my-paths' {",
      '  interface PlatformPath {',
      '    join(...parts: string[]): string;',
      '  }',
      '  export const paths: PlatformPath;',
      '}',
      "import { paths } from 'my-paths';",
      'export function run(own: local.PlatformPath, input: string) {',
      '  return [own.resolve(input), paths.join(input)];',
      '}',
    ].join('\n'),
    ts: true,
  },
  {
    title: 'TypeScript wrappers around constants',
    code: "import path from 'path';\nconst root = 'data' as const;\npath.resolve(root satisfies string, (__dirname as string)!);",
    ts: true,
  },
  {
    title: 'path.sep and path.delimiter in every form the file reaches path',
    code: [
      "import path, { sep, delimiter as listSeparator } from 'node:path';",
      "import posix from 'path/posix';",
      "const { sep: separator, win32 } = require('path');",
      "path.resolve(path.sep, 'etc');",
      'path.resolve(sep, listSeparator, separator);',
      "path.resolve(path.posix.sep, path.win32.delimiter, posix.sep, win32.sep, require('node:path').sep);",
      "path.resolve(`${path.sep}srv${sep}app`, path.sep + 'etc');",
    ].join('\n'),
  },
  {
    title: 'members of an enum or an as const object of this file: constant and dynamic keys, destructuring',
    code: [
      "import path from 'node:path';",
      'enum Folder {',
      "  Cache = 'cache',",
      "  Logs = 'logs',",
      '  Alias = Cache,',
      '  Joined = `${Logs}/x`,',
      '}',
      'const enum Fixed {',
      "  Tmp = 'tmp',",
      '}',
      'declare enum Declared {',
      "  X = 'x',",
      '}',
      "const DIRS = { cache: 'cache', 'with-dash': 'dash', nested: { logs: 'logs' }, list: ['a', 'b'] } as const;",
      "const CHECKED = { dir: 'checked' } as const satisfies Record<string, string>;",
      "const TUPLE = ['first', 'second'] as const;",
      'const REF = DIRS;',
      'const { cache, nested: { logs }, list: [, second] } = DIRS;',
      'const [firstOfTuple] = TUPLE;',
      "const KEY = 'nested';",
      "export function run(name: 'Cache' | 'Logs', key: keyof typeof DIRS.nested, index: 0 | 1) {",
      "  path.resolve(Folder.Cache, Folder['Logs'], Folder.Alias, Folder.Joined, Fixed.Tmp, Declared.X);",
      "  path.resolve(DIRS.cache, DIRS['with-dash'], DIRS.nested.logs, DIRS.list[1], DIRS?.nested?.logs);",
      '  path.resolve(CHECKED.dir, TUPLE[0], REF.nested.logs);',
      '  path.resolve(Folder[name], DIRS.nested[key], TUPLE[index]);',
      '  path.resolve(cache, logs, second, firstOfTuple);',
      '  path.resolve(DIRS[KEY].logs, TUPLE[`${0}`]);',
      '}',
    ].join('\n'),
    ts: true,
  },
];

const invalid: Case[] = [
  {
    title: 'the argument as the message quotes it: whitespace runs collapsed, cut after 40 characters',
    code: [
      "import path from 'path';",
      'export function run(head, tail, abcdefghijabcdefghijabcdefghijabcdefghij, abcdefghijabcdefghijabcdefghijabcdefghijk) {',
      '  path.resolve(head +',
      '      tail);',
      '  path.resolve(abcdefghijabcdefghijabcdefghijabcdefghij);',
      '  path.resolve(abcdefghijabcdefghijabcdefghijabcdefghijk);',
      '}',
    ].join('\n'),
    errors: [
      resolveAt('head + tail', 3, 3, 4, 12),
      resolveAt('abcdefghijabcdefghijabcdefghijabcdefghij', 5, 3, 5, 57),
      resolveAt('abcdefghijabcdefghijabcdefghijabcdefghi…', 6, 3, 6, 58),
    ],
  },
  {
    title: 'default import',
    code: "import path from 'path';\nexport function run(input) {\n  return path.resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'path.resolve(input)')],
  },
  {
    title: 'namespace import with node: prefix',
    code: "import * as path from 'node:path';\nexport function run(input) {\n  return path.resolve('root', input);\n}",
    errors: [call('path.resolve', 'input', "path.resolve('root', input)")],
  },
  {
    title: 'named import',
    code: "import { resolve } from 'path';\nexport function run(input) {\n  return resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'resolve(input)')],
  },
  {
    title: 'renamed import',
    code: "import { resolve as toAbsolute } from 'node:path';\nexport function run(input) {\n  return toAbsolute(input);\n}",
    errors: [call('path.resolve', 'input', 'toAbsolute(input)')],
  },
  {
    title: 'path.posix and path.win32',
    code: "import path from 'path';\nexport function run(input) {\n  path.posix.resolve(input);\n  path.win32.resolve(input);\n}",
    errors: [
      call('path.posix.resolve', 'input', 'path.posix.resolve(input)'),
      call('path.win32.resolve', 'input', 'path.win32.resolve(input)'),
    ],
  },
  {
    title: 'path/posix and path/win32 modules',
    code: [
      "import posix from 'path/posix';",
      "import { resolve } from 'node:path/win32';",
      "import * as nodePosix from 'node:path/posix';",
      'export function run(input) {',
      '  posix.resolve(input);',
      '  resolve(input);',
      '  nodePosix.resolve(input);',
      '}',
    ].join('\n'),
    errors: [
      call('path.posix.resolve', 'input', 'posix.resolve(input)'),
      { ...call('path.win32.resolve', 'input', 'resolve(input)'), after: '  posix.resolve(input);\n' },
      call('path.posix.resolve', 'input', 'nodePosix.resolve(input)'),
    ],
  },
  {
    title: 'require and destructured require',
    code: [
      'export function run(input) {',
      "  require('path').resolve(input);",
      "  const { resolve } = require('node:path');",
      '  resolve(input);',
      "  const { posix: { resolve: posixResolve } } = require('path');",
      '  posixResolve(input);',
      '}',
    ].join('\n'),
    errors: [
      call('path.resolve', 'input', "require('path').resolve(input)"),
      { ...call('path.resolve', 'input', 'resolve(input)'), after: "require('node:path');" },
      call('path.posix.resolve', 'input', 'posixResolve(input)'),
    ],
  },
  {
    title: 'import x = require()',
    code: "import path = require('path');\nexport function run(input: string) {\n  return path.resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'path.resolve(input)')],
    ts: true,
  },
  {
    title: 'dynamic import',
    code: "const { resolve } = await import('node:path');\nexport function run(input) {\n  return resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'resolve(input)')],
  },
  {
    title: 'optional chaining',
    code: "import path from 'path';\nexport function run(input) {\n  return path?.resolve?.(input);\n}",
    errors: [call('path.resolve', 'input', 'path?.resolve?.(input)')],
  },
  {
    title: 'a local alias is followed to its call',
    code: "import path from 'path';\nconst toAbsolute = path.resolve;\nexport function run(input) {\n  return toAbsolute(input);\n}",
    errors: [call('path.resolve', 'input', 'toAbsolute(input)')],
  },
  {
    title: 'non-constant arguments: a reassigned binding, a template, a concatenation, a member, a call',
    code: [
      "import path from 'path';",
      'export function run(input, config) {',
      "  let base = 'a';",
      '  base = input;',
      '  path.resolve(base);',
      '  path.resolve(`${input}/x`);',
      "  path.resolve('root/' + input);",
      '  path.resolve(config.root);',
      "  path.resolve(process.cwd(), 'x');",
      '}',
    ].join('\n'),
    errors: [
      call('path.resolve', 'base', 'path.resolve(base)'),
      call('path.resolve', '`${input}/x`', 'path.resolve(`${input}/x`)'),
      call('path.resolve', "'root/' + input", "path.resolve('root/' + input)"),
      call('path.resolve', 'config.root', 'path.resolve(config.root)'),
      call('path.resolve', 'process.cwd()', "path.resolve(process.cwd(), 'x')"),
    ],
  },
  {
    title: 'a member of a const object is not a constant: the object can change',
    code: [
      "import path from 'path';",
      'export function run(input) {',
      "  const cfg = { dir: 'a' };",
      '  Object.assign(cfg, { dir: input });',
      '  path.resolve(cfg.dir);',
      "  const parts = ['a', 'b'];",
      '  parts.push(input);',
      "  path.resolve(parts.join('/'));",
      '}',
    ].join('\n'),
    errors: [
      call('path.resolve', 'cfg.dir', 'path.resolve(cfg.dir)'),
      call('path.resolve', "parts.join('/')", "path.resolve(parts.join('/'))"),
    ],
  },
  {
    title: 'a URL conversion of input, or a look-alike fileURLToPath, is not a constant',
    code: [
      "import path from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      'export function run(input) {',
      '  path.resolve(fileURLToPath(new URL(input, import.meta.url)));',
      '  path.resolve(local(import.meta.url));',
      '}',
      'function local(value) {',
      '  return value;',
      '}',
    ].join('\n'),
    errors: [
      call(
        'path.resolve',
        'fileURLToPath(new URL(input, import.met…',
        'path.resolve(fileURLToPath(new URL(input, import.meta.url)))',
      ),
      call('path.resolve', 'local(import.meta.url)', 'path.resolve(local(import.meta.url))'),
    ],
  },
  {
    title: 'the first non-constant argument is named, and long ones are shortened',
    code: "import path from 'path';\nexport function run(input) {\n  return path.resolve(__dirname, input.segments.map((segment) => segment.trim()).join('/'), input);\n}",
    errors: [
      call(
        'path.resolve',
        'input.segments.map((segment) => segment…',
        "path.resolve(__dirname, input.segments.map((segment) => segment.trim()).join('/'), input)",
      ),
    ],
  },
  {
    title: 'spread arguments, even of constants',
    code: "import path from 'path';\nexport function run(parts) {\n  path.resolve(...parts);\n  path.resolve('a', ...['b']);\n}",
    errors: [
      { at: 'path.resolve(...parts)', messageId: 'spread', name: 'path.resolve', argument: '...parts' },
      { at: "path.resolve('a', ...['b'])", messageId: 'spread', name: 'path.resolve', argument: "...['b']" },
    ],
  },
  {
    title: '.call and .apply with input',
    code: "import path from 'path';\nexport function run(input, parts) {\n  path.resolve.call(null, 'a', input);\n  path.resolve.apply(null, ['a', input]);\n  path.resolve.apply(null, parts);\n}",
    errors: [
      call('path.resolve', 'input', "path.resolve.call(null, 'a', input)"),
      call('path.resolve', 'input', "path.resolve.apply(null, ['a', input])"),
      { at: 'path.resolve.apply(null, parts)', messageId: 'spread', name: 'path.resolve', argument: 'parts' },
    ],
  },
  {
    title: '.apply with a hole in its array and input',
    code: "import path from 'path';\nexport function run(input) {\n  return path.resolve.apply(null, [, input]);\n}",
    errors: [call('path.resolve', 'input', 'path.resolve.apply(null, [, input])')],
  },
  {
    title: 'resolve escaping as a value',
    code: [
      "import path from 'path';",
      "import { resolve } from 'node:path';",
      "export const absolute = ['a'].map(path.resolve);",
      'export const tools = { resolve };',
      'export const toAbsolute = path.posix.resolve;',
      "export { resolve as default } from 'path';",
    ].join('\n'),
    errors: [
      { at: 'path.resolve', after: "['a'].map(", messageId: 'escape', name: 'path.resolve' },
      { at: 'resolve', after: 'tools = { ', messageId: 'escape', name: 'path.resolve' },
      { at: 'path.posix.resolve', messageId: 'escape', name: 'path.posix.resolve' },
      { at: 'resolve as default', messageId: 'escape', name: 'path.resolve' },
    ],
  },
  {
    title: 'a computed member with a dynamic key fails closed, with a constant key it is resolve',
    code: "import path from 'path';\nexport function run(name, input) {\n  path[name](input);\n  path['resolve'](input);\n  path[name]('constant');\n}",
    errors: [call('path[…]', 'input', 'path[name](input)'), call('path.resolve', 'input', "path['resolve'](input)")],
  },
  {
    title: 'export * from path',
    code: "export * from 'node:path';",
    errors: [{ at: "export * from 'node:path';", messageId: 'reexport', name: "export * from 'node:path'" }],
  },
  {
    title: 'path.sep next to input, a local object with a sep, a parameter named sep',
    code: [
      "import path from 'node:path';",
      'export function run(input, local = { sep: input }) {',
      "  const { sep } = require('node:path');",
      '  path.resolve(sep + input);',
      '  path.resolve(path.sep, input);',
      '  path.resolve(local.sep);',
      '  path.resolve(path.posix.sep, path.posix.basename);',
      '}',
      'export function shadow(sep) {',
      '  return path.resolve(sep);',
      '}',
    ].join('\n'),
    errors: [
      resolveAt('sep + input', 4, 3, 4, 28),
      resolveAt('input', 5, 3, 5, 32),
      resolveAt('local.sep', 6, 3, 6, 26),
      resolveAt('path.posix.basename', 7, 3, 7, 52),
      resolveAt('sep', 10, 10, 10, 27),
    ],
  },
  {
    title: 'a type assertion is a claim, not a check: as, <T>, ! and satisfies on input; a parsed body',
    code: [
      "import path from 'node:path';",
      "import type { Body, Folder } from './path-constants.js';",
      'export function run(q: Body & { f: string; maybe?: Folder }, raw: string) {',
      "  path.resolve('/srv', q.folder as Folder);",
      "  path.resolve('/srv', <Folder>q.f);",
      "  path.resolve('/srv', q.maybe!);",
      "  path.resolve('/srv', q.folder satisfies Folder);",
      "  path.resolve('/srv', (q as unknown as { folder?: Folder })?.folder as Folder);",
      '  const body = JSON.parse(raw) as Body;',
      "  path.resolve('/srv', body.folder);",
      "  path.resolve('/srv', body.nested.folder);",
      '  const { folder, nested: { folder: inner } } = JSON.parse(raw) as Body;',
      "  path.resolve('/srv', folder, inner);",
      '}',
    ].join('\n'),
    errors: [
      resolveAt('q.folder as Folder', 4, 3, 4, 43),
      resolveAt('<Folder>q.f', 5, 3, 5, 36),
      resolveAt('q.maybe!', 6, 3, 6, 33),
      resolveAt('q.folder satisfies Folder', 7, 3, 7, 50),
      resolveAt('(q as unknown as { folder?: Folder })?.…', 8, 3, 8, 80),
      resolveAt('body.folder', 10, 3, 10, 36),
      resolveAt('body.nested.folder', 11, 3, 11, 43),
      resolveAt('folder', 13, 3, 13, 38),
    ],
    ts: true,
  },
  {
    title: 'a parameter, a let, an instance readonly field of literal type are input',
    code: [
      "import path from 'node:path';",
      "type Folder = 'cache' | 'logs';",
      "export function folder(name: Folder, fixed: 'tmp') {",
      "  path.resolve('/srv', name);",
      "  path.resolve('/srv', fixed);",
      '}',
      'export function generic<T extends Folder>(name: T, ...rest: Folder[]) {',
      "  path.resolve('/srv', name);",
      "  path.resolve('/srv', rest[0]);",
      '}',
      "export const arrow = (name: Folder = 'cache') => path.resolve('/srv', name);",
      'export class Store {',
      "  readonly dir: Folder = 'cache';",
      '  constructor(dir?: Folder) {',
      '    if (dir) this.dir = dir;',
      '  }',
      '  get() {',
      "    return path.resolve('/srv', this.dir);",
      '  }',
      '}',
      "let current: Folder = 'cache';",
      'export function choose(value: string) {',
      '  current = value as Folder;',
      '}',
      "path.resolve('/srv', current);",
    ].join('\n'),
    errors: [
      resolveAt('name', 4, 3, 4, 29),
      resolveAt('fixed', 5, 3, 5, 30),
      resolveAt('name', 8, 3, 8, 29),
      resolveAt('rest[0]', 9, 3, 9, 32),
      resolveAt('name', 11, 50, 11, 76),
      resolveAt('this.dir', 18, 12, 18, 42),
      resolveAt('current', 25, 1, 25, 30),
    ],
    ts: true,
  },
  {
    title: 'imported values of literal type whose origin is input',
    code: [
      "import path from 'node:path';",
      "import { CLAIMED, mutableFolder, MIXED, PLAIN, declared, pick, Paths, Config } from './path-constants.js';",
      "export function run(key: 'fixed' | 'claimed') {",
      "  path.resolve('/srv', CLAIMED);",
      "  path.resolve('/srv', mutableFolder);",
      "  path.resolve('/srv', MIXED.claimed);",
      "  path.resolve('/srv', MIXED[key]);",
      "  path.resolve('/srv', PLAIN.dir);",
      "  path.resolve('/srv', declared);",
      "  path.resolve('/srv', pick());",
      "  path.resolve('/srv', Paths.CLAIMED);",
      "  path.resolve('/srv', Paths.mutable);",
      "  path.resolve('/srv', new Paths().dir);",
      "  path.resolve('/srv', Config.changing);",
      '}',
    ].join('\n'),
    errors: [
      resolveAt('CLAIMED', 4, 3, 4, 32),
      resolveAt('mutableFolder', 5, 3, 5, 38),
      resolveAt('MIXED.claimed', 6, 3, 6, 38),
      resolveAt('MIXED[key]', 7, 3, 7, 35),
      resolveAt('PLAIN.dir', 8, 3, 8, 34),
      resolveAt('declared', 9, 3, 9, 33),
      resolveAt('pick()', 10, 3, 10, 31),
      resolveAt('Paths.CLAIMED', 11, 3, 11, 38),
      resolveAt('Paths.mutable', 12, 3, 12, 38),
      resolveAt('new Paths().dir', 13, 3, 13, 40),
      resolveAt('Config.changing', 14, 3, 14, 40),
    ],
    ts: true,
  },
  {
    title: 'a static read through this, a getter, a variable holding a class, a for-of const',
    code: [
      "import path from 'node:path';",
      "import { Paths } from './path-constants.js';",
      'export class Local {',
      "  static readonly ROOT = '/srv';",
      "  static get OTHER(): '/srv' {",
      "    return '/srv';",
      '  }',
      '  static run() {',
      '    path.resolve(this.ROOT);',
      '    path.resolve(Local.OTHER);',
      '  }',
      '}',
      'const Alias: typeof Paths = class extends Paths {};',
      'path.resolve(Alias.ROOT);',
      "for (const dir of ['a', 'b'] as const) path.resolve(dir);",
    ].join('\n'),
    errors: [
      resolveAt('this.ROOT', 9, 5, 9, 28),
      resolveAt('Local.OTHER', 10, 5, 10, 30),
      resolveAt('Alias.ROOT', 14, 1, 14, 25),
      resolveAt('dir', 15, 40, 15, 57),
    ],
    ts: true,
  },
  {
    title: 'an as const object or an enum that does not show the member read',
    code: [
      "import path from 'node:path';",
      'export function run(input: string, index: number) {',
      "  const spread = { dir: 'a', ...JSON.parse(input) } as const;",
      '  const getter = { get dir() { return input; } } as const;',
      "  const claimed = { dir: input as 'a' } as const;",
      "  let reassigned = { dir: 'a' } as const;",
      "  reassigned = { dir: input as 'a' };",
      "  const mixed = ['a', input] as const;",
      '  path.resolve(spread.dir);',
      '  path.resolve(getter.dir);',
      '  path.resolve(claimed.dir);',
      '  path.resolve(reassigned.dir);',
      '  path.resolve(mixed[index]);',
      '  path.resolve(mixed[1]);',
      '  path.resolve(path.sep, input);',
      '}',
      'enum Merged {',
      "  A = 'a',",
      '}',
      'namespace Merged {',
      '  export let b = process.argv[2];',
      '}',
      "path.resolve(Merged[process.argv[3] as 'A']);",
    ].join('\n'),
    errors: [
      resolveAt('spread.dir', 9, 3, 9, 27),
      resolveAt('getter.dir', 10, 3, 10, 27),
      resolveAt('claimed.dir', 11, 3, 11, 28),
      resolveAt('reassigned.dir', 12, 3, 12, 31),
      resolveAt('mixed[index]', 13, 3, 13, 29),
      resolveAt('mixed[1]', 14, 3, 14, 25),
      resolveAt('input', 15, 3, 15, 32),
      resolveAt("Merged[process.argv[3] as 'A']", 23, 1, 23, 45),
    ],
    ts: true,
  },
  {
    title: 'destructuring that does not show a frozen member: a default, a rest, a plain object',
    code: [
      "import path from 'node:path';",
      'export function run(input: string) {',
      "  const DIRS = { cache: 'cache', list: ['a'] } as const;",
      '  const { cache = input } = DIRS;',
      '  const { ...rest } = DIRS;',
      '  const { dir } = { dir: input };',
      '  const [first] = [input] as const;',
      '  path.resolve(cache);',
      '  path.resolve(rest.cache);',
      '  path.resolve(dir);',
      '  path.resolve(first);',
      '}',
    ].join('\n'),
    errors: [
      resolveAt('cache', 8, 3, 8, 22),
      resolveAt('rest.cache', 9, 3, 9, 27),
      resolveAt('dir', 10, 3, 10, 20),
      resolveAt('first', 11, 3, 11, 22),
    ],
    ts: true,
  },
  {
    title: 'imported constants are followed to their origin by the checker only',
    code: [
      "import path from 'node:path';",
      "import { ROOT, CACHE_DIR, LOGS_DIR, HERE, ASSETS, FolderName, Renamed, FOLDERS, ALIASED, BASE, Paths, Config, sep, CACHE_KEY } from './path-constants.js';",
      "import * as constants from './path-constants.js';",
      "import { APP_ROOT, DIRECTORIES } from './path-constants-barrel.js';",
      "export function run(name: 'Cache' | 'Logs') {",
      '  path.resolve(ROOT);',
      '  path.resolve(CACHE_DIR);',
      '  path.resolve(LOGS_DIR);',
      '  path.resolve(HERE);',
      '  path.resolve(ASSETS);',
      '  path.resolve(FolderName.Cache);',
      '  path.resolve(Renamed.Logs);',
      '  path.resolve(FolderName[name]);',
      '  path.resolve(FOLDERS.cache);',
      "  path.resolve(FOLDERS['cache']);",
      '  path.resolve(FOLDERS.nested.logs);',
      '  path.resolve(FOLDERS?.list[1]);',
      '  path.resolve(ALIASED.nested.logs);',
      '  path.resolve(BASE, APP_ROOT, DIRECTORIES.cache);',
      '  path.resolve(Paths.ROOT, Config.DIR, sep);',
      '  path.resolve(constants.ROOT, constants.FolderName.Logs, constants.FOLDERS.nested.logs, constants.Config.DIR);',
      "  const key = 'nested';",
      '  path.resolve(FOLDERS[CACHE_KEY], ALIASED[key].logs);',
      '}',
    ].join('\n'),
    errors: [
      resolveAt('ROOT', 6, 3, 6, 21),
      resolveAt('CACHE_DIR', 7, 3, 7, 26),
      resolveAt('LOGS_DIR', 8, 3, 8, 25),
      resolveAt('HERE', 9, 3, 9, 21),
      resolveAt('ASSETS', 10, 3, 10, 23),
      resolveAt('FolderName.Cache', 11, 3, 11, 33),
      resolveAt('Renamed.Logs', 12, 3, 12, 29),
      resolveAt('FolderName[name]', 13, 3, 13, 33),
      resolveAt('FOLDERS.cache', 14, 3, 14, 30),
      resolveAt("FOLDERS['cache']", 15, 3, 15, 33),
      resolveAt('FOLDERS.nested.logs', 16, 3, 16, 36),
      resolveAt('FOLDERS?.list[1]', 17, 3, 17, 33),
      resolveAt('ALIASED.nested.logs', 18, 3, 18, 36),
      resolveAt('BASE', 19, 3, 19, 50),
      resolveAt('Paths.ROOT', 20, 3, 20, 44),
      resolveAt('constants.ROOT', 21, 3, 21, 111),
      resolveAt('FOLDERS[CACHE_KEY]', 23, 3, 23, 54),
    ],
    ts: true,
    untyped: true,
  },
  {
    title: 'an assertion on a constant, a destructured or local binding of one, stay constants with types',
    code: [
      "import path from 'node:path';",
      "import { ROOT, FOLDERS, type Folder } from './path-constants.js';",
      'const { cache, nested: { logs } } = FOLDERS;',
      'const [first] = FOLDERS.list;',
      'const local = ROOT;',
      'export function run() {',
      '  path.resolve(ROOT as string, (FOLDERS.cache as Folder)!, FOLDERS.cache satisfies Folder);',
      '  path.resolve(cache, logs, first);',
      "  path.resolve(local, `${ROOT}/${cache}`, ROOT + '/x');",
      '}',
    ].join('\n'),
    errors: [
      resolveAt('ROOT as string', 7, 3, 7, 91),
      resolveAt('cache', 8, 3, 8, 35),
      resolveAt('local', 9, 3, 9, 55),
    ],
    ts: true,
    untyped: true,
  },
  {
    title: 'a static readonly field and a namespace const of this file, with types',
    code: [
      "import path from 'node:path';",
      'class Paths {',
      "  static readonly ROOT = '/srv';",
      '}',
      'namespace Config {',
      "  export const DIR = 'config';",
      '}',
      'path.resolve(Paths.ROOT, Config.DIR);',
    ].join('\n'),
    errors: [resolveAt('Paths.ROOT', 8, 1, 8, 37)],
    ts: true,
    untyped: true,
  },
  {
    title: 'a string type that merely contains literals is input',
    code: "import path from 'node:path';\nexport function folder(name: 'cache' | string, other: `${string}.json`) {\n  path.resolve(name);\n  path.resolve(other);\n}",
    errors: [call('path.resolve', 'name', 'path.resolve(name)'), call('path.resolve', 'other', 'path.resolve(other)')],
    ts: true,
  },
  {
    title: 'a parameter typed typeof import("path")',
    code: "export function run(tool: typeof import('path'), input: string) {\n  return tool.resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'tool.resolve(input)')],
    ts: true,
    typed: true,
  },
  {
    title: 'a barrel and a dependency object that re-export path',
    code: "import { resolve, paths } from './path-barrel.js';\nexport function run(input: string) {\n  resolve(input);\n  paths.tool.posix.resolve(input);\n}",
    errors: [
      call('path.resolve', 'input', 'resolve(input)'),
      call('path.resolve', 'input', 'paths.tool.posix.resolve(input)'),
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'a class field holding path',
    code: "import path from 'path';\nexport class Paths {\n  private readonly tool = path;\n  run(input: string) {\n    return this.tool.resolve(input);\n  }\n}",
    errors: [call('path.resolve', 'input', 'this.tool.resolve(input)')],
    ts: true,
    typed: true,
  },
  {
    title: 'pathFunctions: join, normalize and relative are checked like resolve',
    code: [
      "import path from 'path';",
      'export function run(input) {',
      "  path.join(__dirname, 'assets');",
      '  path.join(__dirname, input);',
      '  path.normalize(input);',
      "  path.relative('root', input);",
      '  path.dirname(input);',
      '  path.resolve(input);',
      '  return [input].map(path.join);',
      '}',
    ].join('\n'),
    errors: [
      call('path.join', 'input', 'path.join(__dirname, input)'),
      call('path.normalize', 'input', 'path.normalize(input)'),
      call('path.relative', 'input', "path.relative('root', input)"),
      call('path.resolve', 'input', 'path.resolve(input)'),
      { at: 'path.join', after: '[input].map(', messageId: 'escape', name: 'path.join' },
    ],
    settings: { pathFunctions: ['join', 'normalize', 'relative'] },
  },
  {
    title: 'pathFunctions with types: a parameter typed typeof import("path") and a barrel',
    code: [
      "import { join } from './path-barrel.js';",
      "export function run(tool: typeof import('path'), input: string, parts: string[]) {",
      '  tool.join(input);',
      "  tool.normalize('constant');",
      '  join(input);',
      '  parts.join(input);',
      '}',
    ].join('\n'),
    errors: [
      call('path.join', 'input', 'tool.join(input)'),
      { ...call('path.join', 'input', 'join(input)'), after: "normalize('constant');" },
    ],
    settings: { pathFunctions: ['join', 'normalize'] },
    ts: true,
    typed: true,
  },
];

/**
 * Every name `pathFunctions` documents (docs/settings.md, docs/rules/no-path-resolve-on-input.md),
 * written out here rather than read from src: each entry, listed alone, is checked like `resolve`
 * in every form the file reaches it, and the others stay unchecked.
 */
const documentedPathFunctions: readonly { readonly name: string; readonly call: string; readonly argument: string }[] =
  [
    { name: 'join', call: "join('/srv', input)", argument: 'input' },
    { name: 'normalize', call: 'normalize(input)', argument: 'input' },
    { name: 'relative', call: "relative('/srv', input)", argument: 'input' },
    { name: 'dirname', call: 'dirname(input)', argument: 'input' },
    { name: 'format', call: 'format({ dir: input })', argument: '{ dir: input }' },
    { name: 'toNamespacedPath', call: 'toNamespacedPath(input)', argument: 'input' },
  ];

for (const { name, call: called, argument } of documentedPathFunctions) {
  const others = documentedPathFunctions.filter((other) => other.name !== name);
  const code = [
    `import path, { ${name} as renamed } from 'node:path';`,
    "const required = require('path');",
    'export function run(input) {',
    `  path.${called};`,
    `  renamed${called.slice(name.length)};`,
    `  required.win32.${called};`,
    `  path.posix['${name}'](${called.slice(name.length + 1)};`,
    ...others.map((other) => `  path.${other.call};`),
    '}',
    `export const escaped = [].map(path.${name});`,
  ].join('\n');
  invalid.push({
    title: `pathFunctions: ['${name}'] checks ${name} like resolve, in every form, and nothing else`,
    code,
    errors: [
      call(`path.${name}`, argument, `path.${called}`),
      call(`path.${name}`, argument, `renamed${called.slice(name.length)}`),
      call(`path.win32.${name}`, argument, `required.win32.${called}`),
      call(`path.posix.${name}`, argument, `path.posix['${name}'](${called.slice(name.length + 1)}`),
      { at: `path.${name}`, after: 'export const escaped = [].map(', messageId: 'escape', name: `path.${name}` },
    ],
    settings: { pathFunctions: [name] },
  });
  // `format` takes an object, and an object literal is never a constant (docs: "Nothing else"),
  // so it has no silent form to test.
  if (name === 'format') continue;
  valid.push({
    title: `pathFunctions: ['${name}'] leaves ${name} of constants alone`,
    code: `import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nexport const constant = path.${name}(${
      name === 'dirname' ? 'fileURLToPath(import.meta.url)' : "__dirname, 'assets'"
    });`,
    settings: { pathFunctions: [name] },
  });
}

function getRange(code: string, expected: Expected) {
  if (expected.loc) {
    const [line, column, endLine, endColumn] = expected.loc;
    return { line, column, endLine, endColumn };
  }
  if (expected.at === undefined) throw new Error('test bug: an expected error needs `at` or `loc`');
  return range(code, expected.at, expected.after === undefined ? {} : { after: expected.after });
}

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
      messageId: expected.messageId,
      data: {
        name: expected.name,
        instead: '`resolveAndValidate()`',
        ...(expected.argument === undefined ? {} : { argument: expected.argument }),
      },
      ...getRange(item.code, expected),
    })),
  };
}

createTypedRuleTester().run('no-path-resolve-on-input (typed)', rule, {
  valid: [...valid, ...invalid.filter((item) => item.untyped)].map((item) => toValid(item)),
  invalid: invalid.filter((item) => !item.untyped).map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-path-resolve-on-input (untyped TypeScript)', rule, {
  valid: [...valid, ...invalid.filter((item) => item.typed)].map((item) => toValid(item)),
  invalid: invalid.filter((item) => !item.typed).map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-path-resolve-on-input (JavaScript, espree)', rule, {
  valid: [...valid, ...invalid.filter((item) => item.typed)]
    .filter((item) => !item.ts)
    .map((item) => toValid(item, 'file.js')),
  invalid: invalid.filter((item) => !item.typed && !item.ts).map((item) => toInvalid(item, 'file.js')),
});

describe('no-path-resolve-on-input: the text a user reads', () => {
  const lexical = 'A lexical resolve is not containment: `..`, absolute segments and symlinks still lead anywhere.';
  const instead =
    "Call the file-system service's `resolveAndValidate()` instead: it canonicalizes the path, then checks that it stays inside a mount.";
  const code = [
    "import path from 'node:path';",
    'export function run(input, parts) {',
    "  path.resolve('/srv', input);",
    '  path.resolve(...parts);',
    '  return parts.map(path.resolve);',
    '}',
    "export * from 'path';",
  ].join('\n');
  const expected = [
    {
      message: `ORKVFS004: \`path.resolve\` builds a path from \`input\`, which is not a compile-time constant. ${lexical} ${instead}`,
      line: 3,
      column: 3,
      endLine: 3,
      endColumn: 30,
    },
    {
      message: `ORKVFS004: \`path.resolve\` receives the spread arguments \`...parts\`, so nothing shows they are constant. ${lexical} ${instead}`,
      line: 4,
      column: 3,
      endLine: 4,
      endColumn: 25,
    },
    {
      message:
        "ORKVFS004: `path.resolve` escapes here as a value, so whatever calls it builds paths from input that nothing contains. Pass the service's `resolveAndValidate()` instead: it canonicalizes the path, then checks that it stays inside a mount.",
      line: 5,
      column: 20,
      endLine: 5,
      endColumn: 32,
    },
    {
      message:
        "ORKVFS004: `export * from 'path'` hands Node's path functions, `resolve` included, to every importer of this module, where nothing contains what they build. Export the service's `resolveAndValidate()` instead.",
      line: 7,
      column: 1,
      endLine: 7,
      endColumn: 22,
    },
  ];
  for (const mode of ['typed', 'untyped', 'javascript'] as const) {
    it(`nonConstant, spread, escape and reexport (${mode})`, () => {
      expect(renderedMessages('no-path-resolve-on-input', code, { mode })).toEqual(expected);
    });
  }

  it('a pathFunctions entry is named in the message', () => {
    expect(
      renderedMessages(
        'no-path-resolve-on-input',
        "import { dirname } from 'path';\nexport const up = (input) => dirname(input);",
        {
          settings: { pathFunctions: ['dirname'] },
        },
      ),
    ).toEqual([
      {
        message: `ORKVFS004: \`path.dirname\` builds a path from \`input\`, which is not a compile-time constant. ${lexical} ${instead}`,
        line: 2,
        column: 30,
        endLine: 2,
        endColumn: 44,
      },
    ]);
  });

  it('requireTypeInformation without a program', () => {
    expect(
      renderedMessages('no-path-resolve-on-input', "import path from 'path';\npath.resolve(process.argv[2]);", {
        settings: { requireTypeInformation: true },
      }),
    ).toEqual([
      {
        message:
          "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
        line: 1,
        column: 1,
        // A note on the file, not on code: a point at its start.
        endLine: undefined,
        endColumn: undefined,
      },
    ]);
  });
});
