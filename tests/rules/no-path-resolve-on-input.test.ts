/**
 * ORKVFS004 run three ways: typed, untyped TypeScript and plain JavaScript (espree). A case is
 * `ts` when it uses TypeScript syntax, `typed` when only the checker reports it (it runs as valid
 * untyped), and `untyped` when only the checker can prove it constant (it runs as valid typed).
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

import rule, { type MessageIds, type Options } from '../../src/rules/no-path-resolve-on-input.js';
import { position } from '../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

interface Expected {
  /** A substring of the code at which the diagnostic starts (first occurrence after `after`). */
  readonly at: string;
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

const call = (name: string, argument = 'input', at = `${name}(`): Expected => ({ at, messageId: 'nonConstant', name, argument });

const valid: Case[] = [
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
    code: "import path from 'path';\nexport function run(input) {\n  return [path.join(input), path.normalize(input), path.relative('a', input), path.basename(input), [].map(path.join)];\n}",
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
    title: 'TypeScript wrappers around constants',
    code: "import path from 'path';\nconst root = 'data' as const;\npath.resolve(root satisfies string, (__dirname as string)!);",
    ts: true,
  },
];

const invalid: Case[] = [
  {
    title: 'default import',
    code: "import path from 'path';\nexport function run(input) {\n  return path.resolve(input);\n}",
    errors: [call('path.resolve')],
  },
  {
    title: 'namespace import with node: prefix',
    code: "import * as path from 'node:path';\nexport function run(input) {\n  return path.resolve('root', input);\n}",
    errors: [call('path.resolve')],
  },
  {
    title: 'named import',
    code: "import { resolve } from 'path';\nexport function run(input) {\n  return resolve(input);\n}",
    errors: [{ ...call('path.resolve'), at: 'resolve(input' }],
  },
  {
    title: 'renamed import',
    code: "import { resolve as toAbsolute } from 'node:path';\nexport function run(input) {\n  return toAbsolute(input);\n}",
    errors: [{ ...call('path.resolve'), at: 'toAbsolute(input' }],
  },
  {
    title: 'path.posix and path.win32',
    code: "import path from 'path';\nexport function run(input) {\n  path.posix.resolve(input);\n  path.win32.resolve(input);\n}",
    errors: [call('path.posix.resolve', 'input', 'path.posix'), call('path.win32.resolve', 'input', 'path.win32')],
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
      call('path.posix.resolve', 'input', 'posix.resolve'),
      { ...call('path.win32.resolve'), at: 'resolve(input', after: '  posix.resolve(input);\n' },
      call('path.posix.resolve', 'input', 'nodePosix.resolve'),
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
      call('path.resolve', 'input', "require('path')"),
      { ...call('path.resolve'), at: 'resolve(input', after: "require('node:path');" },
      call('path.posix.resolve', 'input', 'posixResolve(input'),
    ],
  },
  {
    title: 'import x = require()',
    code: "import path = require('path');\nexport function run(input: string) {\n  return path.resolve(input);\n}",
    errors: [call('path.resolve')],
    ts: true,
  },
  {
    title: 'dynamic import',
    code: "const { resolve } = await import('node:path');\nexport function run(input) {\n  return resolve(input);\n}",
    errors: [{ ...call('path.resolve'), at: 'resolve(input' }],
  },
  {
    title: 'optional chaining',
    code: "import path from 'path';\nexport function run(input) {\n  return path?.resolve?.(input);\n}",
    errors: [call('path.resolve', 'input', 'path?.resolve')],
  },
  {
    title: 'a local alias is followed to its call',
    code: "import path from 'path';\nconst toAbsolute = path.resolve;\nexport function run(input) {\n  return toAbsolute(input);\n}",
    errors: [call('path.resolve', 'input', 'toAbsolute(input')],
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
      call('path.resolve', 'base', 'path.resolve(base'),
      call('path.resolve', '`${input}/x`', 'path.resolve(`'),
      call('path.resolve', "'root/' + input", "path.resolve('root"),
      call('path.resolve', 'config.root', 'path.resolve(config'),
      call('path.resolve', 'process.cwd()', 'path.resolve(process'),
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
    errors: [call('path.resolve', 'cfg.dir', 'path.resolve(cfg'), call('path.resolve', "parts.join('/')", 'path.resolve(parts')],
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
      call('path.resolve', 'fileURLToPath(new URL(input, import.met…', 'path.resolve(fileURLToPath'),
      call('path.resolve', 'local(import.meta.url)', 'path.resolve(local'),
    ],
  },
  {
    title: 'the first non-constant argument is named, and long ones are shortened',
    code: "import path from 'path';\nexport function run(input) {\n  return path.resolve(__dirname, input.segments.map((segment) => segment.trim()).join('/'), input);\n}",
    errors: [call('path.resolve', 'input.segments.map((segment) => segment…')],
  },
  {
    title: 'spread arguments, even of constants',
    code: "import path from 'path';\nexport function run(parts) {\n  path.resolve(...parts);\n  path.resolve('a', ...['b']);\n}",
    errors: [
      { at: 'path.resolve(...parts', messageId: 'spread', name: 'path.resolve', argument: '...parts' },
      { at: "path.resolve('a'", messageId: 'spread', name: 'path.resolve', argument: "...['b']" },
    ],
  },
  {
    title: '.call and .apply with input',
    code: "import path from 'path';\nexport function run(input, parts) {\n  path.resolve.call(null, 'a', input);\n  path.resolve.apply(null, ['a', input]);\n  path.resolve.apply(null, parts);\n}",
    errors: [
      call('path.resolve', 'input', 'path.resolve.call'),
      call('path.resolve', 'input', 'path.resolve.apply(null, ['),
      { at: 'path.resolve.apply(null, parts', messageId: 'spread', name: 'path.resolve', argument: 'parts' },
    ],
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
      { at: 'path.resolve)', messageId: 'escape', name: 'path.resolve' },
      { at: 'resolve }', after: 'tools = ', messageId: 'escape', name: 'path.resolve' },
      { at: 'path.posix.resolve;', messageId: 'escape', name: 'path.posix.resolve' },
      { at: 'resolve as default', messageId: 'escape', name: 'path.resolve' },
    ],
  },
  {
    title: 'a computed member with a dynamic key fails closed, with a constant key it is resolve',
    code: "import path from 'path';\nexport function run(name, input) {\n  path[name](input);\n  path['resolve'](input);\n  path[name]('constant');\n}",
    errors: [call('path[…]', 'input', 'path[name](input'), call('path.resolve', 'input', "path['resolve']")],
  },
  {
    title: 'export * from path',
    code: "export * from 'node:path';",
    errors: [{ at: 'export *', messageId: 'reexport', name: "export * from 'node:path'" }],
  },
  {
    title: 'a string-literal type is a constant only to the checker',
    code: [
      "import path from 'node:path';",
      "type Folder = 'cache' | 'logs';",
      "export function folder(name: Folder, fixed: 'tmp') {",
      '  return path.resolve(name, fixed);',
      '}',
    ].join('\n'),
    errors: [call('path.resolve', 'name', 'path.resolve(name')],
    ts: true,
    untyped: true,
  },
  {
    title: 'a string type that merely contains literals is input',
    code: "import path from 'node:path';\nexport function folder(name: 'cache' | string, other: `${string}.json`) {\n  path.resolve(name);\n  path.resolve(other);\n}",
    errors: [call('path.resolve', 'name', 'path.resolve(name'), call('path.resolve', 'other', 'path.resolve(other')],
    ts: true,
  },
  {
    title: 'a parameter typed typeof import("path")',
    code: "export function run(tool: typeof import('path'), input: string) {\n  return tool.resolve(input);\n}",
    errors: [call('path.resolve', 'input', 'tool.resolve')],
    ts: true,
    typed: true,
  },
  {
    title: 'a barrel and a dependency object that re-export path',
    code: "import { resolve, paths } from './path-barrel.js';\nexport function run(input: string) {\n  resolve(input);\n  paths.tool.posix.resolve(input);\n}",
    errors: [
      { ...call('path.resolve'), at: 'resolve(input' },
      call('path.resolve', 'input', 'paths.tool'),
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'a class field holding path',
    code: "import path from 'path';\nexport class Paths {\n  private readonly tool = path;\n  run(input: string) {\n    return this.tool.resolve(input);\n  }\n}",
    errors: [call('path.resolve', 'input', 'this.tool')],
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
      call('path.join', 'input', 'path.join(__dirname, input'),
      call('path.normalize'),
      call('path.relative', 'input', 'path.relative'),
      call('path.resolve'),
      { at: 'path.join)', messageId: 'escape', name: 'path.join' },
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
      "  parts.join(input);",
      '}',
    ].join('\n'),
    errors: [call('path.join', 'input', 'tool.join'), { ...call('path.join'), at: 'join(input', after: "normalize('constant');" }],
    settings: { pathFunctions: ['join', 'normalize'] },
    ts: true,
    typed: true,
  },
];

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
      data: { name: expected.name, ...(expected.argument === undefined ? {} : { argument: expected.argument }) },
      ...position(item.code, expected),
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
  valid: [...valid, ...invalid.filter((item) => item.typed)].filter((item) => !item.ts).map((item) => toValid(item, 'file.js')),
  invalid: invalid.filter((item) => !item.typed && !item.ts).map((item) => toInvalid(item, 'file.js')),
});
