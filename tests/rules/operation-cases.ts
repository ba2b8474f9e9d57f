/**
 * The import-form checklist of STYLE.md, extended to every form README, DESIGN and docs/ promise,
 * generated for each fs-operation rule, and run three ways: typed, untyped TypeScript and plain
 * JavaScript. A form is added here once and then runs for all five rules in all three modes. A
 * case is marked `ts` when it uses TypeScript syntax (not run through espree) and `typed` when
 * only the checker can see it: those run as *valid* cases untyped, which pins down exactly what
 * each layer contributes.
 *
 * Each expected report states the whole text the editor underlines (`span`), and its message
 * data comes from the hand-written tables of tests/rules/fs-operations.ts, never from `src/`.
 */
import type { MessageIds } from '../../src/util/operation-rule.js';
import type { Case, Mode, Table } from './case-table.js';
import { getStatedOperation, wording, type OperationCode, type WordingId } from './fs-operations.js';

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
  readonly valid?: readonly OperationCase[];
  /** Extra invalid cases specific to the rule. */
  readonly invalid?: readonly OperationCase[];
}

export interface ExpectedError {
  /** The whole underlined text: its first occurrence (after `after`, or its `nth`) is where the report must start and end. */
  readonly span: string;
  readonly after?: string;
  readonly nth?: number;
  readonly name: string;
  readonly form?: 'call' | 'escape' | 'reexport' | 'module';
  /** Only the typed layer reports this one (the rest of the case is reported untyped too). */
  readonly typed?: boolean;
  /** Only the syntactic layer reports this one: with a program, the checker reads it as something else. */
  readonly untyped?: boolean;
  /**
   * The wording the message uses, stated in the case when it is not the one tests/rules/fs-operations.ts
   * gives the operation (a stream over a descriptor), or the name is not one of Node's fs
   * (`fsModules`, `watcherModules`).
   */
  readonly wording?: WordingId;
}

export interface OperationCase {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly ExpectedError[];
  /** Uses TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
  /** Only the typed layer reports it: runs as valid without a program. */
  readonly typed?: boolean;
  readonly filename?: string;
  /** Over the tester's, in every mode (`{ sourceType: 'script' }`). */
  readonly languageOptions?: Readonly<Record<string, unknown>>;
  /** The modes the case runs in at all; every mode when left out. */
  readonly modes?: readonly Mode[];
}

/**
 * The message data a finding of `name` carries under `code`, read from the hand-written tables of
 * tests/rules/fs-operations.ts, never from the plugin's own table.
 */
function messageData(code: OperationCode, error: ExpectedError): Record<string, string> {
  if (error.form === 'reexport' || error.form === 'module') return { name: error.name };
  return { name: error.name, ...wording[getWordingId(code, error)] };
}

function getWordingId(code: OperationCode, error: ExpectedError): WordingId {
  if (error.wording) return error.wording;
  if (/^fs(?:\.promises)?\[…\]$/u.test(error.name)) return 'dynamic';
  const stated = getStatedOperation(error.name);
  if (stated) {
    if (stated[0] !== code)
      throw new Error(`test bug: ${error.name} is ${stated[0]}, not ${code}, in tests/rules/fs-operations.ts`);
    return stated[1];
  }
  if (/^fs\.(?:promises\.)?[\w$]+$/u.test(error.name)) return 'unknown';
  throw new Error(`test bug: state the wording of ${error.name}, which is not an export of Node's fs`);
}

/** The checklist for one rule, with the rule's own cases, as a table for runCaseTable. */
export function getOperationCases(spec: OperationSpec): Table<MessageIds> {
  const { sync: S, promise: P, callback: C, barrel: B } = spec;
  const A = "'data/input.txt'";
  const fsName = (name: string) => `fs.${name}`;
  const promisesName = (name: string) => `fs.promises.${name}`;
  const invalid: OperationCase[] = [
    {
      title: 'default import',
      code: `import fs from 'fs';\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'namespace import with node: prefix',
      code: `import * as fs from 'node:fs';\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'named import',
      code: `import { ${S} } from 'fs';\n${S}(${A});`,
      errors: [{ span: `${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'renamed import',
      code: `import { ${S} as operation } from 'node:fs';\noperation(${A});`,
      errors: [{ span: `operation(${A})`, name: fsName(S) }],
    },
    {
      title: 'require',
      code: `const fs = require('fs');\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'destructured require with rename and default',
      code: `const { ${S}: operation = undefined } = require('node:fs');\noperation(${A});`,
      errors: [{ span: `operation(${A})`, name: fsName(S) }],
    },
    {
      title: 'destructuring with a string key',
      code: `const { '${S}': operation } = require('fs');\noperation(${A});`,
      errors: [{ span: `operation(${A})`, name: fsName(S) }],
    },
    {
      title: 'import x = require()',
      code: `import fs = require('fs');\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
      ts: true,
    },
    {
      title: 'awaited dynamic import',
      code: `const fs = await import('node:fs');\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'destructured dynamic import',
      code: `const { ${S} } = await import('fs');\n${S}(${A});`,
      errors: [{ span: `${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'nested destructuring of a dynamic import',
      code: `const { default: { ${S}: operation } } = await import('node:fs');\noperation(${A});`,
      errors: [{ span: `operation(${A})`, name: fsName(S) }],
    },
    {
      title: 'dynamic import with then',
      code: `import('fs').then((m) => m.${S}(${A}));`,
      errors: [{ span: `m.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'dynamic import with then and a default member',
      code: `import('fs').then(({ default: m }) => m.${S}(${A}));`,
      errors: [{ span: `m.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'createRequire',
      code: `import { createRequire } from 'node:module';\nconst load = createRequire(import.meta.url);\nload('fs').${S}(${A});`,
      errors: [{ span: `load('fs').${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'createRequire through a default import of node:module',
      code: `import module from 'node:module';\nconst load = module.createRequire(import.meta.url);\nload('fs').${S}(${A});`,
      errors: [{ span: `load('fs').${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'createRequire through a namespace import of module, called at once',
      code: `import * as mod from 'module';\nmod.createRequire(import.meta.url)('node:fs').${S}(${A});`,
      errors: [{ span: `mod.createRequire(import.meta.url)('node:fs').${S}(${A})`, name: fsName(S) }],
    },
    {
      title: "createRequire through require('node:module'), destructured or as a member",
      code: `const { createRequire: make } = require('node:module');\nmake(import.meta.url)('fs').${S}(${A});\nrequire('module').createRequire(import.meta.url)('fs').${S}(${A});`,
      errors: [
        { span: `make(import.meta.url)('fs').${S}(${A})`, name: fsName(S) },
        { span: `require('module').createRequire(import.meta.url)('fs').${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'createRequire through a dynamic import of module: awaited, its default, or in then',
      code: [
        `const { default: mod } = await import('node:module');`,
        `mod.createRequire(import.meta.url)('fs').${S}(${A});`,
        `const namespace = await import('module');`,
        `namespace.createRequire(import.meta.url)('node:fs').${S}(${A});`,
        `import('node:module').then(({ createRequire }) => createRequire(import.meta.url)('fs').${S}(${A}));`,
      ].join('\n'),
      errors: [
        { span: `mod.createRequire(import.meta.url)('fs').${S}(${A})`, name: fsName(S) },
        { span: `namespace.createRequire(import.meta.url)('node:fs').${S}(${A})`, name: fsName(S) },
        { span: `createRequire(import.meta.url)('fs').${S}(${A})`, after: '=> ', name: fsName(S) },
      ],
    },
    {
      title: 'getBuiltinModule through a dynamic import of process: awaited, its default, or in then',
      code: [
        `const proc = await import('node:process');`,
        `proc.getBuiltinModule('fs').${S}(${A});`,
        `proc.default.getBuiltinModule('node:fs').${S}(${A});`,
        `import('process').then((p) => p.getBuiltinModule('fs').${S}(${A}));`,
      ].join('\n'),
      errors: [
        { span: `proc.getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
        { span: `proc.default.getBuiltinModule('node:fs').${S}(${A})`, name: fsName(S) },
        { span: `p.getBuiltinModule('fs').${S}(${A})`, after: '=> ', name: fsName(S) },
      ],
    },
    {
      title: 'process.getBuiltinModule',
      code: `const fs = process.getBuiltinModule('node:fs');\nfs.${S}(${A});`,
      errors: [{ span: `fs.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'process.getBuiltinModule on an imported process',
      code: `import process from 'node:process';\nconst { ${S}: operation } = process.getBuiltinModule('fs');\noperation(${A});`,
      errors: [{ span: `operation(${A})`, name: fsName(S) }],
    },
    {
      title: "process.getBuiltinModule through require('node:process')",
      code: `const proc = require('node:process');\nproc.getBuiltinModule('fs').${S}(${A});\nconst { getBuiltinModule } = require('process');\ngetBuiltinModule('node:fs').${S}(${A});`,
      errors: [
        { span: `proc.getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
        { span: `getBuiltinModule('node:fs').${S}(${A})`, after: `require('process');\n`, name: fsName(S) },
      ],
    },
    {
      title: 'process.getBuiltinModule through global.process and globalThis.process',
      code: `global.process.getBuiltinModule('fs').${S}(${A});\nconst { ${S}: operation } = globalThis.process.getBuiltinModule('node:fs');\noperation(${A});`,
      errors: [
        { span: `global.process.getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
        { span: `operation(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'getBuiltinModule destructured, imported, or reached through globalThis',
      code: `import { getBuiltinModule } from 'node:process';\nconst { getBuiltinModule: load } = process;\ngetBuiltinModule('fs').${S}(${A});\nload('node:fs').${S}(${A});\nglobalThis.process.getBuiltinModule('fs').${S}(${A});`,
      errors: [
        { span: `getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
        { span: `load('node:fs').${S}(${A})`, name: fsName(S) },
        { span: `globalThis.process.getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'optional chaining',
      code: `import * as fs from 'fs';\nfs?.${S}?.(${A});`,
      errors: [{ span: `fs?.${S}?.(${A})`, name: fsName(S) }],
    },
    {
      title: 'TypeScript wrappers',
      code: `import * as fs from 'fs';\n(fs as typeof import('fs')).${S}(${A});\nfs!.${S}(${A});\n(fs satisfies object).${S}(${A});\n(<typeof fs>fs).${S}(${A});`,
      errors: [
        { span: `(fs as typeof import('fs')).${S}(${A})`, name: fsName(S) },
        { span: `fs!.${S}(${A})`, name: fsName(S) },
        { span: `(fs satisfies object).${S}(${A})`, name: fsName(S) },
        { span: `(<typeof fs>fs).${S}(${A})`, name: fsName(S) },
      ],
      ts: true,
    },
    {
      title: 'computed members with a constant key',
      code: `import * as fs from 'fs';\nfs['${S}'](${A});\nconst key = '${S}';\nfs[key](${A});`,
      errors: [
        { span: `fs['${S}'](${A})`, name: fsName(S) },
        { span: `fs[key](${A})`, name: fsName(S) },
      ],
    },
    {
      title: '.call and .apply',
      code: `import * as fs from 'fs';\nfs.${S}.call(null, ${A});\nfs.${S}.apply(null, [${A}]);`,
      errors: [
        { span: `fs.${S}.call(null, ${A})`, name: fsName(S) },
        { span: `fs.${S}.apply(null, [${A}])`, name: fsName(S) },
      ],
    },
    {
      title: 'a local alias is followed to its call',
      code: `import * as fs from 'fs';\nconst { ${S} } = fs;\nconst bound = fs.${S}.bind(fs);\n${S}(${A});\nbound(${A});`,
      errors: [
        { span: `${S}(${A})`, after: 'bind(fs);\n', name: fsName(S) },
        { span: `bound(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'a fallback with || or ??, and the right side of &&, may be the operation',
      code: `import * as fs from 'fs';\nconst custom = undefined;\nconst operation = custom || fs.${S};\noperation(${A});\n(custom ?? fs.${S})(${A});\nconst disk = custom && require('fs');\ndisk.${S}(${A});`,
      errors: [
        { span: `operation(${A})`, name: fsName(S) },
        { span: `(custom ?? fs.${S})(${A})`, name: fsName(S) },
        { span: `disk.${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'rest destructuring holds the module: declared, required, and in an assignment',
      code: `import * as fs from 'fs';\nconst { constants, ...rest } = fs;\nrest.${S}(${A});\nconst { ...all } = require('node:fs');\nall.${S}(${A});\nlet copy;\n({ ...copy } = fs);\ncopy.${S}(${A});`,
      errors: [
        { span: `rest.${S}(${A})`, name: fsName(S) },
        { span: `all.${S}(${A})`, name: fsName(S) },
        { span: `copy.${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'a destructuring assignment to declared variables is followed to its calls',
      code: `import * as fs from 'fs';\nlet operation;\nlet nested = undefined;\n({ ${S}: operation } = fs);\n[{ ${S}: nested }] = [fs];\noperation(${A});`,
      errors: [
        // The array is not followed: the module is handed to it whole.
        { span: 'fs', after: `[{ ${S}: nested }] = [`, name: 'fs', form: 'module' },
        { span: `operation(${A})`, name: fsName(S) },
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
        { span: 'fs', after: 'export default ', name: 'fs', form: 'module' },
        { span: "export * as disk from 'node:fs';", name: 'fs', form: 'module' },
        { span: 'default as io', name: 'fs', form: 'module' },
        { span: 'promises', after: 'default as io, ', name: 'fs.promises', form: 'module' },
        { span: 'fsp', after: 'copy = ', name: 'fs.promises', form: 'module' },
        { span: 'fs.promises', after: 'alsoPromises = ', name: 'fs.promises', form: 'module' },
        { span: 'fsp', after: 'fs.promises;\nexport { ', name: 'fs.promises', form: 'module' },
        { span: 'later', name: 'fs', form: 'module' },
      ],
    },
    {
      title: 'module objects that leave the file: TypeScript export forms',
      code: `import fs = require('fs');\nexport import disk = require('node:fs');\nexport = fs;`,
      errors: [
        { span: "export import disk = require('node:fs');", name: 'fs', form: 'module' },
        { span: 'fs', after: 'export = ', name: 'fs', form: 'module' },
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
        { span: 'fs', after: 'return ', name: 'fs', form: 'module' },
        { span: 'fs', after: 'use(', name: 'fs', form: 'module' },
        { span: 'fs', after: '...', name: 'fs', form: 'module' },
        { span: 'fs', after: 'module.exports = { ', name: 'fs', form: 'module' },
        { span: "require('fs')", after: 'io: ', name: 'fs', form: 'module' },
        { span: 'fs', after: 'exports.disk = ', name: 'fs', form: 'module' },
        { span: 'fs', after: '  disk = ', name: 'fs', form: 'module' },
        { span: 'fs', after: 'io = ', name: 'fs', form: 'module' },
        { span: 'fs.promises', after: '=> ', name: 'fs.promises', form: 'module' },
      ],
    },
    {
      title:
        'dynamic import handed on: returned, resolved to its default, or given to a handler the file does not show',
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
        { span: "import('node:fs/promises')", name: 'fs.promises', form: 'module' },
        { span: "import('fs')", after: 'return ', name: 'fs', form: 'module' },
        { span: 'm.default', name: 'fs', form: 'module' },
        { span: "import('fs')", after: 'm.default);\n', name: 'fs', form: 'module' },
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
        { span: `module.require('fs').${S}(${A})`, name: fsName(S) },
        { span: `process.mainModule?.require('node:fs').${S}(${A})`, name: fsName(S) },
        { span: `require.call(null, 'fs').${S}(${A})`, name: fsName(S) },
        { span: `require.apply(null, ['fs']).${S}(${A})`, name: fsName(S) },
        { span: `require.main.require('fs').${S}(${A})`, name: fsName(S) },
        { span: `load('fs').${S}(${A})`, name: fsName(S) },
        { span: `require('node:module')._load('fs').${S}(${A})`, name: fsName(S) },
        { span: `globalThis.process.mainModule.require('fs').${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: "Module._load reached through node:module's Module and _load exports, or as the constructor of a module",
      code: [
        `import { Module as Loader, _load } from 'node:module';`,
        `import nodeModule from 'module';`,
        `Loader._load('fs').${S}(${A});`,
        `nodeModule.Module._load('node:fs').${S}(${A});`,
        `_load('fs').${S}(${A});`,
        `module.constructor._load('fs').${S}(${A});`,
        `require.main.constructor._load('node:fs').${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `Loader._load('fs').${S}(${A})`, name: fsName(S) },
        { span: `nodeModule.Module._load('node:fs').${S}(${A})`, name: fsName(S) },
        { span: `_load('fs').${S}(${A})`, after: `Module._load('node:fs').${S}(${A});\n`, name: fsName(S) },
        { span: `module.constructor._load('fs').${S}(${A})`, name: fsName(S) },
        { span: `require.main.constructor._load('node:fs').${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: "Reflect's functions other than get and has read no member: the module handed to one escapes",
      code: `import * as fs from 'fs';\nReflect.getOwnPropertyDescriptor(fs, '${S}').value(${A});\nexport const has = Reflect.has(fs, '${S}');`,
      errors: [{ span: 'fs', after: 'getOwnPropertyDescriptor(', name: 'fs', form: 'module' }],
    },
    {
      title: 'require forwarded through a wrapped or computed .call/.apply/.bind',
      code: [
        `(require.call as typeof require.call)(null, 'fs').${S}(${A});`,
        `require['apply'](null, ['fs']).${S}(${A});`,
        `(require.bind(null))('fs').${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `(require.call as typeof require.call)(null, 'fs').${S}(${A})`, name: fsName(S) },
        { span: `require['apply'](null, ['fs']).${S}(${A})`, name: fsName(S) },
        { span: `(require.bind(null))('fs').${S}(${A})`, name: fsName(S) },
      ],
      ts: true,
    },
    {
      title:
        'apply hands on its array, never the array itself; other members of a loader or a module are no forwarders',
      code: [
        `require.apply(null, ['fs', undefined]).${S}(${A});`,
        `process.getBuiltinModule.apply(process, ['node:fs', 0]).${S}(${A});`,
        `require.resolve('./local.js', ['fs']).${S}(${A});`,
        `process.bind(null).getBuiltinModule('fs').${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `require.apply(null, ['fs', undefined]).${S}(${A})`, name: fsName(S) },
        { span: `process.getBuiltinModule.apply(process, ['node:fs', 0]).${S}(${A})`, name: fsName(S) },
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
        { span: `disk.${S}(${A})`, name: fsName(S) },
        { span: `Reflect.get(disk, '${S}')(${A})`, name: fsName(S) },
        { span: `globalThis.Reflect.get(disk, '${S}').call(null, ${A})`, name: fsName(S) },
        { span: `disk[keys[0]](${A})`, name: fsName(S) },
        { span: `disk[names.op](${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'a const tuple key with as const',
      code: `import * as fs from 'fs';\nconst keys = ['${S}'] as const;\nfs[keys[0]](${A});`,
      errors: [{ span: `fs[keys[0]](${A})`, name: fsName(S) }],
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
        { span: `fs.${S}`, after: 'impl = ', name: fsName(S), form: 'escape' },
        // With types, the parameter's type is the operation's: its call and its escapes are seen too.
        { span: 'impl(path)', name: fsName(S), typed: true },
        { span: `fs.${S}`, after: '{ operation = ', name: fsName(S), form: 'escape' },
        { span: 'operation', after: '} = {}) {\n  return ', name: fsName(S), form: 'escape', typed: true },
        { span: `fs.${S}`, after: 'op = ', name: fsName(S), form: 'escape' },
        { span: 'op', after: '=> ', name: fsName(S), form: 'escape', typed: true },
      ],
    },
    {
      title: 'a parameter property with a default',
      code: `import * as fs from 'fs';\nexport class Loader {\n  constructor(private readonly load = fs.${S}) {}\n  run() {\n    return this.load(${A});\n  }\n}`,
      errors: [
        { span: `fs.${S}`, name: fsName(S), form: 'escape' },
        { span: `this.load(${A})`, name: fsName(S), typed: true },
      ],
      ts: true,
    },
    {
      title: 'an exported binding that a later assignment fills escapes',
      code: `import * as fs from 'fs';\nexport let operation;\noperation = fs.${S};`,
      errors: [{ span: 'operation', name: fsName(S), form: 'escape' }],
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
        { span: `fs.${S}`, after: '.map(', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'operation: ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'list = [', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'return ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'exported = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'export default ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'escapes through CommonJS exports',
      code: `const fs = require('fs');\nmodule.exports = { operation: fs.${S} };\nexports.other = fs.${S};`,
      errors: [
        { span: `fs.${S}`, after: 'operation: ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'exports.other = ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'export of an imported operation, and re-export from fs',
      code: `import { ${S} } from 'fs';\nexport { ${S} };\nexport { ${S} as again } from 'node:fs';`,
      errors: [
        { span: S, after: 'export { ', name: fsName(S), form: 'escape' },
        { span: `${S} as again`, name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'export * from fs',
      code: `export * from 'fs';`,
      errors: [{ span: "export * from 'fs';", name: "export * from 'fs'", form: 'reexport' }],
    },
    {
      title: 'a barrel that re-exports fs',
      code: `import { ${B} } from './fs-barrel.js';\n${B}(${A});`,
      errors: [{ span: `${B}(${A})`, name: fsName(B) }],
      typed: true,
    },
    {
      title: 'a parameter typed typeof import("fs")',
      code: `export function run(disk: typeof import('fs')) {\n  disk.${S}(${A});\n}`,
      errors: [{ span: `disk.${S}(${A})`, name: fsName(S) }],
      typed: true,
      ts: true,
    },
    {
      title: 'a dependency object from a wrapper module',
      code: `import { storage } from './fs-wrapper.js';\nstorage.fs.${S}(${A});`,
      errors: [{ span: `storage.fs.${S}(${A})`, name: fsName(S) }],
      typed: true,
    },
    {
      title: 'an auto-accessor holding the module or an operation escapes',
      code: `import * as fs from 'fs';\nexport class Holder {\n  accessor disk = fs;\n  static accessor operation = fs.${S};\n}`,
      errors: [
        { span: 'fs', after: 'accessor disk = ', name: 'fs', form: 'module' },
        { span: `fs.${S}`, after: 'accessor operation = ', name: fsName(S), form: 'escape' },
      ],
      ts: true,
    },
    {
      title: 'a tagged template calls its tag',
      code: `import * as fs from 'fs';\nfs.${S}\`data/input.txt\`;\nconst { ${S}: operation } = fs;\noperation\`data/input.txt\`;`,
      errors: [
        { span: `fs.${S}\`data/input.txt\``, name: fsName(S) },
        { span: 'operation`data/input.txt`', name: fsName(S) },
      ],
    },
    {
      title: '.call and .apply reached through ?.',
      code: `import * as fs from 'fs';\n(fs.${S}?.call)(null, ${A});\nfs.${S}?.apply(null, [${A}]);`,
      errors: [
        { span: `(fs.${S}?.call)(null, ${A})`, name: fsName(S) },
        { span: `fs.${S}?.apply(null, [${A}])`, name: fsName(S) },
      ],
    },
    {
      title: '.call and .apply reached through TypeScript wrappers',
      code: `import * as fs from 'fs';\n(fs.${S}.call as typeof fs.${S}.call)(null, ${A});\nfs.${S}.apply!(null, [${A}]);`,
      errors: [
        { span: `(fs.${S}.call as typeof fs.${S}.call)(null, ${A})`, name: fsName(S) },
        { span: `fs.${S}.apply!(null, [${A}])`, name: fsName(S) },
      ],
      ts: true,
    },
    {
      title: 'a default value is an escape: array, rest and nested parameter patterns, function expressions, methods',
      code: [
        `import * as fs from 'fs';`,
        `export function fromList([first = fs.${S}]) {}`,
        `export function fromRest(...[second = fs.${S}]) {}`,
        `export const expression = function (third = fs.${S}) {};`,
        `export const object = { method(fourth = fs.${S}) {} };`,
        `export class Methods {`,
        `  method({ nested: [fifth = fs.${S}] = [] } = {}) {}`,
        `}`,
      ].join('\n'),
      errors: [
        { span: `fs.${S}`, after: 'first = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'second = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'third = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'fourth = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'fifth = ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'a default value in a signature without a body is an escape: declare function, overload, abstract method',
      code: [
        `import * as fs from 'fs';`,
        `export declare function declared(first = fs.${S}): void;`,
        `export class Overloads {`,
        `  method(second = fs.${S}): void;`,
        `  method() {}`,
        `}`,
        `export abstract class Base {`,
        `  abstract method(third = fs.${S}): void;`,
        `}`,
      ].join('\n'),
      errors: [
        { span: `fs.${S}`, after: 'first = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'second = ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'third = ', name: fsName(S), form: 'escape' },
      ],
      ts: true,
    },
    {
      title: 'a default value in a local destructuring is followed to its call',
      code: `import * as fs from 'fs';\nconst { operation = fs.${S} } = {};\noperation(${A});\nconst [other = fs.${S}] = [];\nother(${A});`,
      errors: [
        { span: `operation(${A})`, name: fsName(S) },
        { span: `other(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'an exported destructuring escapes at the names it declares',
      code: [
        `import * as fs from 'fs';`,
        `export const { ${S}: operation, promises, constants } = fs;`,
        `export const [first = fs.${S}, ...[second = fs.${S}]] = [];`,
      ].join('\n'),
      errors: [
        { span: 'operation', name: fsName(S), form: 'escape' },
        { span: 'promises', name: 'fs.promises', form: 'module' },
        { span: 'first', name: fsName(S), form: 'escape' },
        { span: 'second', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title: 'an assignment that stores its right side: =, ??=, ||=, &&= (not +=)',
      code: [
        `import * as fs from 'fs';`,
        `const cache = {};`,
        `cache.disk ??= fs;`,
        `cache.io ||= require('node:fs');`,
        `cache.operation &&= fs.${S};`,
        `cache.text += fs;`,
        `cache.more += fs.${S};`,
      ].join('\n'),
      errors: [
        { span: 'fs', after: 'cache.disk ??= ', name: 'fs', form: 'module' },
        { span: "require('node:fs')", name: 'fs', form: 'module' },
        { span: `fs.${S}`, after: '&&= ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title:
        'an operation that escapes through a conditional, a fallback, a sequence or await is reported at the operation itself',
      code: [
        `import * as fs from 'fs';`,
        `const custom = undefined;`,
        `use(custom ? fs.${S} : null);`,
        `use(custom ? null : fs.${S});`,
        `use(custom || fs.${S});`,
        `use(custom ?? fs.${S});`,
        `use(custom && fs.${S});`,
        `use((0, fs.${S}));`,
        `use(fs.${S} || custom);`,
        `use((0, 1, fs.${S}));`,
        `async function later() {`,
        `  use(await fs.${S});`,
        `}`,
      ].join('\n'),
      errors: [
        { span: `fs.${S}`, after: 'custom ? ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'null : ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'custom || ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'custom ?? ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'custom && ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: '(0, ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, nth: 7, name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: '(0, 1, ', name: fsName(S), form: 'escape' },
        { span: `fs.${S}`, after: 'await ', name: fsName(S), form: 'escape' },
      ],
    },
    {
      title:
        "a call through a conditional, a sequence or await calls the operation; only the last of a sequence is its value, and a conditional's test is none",
      code: [
        `import * as fs from 'fs';`,
        `const custom = undefined;`,
        `(custom ? fs.${S} : fs.${S})(${A});`,
        `(0, fs.${S})(${A});`,
        `(fs.${S}, console.log)(${A});`,
        `(0, 1, fs.${S})(${A});`,
        `(fs.${S} ? console.log : console.error)(${A});`,
        `async function later() {`,
        `  (await fs.${S})(${A});`,
        `}`,
      ].join('\n'),
      errors: [
        { span: `(custom ? fs.${S} : fs.${S})(${A})`, name: fsName(S) },
        { span: `(0, fs.${S})(${A})`, name: fsName(S) },
        { span: `(0, 1, fs.${S})(${A})`, name: fsName(S) },
        { span: `(await fs.${S})(${A})`, name: fsName(S) },
      ],
    },
    {
      title:
        'a local variable filled by ??=, ||= or &&= holds what it stores (+= builds a string): called, exported, handed on, destructured',
      code: [
        `import * as fs from 'fs';`,
        `let disk;`,
        `disk ??= fs;`,
        `disk.${S}(${A});`,
        `let io = null;`,
        `io ||= require('node:fs');`,
        `io.${S}(${A});`,
        `let operation = {};`,
        `operation &&= fs.${S};`,
        `operation(${A});`,
        `let lazy;`,
        `(lazy ??= fs).${S}(${A});`,
        `let text = '';`,
        `text += fs;`,
        `text.${S}(${A});`,
        `export let shared;`,
        `shared ??= fs;`,
        `let handed;`,
        `handed ||= fs.${S};`,
        `use(handed);`,
        `let source;`,
        `source ??= fs;`,
        `const { ${S}: picked } = source;`,
        `picked(${A});`,
      ].join('\n'),
      errors: [
        { span: `disk.${S}(${A})`, name: fsName(S) },
        { span: `io.${S}(${A})`, name: fsName(S) },
        { span: `operation(${A})`, name: fsName(S) },
        { span: `(lazy ??= fs).${S}(${A})`, name: fsName(S) },
        { span: 'shared', after: 'export let ', name: 'fs', form: 'module' },
        { span: 'handed', after: 'use(', name: fsName(S), form: 'escape' },
        { span: `picked(${A})`, name: fsName(S) },
      ],
    },
    {
      title:
        'a conditional, a sequence or an assignment expression holds the value it gives: in a variable, or as the object of a call',
      code: [
        `import * as fs from 'fs';`,
        `const custom = undefined;`,
        `const first = custom ? fs.${S} : undefined;`,
        `first(${A});`,
        `const second = custom ? undefined : fs.${S};`,
        `second(${A});`,
        `const last = (0, 1, fs.${S});`,
        `last(${A});`,
        `let held = fs.promises;`,
        `(held = fs).${S}(${A});`,
        `let some = fs.promises;`,
        `(some &&= fs).${S}(${A});`,
        `let kept = fs;`,
        `(kept ??= undefined).${S}(${A});`,
        `let text = '';`,
        `(text += fs).${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `first(${A})`, name: fsName(S) },
        { span: `second(${A})`, name: fsName(S) },
        { span: `last(${A})`, name: fsName(S) },
        { span: `(held = fs).${S}(${A})`, name: fsName(S) },
        { span: `(some &&= fs).${S}(${A})`, name: fsName(S) },
        { span: `(kept ??= undefined).${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title:
        'a variable declared or assigned more than once holds what any of them gives: var twice, a parameter declared again, two assignments',
      code: [
        `export function fromParameter(disk) {`,
        `  var disk = require('fs');`,
        `  disk.${S}(${A});`,
        `}`,
        `if (globalThis.flag) {`,
        `  var io = require('node:fs');`,
        `} else {`,
        `  var io = undefined;`,
        `}`,
        `io.${S}(${A});`,
        `let later;`,
        `later = require('fs');`,
        `later = undefined;`,
        `later.${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `disk.${S}(${A})`, name: fsName(S) },
        { span: `io.${S}(${A})`, name: fsName(S) },
        { span: `later.${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title:
        'a default in a destructuring assignment, and in a later element of an array pattern, is followed to its call',
      code: [
        `import * as fs from 'fs';`,
        `let target;`,
        `[target = fs.${S}] = [];`,
        `target(${A});`,
        `let picked;`,
        `({ picked = fs.${S} } = {});`,
        `picked(${A});`,
        `let renamed;`,
        `({ name: renamed = fs.${S} } = {});`,
        `renamed(${A});`,
        `const [unused, second = fs.${S}] = [];`,
        `second(${A});`,
      ].join('\n'),
      errors: [
        { span: `target(${A})`, name: fsName(S) },
        { span: `picked(${A})`, name: fsName(S) },
        { span: `renamed(${A})`, name: fsName(S) },
        { span: `second(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'the default export of process and of module, imported by name',
      code: [
        `import { default as proc } from 'node:process';`,
        `import { default as mod } from 'module';`,
        `proc.getBuiltinModule('fs').${S}(${A});`,
        `mod.createRequire(import.meta.url)('node:fs').${S}(${A});`,
      ].join('\n'),
      errors: [
        { span: `proc.getBuiltinModule('fs').${S}(${A})`, name: fsName(S) },
        { span: `mod.createRequire(import.meta.url)('node:fs').${S}(${A})`, name: fsName(S) },
      ],
    },
    {
      title: 'dynamic import with then and a function expression',
      code: `import('fs').then(function (m) {\n  return m.${S}(${A});\n});`,
      errors: [{ span: `m.${S}(${A})`, name: fsName(S) }],
    },
    {
      title: 'only the first argument of Reflect.get is read: the module as receiver escapes',
      code: `import * as fs from 'fs';\nReflect.get(fs, '${S}', fs)(${A});`,
      errors: [
        { span: `Reflect.get(fs, '${S}', fs)(${A})`, name: fsName(S) },
        { span: 'fs', after: `'${S}', `, name: 'fs', form: 'module' },
      ],
    },
    {
      title: 'a spread copy and a class field: escapes untyped, followed with types',
      code: `import * as fs from 'fs';\nconst copy = { ...fs };\ncopy.${S}(${A});\nclass Tool {\n  private readonly disk = fs;\n  run() {\n    this.disk.${S}(${A});\n  }\n}`,
      errors: [
        { span: 'fs', after: '...', name: 'fs', form: 'module' },
        { span: `copy.${S}(${A})`, name: fsName(S), typed: true },
        { span: 'fs', after: 'disk = ', name: 'fs', form: 'module' },
        { span: `this.disk.${S}(${A})`, name: fsName(S), typed: true },
      ],
      ts: true,
    },
  ];
  if (C) {
    invalid.push(
      {
        title: 'callback form',
        code: `import fs from 'fs';\nfs.${C}(${A}, () => undefined);`,
        errors: [{ span: `fs.${C}(${A}, () => undefined)`, name: fsName(C) }],
      },
      {
        title: 'the __promisify__ member of a callback operation is the operation',
        code: `import fs from 'fs';\nawait fs.${C}.__promisify__(${A});\nconst { ${C}: operation } = require('node:fs');\nconst promised = operation.__promisify__;\nawait promised(${A});`,
        errors: [
          { span: `fs.${C}.__promisify__(${A})`, name: `${fsName(C)}.__promisify__` },
          { span: `promised(${A})`, name: `${fsName(C)}.__promisify__` },
        ],
      },
    );
  }
  if (P) {
    invalid.push(
      {
        title: 'fs/promises named import',
        code: `import { ${P} } from 'fs/promises';\nawait ${P}(${A});`,
        errors: [{ span: `${P}(${A})`, after: 'await ', name: promisesName(P) }],
      },
      {
        title: 'node:fs/promises namespace',
        code: `import * as fsp from 'node:fs/promises';\nawait fsp.${P}(${A});`,
        errors: [{ span: `fsp.${P}(${A})`, name: promisesName(P) }],
      },
      {
        title: 'fs.promises member',
        code: `import fs from 'fs';\nawait fs.promises.${P}(${A});`,
        errors: [{ span: `fs.promises.${P}(${A})`, name: promisesName(P) }],
      },
      {
        title: 'promises named import from fs',
        code: `import { promises as fsp } from 'node:fs';\nawait fsp.${P}(${A});`,
        errors: [{ span: `fsp.${P}(${A})`, name: promisesName(P) }],
      },
      {
        title: 'rest destructuring of fs.promises',
        code: `import fs from 'node:fs';\nconst { promises: { constants, ...promised } } = fs;\nawait promised.${P}(${A});`,
        errors: [{ span: `promised.${P}(${A})`, name: promisesName(P) }],
      },
      {
        title: 'nested destructured require',
        code: `const { promises: { ${P}: operation } } = require('fs');\nawait operation(${A});`,
        errors: [{ span: `operation(${A})`, name: promisesName(P) }],
      },
    );
  }
  if (spec.construct) {
    invalid.push({
      title: 'construction from a path',
      code: `import * as fs from 'fs';\nnew fs.${spec.construct}(${A});\nconst { ${spec.construct}: Stream } = fs;\nnew Stream(${A});`,
      errors: [
        { span: `new fs.${spec.construct}(${A})`, name: fsName(spec.construct) },
        { span: `new Stream(${A})`, name: fsName(spec.construct) },
      ],
    });
    invalid.push({
      title: 'a class that extends the constructed class escapes it: declaration and expression',
      code: `import * as fs from 'fs';\nexport class Cached extends fs.${spec.construct} {}\nexport const Other = class extends fs.${spec.construct} {};`,
      errors: [
        { span: `fs.${spec.construct}`, after: 'Cached extends ', name: fsName(spec.construct), form: 'escape' },
        { span: `fs.${spec.construct}`, after: 'class extends ', name: fsName(spec.construct), form: 'escape' },
      ],
    });
  }
  // A key that is not constant is reported as `fs[…]`, by ORKVFS001 only.
  if (spec.code === 'ORKVFS001') {
    invalid.push(
      {
        title: 'a const array key is an element index only when written as one; a const object key is that property',
        code: [
          `import * as fs from 'fs';`,
          `const keys = ['constants', '${S}', 'constants', 'constants', 'constants', 'constants', 'constants', 'constants', 'constants', 'constants', '${S}'];`,
          `fs[keys[10]](${A});`,
          `fs[keys['01']](${A});`,
          `fs[keys[' 1']](${A});`,
          `fs[keys['1 ']](${A});`,
          `const names = { other: 'constants', op: '${S}' };`,
          `fs[names.op](${A});`,
          `const spread = ['${S}'];`,
          `Reflect.get(fs, ...spread)(${A});`,
        ].join('\n'),
        errors: [
          { span: `fs[keys[10]](${A})`, name: fsName(S) },
          // `keys['01']` is no element (only the canonical `'1'` is): the key is unknown.
          { span: `fs[keys['01']](${A})`, name: 'fs[…]' },
          { span: `fs[keys[' 1']](${A})`, name: 'fs[…]' },
          { span: `fs[keys['1 ']](${A})`, name: 'fs[…]' },
          { span: `fs[names.op](${A})`, name: fsName(S) },
          // A spread key is no constant: the member is unknown, as with `fs[name]`.
          { span: `Reflect.get(fs, ...spread)(${A})`, name: 'fs[…]' },
        ],
      },
      {
        title:
          'a const array whose elements are written, deleted, reordered or handed on holds no constant key; reading it does not change that',
        code: [
          `import * as fs from 'fs';`,
          `const a = ['${S}'];`,
          `a[0] = 'constants';`,
          `fs[a[0]](${A});`,
          `const b = ['${S}'];`,
          `b[0]++;`,
          `fs[b[0]](${A});`,
          `const c = ['${S}'];`,
          `delete c[0];`,
          `fs[c[0]](${A});`,
          `const d = ['${S}'];`,
          `d.reverse();`,
          `fs[d[0]](${A});`,
          `const e = ['${S}'];`,
          `use(e);`,
          `fs[e[0]](${A});`,
          `const g = ['${S}'];`,
          `let copy;`,
          `copy = g[0];`,
          `void g[0];`,
          `use(g[0]);`,
          `fs[g[0]](${A});`,
          `const k = ['${S}'];`,
          `lookup[k];`,
          `fs[k[0]](${A});`,
          `const [h] = ['${S}'];`,
          `fs[h[0]](${A});`,
          `function use() {}`,
        ].join('\n'),
        errors: [
          { span: `fs[a[0]](${A})`, name: 'fs[…]' },
          { span: `fs[b[0]](${A})`, name: 'fs[…]' },
          { span: `fs[c[0]](${A})`, name: 'fs[…]' },
          { span: `fs[d[0]](${A})`, name: 'fs[…]' },
          { span: `fs[e[0]](${A})`, name: 'fs[…]' },
          { span: `fs[g[0]](${A})`, name: fsName(S) },
          // Used as a key, the array is only converted to a string.
          { span: `fs[k[0]](${A})`, name: fsName(S) },
          // `h` is the string, `h[0]` its first letter: no element of the array literal.
          { span: `fs[h[0]](${A})`, name: 'fs[…]' },
        ],
      },
    );
  }
  invalid.push(...(spec.invalid ?? []));

  const valid: OperationCase[] = [
    { title: 'import type', code: `import type { Stats } from 'fs';\nexport let stats: Stats | undefined;`, ts: true },
    {
      title: 'types of fs: typeof fs.x and fs.Stats',
      code: `import * as fs from 'fs';\nexport type Operation = typeof fs.${S};\nexport let stats: fs.Stats | undefined;`,
      ts: true,
    },
    {
      title: 'fs.constants, also read with Reflect.get, and the promises member fs.promises does not have',
      code: [
        `import * as fs from 'fs';`,
        `import * as fsp from 'fs/promises';`,
        `export const mode = fs.constants.R_OK | fs.F_OK;`,
        `export const flags = Reflect.get(fs, 'constants').O_RDONLY;`,
        `export const Stats = Reflect.get(fs, 'Stats');`,
        `export const again = fsp.promises;`,
        `export const twice = fs.promises.promises;`,
      ].join('\n'),
    },
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
    {
      title: 'a custom object with the same method',
      code: `const disk = { ${S}(path) { return path; } };\ndisk.${S}('a');`,
    },
    {
      title: 'a parameter named fs of the service type',
      code: `import type { IFileSystemService } from './file-system-service.js';\nexport async function load(fs: IFileSystemService) {\n  return fs.readAllText('a');\n}\nexport function probe(fs: { ${S}(path: string): void }) {\n  fs.${S}('a');\n}`,
      ts: true,
    },
    {
      title: 'a variable named fs holding something else',
      code: `const fs = createVirtualFileSystem();\nfs.${S}('a');\nfunction createVirtualFileSystem() { return { ${S}() {} }; }`,
    },
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
    {
      title: 'other members of module, Module and require load nothing, even through a member named like a loader',
      code: [
        `import Module from 'node:module';`,
        `module.exports('fs').${S}(${A});`,
        `module.exports._load('fs').${S}(${A});`,
        `Module.prototype._load('fs').${S}(${A});`,
        `require.cache.require('fs').${S}(${A});`,
      ].join('\n'),
    },
    {
      title: 'members of an operation merely named like native or __promisify__ are not the operation',
      code: `import * as fs from 'fs';\nfs.${S}.native2(${A});\nfs.${S}.nonnative(${A});\nfs.${S}.__promisify__custom(${A});`,
    },
    {
      title: 'text and comments that mention fs',
      code: `// fs.${S}('a') and require('fs')\nexport const text = "fs.${S}('a')";\n/* import fs from 'fs' */`,
    },
    {
      title: 'a feature test is not a use',
      code: `import * as fs from 'fs';\nif (typeof fs.${S} === 'function' && fs.${S}.length > 0) {}`,
    },
    {
      title: 'a truthiness test with && hands on its right side, never the operation',
      code: `import * as fs from 'fs';\nexport const supported = Boolean(fs.${S} && fs.constants);\nconst pick = fs.${S} && ((path) => path);\npick(${A});\n(fs.${S} && console.log)(${A});`,
    },
    {
      title: 'Function.prototype.call itself, handed on or awaited, calls nothing',
      code: `import * as fs from 'fs';\nuse(fs.${S}.call);\n(await fs.${S}.apply)(null, [${A}]);\nfunction use() {}`,
    },
    {
      title: 'assigning over a member, a computed key, and a key that short-circuits to call or then are no use',
      code: [
        `const fs = require('fs');`,
        `fs.${S} = undefined;`,
        `fs.promises = undefined;`,
        `const table = { [fs.${S}]: 1 };`,
        `class Keys {`,
        `  [fs.${S}] = 1;`,
        `}`,
        `table['call' || fs.${S}](null, ${A});`,
        `table['then' || import('fs')](Keys);`,
      ].join('\n'),
    },
    {
      title: 'the module object called, or its promise handed on without then, hands nothing on',
      code: `const fs = require('fs');\nfs(${A});\nnew fs(${A});\nuse(import('fs').then);\nimport('node:fs').catch(use);\nimport('fs').finally(use);\nfunction use() {}`,
    },
    {
      title: 'a then member of a module object is no promise',
      code: `import chokidar from 'chokidar';\nchokidar.then(register);\nfunction register() {}`,
    },
    {
      title: 'type-only exports of fs',
      code: `export type * from 'fs';\nexport type * as types from 'node:fs';\nexport type { ${S} } from 'fs';\nexport { type ${S} as again } from 'node:fs';`,
      ts: true,
    },
    {
      title: 'type-only imports hold no value: re-exported, they hand nothing out',
      code: `import type fs from 'fs';\nimport { type ${S} } from 'node:fs';\nimport type disk = require('fs');\nexport { fs, ${S}, disk };`,
      ts: true,
    },
    {
      title: "Promise's resolve",
      code: `export const value = await Promise.resolve(1);\nnew Promise((resolve) => resolve(1));`,
    },
    {
      title: 'methods of the objects operations return',
      code: `export async function use(handle: import('fs/promises').FileHandle, stats: import('fs').Stats, dir: import('fs').Dir) {\n  handle.createReadStream();\n  await handle.read();\n  stats.isFile();\n  await dir.close();\n  await handle.close();\n}`,
      ts: true,
    },
    {
      title:
        "a call's result is not the module its argument names, and other exports of process and module load nothing",
      code: [
        `import * as path from 'node:path';`,
        `import { cwd } from 'node:process';`,
        `import { isBuiltin } from 'node:module';`,
        `path.join('fs').${S}(${A});`,
        `cwd('fs').${S}(${A});`,
        `isBuiltin('fs')('fs').${S}(${A});`,
      ].join('\n'),
    },
    {
      title: 'a promise of fs gives the module to the first parameter of the first callback of then only',
      code: [
        `import('fs').then((m) => m.constants, (error) => error.${S}(${A}));`,
        `import('node:fs').catch((error) => error.${S}(${A}));`,
        `import('fs').then((m, extra) => extra.${S}(${A}));`,
      ].join('\n'),
    },
    {
      title: "a destructured name takes no other name's default, and rest of an operation is no operation",
      code: [
        `import * as fs from 'fs';`,
        `const { missing = fs.${S}, other } = {};`,
        `other(${A});`,
        `const [skipped = fs.${S}, next] = [];`,
        `next(${A});`,
        `const { name, ...others } = fs.${S};`,
        `others(${A});`,
      ].join('\n'),
    },
    ...(spec.valid ?? []),
  ];
  return getOperationTable(spec.code, { valid, invalid });
}

/** The table case of an operation case: each report's message and data from the stated tables. */
export function toTableCase(code: OperationCode, item: OperationCase): Case<MessageIds> {
  return {
    title: item.title,
    code: item.code,
    ...(item.ts ? { ts: true } : {}),
    ...(item.typed ? { typed: true } : {}),
    ...(item.filename ? { filename: item.filename } : {}),
    ...(item.languageOptions ? { languageOptions: item.languageOptions } : {}),
    ...(item.modes ? { modes: item.modes } : {}),
    errors: (item.errors ?? []).map((error) => ({
      messageId: error.form ?? 'call',
      data: messageData(code, error),
      span: error.span,
      ...(error.after === undefined ? {} : { after: error.after }),
      ...(error.nth === undefined ? {} : { nth: error.nth }),
      ...(error.typed ? { modes: ['typed'] as const } : {}),
      ...(error.untyped ? { modes: ['untyped', 'javascript'] as const } : {}),
    })),
  };
}

/**
 * Whether a rule reports an expected error: a module of Node's fs (or of `fsModules`) handed out as
 * a whole — `export default fs`, `export * from 'fs'` — is one finding, under ORKVFS001 only; a
 * watcher library handed out is ORKVFS005's, stated in that rule's own cases.
 */
function isReportedUnder(code: OperationCode, error: ExpectedError): boolean {
  const handOut = error.form === 'module' || error.form === 'reexport';
  const ofFs = /^(?:fs\b|export \* from '(?:node:)?fs\b)/u.test(error.name);
  return !handOut || !ofFs || code === 'ORKVFS001';
}

/**
 * The case as one rule sees it: hand-outs only where they are reported, and an operation stated
 * in tests/rules/fs-operations.ts with another code (a case shared by the five rules) not at all.
 */
function forCode(code: OperationCode, item: OperationCase): OperationCase {
  if (!item.errors) return item;
  const errors = item.errors.filter((error) => {
    // A case that states the wording (a stream over a descriptor is ORKVFS001's) is kept as stated.
    const stated =
      error.form === 'module' || error.form === 'reexport' || error.wording
        ? undefined
        : getStatedOperation(error.name);
    // An fs operation chosen at run time (`fs[…]`) is ORKVFS001's only (a watcher library's is ORKVFS005's).
    const dynamic = /^fs(?:\.promises)?\[…\]$/u.test(error.name);
    return isReportedUnder(code, error) && (!stated || stated[0] === code) && (!dynamic || code === 'ORKVFS001');
  });
  return { ...item, errors };
}

/** Operation cases of the rule reporting `code`, as a table for runCaseTable. */
export function getOperationTable(
  code: OperationCode,
  {
    valid = [],
    invalid = [],
  }: { readonly valid?: readonly OperationCase[]; readonly invalid?: readonly OperationCase[] },
): Table<MessageIds> {
  const stated = invalid.map((item) => forCode(code, item));
  return {
    valid: [...valid, ...stated.filter((item) => (item.errors ?? []).length === 0)].map((item) =>
      toTableCase(code, item),
    ),
    invalid: stated.filter((item) => (item.errors ?? []).length > 0).map((item) => toTableCase(code, item)),
  };
}
