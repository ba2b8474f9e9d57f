/**
 * The units a generated program is made of, as data (what fast-check generates and shrinks): an
 * fs operation reached one of DESIGN's ways, a value or module object that escapes, a re-export,
 * a `path.resolve` with constant or input arguments, an optional service, a look-alike that must
 * stay silent, a module load no analysis can verify; and the wrapper each unit's statements go in.
 */
import fc from 'fast-check';

import type { FuzzSettings } from './settings.js';

export const FS_SOURCES = ['fs', 'node:fs'] as const;
export const FS_PROMISES_SOURCES = ['fs/promises', 'node:fs/promises'] as const;
export const PATH_SOURCES = ['path', 'node:path', 'path/posix', 'node:path/posix', 'path/win32'] as const;

export const FS_OPS = [
  'readFileSync',
  'writeFileSync',
  'appendFile',
  'existsSync',
  'statSync',
  'lstat',
  'accessSync',
  'realpathSync',
  'mkdirSync',
  'readdirSync',
  'rmSync',
  'mkdtemp',
  'cpSync',
  'globSync',
  'openSync',
  'opendirSync',
  'openAsBlob',
  'unlinkSync',
  'renameSync',
  'copyFile',
  'symlinkSync',
  'chmodSync',
  'readSync',
  'closeSync',
  'watch',
  'watchFile',
  'unwatchFile',
  'createReadStream',
  'createWriteStream',
  'futureOperationSync',
] as const;
export const PROMISES_OPS = [
  'readFile',
  'writeFile',
  'mkdir',
  'readdir',
  'rm',
  'open',
  'opendir',
  'watch',
  'stat',
  'access',
  'futureOperation',
] as const;
export const EXTRA_MODULE_OPS = [
  'readFileSync',
  'readJson',
  'pathExists',
  'outputFile',
  'remove',
  'move',
  'mkdirp',
] as const;
export const STREAM_CLASSES = ['ReadStream', 'WriteStream'] as const;

/** How a module object is bound to a local name. */
export const MODULE_BINDINGS = [
  'default',
  'namespace',
  'require',
  'importEquals',
  'createRequire',
  'getBuiltinModule',
  'awaitImport',
  'constSpecifier',
  'moduleRequire',
  'mainModuleRequire',
  'requireCall',
  'importConstSpecifier',
  /** `const m_1 = m; … const m_600 = m_599;`: deeper than one evaluation recurses (issue 20, item 10). */
  'deepAlias',
] as const;
export type ModuleBinding = (typeof MODULE_BINDINGS)[number];

/** How an operation is reached from the module object `m` and called. */
export const CALL_ACCESSES = [
  'dot',
  'bracket',
  'constKey',
  'optionalCall',
  'optionalMember',
  'callMethod',
  'applyMethod',
  'asCast',
  'nonNull',
  'satisfies',
  'reflectGet',
  'destructure',
  'destructureStringKey',
  'destructureNested',
  'alias',
  'moduleAlias',
  'newStream',
  'promisesMember',
  'tupleKey',
  'destructureDefault',
] as const;
export type CallAccess = (typeof CALL_ACCESSES)[number];

/** Where an operation used as a value goes. */
export const VALUE_ESCAPES = [
  'argument',
  'exportConst',
  'object',
  'returned',
  'defaultParam',
  'timer',
  'promisify',
  'array',
  'commonjsExport',
] as const;
export type ValueEscape = (typeof VALUE_ESCAPES)[number];

/** Where a module object goes. */
export const MODULE_ESCAPES = [
  'exportDefault',
  'exportNamed',
  'exportConst',
  'argument',
  'spread',
  'returned',
  'field',
  'objectProperty',
  'defaultParam',
  'commonjsExports',
] as const;
export type ModuleEscape = (typeof MODULE_ESCAPES)[number];

export const REEXPORTS = ['star', 'named', 'starAs', 'defaultAs'] as const;

/** Arguments of `path.resolve` (and the configured path functions): constants and input. */
export const PATH_ARGS = [
  'literal',
  'template',
  'dirname',
  'metaDirname',
  'sep',
  'constBinding',
  'concat',
  'enumMember',
  'asConstMember',
  'importedConst',
  'importedEnum',
  'importedAsConst',
  'input',
  'env',
  'param',
  'asserted',
  'spreadInput',
  'interfaceProperty',
] as const;
export type PathArg = (typeof PATH_ARGS)[number];
/**
 * Arguments that are input. A call with none of them builds its path from constants only, some of
 * which have a string-literal type of constant origin (`as const` members, enum members, imported
 * constants): there, and only there, DESIGN lets a typed run drop an untyped ORKVFS004.
 */
export const INPUT_ARGS: ReadonlySet<PathArg> = new Set([
  'input',
  'env',
  'param',
  'asserted',
  'spreadInput',
  'interfaceProperty',
]);

export const PATH_CALLS = ['method', 'posix', 'win32', 'named', 'destructure', 'escape'] as const;

export const SERVICE_FORMS = [
  'optionalParameterProperty',
  'undefinedField',
  'nullParameter',
  'optionalInterfaceProperty',
  'intersectionAlias',
  'partialDeps',
  'assertsGuard',
  'typeGuard',
  'definiteNull',
  'requiredField',
] as const;

export const LOOK_ALIKES = [
  'localModule',
  'localObject',
  'promiseResolve',
  'constants',
  'typeOnlyImport',
  'typeofOperation',
  'requireResolve',
  'shadowed',
] as const;

/** Module loads no analysis can verify (strict mode reports them). */
export const UNVERIFIABLE = [
  'requireInput',
  'importInput',
  'createRequireInput',
  'eval',
  'newFunction',
  'processBinding',
  'linkedBinding',
  'vm',
] as const;

export const TYPED_DEPS = ['member', 'renamedDestructure', 'propertyValue', 'promisifyValue', 'storage'] as const;

export const WRAPPERS = ['top', 'function', 'arrow', 'method', 'decoratedClass', 'if', 'nested', 'component'] as const;
export type Wrapper = (typeof WRAPPERS)[number];

/** TypeScript, JavaScript, and TypeScript with JSX (where the `component` wrapper puts uses in JSX). */
export type Language = 'ts' | 'js' | 'tsx';

export type UnitSpec =
  | {
      kind: 'call';
      source: string;
      binding: ModuleBinding;
      access: CallAccess;
      op: string;
      multiline: boolean;
      arg: 'literal' | 'input' | 'param';
    }
  | { kind: 'named'; source: string; op: string; use: 'call' | 'escape'; multiline: boolean }
  | { kind: 'valueEscape'; source: string; binding: ModuleBinding; op: string; escape: ValueEscape }
  | { kind: 'moduleEscape'; source: string; binding: ModuleBinding; escape: ModuleEscape }
  | { kind: 'lazyImport'; source: string; then: boolean }
  | { kind: 'reexport'; source: string; form: (typeof REEXPORTS)[number]; op: string }
  | {
      kind: 'path';
      source: string;
      call: (typeof PATH_CALLS)[number];
      fn: string;
      args: PathArg[];
      multiline: boolean;
    }
  | { kind: 'service'; form: (typeof SERVICE_FORMS)[number]; type: string }
  | { kind: 'watcher'; module: string; arg: 'literal' | 'input' }
  | { kind: 'lookAlike'; form: (typeof LOOK_ALIKES)[number] }
  | { kind: 'typedDeps'; form: (typeof TYPED_DEPS)[number] }
  | { kind: 'unverifiable'; form: (typeof UNVERIFIABLE)[number] };

export interface UnitPlacement {
  unit: UnitSpec;
  wrapper: Wrapper;
}

export interface ProgramSpec {
  language: Language;
  units: UnitPlacement[];
}

/** Choices that generate only TypeScript. */
const TS_ONLY_BINDINGS: ReadonlySet<string> = new Set(['importEquals']);
const TS_ONLY_ACCESSES: ReadonlySet<string> = new Set(['asCast', 'nonNull', 'satisfies', 'tupleKey']);
const TS_ONLY_ARGS: ReadonlySet<string> = new Set([
  'enumMember',
  'asConstMember',
  'asserted',
  'importedEnum',
  'interfaceProperty',
]);
const TS_ONLY_WRAPPERS: ReadonlySet<string> = new Set(['decoratedClass', 'component']);
const NOT_TS_WRAPPERS: ReadonlySet<string> = new Set(['component']);

/** Generator choices a property leaves out (known bugs, see `KNOWN_FAILURES` in the test). */
export interface Exclusions {
  readonly pathArgs?: readonly PathArg[];
  readonly wrappers?: readonly Wrapper[];
  readonly accesses?: readonly CallAccess[];
  readonly bindings?: readonly ModuleBinding[];
  readonly unitKinds?: readonly UnitSpec['kind'][];
  readonly serviceForms?: readonly (typeof SERVICE_FORMS)[number][];
  readonly typedDeps?: readonly (typeof TYPED_DEPS)[number][];
}

function pick<T extends string>(
  values: readonly T[],
  exclude: ReadonlySet<string>,
  excluded: readonly string[] = [],
): fc.Arbitrary<T> {
  const allowed = values.filter((value) => !exclude.has(value) && !excluded.includes(value));
  return fc.constantFrom(...allowed);
}

function unitArbitrary(language: Language, settings: FuzzSettings, exclusions: Exclusions): fc.Arbitrary<UnitSpec> {
  const js = language === 'js';
  const none: ReadonlySet<string> = new Set();
  const fsSources = [...FS_SOURCES, ...FS_PROMISES_SOURCES, ...(settings.fsModules ?? [])];
  const binding = pick(MODULE_BINDINGS, js ? TS_ONLY_BINDINGS : none, exclusions.bindings);
  const op = (source: fc.Arbitrary<string>) =>
    source.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.constantFrom<string>(
          ...(FS_SOURCES.includes(s as never)
            ? FS_OPS
            : FS_PROMISES_SOURCES.includes(s as never)
              ? PROMISES_OPS
              : EXTRA_MODULE_OPS),
        ),
      ),
    );
  const source = fc.constantFrom(...fsSources);
  const kinds: Record<UnitSpec['kind'], fc.Arbitrary<UnitSpec>> = {
    call: fc
      .record({
        sourceOp: op(source),
        binding,
        access: pick(CALL_ACCESSES, js ? TS_ONLY_ACCESSES : none, exclusions.accesses),
        multiline: fc.boolean(),
        arg: fc.constantFrom('literal' as const, 'input' as const, 'param' as const),
        stream: fc.constantFrom(...STREAM_CLASSES),
      })
      .map(({ sourceOp: [s, o], stream, ...rest }) => ({
        kind: 'call' as const,
        source: s,
        op: rest.access === 'newStream' ? stream : o,
        ...rest,
      })),
    named: fc
      .record({
        sourceOp: op(source),
        use: fc.constantFrom('call' as const, 'escape' as const),
        multiline: fc.boolean(),
      })
      .map(({ sourceOp: [s, o], ...rest }) => ({ kind: 'named' as const, source: s, op: o, ...rest })),
    valueEscape: fc
      .record({ sourceOp: op(source), binding, escape: fc.constantFrom(...VALUE_ESCAPES) })
      .map(({ sourceOp: [s, o], ...rest }) => ({ kind: 'valueEscape' as const, source: s, op: o, ...rest })),
    moduleEscape: fc.record({
      kind: fc.constant('moduleEscape' as const),
      source,
      binding,
      escape: fc.constantFrom(...MODULE_ESCAPES),
    }),
    lazyImport: fc.record({ kind: fc.constant('lazyImport' as const), source, then: fc.boolean() }),
    reexport: op(source).chain(([s, o]) =>
      fc.record({
        kind: fc.constant('reexport' as const),
        source: fc.constant(s),
        form: fc.constantFrom(...REEXPORTS),
        op: fc.constant(o),
      }),
    ),
    path: fc.record({
      kind: fc.constant('path' as const),
      source: fc.constantFrom(...PATH_SOURCES),
      call: fc.constantFrom(...PATH_CALLS),
      fn: fc.constantFrom('resolve', ...(settings.pathFunctions ?? []), 'join'),
      args: fc.array(pick(PATH_ARGS, js ? TS_ONLY_ARGS : none, exclusions.pathArgs), { minLength: 1, maxLength: 3 }),
      multiline: fc.boolean(),
    }),
    service: fc.record({
      kind: fc.constant('service' as const),
      form: pick(SERVICE_FORMS, none, exclusions.serviceForms),
      type: fc.constantFrom('IFileSystemService', 'FileSystemService'),
    }),
    watcher: fc.record({
      kind: fc.constant('watcher' as const),
      module: fc.constantFrom('chokidar', 'watchpack', ...(settings.watcherModules ?? [])),
      arg: fc.constantFrom('literal' as const, 'input' as const),
    }),
    lookAlike: fc.record({ kind: fc.constant('lookAlike' as const), form: fc.constantFrom(...LOOK_ALIKES) }),
    typedDeps: fc.record({
      kind: fc.constant('typedDeps' as const),
      form: pick(TYPED_DEPS, none, exclusions.typedDeps),
    }),
    unverifiable: fc.record({ kind: fc.constant('unverifiable' as const), form: fc.constantFrom(...UNVERIFIABLE) }),
  };
  const weights: Partial<Record<UnitSpec['kind'], number>> = {
    call: 6,
    path: 3,
    named: 2,
    valueEscape: 2,
    moduleEscape: 2,
  };
  const allowed = (Object.keys(kinds) as UnitSpec['kind'][]).filter(
    (kind) => !exclusions.unitKinds?.includes(kind) && !(js && (kind === 'service' || kind === 'typedDeps')),
  );
  return fc.oneof(...allowed.map((kind) => ({ arbitrary: kinds[kind], weight: weights[kind] ?? 1 })));
}

export function programArbitrary(
  settings: FuzzSettings,
  exclusions: Exclusions = {},
  languages: readonly Language[] = ['ts', 'js', 'tsx'],
): fc.Arbitrary<ProgramSpec> {
  return fc.constantFrom(...languages).chain((language) =>
    fc.record({
      language: fc.constant(language),
      units: fc.array(
        fc.record({
          unit: unitArbitrary(language, settings, exclusions),
          wrapper: pick(
            WRAPPERS,
            language === 'js' ? TS_ONLY_WRAPPERS : language === 'ts' ? NOT_TS_WRAPPERS : new Set(),
            exclusions.wrappers,
          ),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );
}
