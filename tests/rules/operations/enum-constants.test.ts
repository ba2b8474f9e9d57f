/**
 * Constants by origin (issue 20, item 5): a member of a string enum of the file is a constant
 * module specifier (`require(Mods.Fs)`) and a constant key (`fs[Op.Remove]` with
 * `Remove = 'rmSync'` is ORKVFS002's `fs.rmSync`, not a run-time-chosen ORKVFS001, which a
 * `vfs-suppress(ORKVFS001)` would silently cover). Without types and with them.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const invalid: OperationCase[] = [
  {
    title: 'an enum member as a computed key names the operation',
    code: [
      "import * as fs from 'node:fs';",
      "enum Op {\n  Remove = 'rmSync',\n  Read = `readFileSync`,\n}",
      "fs[Op.Remove]('a');",
      "fs[Op['Read']]('b');",
    ].join('\n'),
    errors: [
      { span: "fs[Op.Remove]('a')", name: 'fs.rmSync' },
      { span: "fs[Op['Read']]('b')", name: 'fs.readFileSync' },
    ],
    ts: true,
  },
  {
    title: 'an enum member as a module specifier: require, import(), getBuiltinModule',
    code: [
      "enum Mods {\n  Fs = 'node:fs',\n  Promises = 'fs/promises',\n}",
      "require(Mods.Fs).rmSync('a');",
      "export const load = async () => (await import(Mods.Promises)).readFile('b');",
      "process.getBuiltinModule(Mods.Fs).readFileSync('c');",
    ].join('\n'),
    errors: [
      { span: "require(Mods.Fs).rmSync('a')", name: 'fs.rmSync' },
      { span: "(await import(Mods.Promises)).readFile('b')", name: 'fs.promises.readFile' },
      { span: "process.getBuiltinModule(Mods.Fs).readFileSync('c')", name: 'fs.readFileSync' },
    ],
    ts: true,
  },
];

const valid: OperationCase[] = [
  {
    title: 'a constant that names an operation is no call of it',
    code: [
      "const Remove = 'rmSync';",
      "const fs = require('fs');",
      'export const name = [Remove, typeof fs[Remove]];',
    ].join('\n'),
  },
  {
    title: 'a numeric enum or another module named by an enum is no fs operation',
    code: ["enum Mods {\n  Path = 'node:path',\n}", "require(Mods.Path).join('a');"].join('\n'),
    ts: true,
  },
];

await runCaseTable(
  'no-direct-file-access enum constants',
  fileRule,
  getOperationTable('ORKVFS001', { valid, invalid }),
);
await runCaseTable(
  'no-direct-directory-access enum constants',
  directoryRule,
  getOperationTable('ORKVFS002', { valid, invalid }),
);
