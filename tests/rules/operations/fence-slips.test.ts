/**
 * The slips issue 20's third round left, with their neighbours, for the operation rules in every
 * mode: a value stored into a name or a member the file cannot follow (an implicit global of a
 * sloppy script, an ambient global, a destructuring assignment into an object), an enum member
 * initialised from a sibling as a key, a key chosen at run time among names the file or the
 * program shows (each code reported for its own operation, so no suppression of ORKVFS001 covers
 * a directory deletion), and, typed, a call of an fs value a container's method returns.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import handleRule from '../../../src/rules/no-direct-handle-open.js';
import watcherRule from '../../../src/rules/no-direct-watcher.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const commonjs = { sourceType: 'commonjs' };
const script = { sourceType: 'script' };

const valid: OperationCase[] = [
  {
    title: 'a value stored into a local name, declared or a parameter, is followed there',
    code: [
      "const fs = require('fs');",
      'let io;',
      'io = fs;',
      'function use(out) { out = fs.readFileSync; return typeof out; }',
      'module.exports = typeof io.cp + use(null);',
    ].join('\n'),
    languageOptions: commonjs,
  },
  {
    title: 'a destructuring assignment into local names, and a key chosen among names of no operation',
    code: [
      "import fs from 'node:fs';",
      'let read, rest;',
      '({ readFileSync: read, ...rest } = fs);',
      'const flag = Math.random() > 0.5;',
      "export const n = [typeof read, typeof rest, fs[flag ? 'constants' : 'Stats'] !== undefined];",
    ].join('\n'),
  },
];

const invalid: OperationCase[] = [
  {
    title: 'an implicit global of a sloppy CommonJS file or script receives the module or an operation',
    code: [
      "const fs = require('fs');",
      'io = fs;',
      "function load() { const disk = require('node:fs').promises; cache ??= disk; }",
      'function keep() { (read = fs.readFileSync); }',
      'module.exports = [load, keep];',
    ].join('\n'),
    languageOptions: commonjs,
    errors: [
      { span: 'fs', after: 'io = ', name: 'fs', form: 'module' },
      { span: 'disk', after: 'cache ??= ', name: 'fs.promises', form: 'module' },
      { span: 'fs.readFileSync', after: 'read = ', name: 'fs.readFileSync', form: 'escape' },
    ],
  },
  {
    title: 'in a classic script, a function stores into an implicit global and a top-level var',
    code: ['var out;', "function f() { var fs = require('fs'); io = fs; out = fs.rmSync; }", 'f();'].join('\n'),
    languageOptions: script,
    modes: ['javascript'],
    errors: [
      { span: 'fs', after: 'io = ', name: 'fs', form: 'module' },
      { span: 'fs.rmSync', name: 'fs.rmSync', form: 'escape' },
    ],
  },
  {
    title: 'a name declared only for the type checker (declare let) is someone else’s binding',
    code: ["import * as fs from 'node:fs';", 'declare let io: unknown;', 'io = fs.mkdirSync;'].join('\n'),
    ts: true,
    errors: [{ span: 'fs.mkdirSync', name: 'fs.mkdirSync', form: 'escape' }],
  },
  {
    title: 'a destructuring assignment stores members into an object, an implicit global, or by default',
    code: [
      "import fs from 'node:fs';",
      'const registry = {};',
      '({ readFileSync: registry.read, rmSync: registry.remove } = fs);',
      '({ promises: registry.disk } = fs);',
      '[registry.first = fs.mkdirSync] = [];',
      'registry.plain = fs.readdirSync;',
      'export { registry };',
    ].join('\n'),
    errors: [
      { span: 'registry.read', name: 'fs.readFileSync', form: 'escape' },
      { span: 'registry.remove', name: 'fs.rmSync', form: 'escape' },
      { span: 'registry.disk', name: 'fs.promises', form: 'module' },
      { span: 'fs.mkdirSync', name: 'fs.mkdirSync', form: 'escape' },
      // Stored into a member by a plain assignment: one report, at the value.
      { span: 'fs.readdirSync', name: 'fs.readdirSync', form: 'escape' },
    ],
  },
  {
    title: 'typed: an implicit global receives an operation of a typed dependency',
    code: [
      "import type * as fs from 'node:fs';",
      'export function keep(deps: { io: typeof fs }) {',
      '  // @ts-expect-error: an implicit global',
      '  stash = deps.io.openSync;',
      '}',
    ].join('\n'),
    ts: true,
    typed: true,
    errors: [{ span: 'deps.io.openSync', name: 'fs.openSync', form: 'escape' }],
  },
  {
    title: 'an enum member initialised from a sibling is a constant key',
    code: [
      "import * as fs from 'node:fs';",
      "enum Op { Remove = 'rmSync', Alias = Remove, Again = Op.Alias, Quoted = Op['Again'] }",
      'export function run(p: string) {',
      '  fs[Op.Alias](p);',
      '  fs[Op.Again](p);',
      '  fs[Op.Quoted](p);',
      '}',
    ].join('\n'),
    ts: true,
    errors: [
      { span: 'fs[Op.Alias](p)', name: 'fs.rmSync' },
      { span: 'fs[Op.Again](p)', name: 'fs.rmSync' },
      { span: 'fs[Op.Quoted](p)', name: 'fs.rmSync' },
    ],
  },
  {
    title: 'a key chosen at run time among names the file shows counts under each code it may reach',
    code: [
      "import * as fs from 'node:fs';",
      'const flag = Math.random() > 0.5;',
      "const key = flag ? 'rmSync' : 'readFileSync';",
      'export function run(p) {',
      '  fs[key](p);',
      "  const open = fs[flag ? 'openSync' : 'watch'];",
      '  open(p);',
      "  fs[(flag ? 'mkdirSync' : null) ?? 'readdirSync'](p);",
      '}',
    ].join('\n'),
    errors: [
      { span: 'fs[key](p)', name: 'fs.rmSync' },
      { span: 'fs[key](p)', name: 'fs.readFileSync' },
      { span: 'open(p)', name: 'fs.openSync' },
      { span: 'open(p)', name: 'fs.watch' },
      { span: "fs[(flag ? 'mkdirSync' : null) ?? 'readdirSync'](p)", name: 'fs.mkdirSync' },
    ],
  },
  {
    title: 'a key of literal-union type: each code of its names, and the run-time choice (a type is a claim)',
    code: [
      "import * as fs from 'node:fs';",
      "declare const key: 'rmSync' | 'readFileSync';",
      "declare const remove: 'rm' | 'mkdir';",
      'export async function run(p: string) {',
      '  fs[key](p);',
      '  await fs.promises[remove](p);',
      '}',
    ].join('\n'),
    ts: true,
    errors: [
      { span: 'fs[key](p)', name: 'fs[…]', untyped: true },
      { span: 'fs[key](p)', name: 'fs.readFileSync', typed: true },
      { span: 'fs[key](p)', name: 'fs.rmSync', typed: true },
      { span: 'fs.promises[remove](p)', name: 'fs.promises[…]' },
      { span: 'fs.promises[remove](p)', name: 'fs.promises.rm', typed: true },
    ],
  },
  {
    title: 'typed: a call of an fs value a container method returns, through !, ?. and as',
    code: [
      "import type * as fs from 'node:fs';",
      'declare const readers: Map<string, typeof fs.readFileSync>;',
      'declare const removers: Array<typeof fs.rmSync>;',
      'export function run(key: string, p: string) {',
      '  readers.get(key)!(p);',
      '  readers.get(key)?.(p);',
      '  (readers.get(key) as typeof fs.readFileSync)(p);',
      '  removers.at(-1)!(p);',
      '}',
    ].join('\n'),
    ts: true,
    typed: true,
    errors: [
      { span: 'readers.get(key)!(p)', name: 'fs.readFileSync' },
      { span: 'readers.get(key)?.(p)', name: 'fs.readFileSync' },
      { span: '(readers.get(key) as typeof fs.readFileSync)(p)', name: 'fs.readFileSync' },
      { span: 'removers.at(-1)!(p)', name: 'fs.rmSync' },
    ],
  },
];

const cases = { valid, invalid };
await runCaseTable('no-direct-file-access fence slips', fileRule, getOperationTable('ORKVFS001', cases));
await runCaseTable('no-direct-directory-access fence slips', directoryRule, getOperationTable('ORKVFS002', cases));
await runCaseTable('no-direct-handle-open fence slips', handleRule, getOperationTable('ORKVFS003', cases));
await runCaseTable('no-direct-watcher fence slips', watcherRule, getOperationTable('ORKVFS005', cases));
