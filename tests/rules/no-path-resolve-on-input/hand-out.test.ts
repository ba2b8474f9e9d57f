/**
 * ORKVFS004: a `path` module object that leaves the file hands out `resolve` (issue 20, item 2), as
 * `export * from 'path'` does; it is one finding where it leaves, in the same fail-closed positions
 * as an fs module. Used inside the file (members, aliases, tests), it is followed, not reported.
 * Run typed, untyped TypeScript and plain JavaScript (espree).
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

import rule, { type MessageIds, type Options } from '../../../src/rules/no-path-resolve-on-input.js';
import { range } from '../../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

interface Expected {
  /** The text the editor underlines: its first occurrence after `after`. */
  readonly at: string;
  readonly after?: string;
  readonly name: string;
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
  readonly ts?: boolean;
}

const invalid: Case[] = [
  {
    title: 'exported: export default, a named export, export { default as p } from, export * as',
    code: [
      "import path from 'node:path';",
      'export default path;',
      'export { path };',
      "export { default as p, posix } from 'node:path';",
      "export * as paths from 'path';",
    ].join('\n'),
    errors: [
      { at: 'path', after: 'export default ', name: 'path' },
      { at: 'path', after: 'export { ', name: 'path' },
      { at: 'default as p', name: 'path' },
      { at: 'posix', after: 'default as p, ', name: 'path.posix' },
      { at: "export * as paths from 'path';", name: 'path' },
    ],
  },
  {
    title: 'handed on: an object, a return, an argument, a field, a parameter default, a lazy import()',
    code: [
      "import path, { posix, win32 } from 'node:path';",
      'export const tools = { path };',
      'export function pick() {\n  return posix;\n}',
      'use(win32);',
      'export class Paths {\n  impl = path.posix;\n}',
      'export function join(parts, impl = path) {}',
      "export const later = () => import('node:path');",
      'function use(value) {}',
    ].join('\n'),
    errors: [
      { at: 'path', after: 'tools = { ', name: 'path' },
      { at: 'posix', after: 'return ', name: 'path.posix' },
      { at: 'win32', after: 'use(', name: 'path.win32' },
      { at: 'path.posix', after: 'impl = ', name: 'path.posix' },
      { at: 'path', after: 'parts, impl = ', name: 'path' },
      { at: "import('node:path')", name: 'path' },
    ],
  },
  {
    title: 'the fail-closed positions: an assignment, a throw, a tagged template, a memoised require',
    code: [
      'let cached, held;',
      "export const load = () => (cached ??= require('path'));",
      "use((held = require('node:path/posix')));",
      "tag`${require('path')}`;",
      "export function fail() {\n  throw require('path/win32');\n}",
      'function use(value) {}',
      'function tag(strings, ...values) {}',
    ].join('\n'),
    errors: [
      { at: "require('path')", name: 'path' },
      { at: "require('node:path/posix')", name: 'path.posix' },
      { at: "require('path')", after: 'tag`${', name: 'path' },
      { at: "require('path/win32')", name: 'path.win32' },
    ],
  },
  {
    title: 'TypeScript: export =, export import, a parameter property default',
    code: [
      "import * as path from 'path';",
      'export class Resolver {\n  constructor(private readonly impl = path) {}\n}',
      "export import p = require('node:path');",
    ].join('\n'),
    errors: [
      { at: 'path', after: 'impl = ', name: 'path' },
      { at: "export import p = require('node:path');", name: 'path' },
    ],
    ts: true,
  },
];

const valid: Case[] = [
  {
    title: 'a path module used inside the file: members, aliases, destructuring, tests, typeof',
    code: [
      "import path from 'node:path';",
      'const { join, posix } = path;',
      'const p = path;',
      "export const joined = join('a', 'b') + posix.sep + p.basename('c');",
      "export const checks = [typeof path, 'resolve' in path, path === p, Object.hasOwn(path, 'matchesGlob')];",
      'if (path.sep) console.log(`${path}`);',
    ].join('\n'),
  },
  {
    title: 'a module that hands nothing out: url, a look-alike named path',
    code: [
      "import url from 'node:url';",
      'export default url;',
      'export function wrap(path) {\n  return path;\n}',
    ].join('\n'),
  },
];

function toValid(item: Case, filename?: string): ValidTestCase<Options> {
  return { name: item.title, code: item.code, ...(filename ? { filename } : {}) };
}

function toInvalid(item: Case, filename?: string): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item, filename),
    errors: (item.errors ?? []).map((expected) => ({
      messageId: 'module' as const,
      data: { name: expected.name },
      ...range(item.code, expected.at, expected.after === undefined ? {} : { after: expected.after }),
    })),
  };
}

createTypedRuleTester().run('no-path-resolve-on-input hand-outs (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-path-resolve-on-input hand-outs (untyped TypeScript)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-path-resolve-on-input hand-outs (JavaScript, espree)', rule, {
  valid: valid.filter((item) => !item.ts).map((item) => toValid(item, 'file.js')),
  invalid: invalid.filter((item) => !item.ts).map((item) => toInvalid(item, 'file.js')),
});
