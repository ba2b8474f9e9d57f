/**
 * What the syntactic layer's values are, and what their members are: the kinds of value an
 * expression can hold (a tracked module, a member of one, a loader, an evaluator, Node's
 * `module`/`process` objects, a global object), which specifier names which module, and the value
 * of `x[key]` for each kind. Pure tables and functions; `module-values.ts` says which expression
 * holds which value.
 */
import {
  builtinFsModules,
  builtinFsPromisesModules,
  knownOperationNames,
  nonOperationExports,
  pathModules,
  pathSubModules,
} from './fs-api.js';

/**
 * `fs` (Node's fs modules and `fsModules`), `path`, `watcher` (`watcherModules`), `url`, whose
 * `fileURLToPath(import.meta.url)` ORKVFS004 counts as a constant location, and `vm`, whose code
 * evaluation `strict` reports as a load the analysis cannot verify.
 */
export type ModuleFamily = 'fs' | 'path' | 'watcher' | 'url' | 'vm';

export interface ModuleValue {
  readonly kind: 'module';
  readonly family: ModuleFamily;
  /** Node's own module (as opposed to one configured in settings). */
  readonly builtin: boolean;
  /** How the module is named in messages: `fs`, `fs.promises`, `path.posix`, `fs-extra`. */
  readonly display: string;
}

export interface MemberValue {
  readonly kind: 'member';
  readonly family: ModuleFamily;
  /** A member of Node's own module (as opposed to one configured in settings). */
  readonly builtin: boolean;
  /** The export's name; `undefined` when the key is computed and not a constant. */
  readonly name: string | undefined;
  /** `fs.readFileSync`, `fs.promises.readFile`, `path.posix.resolve`, `fs[…]`. */
  readonly display: string;
  /**
   * For a key chosen at run time among names the file or the program shows (`fs[c ? 'rmSync' :
   * 'readFileSync']`, a key of literal-union type): those names. `exact` when the file shows every
   * value the key can take; a type is a claim, so without `exact` the key may still be any name.
   */
  readonly alternatives?: KeyAlternatives;
}

export interface KeyAlternatives {
  readonly names: readonly string[];
  readonly exact: boolean;
}

/** A function that loads a module by a specifier (`require`, `getBuiltinModule`, `Module._load`). */
export type LoaderKind = 'require' | 'getBuiltinModule';

/** A function that runs code it is handed as text: nothing the analysis can follow. */
export type EvaluatorKind = 'eval' | 'Function' | 'binding';

export type Value =
  | ModuleValue
  | MemberValue
  | { readonly kind: LoaderKind }
  | { readonly kind: EvaluatorKind }
  | { readonly kind: 'createRequire' }
  /** Node's `module` module (`import module from 'node:module'`). */
  | { readonly kind: 'nodeModule' }
  /** A CommonJS `Module` instance: the free `module`, `require.main`, `process.mainModule`. */
  | { readonly kind: 'cjsModule' }
  | { readonly kind: 'process' }
  | { readonly kind: 'globalObject' }
  | { readonly kind: 'reflect' }
  | { readonly kind: 'reflectGet' }
  /** `Reflect.apply` / `Reflect.construct`: a call of their first argument. */
  | { readonly kind: 'reflectApply' }
  | { readonly kind: 'reflectConstruct' }
  /** A function the file writes (`function () {}`, `async () => {}`): its `constructor` compiles code. */
  | { readonly kind: 'functionObject' }
  /** `Function.prototype`, `Object.getPrototypeOf(async function () {})`: its `constructor` compiles code. */
  | { readonly kind: 'functionPrototype' }
  | { readonly kind: 'getPrototypeOf' }
  /** `Object`: its `hasOwn` probes a module for a member. */
  | { readonly kind: 'objectGlobal' }
  /** `Reflect.has`, `Object.hasOwn`: feature detection, a boolean and nothing of the object. */
  | { readonly kind: 'featureProbe' }
  | { readonly kind: 'importPromise'; readonly module: ModuleValue }
  /** `import('node:module')`, `import('node:process')`: the promise of a namespace that reaches a loader. */
  | {
      readonly kind: 'loaderPromise';
      readonly namespace: { readonly kind: 'nodeModule' } | { readonly kind: 'process' };
    };

/** A module object, or the promise of one (`import('fs')`): what leaves the file when either escapes. */
export type ModuleHolder = ModuleValue | { readonly kind: 'importPromise'; readonly module: ModuleValue };

export type TrackedValue = ModuleValue | MemberValue;

export interface ModuleSettings {
  readonly fsModules: readonly string[];
  readonly watcherModules: readonly string[];
}

export const NODE_MODULE_SPECIFIERS = new Set(['module', 'node:module']);
const URL_SPECIFIERS = new Set(['url', 'node:url']);
const VM_SPECIFIERS = new Set(['vm', 'node:vm']);
export const PROCESS_SPECIFIERS = new Set(['process', 'node:process']);
export const GLOBAL_OBJECTS = new Set(['globalThis', 'global', 'window', 'self']);
/** Globals with a meaning here when the file does not declare them. */
export const FREE_GLOBALS: Readonly<Record<string, Value>> = {
  require: { kind: 'require' },
  process: { kind: 'process' },
  module: { kind: 'cjsModule' },
  eval: { kind: 'eval' },
  Function: { kind: 'Function' },
  Reflect: { kind: 'reflect' },
  Object: { kind: 'objectGlobal' },
};
/** What a name the file does not declare holds (`require`, `process`, `globalThis`, …); `null` for any other. */
export function getFreeGlobalValue(name: string): Value | null {
  if (Object.hasOwn(FREE_GLOBALS, name)) return FREE_GLOBALS[name] ?? null;
  return GLOBAL_OBJECTS.has(name) ? { kind: 'globalObject' } : null;
}
/** `x.bind(…)`, `x.call(…)`, `x.apply(…)` of a loader or evaluator are that function again. */
export const FORWARDED_KINDS: ReadonlySet<string> = new Set([
  'require',
  'getBuiltinModule',
  'createRequire',
  'eval',
  'Function',
  'binding',
]);

/**
 * Kinds of value from which no tracked module or member can be reached, whatever the file does
 * with them: a member of one (`getProperty`), a call, `.bind`/`.call`/`.apply` or `await` of one
 * is one of these kinds again or nothing. They lead only to code evaluation, which `strict` finds
 * by looking at every call, never by following values. `syntax/value-roots.ts` relies on it: no
 * walk starts at an identifier holding one; `tests/analysis/value-roots.test.ts` holds the closure.
 */
export const INERT_KINDS: ReadonlySet<Value['kind']> = new Set([
  'functionObject',
  'functionPrototype',
  'Function',
  'eval',
  'binding',
  'objectGlobal',
  'getPrototypeOf',
  'featureProbe',
]);

/** The configured package a specifier names, itself or one of its subpaths. */
function getConfiguredPackage(packages: ReadonlySet<string>, specifier: string): string | undefined {
  if (packages.has(specifier)) return specifier;
  for (const name of packages) if (specifier.startsWith(`${name}/`)) return name;
  return undefined;
}

/** The module a specifier names, if it is one this plugin tracks. */
export function getModuleBySpecifier(
  specifier: string,
  fsModules: ReadonlySet<string>,
  watcherModules: ReadonlySet<string>,
): ModuleValue | undefined {
  if (builtinFsModules.has(specifier)) return { kind: 'module', family: 'fs', builtin: true, display: 'fs' };
  if (builtinFsPromisesModules.has(specifier))
    return { kind: 'module', family: 'fs', builtin: true, display: 'fs.promises' };
  if (pathModules.has(specifier)) {
    // `path/posix`, `node:path/win32`: the variant follows the one slash.
    const variant = specifier.split('/')[1];
    return { kind: 'module', family: 'path', builtin: true, display: variant ? `path.${variant}` : 'path' };
  }
  if (URL_SPECIFIERS.has(specifier)) return { kind: 'module', family: 'url', builtin: true, display: 'url' };
  if (VM_SPECIFIERS.has(specifier)) return { kind: 'module', family: 'vm', builtin: true, display: 'vm' };
  // A configured package counts with its subpaths (`fs-extra/esm`, `chokidar/index.js`).
  const fsModule = getConfiguredPackage(fsModules, specifier);
  if (fsModule) return { kind: 'module', family: 'fs', builtin: false, display: fsModule };
  const watcherModule = getConfiguredPackage(watcherModules, specifier);
  if (watcherModule) return { kind: 'module', family: 'watcher', builtin: false, display: watcherModule };
  return undefined;
}

/** The value of `module[key]`. */
export function getMember(module: ModuleValue, key: string | null): Value {
  const { family, builtin } = module;
  if (key === null) return { kind: 'member', family, builtin, name: undefined, display: `${module.display}[…]` };
  if (key === 'default') return module;
  // `fs.hasOwnProperty('cp')`: a built-in module exports none of `Object.prototype`'s key probes,
  // so the name reaches the inherited method, which answers a boolean like `Object.hasOwn(fs, …)`.
  // A configured package's exports are unknown here, so its member of that name stays a member.
  if (builtin && OWN_KEY_PROBES.has(key)) return { kind: 'featureProbe' };
  // `fs.promises`, and the promise API of a configured library (`fse.promises`). Other exports
  // that are no operation (`fs.constants`, `fs.Stats`) are members all the same, which no
  // operation rule reports: `Reflect.get(fs, 'constants')` reads one and hands out no module.
  if (family === 'fs' && key === 'promises' && !module.display.endsWith('.promises')) {
    return { kind: 'module', family, builtin, display: `${module.display}.promises` };
  }
  if (family === 'path' && pathSubModules.has(key)) return { kind: 'module', family, builtin, display: `path.${key}` };
  return { kind: 'member', family, builtin, name: key, display: `${module.display}.${key}` };
}

/** The value of `object[key]`, for member expressions and destructuring patterns alike. */
export function getProperty(object: Value, key: string | null): Value | null {
  switch (object.kind) {
    case 'module':
      return getMember(object, key);
    case 'member':
      // `fs.realpath.native`, `fs.readFile.__promisify__`: still the same operation, and of
      // `fs[name]` still an operation chosen at run time.
      if (key !== null && /^(?:native|__promisify__)$/u.test(key))
        return { ...object, display: `${object.display}.${key}` };
      if (object.alternatives) {
        // `fs[k].rm`: what the alternatives were keys of is not what this member holds.
        const { family, builtin, name, display } = object;
        return getProperty({ kind: 'member', family, builtin, name, display }, key);
      }
      // An export nobody knows, or one chosen at run time (`fs.next.readFile`, `fs[name].rm`), may
      // be a namespace of operations, as `fs.promises` is: what it holds is that unknown export
      // again (fail closed). A known operation's properties (`fs.readFile.name`) are no operation.
      // `.call`/`.apply`/`.bind` forward the member itself, and are followed as such where it is called.
      return object.family === 'fs' && !isKnownExport(object.name) && !FORWARDERS.has(key ?? '')
        ? { ...object, display: `${object.display}.${key ?? '[…]'}` }
        : null;
    case 'nodeModule':
      // `Module._load(specifier)` is what `require` calls.
      if (key === '_load') return { kind: 'require' };
      if (key === 'createRequire') return { kind: 'createRequire' };
      // Its default and its `Module` export (`import { Module } from 'node:module'`) are itself.
      return key === 'default' || key === 'Module' ? object : null;
    case 'cjsModule':
      if (key === 'require') return { kind: 'require' };
      return key === 'constructor' ? { kind: 'nodeModule' } : null;
    case 'require':
      // `require.main` is the entry module, whose `require` loads like any other.
      return key === 'main' ? { kind: 'cjsModule' } : null;
    case 'process':
      if (key === 'getBuiltinModule') return { kind: 'getBuiltinModule' };
      // The namespace of `import('node:process')` holds it as its default.
      if (key === 'default') return object;
      if (key === 'mainModule') return { kind: 'cjsModule' };
      return key === 'binding' || key === '_linkedBinding' ? { kind: 'binding' } : null;
    case 'globalObject':
      if (key === 'process' || key === 'eval' || key === 'Function' || key === 'Reflect' || key === 'Object') {
        return FREE_GLOBALS[key] ?? null;
      }
      return GLOBAL_OBJECTS.has(key ?? '') ? object : null;
    case 'reflect':
      if (key === 'has') return { kind: 'featureProbe' };
      if (key === 'apply') return { kind: 'reflectApply' };
      if (key === 'construct') return { kind: 'reflectConstruct' };
      if (key === 'getPrototypeOf') return { kind: 'getPrototypeOf' };
      return key === 'get' ? { kind: 'reflectGet' } : null;
    case 'objectGlobal':
      if (key === 'getPrototypeOf') return { kind: 'getPrototypeOf' };
      return key === 'hasOwn' ? { kind: 'featureProbe' } : null;
    // Every function's constructor (`Function`, `AsyncFunction`, `GeneratorFunction`) compiles code.
    case 'Function':
      if (key === 'prototype') return { kind: 'functionPrototype' };
      return key === 'constructor' ? object : null;
    case 'functionObject':
    case 'functionPrototype':
      return key === 'constructor' ? { kind: 'Function' } : null;
    default:
      return null;
  }
}

const FORWARDERS: ReadonlySet<string> = new Set(['call', 'apply', 'bind']);

/** `Object.prototype`'s methods that answer whether an object has a key, without reading it. */
const OWN_KEY_PROBES: ReadonlySet<string> = new Set(['hasOwnProperty', 'propertyIsEnumerable', 'isPrototypeOf']);

/** Whether an fs export's name is one this analysis knows: an operation, or an export that is none (constants, classes). */
function isKnownExport(name: string | undefined): boolean {
  return name !== undefined && (knownOperationNames.has(name) || nonOperationExports.has(name));
}
