/**
 * The escapes issue 20 left after positions failed closed, each with its neighbours, for all five
 * operation rules in all three modes: a JSX element named by an fs value (the JSX factory receives
 * and calls it), a binding at the top of a classic script (a global other scripts read, unlike
 * one in a module or a CommonJS file), and `hasOwnProperty` borrowed from `Object.prototype`,
 * which is feature detection like `Object.hasOwn`.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import handleRule from '../../../src/rules/no-direct-handle-open.js';
import watcherRule from '../../../src/rules/no-direct-watcher.js';
import streamRule from '../../../src/rules/no-path-based-stream.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const jsx = { parserOptions: { ecmaFeatures: { jsx: true } } };
const script = { sourceType: 'script' };

const valid: OperationCase[] = [
  {
    title: 'hasOwnProperty borrowed from Object.prototype, from {} and from Object asks for a key',
    code: [
      "import fs from 'node:fs';",
      "export const probes = [Object.prototype.hasOwnProperty.call(fs, 'globSync'), {}.hasOwnProperty.call(fs, 'cp')];",
      "export const more = [Object.hasOwnProperty.call(fs.promises, 'glob'), Object.prototype.propertyIsEnumerable.call(fs, 'cp')];",
    ].join('\n'),
  },
  {
    title: "the module's own inherited key probes ask for a key: fs.hasOwnProperty('cp') is Object.hasOwn(fs, 'cp')",
    code: [
      "import fs from 'node:fs';",
      "import * as fsp from 'node:fs/promises';",
      "export const probes = [fs.hasOwnProperty('globSync'), fs.promises.propertyIsEnumerable('glob'), fsp.isPrototypeOf(fs)];",
      "if (require('fs').hasOwnProperty('cpSync')) fs.constants.R_OK;",
    ].join('\n'),
  },
  {
    title: 'a lowercase JSX name is an intrinsic element, a string, not the binding',
    code: ["import fs from 'node:fs';", 'export const C = () => <fs />;', 'fs.constants.R_OK;'].join('\n'),
    filename: 'component.tsx',
    languageOptions: jsx,
  },
  {
    title: 'a binding inside a function of a classic script is local',
    code: ['function load() {', "  var fs = require('fs');", '  return typeof fs.cp;', '}', 'load();'].join('\n'),
    languageOptions: script,
  },
  {
    title: 'a top-level binding of a CommonJS file lives in its module wrapper',
    code: [
      "var fs = require('fs');",
      "var read = require('fs').readFileSync;",
      'module.exports = typeof fs.cp + typeof read;',
    ].join('\n'),
    languageOptions: { sourceType: 'commonjs' },
  },
];

const invalid: OperationCase[] = [
  {
    title: 'a JSX element named by an operation, also through a member chain and a local alias',
    code: [
      "import * as fs from 'node:fs';",
      'const { readFileSync: Read } = fs;',
      'export const C = () => [<fs.readFileSync a="b"></fs.readFileSync>, <fs.promises.readdir />, <Read />];',
    ].join('\n'),
    filename: 'component.tsx',
    languageOptions: jsx,
    errors: [
      { span: 'fs.readFileSync', after: 'C = () => [<', name: 'fs.readFileSync', form: 'escape' },
      { span: 'fs.promises.readdir', name: 'fs.promises.readdir', form: 'escape' },
      { span: 'Read', after: 'readdir />, <', name: 'fs.readFileSync', form: 'escape' },
    ],
  },
  {
    title: 'a JSX element named by the module object hands it out',
    code: ["import * as Fs from 'node:fs';", 'export const C = () => <Fs />;'].join('\n'),
    filename: 'component.tsx',
    languageOptions: jsx,
    errors: [{ span: 'Fs', after: '<', name: 'fs', form: 'module' }],
  },
  {
    title: 'a choice between a function of the file and the module is the module',
    code: [
      "import fs from 'node:fs';",
      'declare const c: boolean;',
      'function local() {}',
      "(c ? local : fs).readFileSync('a');",
      "(local || fs).rmSync('b');",
    ].join('\n'),
    ts: true,
    errors: [
      { span: "(c ? local : fs).readFileSync('a')", name: 'fs.readFileSync' },
      { span: "(local || fs).rmSync('b')", name: 'fs.rmSync' },
    ],
  },
  {
    title: 'require bound to a constant specifier and called at once loads that module',
    code: [
      "require.bind(null, 'fs')().readFileSync('a');",
      "require.bind(module, 'node:fs/promises')().readdir('b');",
    ].join('\n'),
    errors: [
      { span: "require.bind(null, 'fs')().readFileSync('a')", name: 'fs.readFileSync' },
      { span: "require.bind(module, 'node:fs/promises')().readdir('b')", name: 'fs.promises.readdir' },
    ],
  },
  {
    title: 'a module object or an operation bound at the top of a classic script is a global',
    code: [
      "var fs = require('fs');",
      'var read = fs.readFileSync, n = 1;',
      "let disk = require('fs').promises;",
      "fs.readdirSync('a');",
    ].join('\n'),
    languageOptions: script,
    // A classic script is JavaScript; a TypeScript file is a module or CommonJS.
    modes: ['javascript'],
    errors: [
      { span: "require('fs')", name: 'fs', form: 'module' },
      { span: 'fs.readFileSync', name: 'fs.readFileSync', form: 'escape' },
      { span: "require('fs').promises", name: 'fs.promises', form: 'module' },
      { span: "fs.readdirSync('a')", name: 'fs.readdirSync' },
    ],
  },
  {
    title: 'hasOwnProperty applied with a list, or borrowed from a look-alike Object, or toString: the module leaves',
    code: [
      "import fs from 'node:fs';",
      "export const a = Object.prototype.hasOwnProperty.apply(fs, ['cp']);",
      'export const b = Object.prototype.toString.call(fs);',
      "export const c = ({ a: 1 }).hasOwnProperty.call(fs, 'cp');",
      'function shadow(Object: { prototype: { hasOwnProperty: { call(o: unknown, k: string): boolean } } }) {',
      "  return Object.prototype.hasOwnProperty.call(fs, 'cp');",
      '}',
      'shadow(globalThis.Object as never);',
    ].join('\n'),
    ts: true,
    errors: [
      { span: 'fs', after: 'apply(', name: 'fs', form: 'module' },
      { span: 'fs', after: 'toString.call(', name: 'fs', form: 'module' },
      { span: 'fs', after: '}).hasOwnProperty.call(', name: 'fs', form: 'module' },
      { span: 'fs', after: 'return Object.prototype.hasOwnProperty.call(', name: 'fs', form: 'module' },
    ],
  },
];

const cases = { valid, invalid };
await runCaseTable('no-direct-file-access leftover escapes', fileRule, getOperationTable('ORKVFS001', cases));
await runCaseTable('no-direct-directory-access leftover escapes', directoryRule, getOperationTable('ORKVFS002', cases));
await runCaseTable('no-direct-handle-open leftover escapes', handleRule, getOperationTable('ORKVFS003', cases));
await runCaseTable('no-direct-watcher leftover escapes', watcherRule, getOperationTable('ORKVFS005', cases));
await runCaseTable('no-path-based-stream leftover escapes', streamRule, getOperationTable('ORKVFS006', cases));

// An export fs does not have yet, named by a JSX element, is an unknown operation: ORKVFS001's.
await runCaseTable(
  'no-direct-file-access: a JSX element named by an unknown export',
  fileRule,
  getOperationTable('ORKVFS001', {
    invalid: [
      {
        title: '<fs.X /> hands an unknown export to the JSX factory',
        code: ["import fs from 'node:fs';", 'export const C = () => <fs.X />;'].join('\n'),
        filename: 'component.tsx',
        languageOptions: jsx,
        errors: [{ span: 'fs.X', name: 'fs.X', form: 'escape' }],
      },
      {
        title:
          "Object.prototype's other members are no key probe: fs.valueOf and fs.toString are unknown exports (fail closed)",
        code: ["import fs from 'node:fs';", "fs.valueOf().rmSync('a');", 'export const s = fs.toString;'].join('\n'),
        errors: [
          { span: 'fs.valueOf()', name: 'fs.valueOf' },
          { span: 'fs.toString', name: 'fs.toString', form: 'escape' },
        ],
      },
    ],
  }),
);
