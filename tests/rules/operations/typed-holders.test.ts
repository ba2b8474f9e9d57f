/**
 * Typed: where a declared type holds the module or an operation without naming it (issue 20,
 * item 4) — an index signature (`Record<string, typeof fs>`, an interface's, a generic of the
 * program's), array and tuple elements (with a key no one names too), a `let` assigned after
 * its declaration, and JavaScript's JSDoc types and casts. Only the checker sees these: without a
 * program each case is silent (the syntactic layer follows values, never declared types). Next to
 * each, a neighbour that holds no fs value stays silent in both modes.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const invalid: OperationCase[] = [
  {
    title: 'an index signature holds the module or an operation: Record, an interface, a generic of the program',
    code: [
      "import type * as fs from 'node:fs';",
      "import { readers, tables, type Table } from './typed-holders.js';",
      'export function run(table: Table, byName: { [name: string]: typeof fs }, p: string) {',
      '  tables.anyName.readFileSync(p);',
      "  tables['other'].rmSync(p);",
      '  table.whatever(p);',
      '  byName.x.mkdirSync(p);',
      '  readers.config(p);',
      '}',
    ].join('\n'),
    errors: [
      { span: 'tables.anyName.readFileSync(p)', name: 'fs.readFileSync' },
      { span: "tables['other'].rmSync(p)", name: 'fs.rmSync' },
      { span: 'table.whatever(p)', name: 'fs.rmSync' },
      { span: 'byName.x.mkdirSync(p)', name: 'fs.mkdirSync' },
      { span: 'readers.config(p)', name: 'fs.readFileSync' },
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'an index signature or array holds objects whose member holds the module: the element is read on the way',
    code: [
      "import type * as fs from 'node:fs';",
      'interface Deps {',
      '  io: typeof fs;',
      '}',
      'export function run(registry: { [name: string]: Deps }, all: Deps[], byKey: Record<string, { read: typeof fs.readFileSync }>, k: string, p: string) {',
      '  registry.main.io.readFileSync(p);',
      '  registry[k].io.rmSync(p);',
      '  all[0].io.mkdirSync(p);',
      '  byKey.config.read(p);',
      '}',
    ].join('\n'),
    errors: [
      { span: 'registry.main.io.readFileSync(p)', name: 'fs.readFileSync' },
      { span: 'registry[k].io.rmSync(p)', name: 'fs.rmSync' },
      { span: 'all[0].io.mkdirSync(p)', name: 'fs.mkdirSync' },
      { span: 'byKey.config.read(p)', name: 'fs.readFileSync' },
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'array and tuple elements, at a constant index or one only run time knows',
    code: [
      "import type * as fs from 'node:fs';",
      "import type { Fs } from './typed-holders.js';",
      'export function run(mods: Fs[], ops: Array<typeof fs.rmSync>, pair: [string, Fs], i: number, p: string) {',
      '  mods[0].readFileSync(p);',
      '  mods[i].mkdirSync(p);',
      '  ops[i](p);',
      '  pair[1].rmSync(p);',
      '}',
    ].join('\n'),
    errors: [
      { span: 'mods[0].readFileSync(p)', name: 'fs.readFileSync' },
      { span: 'mods[i].mkdirSync(p)', name: 'fs.mkdirSync' },
      { span: 'ops[i](p)', name: 'fs.rmSync' },
      { span: 'pair[1].rmSync(p)', name: 'fs.rmSync' },
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'an element handed on escapes where it leaves',
    code: ["import { readers } from './typed-holders.js';", 'export const load = readers.config;'].join('\n'),
    errors: [{ span: 'readers.config', name: 'fs.readFileSync', form: 'escape' }],
    typed: true,
  },
  {
    title: 'a let assigned after its declaration holds what it is assigned',
    code: [
      "import type * as fs from 'node:fs';",
      'export function run(io: typeof fs, deps: { fs: typeof fs }, p: string) {',
      '  let read;',
      '  read = io.readFileSync;',
      '  read(p);',
      '  let disk;',
      '  disk = deps.fs;',
      '  disk.rmSync(p);',
      '  let other = () => 1;',
      '  other();',
      '  let later = other;',
      '  later = io.mkdirSync;',
      '  later(p);',
      '  let loose: any;',
      '  loose = io.rmSync;',
      '  loose(p);',
      '}',
    ].join('\n'),
    errors: [
      { span: 'read(p)', name: 'fs.readFileSync' },
      { span: 'disk.rmSync(p)', name: 'fs.rmSync' },
      { span: 'later(p)', name: 'fs.mkdirSync' },
      { span: 'loose(p)', name: 'fs.rmSync' },
    ],
    ts: true,
    typed: true,
  },
  {
    title: 'JavaScript: a JSDoc @type, @param, @typedef with @property, and a cast',
    filename: 'script.js',
    code: [
      "/** @type {typeof import('fs')} */",
      'const a = globalThis.holder.fs;',
      "a.readFileSync('a');",
      "const b = /** @type {typeof import('fs')} */ (globalThis.holder.fs);",
      "b.rmSync('b');",
      "(/** @type {Record<string, typeof import('fs').mkdirSync>} */ (globalThis.holder)).anyName('c');",
      "/** @param {typeof import('fs').readFileSync} reader */",
      "export function run(reader) { reader('d'); }",
      '/**',
      ' * @typedef {Object} HolderDeps',
      " * @property {typeof import('fs').rmSync} removeTree",
      ' */',
      '/** @type {HolderDeps} */',
      'const deps = globalThis.holder;',
      "deps.removeTree('e');",
    ].join('\n'),
    errors: [
      { span: "a.readFileSync('a')", name: 'fs.readFileSync' },
      { span: "b.rmSync('b')", name: 'fs.rmSync' },
      {
        span: "(/** @type {Record<string, typeof import('fs').mkdirSync>} */ (globalThis.holder)).anyName('c')",
        name: 'fs.mkdirSync',
      },
      { span: "reader('d')", name: 'fs.readFileSync' },
      { span: "deps.removeTree('e')", name: 'fs.rmSync' },
    ],
    typed: true,
  },
];

const valid: OperationCase[] = [
  {
    title: 'an index signature or element of no fs type is silent, whatever the member is called',
    code: [
      "import { texts } from './typed-holders.js';",
      'export function run(names: string[], table: Record<string, { readFileSync(p: string): string }>, p: string) {',
      '  texts.readFileSync.toString();',
      '  names[0].toString();',
      '  table.x.readFileSync(p);',
      '  return [names[names.length - 1], texts.rmSync];',
      '}',
    ].join('\n'),
    ts: true,
  },
  {
    title: 'a let assigned no fs value, and a JSDoc type of no fs value, are silent',
    filename: 'script.js',
    code: [
      'let read;',
      'read = globalThis.holder.read;',
      "read('a');",
      '/** @type {Record<string, (p: string) => string>} */',
      'const table = globalThis.holder;',
      "table.readFileSync('b');",
    ].join('\n'),
  },
];

await runCaseTable('no-direct-file-access typed holders', fileRule, getOperationTable('ORKVFS001', { valid, invalid }));
await runCaseTable(
  'no-direct-directory-access typed holders',
  directoryRule,
  getOperationTable('ORKVFS002', { valid, invalid }),
);
