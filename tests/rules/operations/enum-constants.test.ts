/**
 * Constants by origin (issue 20, item 5): a member of a string enum of the file is a constant
 * module specifier (`require(Mods.Fs)`) and a constant key (`fs[Op.Remove]` with
 * `Remove = 'rmSync'` is ORKVFS002's `fs.rmSync`, not a run-time-chosen ORKVFS001, which a
 * `vfs-suppress(ORKVFS001)` would silently cover). Without types and with them; an enum or
 * constant another file exports only with types (tests/fixtures/module-names.ts): without a
 * program the key stays a run-time-chosen `fs[…]` and the specifier unread.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

/** `require`, `import()` and `getBuiltinModule` of a specifier an enum member holds, as both enum cases write them. */
const specifierUses = [
  "require(Mods.Fs).rmSync('a');",
  "export const load = async () => (await import(Mods.Promises)).readFile('b');",
  "process.getBuiltinModule(Mods.Fs).readFileSync('c');",
];
const specifierErrors: NonNullable<OperationCase['errors']> = [
  { span: "require(Mods.Fs).rmSync('a')", name: 'fs.rmSync' },
  { span: "(await import(Mods.Promises)).readFile('b')", name: 'fs.promises.readFile' },
  { span: "process.getBuiltinModule(Mods.Fs).readFileSync('c')", name: 'fs.readFileSync' },
];

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
    code: ["enum Mods {\n  Fs = 'node:fs',\n  Promises = 'fs/promises',\n}", ...specifierUses].join('\n'),
    errors: specifierErrors,
    ts: true,
  },
  {
    title:
      'an imported enum member, const enum member or const as a computed key or pattern key names the operation with types',
    code: [
      "import * as fs from 'node:fs';",
      "import { ConstOp, Op, OPEN } from './module-names.js';",
      "fs[Op.Remove]('a');",
      "fs[Op['Read']]('b');",
      "fs[ConstOp.Make]('c');",
      "fs[OPEN]('d');",
      'const { [Op.Remove]: remove } = fs;',
      "remove('e');",
    ].join('\n'),
    errors: [
      { span: "fs[Op.Remove]('a')", name: 'fs.rmSync', typed: true },
      { span: "fs[Op['Read']]('b')", name: 'fs.readFileSync', typed: true },
      { span: "fs[ConstOp.Make]('c')", name: 'fs.mkdirSync', typed: true },
      { span: "fs[OPEN]('d')", name: 'fs.openSync', typed: true },
      { span: "fs[Op.Remove]('a')", name: 'fs[…]', untyped: true },
      { span: "fs[Op['Read']]('b')", name: 'fs[…]', untyped: true },
      { span: "fs[ConstOp.Make]('c')", name: 'fs[…]', untyped: true },
      { span: "fs[OPEN]('d')", name: 'fs[…]', untyped: true },
      { span: "remove('e')", name: 'fs.rmSync', typed: true },
      { span: "remove('e')", name: 'fs[…]', untyped: true },
    ],
  },
  {
    title: 'an exported let as a key stays chosen at run time, with types too',
    code: [
      "import * as fs from 'node:fs';",
      "import { MUTABLE_OP } from './module-names.js';",
      "fs[MUTABLE_OP]('a');",
    ].join('\n'),
    errors: [{ span: "fs[MUTABLE_OP]('a')", name: 'fs[…]' }],
  },
  {
    title: 'an imported enum member as a module specifier: require, import(), getBuiltinModule, with types',
    code: ["import { Mods } from './module-names.js';", ...specifierUses].join('\n'),
    errors: specifierErrors,
    typed: true,
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
  {
    title: 'an imported enum member naming another module is no fs operation',
    code: ["import { Mods } from './module-names.js';", "require(Mods.Path).join('a');"].join('\n'),
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

// `strict`: a specifier only another file's enum makes constant is an unverifiable load without a
// program; with one, the checker reads it, and the load is followed (ORKVFS002's `fs.rmSync`).
await runCaseTable(
  'no-direct-file-access enum constants, strict',
  fileRule,
  {
    invalid: [
      {
        title: 'an imported enum member as a specifier is read with types, unverifiable without',
        code: [
          "import { Mods } from './module-names.js';",
          'export const load = () => require(Mods.Fs);',
          'export const loadOther = (name: string) => require(name);',
        ].join('\n'),
        ts: true,
        errors: [
          {
            messageId: 'unverifiable',
            data: { name: 'require(…)', what: 'loads a module whose specifier is not a constant' },
            span: 'require(Mods.Fs)',
            modes: ['untyped'],
          },
          {
            messageId: 'module',
            data: { name: 'fs' },
            span: 'require(Mods.Fs)',
            modes: ['typed'],
          },
          {
            messageId: 'unverifiable',
            data: { name: 'require(…)', what: 'loads a module whose specifier is not a constant' },
            span: 'require(name)',
          },
        ],
      },
    ],
  },
  { settings: { reportUnverifiableLoads: true } },
);
