/**
 * `strict` (setting `reportUnverifiableLoads`) reports module loads and code evaluation the
 * analysis cannot follow, under ORKVFS001 with their own message; `recommended` does not.
 */
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';

import rule from '../../src/rules/no-direct-file-access.js';
import type { MessageIds } from '../../src/util/operation-rule.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

const strict = { 'vfs-compliance': { reportUnverifiableLoads: true } };

const SPECIFIER = 'loads a module whose specifier is not a constant';
const CODE = 'runs code it is given as text';
const BINDING = "reaches Node's internal bindings below the fs module";

interface Expected {
  readonly name: string;
  readonly what: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors: readonly Expected[];
  /** TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
}

const cases: Case[] = [
  {
    title: 'require, import() and createRequire with a specifier that is not a constant',
    code: [
      'export async function load(name) {',
      '  require(name);',
      '  await import(name);',
      "  const { createRequire } = require('node:module');",
      '  createRequire(import.meta.url)(`./${name}`);',
      '  const req = require;',
      "  req('plugins/' + name);",
      '}',
    ].join('\n'),
    errors: [
      { name: 'require(…)', what: SPECIFIER, line: 2, column: 3, endLine: 2, endColumn: 16 },
      { name: 'import(…)', what: SPECIFIER, line: 3, column: 9, endLine: 3, endColumn: 21 },
      { name: 'require(…)', what: SPECIFIER, line: 5, column: 3, endLine: 5, endColumn: 46 },
      { name: 'require(…)', what: SPECIFIER, line: 7, column: 3, endLine: 7, endColumn: 25 },
    ],
  },
  {
    title: 'require reached another way, and getBuiltinModule, with a computed specifier',
    code: [
      'export function load(name) {',
      '  module.require(name);',
      '  require.call(null, name);',
      '  require.apply(null, [name]);',
      '  process.getBuiltinModule(name);',
      '  require(...[name]);',
      '  require();',
      '}',
    ].join('\n'),
    errors: [
      { name: 'require(…)', what: SPECIFIER, line: 2, column: 3, endLine: 2, endColumn: 23 },
      { name: 'require(…)', what: SPECIFIER, line: 3, column: 3, endLine: 3, endColumn: 27 },
      { name: 'require(…)', what: SPECIFIER, line: 4, column: 3, endLine: 4, endColumn: 30 },
      { name: 'process.getBuiltinModule(…)', what: SPECIFIER, line: 5, column: 3, endLine: 5, endColumn: 33 },
      { name: 'require(…)', what: SPECIFIER, line: 6, column: 3, endLine: 6, endColumn: 21 },
      { name: 'require(…)', what: SPECIFIER, line: 7, column: 3, endLine: 7, endColumn: 12 },
    ],
  },
  {
    title: 'createRequire and getBuiltinModule reached through a dynamic import, with a computed specifier',
    code: [
      'export async function load(name) {',
      "  const { createRequire } = await import('node:module');",
      '  createRequire(import.meta.url)(name);',
      "  (await import('process')).getBuiltinModule(name);",
      '}',
    ].join('\n'),
    errors: [
      { name: 'require(…)', what: SPECIFIER, line: 3, column: 3, endLine: 3, endColumn: 39 },
      { name: 'process.getBuiltinModule(…)', what: SPECIFIER, line: 4, column: 3, endLine: 4, endColumn: 51 },
    ],
  },
  {
    title: 'eval, Function and Node internals',
    code: [
      'export function run(source) {',
      '  eval(source);',
      '  (0, eval)(source);',
      '  globalThis.eval(source);',
      "  new Function('path', source);",
      '  Function(source)();',
      "  process.binding('fs');",
      "  process._linkedBinding('fs');",
      '}',
    ].join('\n'),
    errors: [
      { name: 'eval', what: CODE, line: 2, column: 3, endLine: 2, endColumn: 15 },
      { name: 'eval', what: CODE, line: 3, column: 3, endLine: 3, endColumn: 20 },
      { name: 'eval', what: CODE, line: 4, column: 3, endLine: 4, endColumn: 26 },
      { name: 'Function', what: CODE, line: 5, column: 3, endLine: 5, endColumn: 31 },
      { name: 'Function', what: CODE, line: 6, column: 3, endLine: 6, endColumn: 19 },
      { name: 'process.binding', what: BINDING, line: 7, column: 3, endLine: 7, endColumn: 24 },
      { name: 'process._linkedBinding', what: BINDING, line: 8, column: 3, endLine: 8, endColumn: 31 },
    ],
  },
  {
    title: "eval and Function reached through a global object, and process.binding as node:process's named export",
    code: [
      "import { binding } from 'node:process';",
      'export function run(source) {',
      "  new globalThis.Function('path', source);",
      '  window.Function(source)();',
      '  self.eval(source);',
      "  binding('fs');",
      '}',
    ].join('\n'),
    errors: [
      { name: 'Function', what: CODE, line: 3, column: 3, endLine: 3, endColumn: 42 },
      { name: 'Function', what: CODE, line: 4, column: 3, endLine: 4, endColumn: 26 },
      { name: 'eval', what: CODE, line: 5, column: 3, endLine: 5, endColumn: 20 },
      { name: 'process.binding', what: BINDING, line: 6, column: 3, endLine: 6, endColumn: 16 },
    ],
  },
  {
    title: 'vm code evaluation in every import form',
    code: [
      "import vm from 'node:vm';",
      "import { runInNewContext as run } from 'vm';",
      'export function evaluate(source) {',
      '  vm.runInThisContext(source);',
      '  run(source, {});',
      "  new (require('vm').Script)(source);",
      '  vm.compileFunction(source);',
      '  vm.runInContext(source, context);',
      '  new vm.SourceTextModule(source);',
      '}',
      'const context = vm.createContext({});',
    ].join('\n'),
    errors: [
      { name: 'vm.runInThisContext', what: CODE, line: 4, column: 3, endLine: 4, endColumn: 30 },
      { name: 'vm.runInNewContext', what: CODE, line: 5, column: 3, endLine: 5, endColumn: 18 },
      { name: 'vm.Script', what: CODE, line: 6, column: 3, endLine: 6, endColumn: 37 },
      { name: 'vm.compileFunction', what: CODE, line: 7, column: 3, endLine: 7, endColumn: 29 },
      { name: 'vm.runInContext', what: CODE, line: 8, column: 3, endLine: 8, endColumn: 35 },
      { name: 'vm.SourceTextModule', what: CODE, line: 9, column: 3, endLine: 9, endColumn: 34 },
    ],
  },
  {
    title: 'an unverifiable load in TypeScript syntax',
    code: "declare const name: string;\nexport const loaded = require(name as 'fs');\nexport const other = await import(name!);",
    errors: [
      { name: 'require(…)', what: SPECIFIER, line: 2, column: 23, endLine: 2, endColumn: 44 },
      { name: 'import(…)', what: SPECIFIER, line: 3, column: 28, endLine: 3, endColumn: 41 },
    ],
    ts: true,
  },
];

const valid = [
  {
    name: 'constant specifiers, a shadowed require or eval, and calls without code are verifiable',
    code: [
      "const spec = 'node:path';",
      "import { createRequire } from 'node:module';",
      'export async function load(require, evaluate) {',
      '  require(evaluate);',
      '  await import(spec);',
      "  await import('./local.js');",
      "  createRequire(import.meta.url)('./x.js');",
      '  evaluate(spec);',
      '}',
      'export function inner(eval_) {',
      '  const eval2 = (x) => x;',
      '  return eval2(eval_);',
      '}',
      'new Function();',
      "import vm from 'node:vm';",
      'export const context = vm.createContext({});',
    ].join('\n'),
  },
  {
    name: "process's other members reach no binding, nor do other members of a global object evaluate code",
    code: [
      "import { cwd } from 'node:process';",
      'export function move(name) {',
      '  process.chdir(name);',
      '  process.emitWarning(name, cwd());',
      '  globalThis.setTimeout(name);',
      '  globalThis.Reflect.apply(name, null, []);',
      '}',
    ].join('\n'),
  },
];

/**
 * Only `vm`'s evaluators run code: members of that name on a configured fs module, or on `fs`
 * itself, are fs operations (ORKVFS001's own message), never also an evaluation.
 */
const CONFIGURED = 'comes from a module configured as fs (`fsModules`), so it counts as direct file access';
const UNKNOWN = 'is an fs operation this plugin does not know yet, so it counts as direct file access';
const SERVICE = "the service's own operation for it (the setting `serviceMethods` maps none)";
const fsModuleEvaluatorNames: InvalidTestCase<MessageIds, []> = {
  name: "an fs module's members named like vm's evaluators are fs access, not code evaluation",
  code: [
    "import fs from 'node:fs';",
    "import * as disk from 'my-disk';",
    "import { Script, runInNewContext as run } from 'my-disk';",
    'export function load(source: string) {',
    '  disk.runInThisContext(source);',
    '  disk.compileFunction(source);',
    '  new Script(source);',
    '  run(source);',
    '  return (fs as unknown as { runInContext(s: string): void }).runInContext(source);',
    '}',
  ].join('\n'),
  settings: { 'vfs-compliance': { reportUnverifiableLoads: true, fsModules: ['my-disk'] } },
  errors: [
    {
      messageId: 'call',
      data: { name: 'my-disk.runInThisContext', verb: CONFIGURED, instead: SERVICE },
      line: 5,
      column: 3,
      endLine: 5,
      endColumn: 32,
    },
    {
      messageId: 'call',
      data: { name: 'my-disk.compileFunction', verb: CONFIGURED, instead: SERVICE },
      line: 6,
      column: 3,
      endLine: 6,
      endColumn: 31,
    },
    {
      messageId: 'call',
      data: { name: 'my-disk.Script', verb: CONFIGURED, instead: SERVICE },
      line: 7,
      column: 3,
      endLine: 7,
      endColumn: 21,
    },
    {
      messageId: 'call',
      data: { name: 'my-disk.runInNewContext', verb: CONFIGURED, instead: SERVICE },
      line: 8,
      column: 3,
      endLine: 8,
      endColumn: 14,
    },
    {
      messageId: 'call',
      data: { name: 'fs.runInContext', verb: UNKNOWN, instead: SERVICE },
      line: 9,
      column: 10,
      endLine: 9,
      endColumn: 83,
    },
  ],
};

function toInvalid(item: Case): InvalidTestCase<MessageIds, []> {
  return {
    name: item.title,
    code: item.code,
    errors: item.errors.map(({ name, what, ...position }) => ({
      messageId: 'unverifiable',
      data: { name, what },
      ...position,
    })),
  };
}

createTypedRuleTester(strict).run('unverifiable loads (typed)', rule, {
  valid,
  invalid: [...cases.map(toInvalid), fsModuleEvaluatorNames],
});
createUntypedRuleTester(strict).run('unverifiable loads (untyped TypeScript)', rule, {
  valid,
  invalid: [...cases.map(toInvalid), fsModuleEvaluatorNames],
});
const javaScript = await createJavaScriptRuleTester(strict);
javaScript.run('unverifiable loads (JavaScript, espree)', rule, {
  valid: valid.map((item) => ({ ...item, filename: 'file.js' })),
  invalid: cases.filter((item) => !item.ts).map((item) => ({ ...toInvalid(item), filename: 'file.js' })),
});

createUntypedRuleTester().run('unverifiable loads are not reported without the setting (recommended)', rule, {
  valid: cases.map((item) => ({ name: item.title, code: item.code })),
  invalid: [],
});
