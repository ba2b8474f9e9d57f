/**
 * The import-form checklist of STYLE.md, generated for each fs-operation rule, and run three
 * ways: typed, untyped TypeScript and plain JavaScript. A case is marked `ts` when it uses
 * TypeScript syntax (not run through espree) and `typed` when only the checker can see it: those
 * run as *valid* cases untyped, which pins down exactly what each layer contributes.
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';

import {
  configuredModuleOperationGroup,
  dynamicOperationGroup,
  getOperationInfo,
  operationGroups,
  unknownOperationGroup,
  type OperationCode,
} from '../../src/analysis/fs-api.js';
import type { MessageIds } from '../../src/util/operation-rule.js';
import { position } from '../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

export interface OperationSpec {
  readonly code: OperationCode;
  /** A sync export called with a path: `readFileSync`. */
  readonly sync: string;
  /** Its callback form (`readFile`), if any. */
  readonly callback?: string;
  /** An export of `fs/promises` of this rule, if any. */
  readonly promise?: string;
  /** An export of tests/fixtures/fs-barrel.ts of this rule. */
  readonly barrel: string;
  /** A class constructed from a path (`ReadStream`), if any. */
  readonly construct?: string;
  /** Extra valid cases specific to the rule. */
  readonly valid?: readonly Case[];
  /** Extra invalid cases specific to the rule. */
  readonly invalid?: readonly Case[];
  readonly settings?: Record<string, unknown>;
}

export interface ExpectedError {
  /** A substring of the code at which the diagnostic starts (first occurrence after `after`). */
  readonly at: string;
  readonly after?: string;
  readonly name: string;
  readonly form?: 'call' | 'escape' | 'reexport';
}

export interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly ExpectedError[];
  /** Uses TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
  /** Only the typed layer reports it: runs as valid without a program. */
  readonly typed?: boolean;
  readonly filename?: string;
}

type Rule = TSESLint.RuleModule<MessageIds, []>;

/** The message data a finding of `name` carries, derived from the fs table as the plugin does. */
function messageData(code: OperationCode, error: ExpectedError): Record<string, string> {
  if (error.form === 'reexport') return { name: error.name };
  const operation = error.name.replace(/\.native$/u, '').replace(/^.*\./u, '');
  const builtin = /^fs\.(?:promises\.)?[\w$]+(?:\.native)?$/u.test(error.name);
  const info = getOperationInfo(operation);
  const group =
    code === 'ORKVFS005'
      ? operationGroups.watcher
      : error.name.endsWith('[…]')
        ? dynamicOperationGroup
        : info?.known
          ? info.group
          : builtin
            ? unknownOperationGroup
            : configuredModuleOperationGroup;
  return { name: error.name, verb: group.verb, instead: group.instead };
}

export function getOperationCases(spec: OperationSpec): { valid: Case[]; invalid: Case[] } {
  const { sync: S, promise: P, callback: C, barrel: B } = spec;
  const A = "'data/input.txt'";
  const fsName = (name: string) => `fs.${name}`;
  const promisesName = (name: string) => `fs.promises.${name}`;
  const invalid: Case[] = [
    { title: 'default import', code: `import fs from 'fs';\nfs.${S}(${A});`, errors: [{ at: `fs.${S}(`, name: fsName(S) }] },
    {
      title: 'namespace import with node: prefix',
      code: `import * as fs from 'node:fs';\nfs.${S}(${A});`,
      errors: [{ at: `fs.${S}(`, name: fsName(S) }],
    },
    { title: 'named import', code: `import { ${S} } from 'fs';\n${S}(${A});`, errors: [{ at: `${S}(`, after: '\n', name: fsName(S) }] },
    {
      title: 'renamed import',
      code: `import { ${S} as operation } from 'node:fs';\noperation(${A});`,
      errors: [{ at: 'operation(', name: fsName(S) }],
    },
    { title: 'require', code: `const fs = require('fs');\nfs.${S}(${A});`, errors: [{ at: `fs.${S}(`, name: fsName(S) }] },
    {
      title: 'destructured require with rename and default',
      code: `const { ${S}: operation = undefined } = require('node:fs');\noperation(${A});`,
      errors: [{ at: 'operation(', after: '\n', name: fsName(S) }],
    },
    {
      title: 'destructuring with a string key',
      code: `const { '${S}': operation } = require('fs');\noperation(${A});`,
      errors: [{ at: 'operation(', after: '\n', name: fsName(S) }],
    },
    {
      title: 'import x = require()',
      code: `import fs = require('fs');\nfs.${S}(${A});`,
      errors: [{ at: `fs.${S}(`, name: fsName(S) }],
      ts: true,
    },
    {
      title: 'awaited dynamic import',
      code: `const fs = await import('node:fs');\nfs.${S}(${A});`,
      errors: [{ at: `fs.${S}(`, name: fsName(S) }],
    },
    {
      title: 'destructured dynamic import',
      code: `const { ${S} } = await import('fs');\n${S}(${A});`,
      errors: [{ at: `${S}(`, after: '\n', name: fsName(S) }],
    },
    {
      title: 'nested destructuring of a dynamic import',
      code: `const { default: { ${S}: operation } } = await import('node:fs');\noperation(${A});`,
      errors: [{ at: 'operation(', after: '\n', name: fsName(S) }],
    },
    {
      title: 'dynamic import with then',
      code: `import('fs').then((m) => m.${S}(${A}));`,
      errors: [{ at: `m.${S}(`, name: fsName(S) }],
    },
    {
      title: 'dynamic import with then and a default member',
      code: `import('fs').then(({ default: m }) => m.${S}(${A}));`,
      errors: [{ at: `m.${S}(`, name: fsName(S) }],
    },
    {
      title: 'createRequire',
      code: `import { createRequire } from 'node:module';\nconst load = createRequire(import.meta.url);\nload('fs').${S}(${A});`,
      errors: [{ at: `load('fs').`, name: fsName(S) }],
    },
    {
      title: 'process.getBuiltinModule',
      code: `const fs = process.getBuiltinModule('node:fs');\nfs.${S}(${A});`,
      errors: [{ at: `fs.${S}(`, name: fsName(S) }],
    },
    {
      title: 'process.getBuiltinModule on an imported process',
      code: `import process from 'node:process';\nconst { ${S}: operation } = process.getBuiltinModule('fs');\noperation(${A});`,
      errors: [{ at: 'operation(', after: '\n', name: fsName(S) }],
    },
    {
      title: 'getBuiltinModule destructured, imported, or reached through globalThis',
      code: `import { getBuiltinModule } from 'node:process';\nconst { getBuiltinModule: load } = process;\ngetBuiltinModule('fs').${S}(${A});\nload('node:fs').${S}(${A});\nglobalThis.process.getBuiltinModule('fs').${S}(${A});`,
      errors: [
        { at: "getBuiltinModule('fs')", name: fsName(S) },
        { at: "load('node:fs')", name: fsName(S) },
        { at: 'globalThis.process', name: fsName(S) },
      ],
    },
    {
      title: 'optional chaining',
      code: `import * as fs from 'fs';\nfs?.${S}?.(${A});`,
      errors: [{ at: `fs?.${S}`, name: fsName(S) }],
    },
    {
      title: 'TypeScript wrappers',
      code: `import * as fs from 'fs';\n(fs as typeof import('fs')).${S}(${A});\nfs!.${S}(${A});\n(fs satisfies object).${S}(${A});\n(<typeof fs>fs).${S}(${A});`,
      errors: [
        { at: '(fs as', name: fsName(S) },
        { at: 'fs!', name: fsName(S) },
        { at: '(fs satisfies', name: fsName(S) },
        { at: '(<typeof', name: fsName(S) },
      ],
      ts: true,
    },
    {
      title: 'computed members with a constant key',
      code: `import * as fs from 'fs';\nfs['${S}'](${A});\nconst key = '${S}';\nfs[key](${A});`,
      errors: [
        { at: `fs['${S}']`, name: fsName(S) },
        { at: 'fs[key]', name: fsName(S) },
      ],
    },
    {
      title: '.call and .apply',
      code: `import * as fs from 'fs';\nfs.${S}.call(null, ${A});\nfs.${S}.apply(null, [${A}]);`,
      errors: [
        { at: `fs.${S}.call`, name: fsName(S) },
        { at: `fs.${S}.apply`, name: fsName(S) },
      ],
    },
    {
      title: 'a local alias is followed to its call',
      code: `import * as fs from 'fs';\nconst { ${S} } = fs;\nconst bound = fs.${S}.bind(fs);\n${S}(${A});\nbound(${A});`,
      errors: [
        { at: `${S}(`, after: 'bind(fs);\n', name: fsName(S) },
        { at: 'bound(', after: '\n', name: fsName(S) },
      ],
    },
    {
      title: 'a fallback with || or ??, and the right side of &&, may be the operation',
      code: `import * as fs from 'fs';\nconst custom = undefined;\nconst operation = custom || fs.${S};\noperation(${A});\n(custom ?? fs.${S})(${A});\nconst disk = custom && require('fs');\ndisk.${S}(${A});`,
      errors: [
        { at: 'operation(', after: ';\n', name: fsName(S) },
        { at: '(custom ??', name: fsName(S) },
        { at: `disk.${S}(`, name: fsName(S) },
      ],
    },
    {
      title: 'a destructuring assignment to declared variables is followed to its calls',
      code: `import * as fs from 'fs';\nlet operation;\nlet nested = undefined;\n({ ${S}: operation } = fs);\n[{ ${S}: nested }] = [fs];\noperation(${A});`,
      errors: [{ at: 'operation(', after: '= [fs];\n', name: fsName(S) }],
    },
    {
      title: 'an exported binding that a later assignment fills escapes',
      code: `import * as fs from 'fs';\nexport let operation;\noperation = fs.${S};`,
      errors: [{ at: 'operation', name: fsName(S), form: 'escape' }],
    },
    {
      title: 'escapes: argument, object, array, return, export',
      code: [
        `import * as fs from 'fs';`,
        `['a'].map(fs.${S});`,
        `const api = { operation: fs.${S} };`,
        `const list = [fs.${S}];`,
        `function get() {`,
        `  return fs.${S};`,
        `}`,
        `export const exported = fs.${S};`,
        `export default fs.${S};`,
      ].join('\n'),
      errors: [
        { at: `fs.${S});`, name: fsName(S), form: 'escape' },
        { at: `fs.${S} }`, name: fsName(S), form: 'escape' },
        { at: `fs.${S}]`, name: fsName(S), form: 'escape' },
        { at: `fs.${S};`, after: 'return ', name: fsName(S), form: 'escape' },
        { at: `fs.${S};`, after: 'exported = ', name: fsName(S), form: 'escape' },
        { at: `fs.${S};`, after: 'default ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'escapes through CommonJS exports',
      code: `const fs = require('fs');\nmodule.exports = { operation: fs.${S} };\nexports.other = fs.${S};`,
      errors: [
        { at: `fs.${S} }`, name: fsName(S), form: 'escape' },
        { at: `fs.${S};`, name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'export of an imported operation, and re-export from fs',
      code: `import { ${S} } from 'fs';\nexport { ${S} };\nexport { ${S} as again } from 'node:fs';`,
      errors: [
        { at: S, after: 'export { ', name: fsName(S), form: 'escape' },
        { at: `${S} as again`, name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'export * from fs',
      code: `export * from 'fs';`,
      errors: [{ at: 'export *', name: "export * from 'fs'", form: 'reexport' }],
    },
    {
      title: 'a barrel that re-exports fs',
      code: `import { ${B} } from './fs-barrel.js';\n${B}(${A});`,
      errors: [{ at: `${B}(`, after: '\n', name: fsName(B) }],
      typed: true,
    },
    {
      title: 'a parameter typed typeof import("fs")',
      code: `export function run(disk: typeof import('fs')) {\n  disk.${S}(${A});\n}`,
      errors: [{ at: `disk.${S}(`, name: fsName(S) }],
      typed: true,
      ts: true,
    },
    {
      title: 'a dependency object from a wrapper module',
      code: `import { storage } from './fs-wrapper.js';\nstorage.fs.${S}(${A});`,
      errors: [{ at: `storage.fs`, after: '\n', name: fsName(S) }],
      typed: true,
    },
    {
      title: 'a spread copy and a class field',
      code: `import * as fs from 'fs';\nconst copy = { ...fs };\ncopy.${S}(${A});\nclass Tool {\n  private readonly disk = fs;\n  run() {\n    this.disk.${S}(${A});\n  }\n}`,
      errors: [
        { at: `copy.${S}(`, name: fsName(S) },
        { at: `this.disk.${S}(`, name: fsName(S) },
      ],
      typed: true,
      ts: true,
    },
  ];
  if (C) {
    invalid.push({
      title: 'callback form',
      code: `import fs from 'fs';\nfs.${C}(${A}, () => undefined);`,
      errors: [{ at: `fs.${C}(`, name: fsName(C) }],
    });
  }
  if (P) {
    invalid.push(
      {
        title: 'fs/promises named import',
        code: `import { ${P} } from 'fs/promises';\nawait ${P}(${A});`,
        errors: [{ at: `${P}(`, after: '\n', name: promisesName(P) }],
      },
      {
        title: 'node:fs/promises namespace',
        code: `import * as fsp from 'node:fs/promises';\nawait fsp.${P}(${A});`,
        errors: [{ at: `fsp.${P}(`, name: promisesName(P) }],
      },
      {
        title: 'fs.promises member',
        code: `import fs from 'fs';\nawait fs.promises.${P}(${A});`,
        errors: [{ at: `fs.promises.${P}(`, name: promisesName(P) }],
      },
      {
        title: 'promises named import from fs',
        code: `import { promises as fsp } from 'node:fs';\nawait fsp.${P}(${A});`,
        errors: [{ at: `fsp.${P}(`, name: promisesName(P) }],
      },
      {
        title: 'nested destructured require',
        code: `const { promises: { ${P}: operation } } = require('fs');\nawait operation(${A});`,
        errors: [{ at: 'operation(', after: '\n', name: promisesName(P) }],
      },
    );
  }
  if (spec.construct) {
    invalid.push({
      title: 'construction from a path',
      code: `import * as fs from 'fs';\nnew fs.${spec.construct}(${A});\nconst { ${spec.construct}: Stream } = fs;\nnew Stream(${A});`,
      errors: [
        { at: `new fs.${spec.construct}`, name: fsName(spec.construct) },
        { at: 'new Stream', name: fsName(spec.construct) },
      ],
    });
  }
  invalid.push(...(spec.invalid ?? []));

  const valid: Case[] = [
    { title: 'import type', code: `import type { Stats } from 'fs';\nexport let stats: Stats | undefined;`, ts: true },
    {
      title: 'types of fs: typeof fs.x and fs.Stats',
      code: `import * as fs from 'fs';\nexport type Operation = typeof fs.${S};\nexport let stats: fs.Stats | undefined;`,
      ts: true,
    },
    { title: 'fs.constants', code: `import * as fs from 'fs';\nexport const mode = fs.constants.R_OK | fs.F_OK;` },
    { title: 'the module object itself', code: `import * as fs from 'fs';\nexport const nodeFs = fs;\nexport { fs };` },
    { title: 'an unused import', code: `import { ${S} } from 'fs';` },
    {
      title: 'an ambient module declaration re-exporting fs describes types only',
      code: `declare module 'disk' {\n  export * from 'fs';\n  export { ${S} } from 'node:fs';\n}\ndeclare global {\n  namespace NodeJS {}\n}\nexport {};`,
      ts: true,
    },
    {
      title: 'a declaration file describes modules and runs nothing',
      code: `import * as fs from 'fs';\nexport * from 'fs';\nexport { ${S} } from 'fs';\nexport declare const operation: typeof fs.${S};`,
      filename: 'declarations.d.ts',
      ts: true,
    },
    {
      title: 'a local module exporting look-alikes',
      code: `import { readFileSync, createReadStream } from './look-alike.js';\nreadFileSync('a');\ncreateReadStream('b');`,
    },
    { title: 'a custom object with the same method', code: `const disk = { ${S}(path) { return path; } };\ndisk.${S}('a');` },
    {
      title: 'a parameter named fs of the service type',
      code: `import type { IFileSystemService } from './file-system-service.js';\nexport async function load(fs: IFileSystemService) {\n  return fs.readAllText('a');\n}\nexport function probe(fs: { ${S}(path: string): void }) {\n  fs.${S}('a');\n}`,
      ts: true,
    },
    { title: 'a variable named fs holding something else', code: `const fs = createVirtualFileSystem();\nfs.${S}('a');\nfunction createVirtualFileSystem() { return { ${S}() {} }; }` },
    { title: 'a shadowed require', code: `export function load(require) {\n  return require('fs').${S}('a');\n}` },
    { title: 'text and comments that mention fs', code: `// fs.${S}('a') and require('fs')\nexport const text = "fs.${S}('a')";\n/* import fs from 'fs' */` },
    { title: 'a feature test is not a use', code: `import * as fs from 'fs';\nif (typeof fs.${S} === 'function' && fs.${S}.length > 0) {}` },
    {
      title: 'a truthiness test with && hands on its right side, never the operation',
      code: `import * as fs from 'fs';\nexport const supported = Boolean(fs.${S} && fs.constants);\nconst pick = fs.${S} && ((path) => path);\npick(${A});\n(fs.${S} && console.log)(${A});`,
    },
    { title: "Promise's resolve", code: `export const value = await Promise.resolve(1);\nnew Promise((resolve) => resolve(1));` },
    {
      title: 'methods of the objects operations return',
      code: `export async function use(handle: import('fs/promises').FileHandle, stats: import('fs').Stats, dir: import('fs').Dir) {\n  handle.createReadStream();\n  await handle.read();\n  stats.isFile();\n  await dir.close();\n  await handle.close();\n}`,
      ts: true,
    },
    ...(spec.valid ?? []),
  ];
  return { valid, invalid };
}

function toInvalid(spec: OperationSpec, item: Case): InvalidTestCase<MessageIds, []> {
  return {
    name: item.title,
    code: item.code,
    ...(item.filename ? { filename: item.filename } : {}),
    errors: (item.errors ?? []).map((error) => ({
      messageId: error.form ?? 'call',
      ...position(item.code, error),
      data: messageData(spec.code, error),
    })),
  };
}

function toValid(item: Case): ValidTestCase<[]> {
  return { name: item.title, code: item.code, ...(item.filename ? { filename: item.filename } : {}) };
}

/** Runs the checklist for one rule: typed, untyped TypeScript, and espree JavaScript. */
export async function runOperationRuleTests(name: string, rule: Rule, spec: OperationSpec): Promise<void> {
  const { valid, invalid } = getOperationCases(spec);
  createTypedRuleTester(spec.settings).run(`${name} (typed)`, rule, {
    valid: valid.map(toValid),
    invalid: invalid.map((item) => toInvalid(spec, item)),
  });
  createUntypedRuleTester(spec.settings).run(`${name} (untyped TypeScript)`, rule, {
    valid: [...valid, ...invalid.filter((item) => item.typed)].map(toValid),
    invalid: invalid.filter((item) => !item.typed).map((item) => toInvalid(spec, item)),
  });
  const javaScript = await createJavaScriptRuleTester(spec.settings);
  javaScript.run(`${name} (JavaScript, espree)`, rule, {
    valid: [...valid, ...invalid.filter((item) => item.typed)].filter((item) => !item.ts).map((item) => ({ ...toValid(item), filename: 'file.js' })),
    invalid: invalid
      .filter((item) => !item.typed && !item.ts)
      .map((item) => ({ ...toInvalid(spec, item), filename: 'file.js' })),
  });
}
