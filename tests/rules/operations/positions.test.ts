/**
 * Positions fail closed (issue 20, item 1) and a hand-out is one finding (item 3): a module object
 * or an operation stays in the file only where it provably stays (a test, `typeof`, `in`, a key,
 * a statement, a feature probe); everywhere else it escapes, reported where it leaves. An fs module
 * handed out is one ORKVFS001 finding, never one per operation rule: each case runs for all five
 * rules, and the hand-outs are stated once, as ORKVFS001's.
 */
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../../src/index.js';
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import handleRule from '../../../src/rules/no-direct-handle-open.js';
import watcherRule from '../../../src/rules/no-direct-watcher.js';
import streamRule from '../../../src/rules/no-path-based-stream.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const invalid: OperationCase[] = [
  {
    title: 'a memoised lazy load hands the module out as the value of its assignment: ??=, ||= and =',
    code: [
      'let cached, other, third;',
      "export function load() {\n  return (cached ??= require('node:fs'));\n}",
      "export const again = () => (other ||= require('fs/promises'));",
      "export function reset() {\n  return (third = require('fs'));\n}",
    ].join('\n'),
    errors: [
      { span: "require('node:fs')", name: 'fs', form: 'module' },
      { span: "require('fs/promises')", name: 'fs.promises', form: 'module' },
      { span: "require('fs')", after: 'third = ', name: 'fs', form: 'module' },
    ],
  },
  {
    title: "an assignment's value passed on: a name, a pattern, an operation",
    code: [
      "import * as fs from 'fs';",
      'let disk, read, rest;',
      'use((disk = fs));',
      'use((read = fs.readFileSync));',
      'use(({ ...rest } = fs));',
      'function use(value) {}',
    ].join('\n'),
    errors: [
      { span: 'fs', after: 'disk = ', name: 'fs', form: 'module' },
      { span: 'fs.readFileSync', after: 'read = ', name: 'fs.readFileSync', form: 'escape' },
      { span: 'fs', after: '...rest } = ', name: 'fs', form: 'module' },
    ],
  },
  {
    title: "a tagged template's substitution reaches the tag as it is",
    code: [
      "import * as fs from 'fs';",
      'tag`${fs}`;',
      'tag`a ${fs.readFileSync} b`;',
      'function tag(strings, ...values) {}',
    ].join('\n'),
    errors: [
      { span: 'fs', after: 'tag`${', name: 'fs', form: 'module' },
      { span: 'fs.readFileSync', name: 'fs.readFileSync', form: 'escape' },
    ],
  },
  {
    title: 'throw hands the value to whoever catches it',
    code: [
      "import * as fs from 'fs';",
      'export function fail(flag) {',
      '  if (flag) throw fs;',
      '  throw fs.readFileSync;',
      '}',
    ].join('\n'),
    errors: [
      { span: 'fs', after: 'throw ', name: 'fs', form: 'module' },
      { span: 'fs.readFileSync', name: 'fs.readFileSync', form: 'escape' },
    ],
  },
  {
    title: 'the last expression of a sequence is its value',
    code: [
      "import * as fs from 'fs';",
      'use((0, fs));',
      'export default (use(1), fs.readFileSync);',
      'function use(value) {}',
    ].join('\n'),
    errors: [
      { span: 'fs', after: '(0, ', name: 'fs', form: 'module' },
      { span: 'fs.readFileSync', name: 'fs.readFileSync', form: 'escape' },
    ],
  },
  {
    title: 'for-of hands what it iterates to a loop variable',
    code: ["import * as fs from 'fs';", 'for (const part of fs) console.log(part);'].join('\n'),
    errors: [{ span: 'fs', after: 'of ', name: 'fs', form: 'module' }],
  },
  {
    title: 'a decorator is called with what it decorates',
    code: ["import * as fs from 'fs';", 'export class Store {', '  @fs.readFileSync', '  load() {}', '}'].join('\n'),
    errors: [{ span: 'fs.readFileSync', name: 'fs.readFileSync', form: 'escape' }],
    ts: true,
  },
  {
    title: 'an import alias of a namespace is not followed: it escapes',
    code: ["import * as fs from 'fs';", 'import disk = fs.promises;', 'import same = fs;', 'export {};'].join('\n'),
    errors: [
      { span: 'fs', after: 'disk = ', name: 'fs', form: 'module' },
      { span: 'fs', after: 'same = ', name: 'fs', form: 'module' },
    ],
    ts: true,
  },
  {
    title: 'a hand-out is one finding: export default, a field, a parameter default, an argument',
    code: [
      "import fsp from 'node:fs/promises';",
      'export default fsp;',
      'export class Deps {',
      '  io = fsp;',
      '  constructor(private readonly disk = fsp) {}',
      '}',
      "export const lazy = () => import('node:fs/promises');",
    ].join('\n'),
    errors: [
      { span: 'fsp', after: 'export default ', name: 'fs.promises', form: 'module' },
      { span: 'fsp', after: 'io = ', name: 'fs.promises', form: 'module' },
      { span: 'fsp', after: 'disk = ', name: 'fs.promises', form: 'module' },
      { span: "import('node:fs/promises')", name: 'fs.promises', form: 'module' },
    ],
    ts: true,
  },
];

const valid: OperationCase[] = [
  {
    title: 'where a value stays: tests, typeof, in, equality, void, a statement, keys, a plain template',
    code: [
      "import * as fs from 'fs';",
      'export const checks = [typeof fs, typeof fs.cp, "cp" in fs, fs === globalThis, void fs, !fs.readFileSync];',
      'fs;',
      'if (fs.globSync) console.log(`${fs.readFileSync}`);',
      'switch (fs) {\n  case fs:\n    break;\n}',
      'for (const key in fs) console.log(key);',
      'export const keyed = { [fs.readFileSync]: 1 };',
      'export const named = fs.readFileSync.name + fs.readFileSync.length;',
      'export const test = fs.readFileSync ? 1 : 2;',
      'export const both = fs.readFileSync && 1;',
    ].join('\n'),
  },
  {
    title: 'feature detection: Object.hasOwn, Reflect.has, also through globalThis, with any key',
    code: [
      "import * as fs from 'node:fs';",
      "import fsp from 'node:fs/promises';",
      "export const hasGlob = Object.hasOwn(fs, 'globSync');",
      'export const hasAny = (name) => Reflect.has(fsp, name);',
      "export const viaGlobal = globalThis.Object.hasOwn(fs, 'cp') && globalThis.Reflect.has(fs, 'cp');",
    ].join('\n'),
  },
  {
    title: 'a local assignment in a statement is followed, not reported',
    code: ["import * as fs from 'fs';", 'let disk;', 'disk = fs;', 'disk ??= fs;', 'console.log(typeof disk);'].join(
      '\n',
    ),
  },
  {
    title: 'look-alikes of the probes: a local Object or Reflect is user code',
    code: [
      "import * as fs from 'fs';",
      'const probe = { hasOwn() {}, has() {} };',
      "export const a = probe.hasOwn(1, 'x');",
    ].join('\n'),
  },
];

const shadowedProbes: OperationCase = {
  title: 'a shadowed Object or Reflect is user code that receives the module',
  code: [
    "import * as fs from 'fs';",
    'const Object = { hasOwn() {} };',
    "Object.hasOwn(fs, 'globSync');",
    'function probe(Reflect) {',
    "  return Reflect.has(fs, 'cp');",
    '}',
    'probe({});',
  ].join('\n'),
  errors: [
    { span: 'fs', after: 'Object.hasOwn(', name: 'fs', form: 'module' },
    { span: 'fs', after: 'Reflect.has(', name: 'fs', form: 'module' },
  ],
};

const cases = { valid, invalid: [...invalid, shadowedProbes] };

await runCaseTable('no-direct-file-access positions', fileRule, getOperationTable('ORKVFS001', cases));
await runCaseTable('no-direct-directory-access positions', directoryRule, getOperationTable('ORKVFS002', cases));
await runCaseTable('no-direct-handle-open positions', handleRule, getOperationTable('ORKVFS003', cases));
await runCaseTable('no-direct-watcher positions', watcherRule, getOperationTable('ORKVFS005', cases));
await runCaseTable('no-path-based-stream positions', streamRule, getOperationTable('ORKVFS006', cases));

// `with` exists only in sloppy scripts: every member of its object becomes a name of its body.
describe('no-direct-file-access: with in a script', () => {
  it('hands the module to the names of its body', async () => {
    const espree = await import('espree');
    const messages = new Linter().verify(
      "var fs = require('fs');\nwith (fs) {\n  readFileSync('a');\n}",
      [
        {
          files: ['**/*.js'],
          languageOptions: { parser: espree, sourceType: 'script', ecmaVersion: 'latest' },
          plugins: { 'vfs-compliance': plugin },
          rules: { 'vfs-compliance/no-direct-file-access': 'error' },
        },
      ],
      'file.js',
    );
    expect(
      messages.map(({ line, column, endLine, endColumn, message }) => ({ line, column, endLine, endColumn, message })),
    ).toEqual([
      // A binding at the top of a classic script is a global other scripts read.
      {
        line: 1,
        column: 10,
        endLine: 1,
        endColumn: 23,
        message:
          'ORKVFS001: the module object `fs` escapes here, handing every fs operation (file, directory, handle, watcher and stream) of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
      },
      {
        line: 2,
        column: 7,
        endLine: 2,
        endColumn: 9,
        message:
          'ORKVFS001: the module object `fs` escapes here, handing every fs operation (file, directory, handle, watcher and stream) of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
      },
    ]);
  });
});
