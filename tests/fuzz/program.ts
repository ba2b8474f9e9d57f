/**
 * Generated programs for the fuzz test: the import forms, aliases, escapes and suppression
 * comments of DESIGN.md ("What counts as a reference", "Suppression comments"), put together at
 * random, with random valid settings.
 *
 * A program is data (`ProgramSpec`, what fast-check generates and shrinks) rendered to source text
 * with a map of its lines: which blank line leads which statement, which lines hold code. The
 * suppression property needs that map to say, without asking `src/`, what a comment covers:
 * every statement has a blank line of its own before it (a comment written there leads it, and
 * writing it there moves no finding), and no two statements share a line.
 */
import fc from 'fast-check';

import { additionalPathFunctions } from '../../src/analysis/fs-api.js';

// ---------------------------------------------------------------------------------------------
// Settings

export interface FuzzSettings {
  exemptFolders?: string[];
  exemptFiles?: string[];
  serviceTypes?: string[];
  fsModules?: string[];
  watcherModules?: string[];
  pathFunctions?: string[];
  categories?: string[];
  retiredCategories?: string[];
  requireTypeInformation?: boolean;
  allowFileSuppressions?: boolean;
}

const DEFAULT_CATEGORIES = ['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE'];
const DEFAULT_RETIRED = ['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE'];
const EXTRA_CATEGORIES = ['LEGACY-IO', 'TOOLING2'];

function optionalList<T>(values: readonly T[], minLength = 0): fc.Arbitrary<T[] | undefined> {
  return fc.option(fc.subarray([...values], { minLength }), { nil: undefined, freq: 2 });
}

/** A random valid `settings['vfs-compliance']` value: every key optional, every value valid. */
export const settingsArbitrary: fc.Arbitrary<FuzzSettings> = fc
  .record(
    {
      // The linted file is `/file.ts` (or `/script.js`) below the cwd: these never exempt it...
      exemptFolders: optionalList(['/tests/', '/examples/', '/generated/', '/vendor/']),
      // ...and this one sometimes does, so the exempt path runs too (rarely: it silences everything).
      exemptFiles: fc.option(
        fc.oneof({ arbitrary: fc.subarray(['security/path-validator.ts', 'src/main.ts']), weight: 9 }, { arbitrary: fc.constant(['file.ts', 'script.js']), weight: 1 }),
        { nil: undefined },
      ),
      serviceTypes: optionalList(['IFileSystemService', 'FileSystemService', 'OtherService'], 1),
      fsModules: optionalList(['fs-extra', 'graceful-fs', '@scope/fs-like']),
      watcherModules: optionalList(['chokidar', 'watchpack']),
      pathFunctions: optionalList(additionalPathFunctions),
      categories: optionalList([...DEFAULT_CATEGORIES, ...EXTRA_CATEGORIES]),
      retired: fc.option(fc.subarray([...DEFAULT_RETIRED, 'LEGACY-IO']), { nil: undefined }),
      requireTypeInformation: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
      allowFileSuppressions: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: [] },
  )
  .map(({ retired, ...rest }) => {
    const settings: FuzzSettings = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (settings as Record<string, unknown>)[key] = value;
    }
    if (retired !== undefined) {
      // A category is never both accepted and retired (the settings reader rejects that).
      const accepted = settings.categories ?? DEFAULT_CATEGORIES;
      settings.retiredCategories = retired.filter((category) => !accepted.includes(category));
    }
    return settings;
  });

export function getCategories(settings: FuzzSettings): readonly string[] {
  return settings.categories ?? DEFAULT_CATEGORIES;
}

export function getRetiredCategories(settings: FuzzSettings): readonly string[] {
  return settings.retiredCategories ?? DEFAULT_RETIRED;
}

// ---------------------------------------------------------------------------------------------
// Program units

const FS_SOURCES = ['fs', 'node:fs'] as const;
const FS_PROMISES_SOURCES = ['fs/promises', 'node:fs/promises'] as const;
const PATH_SOURCES = ['path', 'node:path', 'path/posix', 'node:path/posix', 'path/win32'] as const;

const FS_OPS = [
  'readFileSync', 'writeFileSync', 'appendFile', 'existsSync', 'statSync', 'lstat', 'accessSync', 'realpathSync',
  'mkdirSync', 'readdirSync', 'rmSync', 'mkdtemp', 'cpSync', 'globSync', 'openSync', 'opendirSync', 'openAsBlob',
  'unlinkSync', 'renameSync', 'copyFile', 'symlinkSync', 'chmodSync', 'readSync', 'closeSync', 'watch', 'watchFile',
  'unwatchFile', 'createReadStream', 'createWriteStream', 'futureOperationSync',
] as const;
const PROMISES_OPS = ['readFile', 'writeFile', 'mkdir', 'readdir', 'rm', 'open', 'opendir', 'watch', 'stat', 'access', 'futureOperation'] as const;
const EXTRA_MODULE_OPS = ['readFileSync', 'readJson', 'pathExists', 'outputFile', 'remove', 'move', 'mkdirp'] as const;
const STREAM_CLASSES = ['ReadStream', 'WriteStream'] as const;

/** How a module object is bound to a local name. */
const MODULE_BINDINGS = [
  'default', 'namespace', 'require', 'importEquals', 'createRequire', 'getBuiltinModule', 'awaitImport', 'constSpecifier',
  'moduleRequire', 'mainModuleRequire', 'requireCall',
] as const;
type ModuleBinding = (typeof MODULE_BINDINGS)[number];

/** How an operation is reached from the module object `m` and called. */
const CALL_ACCESSES = [
  'dot', 'bracket', 'constKey', 'optionalCall', 'optionalMember', 'callMethod', 'applyMethod', 'asCast', 'nonNull',
  'satisfies', 'reflectGet', 'destructure', 'destructureStringKey', 'destructureNested', 'alias', 'moduleAlias',
  'newStream', 'promisesMember',
] as const;
type CallAccess = (typeof CALL_ACCESSES)[number];

/** Where an operation used as a value goes. */
const VALUE_ESCAPES = ['argument', 'exportConst', 'object', 'returned', 'defaultParam', 'timer', 'promisify', 'array'] as const;
type ValueEscape = (typeof VALUE_ESCAPES)[number];

/** Where a module object goes. */
const MODULE_ESCAPES = [
  'exportDefault', 'exportNamed', 'exportConst', 'argument', 'spread', 'returned', 'field', 'objectProperty', 'defaultParam',
] as const;
type ModuleEscape = (typeof MODULE_ESCAPES)[number];

const REEXPORTS = ['star', 'named', 'starAs', 'defaultAs'] as const;

/** Arguments of `path.resolve` (and the configured path functions): constants and input. */
const PATH_ARGS = [
  'literal', 'template', 'dirname', 'metaDirname', 'sep', 'constBinding', 'concat', 'enumMember', 'asConstMember',
  'importedConst', 'importedEnum', 'importedAsConst', 'input', 'env', 'param', 'asserted', 'spreadInput',
] as const;
export type PathArg = (typeof PATH_ARGS)[number];
/**
 * Arguments that are input. A call with none of them builds its path from constants only, some of
 * which have a string-literal type of constant origin (`as const` members, enum members, imported
 * constants): there, and only there, DESIGN lets a typed run drop an untyped ORKVFS004.
 */
const INPUT_ARGS: ReadonlySet<PathArg> = new Set(['input', 'env', 'param', 'asserted', 'spreadInput']);

const PATH_CALLS = ['method', 'posix', 'win32', 'named', 'destructure', 'escape'] as const;

const SERVICE_FORMS = [
  'optionalParameterProperty', 'undefinedField', 'nullParameter', 'optionalInterfaceProperty', 'intersectionAlias',
  'partialDeps', 'assertsGuard', 'typeGuard', 'definiteNull', 'requiredField',
] as const;

const LOOK_ALIKES = ['localModule', 'localObject', 'promiseResolve', 'constants', 'typeOnlyImport', 'typeofOperation', 'requireResolve'] as const;

const TYPED_DEPS = ['member', 'renamedDestructure', 'propertyValue', 'promisifyValue', 'storage'] as const;

const WRAPPERS = ['top', 'function', 'arrow', 'method', 'decoratedClass', 'if', 'nested'] as const;
export type Wrapper = (typeof WRAPPERS)[number];

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
  | { kind: 'typedDeps'; form: (typeof TYPED_DEPS)[number] };

export interface UnitPlacement {
  unit: UnitSpec;
  wrapper: Wrapper;
}

export interface ProgramSpec {
  language: 'ts' | 'js';
  units: UnitPlacement[];
}

/** Choices that generate only TypeScript. */
const TS_ONLY_BINDINGS: ReadonlySet<string> = new Set(['importEquals']);
const TS_ONLY_ACCESSES: ReadonlySet<string> = new Set(['asCast', 'nonNull', 'satisfies']);
const TS_ONLY_ARGS: ReadonlySet<string> = new Set(['enumMember', 'asConstMember', 'asserted', 'importedEnum']);
const TS_ONLY_WRAPPERS: ReadonlySet<string> = new Set(['decoratedClass']);

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

function pick<T extends string>(values: readonly T[], exclude: ReadonlySet<string>, excluded: readonly string[] = []): fc.Arbitrary<T> {
  const allowed = values.filter((value) => !exclude.has(value) && !excluded.includes(value));
  return fc.constantFrom(...allowed);
}

function unitArbitrary(language: 'ts' | 'js', settings: FuzzSettings, exclusions: Exclusions): fc.Arbitrary<UnitSpec> {
  const js = language === 'js';
  const none: ReadonlySet<string> = new Set();
  const fsSources = [...FS_SOURCES, ...FS_PROMISES_SOURCES, ...(settings.fsModules ?? [])];
  const binding = pick(MODULE_BINDINGS, js ? TS_ONLY_BINDINGS : none, exclusions.bindings);
  const op = (source: fc.Arbitrary<string>) =>
    source.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.constantFrom<string>(
          ...(FS_SOURCES.includes(s as never) ? FS_OPS : FS_PROMISES_SOURCES.includes(s as never) ? PROMISES_OPS : EXTRA_MODULE_OPS),
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
      .record({ sourceOp: op(source), use: fc.constantFrom('call' as const, 'escape' as const), multiline: fc.boolean() })
      .map(({ sourceOp: [s, o], ...rest }) => ({ kind: 'named' as const, source: s, op: o, ...rest })),
    valueEscape: fc
      .record({ sourceOp: op(source), binding, escape: fc.constantFrom(...VALUE_ESCAPES) })
      .map(({ sourceOp: [s, o], ...rest }) => ({ kind: 'valueEscape' as const, source: s, op: o, ...rest })),
    moduleEscape: fc.record({ kind: fc.constant('moduleEscape' as const), source, binding, escape: fc.constantFrom(...MODULE_ESCAPES) }),
    lazyImport: fc.record({ kind: fc.constant('lazyImport' as const), source, then: fc.boolean() }),
    reexport: op(source).chain(([s, o]) =>
      fc.record({ kind: fc.constant('reexport' as const), source: fc.constant(s), form: fc.constantFrom(...REEXPORTS), op: fc.constant(o) }),
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
    typedDeps: fc.record({ kind: fc.constant('typedDeps' as const), form: pick(TYPED_DEPS, none, exclusions.typedDeps) }),
  };
  const weights: Partial<Record<UnitSpec['kind'], number>> = { call: 6, path: 3, named: 2, valueEscape: 2, moduleEscape: 2 };
  const allowed = (Object.keys(kinds) as UnitSpec['kind'][]).filter(
    (kind) => !exclusions.unitKinds?.includes(kind) && !(js && (kind === 'service' || kind === 'typedDeps')),
  );
  return fc.oneof(...allowed.map((kind) => ({ arbitrary: kinds[kind], weight: weights[kind] ?? 1 })));
}

export function programArbitrary(
  settings: FuzzSettings,
  exclusions: Exclusions = {},
  languages: readonly ('ts' | 'js')[] = ['ts', 'js'],
): fc.Arbitrary<ProgramSpec> {
  return fc.constantFrom(...languages).chain((language) =>
    fc.record({
      language: fc.constant(language),
      units: fc.array(
        fc.record({
          unit: unitArbitrary(language, settings, exclusions),
          wrapper: pick(WRAPPERS, language === 'js' ? TS_ONLY_WRAPPERS : new Set(), exclusions.wrappers),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** A statement: its lines, or a block with statements of its own. */
type Stmt =
  | { kind: 'code'; lines: string[] }
  | {
      kind: 'block';
      /** Lines before the slot that leads the block's head (decorators): part of the block. */
      decorators?: string[];
      head: string;
      body: Stmt[];
      close: string;
    };

interface RenderedUnit {
  /** Top-level statements the unit needs first (imports, declarations). */
  setup: Stmt[];
  /** The statements that use what the setup bound; wrapped unless `topOnly`. */
  body: Stmt[];
  /** The body holds exports: it stays at the top level. */
  topOnly?: boolean;
}

export interface Slot {
  /** 1-based line of the blank line. */
  readonly line: number;
  /** The lines of the statement the slot leads (first, last), or `undefined` when it leads nothing. */
  readonly covers: readonly [number, number] | undefined;
  /** The slot sits between a decorator and its class. */
  readonly afterDecorator: boolean;
}

export interface RenderedProgram {
  readonly code: string;
  readonly lines: readonly string[];
  readonly slots: readonly Slot[];
  /** 1-based lines that hold code (where a trailing comment can go). */
  readonly codeLines: readonly number[];
  /** 1-based lines of `path.resolve`-like calls whose arguments are all constants (typed may drop ORKVFS004 there). */
  readonly typedConstantLines: ReadonlySet<number>;
}

const code = (...lines: string[]): Stmt => ({ kind: 'code', lines });

class UnitRenderer {
  readonly ts: boolean;
  /** Markers put on lines whose ORKVFS004 may go away with types (removed from the output). */
  static readonly TYPED_CONSTANT = '\u0000typed-constant';

  constructor(
    readonly language: 'ts' | 'js',
    readonly index: number,
    readonly inFunction: boolean,
    /** Statements several units share, declared once at the top, by key. */
    readonly shared: Map<string, Stmt>,
  ) {
    this.ts = language === 'ts';
  }

  name(base: string): string {
    return `${base}${this.index}`;
  }

  /** `as` casts and annotations only in TypeScript. */
  t(text: string): string {
    return this.ts ? text : '';
  }

  arg(kind: 'literal' | 'input' | 'param'): string {
    if (kind === 'literal') return "'data.txt'";
    if (kind === 'param' && this.inFunction) return 'p';
    return 'process.argv[2]';
  }

  /** Statements that bind the module object of `source` to `m`; returns its name. */
  bindModule(source: string, binding: ModuleBinding, setup: Stmt[]): string {
    const m = this.name('m');
    const q = `'${source}'`;
    const builtin = !source.includes('-') && !source.startsWith('@');
    switch (binding) {
      case 'default':
        setup.push(code(`import ${m} from ${q};`));
        break;
      case 'namespace':
        setup.push(code(`import * as ${m} from ${q};`));
        break;
      case 'require':
        setup.push(code(`const ${m} = require(${q});`));
        break;
      case 'importEquals':
        setup.push(code(`import ${m} = require(${q});`));
        break;
      case 'createRequire':
        setup.push(code(`import { createRequire as ${this.name('cr')} } from 'node:module';`));
        setup.push(code(`const ${m} = ${this.name('cr')}(import.meta.url)(${q});`));
        break;
      case 'getBuiltinModule':
        setup.push(code(`const ${m} = process.getBuiltinModule(${builtin ? q : "'fs'"});`));
        break;
      case 'awaitImport':
        setup.push(code(`const ${m} = await import(${q});`));
        break;
      case 'constSpecifier':
        setup.push(code(`const ${this.name('spec')} = ${q};`));
        setup.push(code(`const ${m} = require(${this.name('spec')});`));
        break;
      case 'moduleRequire':
        setup.push(code(`const ${m} = module.require(${q});`));
        break;
      case 'mainModuleRequire':
        setup.push(code(`const ${m} = process.mainModule${this.t('!')}.require(${q});`));
        break;
      case 'requireCall':
        setup.push(code(`const ${m} = require.call(null, ${q});`));
        break;
    }
    return m;
  }

  /** `callee(args)`, on one line or spread over three. */
  call(callee: string, args: string, multiline: boolean): string[] {
    return multiline ? [`${callee}(`, `  ${args},`, ');'] : [`${callee}(${args});`];
  }

  render(unit: UnitSpec): RenderedUnit {
    const setup: Stmt[] = [];
    const body: Stmt[] = [];
    switch (unit.kind) {
      case 'call': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        const a = this.arg(unit.arg);
        const { op } = unit;
        const local = this.name('a');
        const call = (callee: string) => body.push(code(...this.call(callee, a, unit.multiline)));
        switch (unit.access) {
          case 'dot':
            call(`${m}.${op}`);
            break;
          case 'bracket':
            call(`${m}['${op}']`);
            break;
          case 'constKey':
            body.push(code(`const ${this.name('k')} = '${op}';`));
            call(`${m}[${this.name('k')}]`);
            break;
          case 'optionalCall':
            call(`${m}.${op}?.`);
            break;
          case 'optionalMember':
            call(`${m}?.${op}`);
            break;
          case 'callMethod':
            body.push(code(...this.call(`${m}.${op}.call`, `null, ${a}`, unit.multiline)));
            break;
          case 'applyMethod':
            body.push(code(...this.call(`${m}.${op}.apply`, `null, [${a}]`, unit.multiline)));
            break;
          case 'asCast':
            call(`(${m} as typeof ${m}).${op}`);
            break;
          case 'nonNull':
            call(`${m}!.${op}`);
            break;
          case 'satisfies':
            call(`(${m} satisfies object).${op}`);
            break;
          case 'reflectGet':
            call(`Reflect.get(${m}, '${op}')`);
            break;
          case 'destructure':
            body.push(code(`const { ${op}: ${local} } = ${m};`));
            call(local);
            break;
          case 'destructureStringKey':
            body.push(code(`const { '${op}': ${local} } = ${m};`));
            call(local);
            break;
          case 'destructureNested':
            body.push(code(`const { promises: { readFile: ${local} } } = ${m};`));
            call(local);
            break;
          case 'alias':
            body.push(code(`const ${local} = ${m}.${op};`));
            call(local);
            break;
          case 'moduleAlias':
            body.push(code(`const ${local} = ${m};`));
            call(`${local}.${op}`);
            break;
          case 'newStream':
            body.push(code(`new ${m}.${op}(${a});`));
            break;
          case 'promisesMember':
            call(`${m}.promises.readFile`);
            break;
        }
        return { setup, body };
      }
      case 'named': {
        const local = this.name('f');
        setup.push(code(`import { ${unit.op} as ${local} } from '${unit.source}';`));
        if (unit.use === 'call') body.push(code(...this.call(local, this.arg('input'), unit.multiline)));
        else body.push(code(...this.call('console.log', local, unit.multiline)));
        return { setup, body };
      }
      case 'valueEscape': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        const value = `${m}.${unit.op}`;
        return { setup, ...this.escape(unit.escape, value, setup) };
      }
      case 'moduleEscape': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        return { setup, ...this.moduleEscape(unit.escape, m) };
      }
      case 'lazyImport':
        body.push(
          unit.then
            ? code(`void import('${unit.source}').then((${this.name('mod')}) => ${this.name('mod')}.default);`)
            : code(`const ${this.name('lazy')} = () => import('${unit.source}');`, `void ${this.name('lazy')};`),
        );
        return { setup, body };
      case 'reexport': {
        const q = `'${unit.source}'`;
        const text = {
          star: `export * from ${q};`,
          named: `export { ${unit.op} as ${this.name('r')} } from ${q};`,
          starAs: `export * as ${this.name('ns')} from ${q};`,
          defaultAs: `export { default as ${this.name('d')} } from ${q};`,
        }[unit.form];
        return { setup, body: [code(text)], topOnly: true };
      }
      case 'path':
        return this.renderPath(unit, setup, body);
      case 'service':
        return { setup, body: this.renderService(unit.form, unit.type), topOnly: true };
      case 'watcher': {
        const w = this.name('w');
        setup.push(code(`import ${w} from '${unit.module}';`));
        body.push(code(`${w}.watch(${this.arg(unit.arg)});`));
        return { setup, body };
      }
      case 'lookAlike':
        return this.renderLookAlike(unit.form, setup, body);
      case 'typedDeps': {
        const d = this.name('deps');
        const a = this.arg('input');
        setup.push(code(`import { deps as ${d}, storage as ${this.name('st')} } from '../../fixtures/fs-wrapper.js';`));
        const local = this.name('load');
        switch (unit.form) {
          case 'member':
            body.push(code(`${d}.fs.readFileSync(${a});`));
            break;
          case 'renamedDestructure':
            body.push(code(`const { readFileSync: ${local} } = ${d}.fs;`), code(`${local}(${a});`));
            break;
          case 'propertyValue':
            body.push(code(`const ${local} = ${d}.read;`), code(`${local}(${a});`));
            break;
          case 'promisifyValue':
            setup.push(code(`import { promisify as ${this.name('pr')} } from 'node:util';`));
            body.push(code(`void ${this.name('pr')}(${d}.fs.readFile);`));
            break;
          case 'storage':
            body.push(code(`${this.name('st')}.fs.mkdirSync(${a});`));
            break;
        }
        return { setup, body };
      }
    }
  }

  escape(form: ValueEscape, value: string, setup: Stmt[]): Omit<RenderedUnit, 'setup'> {
    const n = this.name('e');
    switch (form) {
      case 'argument':
        return { body: [code(`console.log(${value});`)] };
      case 'exportConst':
        return { body: [code(`export const ${n} = ${value};`)], topOnly: true };
      case 'object':
        return { body: [code(`const ${n} = {`, `  io: ${value},`, '};', ), code(`void ${n};`)] };
      case 'returned':
        return { body: [{ kind: 'block', head: `function ${n}() {`, body: [code(`return ${value};`)], close: '}' }, code(`void ${n};`)] };
      case 'defaultParam':
        return {
          body: [
            { kind: 'block', head: `function ${n}(q${this.t(': unknown')}, impl = ${value}) {`, body: [code('return [q, impl];')], close: '}' },
            code(`void ${n};`),
          ],
        };
      case 'timer':
        return { body: [code(`setImmediate(${value}, 'data.txt');`)] };
      case 'promisify':
        setup.push(code(`import { promisify as ${this.name('pr')} } from 'node:util';`));
        return { body: [code(`void ${this.name('pr')}(${value});`)] };
      case 'array':
        return { body: [code(`const ${n} = [${value}];`), code(`void ${n};`)] };
    }
  }

  moduleEscape(form: ModuleEscape, m: string): Omit<RenderedUnit, 'setup'> {
    const n = this.name('x');
    switch (form) {
      case 'exportDefault':
        // One default export per file: only the first unit may have it.
        return this.index === 0
          ? { body: [code(`export default ${m};`)], topOnly: true }
          : { body: [code(`export { ${m} as ${n} };`)], topOnly: true };
      case 'exportNamed':
        return { body: [code(`export { ${m} as ${n} };`)], topOnly: true };
      case 'exportConst':
        return { body: [code(`export const ${n} = ${m};`)], topOnly: true };
      case 'argument':
        return { body: [code(`console.log(${m});`)] };
      case 'spread':
        return { body: [code(`const ${n} = { ...${m} };`), code(`void ${n};`)] };
      case 'returned':
        return { body: [{ kind: 'block', head: `function ${n}() {`, body: [code(`return ${m};`)], close: '}' }, code(`void ${n};`)] };
      case 'field':
        return { body: [{ kind: 'block', head: `class ${n.toUpperCase()} {`, body: [code(`io = ${m};`)], close: '}' }, code(`void ${n.toUpperCase()};`)] };
      case 'objectProperty':
        return { body: [code(`const ${n} = { io: ${m} };`), code(`void ${n};`)] };
      case 'defaultParam':
        return {
          body: [
            { kind: 'block', head: `function ${n}(io = ${m}) {`, body: [code('return io;')], close: '}' },
            code(`void ${n};`),
          ],
        };
    }
  }

  renderPath(unit: Extract<UnitSpec, { kind: 'path' }>, setup: Stmt[], body: Stmt[]): RenderedUnit {
    const p = this.name('path');
    const q = `'${unit.source}'`;
    const args: string[] = [];
    const typedConstant = unit.args.every((kind) => !INPUT_ARGS.has(kind));
    unit.args.forEach((kind, position) => {
      const c = `${this.name('c')}_${position}`;
      switch (kind) {
        case 'literal':
          args.push("'cache'");
          break;
        case 'template':
          args.push('`cache`');
          break;
        case 'dirname':
          args.push('__dirname');
          break;
        case 'metaDirname':
          args.push('import.meta.dirname');
          break;
        case 'sep':
          setup.push(code(`import { sep as ${c} } from 'node:path';`));
          args.push(c);
          break;
        case 'constBinding':
          setup.push(code(`const ${c} = 'cache';`));
          args.push(c);
          break;
        case 'concat':
          args.push("'ca' + 'che'");
          break;
        case 'enumMember':
          setup.push(code(`enum ${c.toUpperCase()} {`, "  A = 'cache',", '}'));
          args.push(`${c.toUpperCase()}.A`);
          break;
        case 'asConstMember':
          setup.push(code(`const ${c.toUpperCase()} = { a: 'cache' } as const;`));
          args.push(`${c.toUpperCase()}.a`);
          break;
        case 'importedConst':
          setup.push(code(`import { FOLDER as ${c} } from './constants.js';`));
          args.push(c);
          break;
        case 'importedEnum':
          setup.push(code(`import { Folder as ${c} } from './constants.js';`));
          args.push(`${c}.Logs`);
          break;
        case 'importedAsConst':
          setup.push(code(`import { FOLDERS as ${c} } from './constants.js';`));
          args.push(`${c}.tmp`);
          break;
        case 'input':
          args.push('process.argv[2]');
          break;
        case 'env':
          args.push("process.env.HOME ?? ''");
          break;
        case 'param':
          args.push(this.inFunction ? 'p' : 'process.cwd()');
          break;
        case 'asserted':
          args.push("(process.argv[2] as 'cache' | 'logs')");
          break;
        case 'spreadInput':
          args.push('...process.argv');
          break;
      }
    });
    const argText = args.join(', ');
    // Marks the line of the call (its first line), where ORKVFS004 lands.
    const mark = typedConstant ? UnitRenderer.TYPED_CONSTANT : '';
    let callee: string;
    switch (unit.call) {
      case 'method':
        setup.push(code(`import ${p} from ${q};`));
        callee = `${p}.${unit.fn}`;
        break;
      case 'posix':
      case 'win32':
        setup.push(code(`import * as ${p} from 'node:path';`));
        callee = `${p}.${unit.call}.${unit.fn}`;
        break;
      case 'named':
        setup.push(code(`import { ${unit.fn} as ${p} } from ${q};`));
        callee = p;
        break;
      case 'destructure':
        setup.push(code(`const { ${unit.fn}: ${p} } = require(${q});`));
        callee = p;
        break;
      case 'escape':
        setup.push(code(`const ${p} = require(${q});`));
        body.push(code(`const ${this.name('parts')} = [${args[0] ?? "'a'"}].map(${p}.${unit.fn});`), code(`void ${this.name('parts')};`));
        return { setup, body };
    }
    body.push(code(...this.call(`void ${callee}${mark}`, argText, unit.multiline)));
    return { setup, body };
  }

  renderService(form: (typeof SERVICE_FORMS)[number], type: string): Stmt[] {
    const n = this.name('S');
    this.shared.set('service-import', code("import type { IFileSystemService } from '../../fixtures/file-system-service.js';"));
    this.shared.set('service-class', code('interface FileSystemService {', '  readAllText(path: string): Promise<string>;', '}'));
    const typeOf = type;
    switch (form) {
      case 'optionalParameterProperty':
        return [
          { kind: 'block', head: `export class ${n} {`, body: [code(`constructor(private readonly svc?: ${typeOf}) {}`)], close: '}' }];
      case 'undefinedField':
        return [
          { kind: 'block', head: `export class ${n} {`, body: [code(`svc: ${typeOf} | undefined;`)], close: '}' }];
      case 'nullParameter':
        return [
          { kind: 'block', head: `export function ${n}(svc: ${typeOf} | null) {`, body: [code('return svc;')], close: '}' }];
      case 'optionalInterfaceProperty':
        return [
          { kind: 'block', head: `export interface ${n} {`, body: [code(`svc?: ${typeOf};`)], close: '}' }];
      case 'intersectionAlias':
        return [
          code(`export type ${n} = { svc: (${typeOf} & { dispose(): void }) | undefined };`)];
      case 'partialDeps':
        return [
          code(`export type ${n} = Partial<{ svc: ${typeOf} }>;`)];
      case 'assertsGuard':
        return [
          {
            kind: 'block',
            head: `export function ${n}(svc: ${typeOf} | undefined): asserts svc is ${typeOf} {`,
            body: [code("if (!svc) throw new Error('no service');")],
            close: '}',
          },
        ];
      case 'typeGuard':
        return [
          code(`export const ${n} = (svc: ${typeOf} | null): svc is ${typeOf} => svc !== null;`)];
      case 'definiteNull':
        return [
          { kind: 'block', head: `export class ${n} {`, body: [code(`svc: ${typeOf} = null!;`)], close: '}' }];
      case 'requiredField':
        return [
          { kind: 'block', head: `export class ${n} {`, body: [code(`constructor(readonly svc: ${typeOf}) {}`)], close: '}' }];
    }
  }

  renderLookAlike(form: (typeof LOOK_ALIKES)[number], setup: Stmt[], body: Stmt[]): RenderedUnit {
    const n = this.name('l');
    switch (form) {
      case 'localModule':
        setup.push(code(`import { readFileSync as ${n}, resolve as ${n}r } from '../../fixtures/look-alike.js';`));
        body.push(code(`${n}(${this.arg('input')});`), code(`${n}r(${this.arg('input')});`));
        break;
      case 'localObject':
        body.push(code(`const ${n} = { readFileSync: (q${this.t(': string')}) => q };`), code(`${n}.readFileSync('a');`));
        break;
      case 'promiseResolve':
        body.push(code(`void Promise.resolve(${this.arg('input')});`));
        break;
      case 'constants':
        setup.push(code(`import ${n} from 'node:fs';`));
        body.push(code(`console.log(${n}.constants.R_OK);`));
        break;
      case 'typeOnlyImport':
        if (this.ts) setup.push(code(`import type * as ${n} from 'node:fs';`), code(`export type ${n.toUpperCase()} = ${n}.Stats;`));
        else body.push(code(`void 0;`));
        break;
      case 'typeofOperation':
        if (this.ts) setup.push(code(`export type ${n.toUpperCase()} = typeof import('node:fs').readFileSync;`));
        else body.push(code(`void 0;`));
        break;
      case 'requireResolve':
        body.push(code(`void require.resolve(${this.arg('input')});`));
        break;
    }
    return { setup, body };
  }
}

/** Wraps body statements in the unit's wrapper (a function, a method, a decorated class…). */
function wrap(language: 'ts' | 'js', index: number, wrapper: Wrapper, body: Stmt[], header: Stmt[]): Stmt[] {
  const p = language === 'ts' ? 'p: string' : 'p';
  switch (wrapper) {
    case 'top':
      return body;
    case 'function':
      return [{ kind: 'block', head: `export function wrap${index}(${p}) {`, body, close: '}' }];
    case 'arrow':
      return [{ kind: 'block', head: `export const wrap${index} = async (${p}) => {`, body, close: '};' }];
    case 'method':
      return [
        {
          kind: 'block',
          head: `export class Wrap${index} {`,
          body: [{ kind: 'block', head: `run(${p}) {`, body, close: '}' }],
          close: '}',
        },
      ];
    case 'decoratedClass':
      header.push(code(`function dec${index}(..._args${language === 'ts' ? ': unknown[]' : ''}) {}`));
      return [
        {
          kind: 'block',
          decorators: [`@dec${index}()`],
          head: `export class Wrap${index} {`,
          body: [{ kind: 'block', head: `run(${p}) {`, body, close: '}' }],
          close: '}',
        },
      ];
    case 'if':
      return [{ kind: 'block', head: 'if (process.argv.length > 2) {', body, close: '}' }];
    case 'nested':
      return [
        {
          kind: 'block',
          head: `export function wrap${index}(${p}) {`,
          body: [{ kind: 'block', head: 'for (const item of [p]) {', body: [code('void item;'), ...body], close: '}' }],
          close: '}',
        },
      ];
  }
}

export function renderProgram(spec: ProgramSpec): RenderedProgram {
  const top: Stmt[] = [];
  const header: Stmt[] = [];
  const rest: Stmt[] = [];
  const shared = new Map<string, Stmt>();
  spec.units.forEach(({ unit, wrapper }, index) => {
    const inFunction = wrapper !== 'top' && wrapper !== 'if';
    const rendered = new UnitRenderer(spec.language, index, inFunction, shared).render(unit);
    top.push(...rendered.setup);
    const effective = rendered.topOnly ? 'top' : wrapper;
    rest.push(...wrap(spec.language, index, effective, rendered.body, header));
  });
  const statements = [...shared.values(), ...top, ...header, ...rest];

  const lines: string[] = [];
  const slots: Slot[] = [];
  const codeLines: number[] = [];
  const typedConstantLines = new Set<number>();
  const push = (text: string, indent: number): number => {
    let line = text;
    if (line.includes(UnitRenderer.TYPED_CONSTANT)) {
      line = line.replace(UnitRenderer.TYPED_CONSTANT, '');
      typedConstantLines.add(lines.length + 1);
    }
    lines.push(line === '' ? '' : '  '.repeat(indent) + line);
    return lines.length;
  };
  const emitList = (list: readonly Stmt[], indent: number): void => {
    for (const stmt of list) {
      const slotLine = push('', indent);
      const slotIndex = slots.length;
      slots.push({ line: slotLine, covers: undefined, afterDecorator: false });
      const first = lines.length + 1;
      if (stmt.kind === 'code') {
        for (const text of stmt.lines) codeLines.push(push(text, indent));
      } else {
        for (const decorator of stmt.decorators ?? []) codeLines.push(push(decorator, indent));
        let innerSlot: number | undefined;
        if (stmt.decorators) {
          innerSlot = slots.length;
          slots.push({ line: push('', indent), covers: undefined, afterDecorator: true });
        }
        const headLine = lines.length + 1;
        codeLines.push(push(stmt.head, indent));
        emitList(stmt.body, indent + 1);
        // A comment before the closing brace leads nothing.
        slots.push({ line: push('', indent + 1), covers: undefined, afterDecorator: false });
        codeLines.push(push(stmt.close, indent));
        if (innerSlot !== undefined) {
          const slot = slots[innerSlot]!;
          slots[innerSlot] = { ...slot, covers: [headLine, lines.length] };
        }
      }
      slots[slotIndex] = { line: slotLine, covers: [first, lines.length], afterDecorator: false };
    }
  };
  emitList(statements, 0);
  // After the last statement: leads nothing.
  slots.push({ line: push('', 0), covers: undefined, afterDecorator: false });
  return { code: `${lines.join('\n')}\n`, lines, slots, codeLines, typedConstantLines };
}

// ---------------------------------------------------------------------------------------------
// Suppression comments

const CODES = ['ORKVFS001', 'ORKVFS002', 'ORKVFS003', 'ORKVFS004', 'ORKVFS005', 'ORKVFS006', 'ORKVFS007'] as const;

export interface SuppressionSpec {
  fileWide: boolean;
  block: boolean;
  /** `undefined`: every code; otherwise the codes written in parentheses (maybe unknown ones). */
  codes: string[] | undefined;
  category: { kind: 'accepted' | 'retired' | 'unknown' | 'lowercase'; index: number };
  separator: string;
  reason: 'words' | 'none' | 'punctuation';
  /** Not a directive at all: the marker is not at the start of the comment. */
  prose: boolean;
}

export const suppressionArbitrary: fc.Arbitrary<SuppressionSpec> = fc.record({
  fileWide: fc.boolean(),
  block: fc.boolean(),
  codes: fc.option(
    fc.oneof(
      { arbitrary: fc.subarray<string>([...CODES], { minLength: 1, maxLength: 3 }), weight: 8 },
      { arbitrary: fc.constant<string[]>(['ORKVFS999']), weight: 1 },
      { arbitrary: fc.constant<string[]>([]), weight: 1 },
    ),
    { nil: undefined },
  ),
  category: fc.record({
    kind: fc.oneof(
      { arbitrary: fc.constant('accepted' as const), weight: 8 },
      { arbitrary: fc.constantFrom('retired' as const, 'unknown' as const, 'lowercase' as const), weight: 2 },
    ),
    index: fc.nat(5),
  }),
  separator: fc.constantFrom(': ', ' — ', ' - ', ' ', '-', ':'),
  reason: fc.oneof({ arbitrary: fc.constant('words' as const), weight: 8 }, { arbitrary: fc.constantFrom('none' as const, 'punctuation' as const), weight: 2 }),
  prose: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
});

export interface RenderedSuppression {
  readonly text: string;
  /** Whether DESIGN says it suppresses (the file-wide placement rule is the caller's). */
  readonly valid: boolean;
  readonly codes: readonly string[] | undefined;
  readonly fileWide: boolean;
}

export function renderSuppression(spec: SuppressionSpec, settings: FuzzSettings): RenderedSuppression {
  const accepted = getCategories(settings);
  const retired = getRetiredCategories(settings);
  let category: string;
  let categoryValid = false;
  if (spec.category.kind === 'accepted' && accepted.length > 0) {
    category = accepted[spec.category.index % accepted.length]!;
    categoryValid = true;
  } else if (spec.category.kind === 'retired' && retired.length > 0) {
    category = retired[spec.category.index % retired.length]!;
  } else if (spec.category.kind === 'lowercase') {
    category = 'out-of-scope';
  } else {
    category = 'NOT-A-CATEGORY';
  }
  const codesValid = spec.codes === undefined || (spec.codes.length > 0 && spec.codes.every((c) => (CODES as readonly string[]).includes(c)));
  const reason = { words: 'probes the host toolchain', none: '', punctuation: '...' }[spec.reason];
  const marker = `vfs-suppress${spec.fileWide ? '-file' : ''}${spec.codes ? `(${spec.codes.join(', ')})` : ''}`;
  const directive = `${marker}: ${category}${reason === '' ? '' : `${spec.separator}${reason}`}`;
  const body = spec.prose ? `see ${directive}` : directive;
  const text = spec.block ? `/* ${body} */` : `// ${body}`;
  return {
    text,
    valid: !spec.prose && categoryValid && codesValid && spec.reason === 'words',
    codes: spec.codes,
    fileWide: spec.fileWide,
  };
}
