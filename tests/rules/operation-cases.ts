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
  /** The whole underlined text, starting at `at`, when the test pins the end position too. */
  readonly span?: string;
  readonly name: string;
  readonly form?: 'call' | 'escape' | 'reexport' | 'module';
  /** Only the typed layer reports this one (the rest of the case is reported untyped too). */
  readonly typed?: boolean;
  /** The table row whose wording the message uses, when it is not the operation's own. */
  readonly group?: 'descriptor';
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
  if (error.form === 'reexport' || error.form === 'module') return { name: error.name };
  const operation = error.name.replace(/\.native$/u, '').replace(/^.*\./u, '');
  const builtin = /^fs\.(?:promises\.)?[\w$]+(?:\.native)?$/u.test(error.name);
  const info = getOperationInfo(operation);
  const group =
    error.group === 'descriptor'
      ? operationGroups.descriptor
      : code === 'ORKVFS005'
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
      errors: [
        // The array is not followed: the module is handed to it whole.
        { at: 'fs]', span: 'fs', name: 'fs', form: 'module' },
        { at: 'operation(', after: '= [fs];\n', name: fsName(S) },
      ],
    },
    {
      title: 'module objects that leave the file: exports',
      code: [
        `import fs from 'fs';`,
        `import * as fsp from 'node:fs/promises';`,
        `export default fs;`,
        `export * as disk from 'node:fs';`,
        `export { default as io, promises } from 'fs';`,
        `export const copy = fsp;`,
        `export const alsoPromises = fs.promises;`,
        `export { fsp };`,
        `export let later;`,
        `later = fs;`,
      ].join('\n'),
      errors: [
        { at: 'fs;', after: 'export default ', span: 'fs', name: 'fs', form: 'module' },
        { at: 'export * as', span: "export * as disk from 'node:fs';", name: 'fs', form: 'module' },
        { at: 'default as io', span: 'default as io', name: 'fs', form: 'module' },
        { at: 'promises }', span: 'promises', name: 'fs.promises', form: 'module' },
        { at: 'fsp;', after: 'copy = ', span: 'fsp', name: 'fs.promises', form: 'module' },
        { at: 'fs.promises;', span: 'fs.promises', name: 'fs.promises', form: 'module' },
        { at: 'fsp }', span: 'fsp', name: 'fs.promises', form: 'module' },
        { at: 'later;', span: 'later', name: 'fs', form: 'module' },
      ],
    },
    {
      title: 'module objects that leave the file: TypeScript export forms',
      code: `import fs = require('fs');\nexport import disk = require('node:fs');\nexport = fs;`,
      errors: [
        { at: 'export import', span: "export import disk = require('node:fs');", name: 'fs', form: 'module' },
        { at: 'fs;', after: 'export = ', span: 'fs', name: 'fs', form: 'module' },
      ],
      ts: true,
    },
    {
      title: 'module objects that escape what the file follows: return, argument, spread, object, field, default',
      code: [
        `import fs from 'node:fs';`,
        `function getFs() {`,
        `  return fs;`,
        `}`,
        `use(fs);`,
        `const copy = { ...fs };`,
        `module.exports = { fs, io: require('fs') };`,
        `exports.disk = fs;`,
        `class Tool {`,
        `  disk = fs;`,
        `}`,
        `function make(io = fs) {`,
        `  return io;`,
        `}`,
        `const get = () => fs.promises;`,
      ].join('\n'),
      errors: [
        { at: 'fs;', after: 'return ', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs);', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs }', after: '...', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs,', span: 'fs', name: 'fs', form: 'module' },
        { at: "require('fs')", after: 'io: ', span: "require('fs')", name: 'fs', form: 'module' },
        { at: 'fs;', after: 'exports.disk = ', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs;', after: 'disk = fs', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs)', after: 'io = ', span: 'fs', name: 'fs', form: 'module' },
        { at: 'fs.promises', after: '=> ', span: 'fs.promises', name: 'fs.promises', form: 'module' },
      ],
    },
    {
      title: 'dynamic import handed on: returned, resolved to its default, or given to a handler the file does not show',
      code: [
        `const lazy = () => import('node:fs/promises');`,
        `export async function load() {`,
        `  return import('fs');`,
        `}`,
        `import('node:fs').then((m) => m.default);`,
        `import('fs').then(register);`,
        `function register() {}`,
      ].join('\n'),
      errors: [
        { at: "import('node:fs/promises')", span: "import('node:fs/promises')", name: 'fs.promises', form: 'module' },
        { at: "import('fs');", span: "import('fs')", name: 'fs', form: 'module' },
        { at: 'm.default', span: 'm.default', name: 'fs', form: 'module' },
        { at: "import('fs').then(register)", span: "import('fs')", name: 'fs', form: 'module' },
      ],
    },
    {
      title: 'require reached another way',
      code: [
        `module.require('fs').${S}(${A});`,
        `process.mainModule?.require('node:fs').${S}(${A});`,
        `require.call(null, 'fs').${S}(${A});`,
        `require.apply(null, ['fs']).${S}(${A});`,
        `require.main.require('fs').${S}(${A});`,
        `const load = require.bind(null);`,
        `load('fs').${S}(${A});`,
        `require('node:module')._load('fs').${S}(${A});`,
        `globalThis.process.mainModule.require('fs').${S}(${A});`,
      ].join('\n'),
      errors: [
        { at: 'module.require', span: `module.require('fs').${S}(${A})`, name: fsName(S) },
        { at: 'process.mainModule?', span: `process.mainModule?.require('node:fs').${S}(${A})`, name: fsName(S) },
        { at: 'require.call', name: fsName(S) },
        { at: 'require.apply', name: fsName(S) },
        { at: 'require.main', name: fsName(S) },
        { at: "load('fs')", name: fsName(S) },
        { at: "require('node:module')", name: fsName(S) },
        { at: 'globalThis.process', name: fsName(S) },
      ],
    },
    {
      title: 'a specifier held in a const, Reflect.get, and a const tuple key',
      code: [
        `const spec = 'node:fs';`,
        `const disk = await import(spec);`,
        `disk.${S}(${A});`,
        `Reflect.get(disk, '${S}')(${A});`,
        `globalThis.Reflect.get(disk, '${S}').call(null, ${A});`,
        `const keys = ['${S}'];`,
        `disk[keys[0]](${A});`,
        `const names = { op: '${S}' };`,
        `disk[names.op](${A});`,
      ].join('\n'),
      errors: [
        { at: `disk.${S}(`, name: fsName(S) },
        { at: 'Reflect.get', span: `Reflect.get(disk, '${S}')(${A})`, name: fsName(S) },
        { at: 'globalThis.Reflect', name: fsName(S) },
        { at: 'disk[keys[0]]', span: `disk[keys[0]](${A})`, name: fsName(S) },
        { at: 'disk[names.op]', name: fsName(S) },
      ],
    },
    {
      title: 'a const tuple key with as const',
      code: `import * as fs from 'fs';\nconst keys = ['${S}'] as const;\nfs[keys[0]](${A});`,
      errors: [{ at: 'fs[keys[0]]', span: `fs[keys[0]](${A})`, name: fsName(S) }],
      ts: true,
    },
    {
      title: 'a default value is an escape: parameters, parameter properties, destructured parameters',
      code: [
        `import * as fs from 'fs';`,
        `import * as fsp from 'fs/promises';`,
        `export function read(path, impl = fs.${S}) {`,
        `  return impl(path);`,
        `}`,
        `export function withOptions({ operation = fs.${S} } = {}) {`,
        `  return operation;`,
        `}`,
        `export const arrow = (op = fs.${S}) => op;`,
      ].join('\n'),
      errors: [
        { at: `fs.${S})`, after: 'impl = ', span: `fs.${S}`, name: fsName(S), form: 'escape' },
        // With types, the parameter's type is the operation's: its call and its escapes are seen too.
        { at: 'impl(path)', span: 'impl(path)', name: fsName(S), typed: true },
        { at: `fs.${S} }`, span: `fs.${S}`, name: fsName(S), form: 'escape' },
        { at: 'operation;', span: 'operation', name: fsName(S), form: 'escape', typed: true },
        { at: `fs.${S})`, after: 'op = ', span: `fs.${S}`, name: fsName(S), form: 'escape' },
        { at: 'op;', span: 'op', name: fsName(S), form: 'escape', typed: true },
      ],
    },
    {
      title: 'a parameter property with a default',
      code: `import * as fs from 'fs';\nexport class Loader {\n  constructor(private readonly load = fs.${S}) {}\n  run() {\n    return this.load(${A});\n  }\n}`,
      errors: [
        { at: `fs.${S})`, span: `fs.${S}`, name: fsName(S), form: 'escape' },
        { at: 'this.load(', span: `this.load(${A})`, name: fsName(S), typed: true },
      ],
      ts: true,
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
      title: 'a spread copy and a class field: escapes untyped, followed with types',
      code: `import * as fs from 'fs';\nconst copy = { ...fs };\ncopy.${S}(${A});\nclass Tool {\n  private readonly disk = fs;\n  run() {\n    this.disk.${S}(${A});\n  }\n}`,
      errors: [
        { at: 'fs }', span: 'fs', name: 'fs', form: 'module' },
        { at: `copy.${S}(`, name: fsName(S), typed: true },
        { at: 'fs;', after: 'disk = ', span: 'fs', name: 'fs', form: 'module' },
        { at: `this.disk.${S}(`, name: fsName(S), typed: true },
      ],
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
    {
      title: 'module objects used inside the file are followed, not reported',
      code: `import * as fs from 'fs';\nconst disk = fs;\nconst { promises } = fs;\nif (typeof fs === 'object' && fs) disk.constants;\nexport const has = 'readFile' in fs;\nawait promises.constants;`,
    },
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
    {
      title: 'look-alikes of the other routes to require, Reflect and import()',
      code: [
        `const module = { require: (name) => ({ ${S}: () => name }) };`,
        `module.require('fs').${S}('a');`,
        `export function run(process, Reflect) {`,
        `  process.mainModule.require('fs').${S}('b');`,
        `  return Reflect.get({ ${S}() {} }, '${S}')('c');`,
        `}`,
        `const spec = './local.js';`,
        `export const lazy = () => import(spec);`,
        `export default import('./other.js');`,
      ].join('\n'),
    },
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

function endOf(code: string, error: ExpectedError): { endLine: number; endColumn: number } | Record<string, never> {
  if (error.span === undefined) return {};
  if (!error.span.startsWith(error.at) && !error.at.startsWith(error.span)) {
    throw new Error(`test bug: span ${JSON.stringify(error.span)} does not start at ${JSON.stringify(error.at)}`);
  }
  const start = position(code, error);
  const lines = error.span.split('\n');
  return lines.length === 1
    ? { endLine: start.line, endColumn: start.column + error.span.length }
    : { endLine: start.line + lines.length - 1, endColumn: (lines.at(-1)?.length ?? 0) + 1 };
}

function toInvalid(spec: OperationSpec, item: Case, typed: boolean): InvalidTestCase<MessageIds, []> {
  return {
    name: item.title,
    code: item.code,
    ...(item.filename ? { filename: item.filename } : {}),
    errors: (item.errors ?? [])
      .filter((error) => typed || !error.typed)
      .map((error) => ({
        messageId: error.form ?? 'call',
        ...position(item.code, error),
        ...endOf(item.code, error),
        data: messageData(spec.code, error),
      })),
  };
}

/** Whether the case reports anything without a program. */
function hasUntypedErrors(item: Case): boolean {
  return !item.typed && (item.errors ?? []).some((error) => !error.typed);
}

function toValid(item: Case): ValidTestCase<[]> {
  return { name: item.title, code: item.code, ...(item.filename ? { filename: item.filename } : {}) };
}

/** Runs the checklist for one rule: typed, untyped TypeScript, and espree JavaScript. */
export async function runOperationRuleTests(name: string, rule: Rule, spec: OperationSpec): Promise<void> {
  const { valid, invalid } = getOperationCases(spec);
  createTypedRuleTester(spec.settings).run(`${name} (typed)`, rule, {
    valid: valid.map(toValid),
    invalid: invalid.map((item) => toInvalid(spec, item, true)),
  });
  const untypedValid = [...valid, ...invalid.filter((item) => !hasUntypedErrors(item))];
  const untypedInvalid = invalid.filter(hasUntypedErrors);
  createUntypedRuleTester(spec.settings).run(`${name} (untyped TypeScript)`, rule, {
    valid: untypedValid.map(toValid),
    invalid: untypedInvalid.map((item) => toInvalid(spec, item, false)),
  });
  const javaScript = await createJavaScriptRuleTester(spec.settings);
  javaScript.run(`${name} (JavaScript, espree)`, rule, {
    valid: untypedValid.filter((item) => !item.ts).map((item) => ({ ...toValid(item), filename: 'file.js' })),
    invalid: untypedInvalid
      .filter((item) => !item.ts)
      .map((item) => ({ ...toInvalid(spec, item, false), filename: 'file.js' })),
  });
}
