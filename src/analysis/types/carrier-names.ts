/**
 * The program-wide index of names that can carry a tracked value: a member `a.b.c` can only be an
 * fs operation, a configured module's export or a `path` function if `c` is a name that some
 * declaration able to hold one carries. Built from the program's declarations with no question to
 * the checker; per file, the typed layer reads it before it types the objects of a chain.
 *
 * Why no finding the typed layer reports is lost. references.ts resolves `a.b.c` to the property
 * `c` of the type of `a.b` and `DeclarationClassifier.classifyValueSymbol` classifies it; that
 * symbol is named `c`, and it classifies as tracked only in one of these ways, each of which puts
 * `c` in the index:
 * - a declaration of it is in a tracked module (`declare module "fs"`, `path`, a configured
 *   package's files) where `computeDeclaration` looks: the module's exports, namespace members
 *   (`realpathSync.native`), types, and `PlatformPath`'s members;
 * - it is an alias (`export { x as c }`, `export =`/`export default`, `export * as c`), indexed when
 *   the name it re-exports is, or a UMD module's global (`export as namespace c`), indexed always;
 * - `classifyHolder` follows its declaration: an annotation that names a type (indexed when some
 *   alias, import or tracked type of that name is, or when a type argument is; a type parameter
 *   in scope never is: the checker's symbol for it is declared in a signature, which
 *   `computeDeclaration` never classifies, and a generic's instance keeps the declaration of
 *   its member, not the argument — read so only where the checker surely resolves the name to
 *   that parameter, `ConditionReader.isCertainParameter`; an alias used without arguments is
 *   read with each parameter's default), a conditional type through an alias (either branch;
 *   any, where it declares `infer`), a `typeof` query (in a holder's own annotation or an
 *   assertion, the symbol the checker finds for `x`: indexed when that value name is; a member
 *   `typeof a.b`, `typeof this`, and any query in an alias's body, a type argument or an element
 *   type, where the checker's type of what it queries is classified, always), an indexed access,
 *   `keyof`, `typeof import('…')`; `readonly T` as `T` (an array or tuple type never classifies),
 *   and never `unique symbol` (the symbol of the declaration it annotates, indexed by that
 *   declaration's place); an initializer that is a name
 *   (indexed when some declaration of that name is), a member (when its name is), an element
 *   access by a literal key (the member the literal names: indexed when that name is; any other
 *   key classifies nothing — except in an unannotated `const`, which value-resolution.ts reads as
 *   an alias of the member the key's literal type names: indexed always), a condition or binary
 *   expression (followed value
 *   by value, `classifyInitializer` as `getValueCondition`: each branch of `?:`, both sides of
 *   `||`, `??`, `&&` and their assignments, the right side of `=` and `,` — operands.ts lists
 *   them, and an operator it does not list gives both sides —, indexed when one of those values
 *   is by the rules here; arithmetic and comparisons give no value followed), or an assertion to
 *   such a type, in parentheses or not; a binding element (when its key is, or what its pattern reads may hold elements) or a shorthand property (when
 *   the variable's name is). A keyword, literal, function, object or array type, and a call,
 *   literal or function initializer never classify, so those declarations are left out. Names
 *   stand for every declaration that bears them, and the conditions are resolved to their least
 *   fixed point (`LazyIndex`), which over-approximates;
 * - it has no declaration (TypeScript synthesises it for a mapped type, `Record<'c', V>`,
 *   `Record<keyof X, V>`, or a tuple element): then its name is a string written in the program
 *   (indexed, except the type of a parameter alone: `on(event: 'c')`, never a key), a member of a
 *   type or object literal `keyof` is applied to by name (indexed), or a number (always asked).
 * - `a.b` declares no `c`, and value-resolution.ts reads `c` through an index signature or as an
 *   array or tuple element (`m.x` of a `Record<string, typeof fs.readFileSync>`, `mods[i]` of an
 *   `Fs[]`): then some object of the chain holds such elements, and `mayHoldElements` admits the
 *   member whatever its name when one of the chain's names is indexed so
 *   (carrier-element-conditions.ts, `getElementCondition`). An object on the way to an admitted member
 *   (`registry.main` of `registry.main.io.readFileSync`) is read through an index signature or as
 *   an element whatever the names (value-resolution.ts, `getMember`): the element may be an object
 *   whose member carries, which this index does not describe. A declaration is, when its type may hold a
 *   tracked value behind an index: an index signature (type literal, interface, class), an array
 *   or tuple type, `Record`/`Array` or a generic of the program given a tracked type argument, a
 *   mapped type, a type parameter whose constraint does, a library type that keeps its argument's
 *   elements (`Partial`, `Pick`, `ReturnType`, …), or a type, import, variable or member name so
 *   indexed; or when its initializer is a name, member or element of one, a side of `?:`, `||`,
 *   `??`, an array or spread of them, or an assertion to such a type. Any type assertion of the
 *   program claiming such a type (`(x as Record<string, Fs>).c`, a JSDoc cast) admits every chain
 *   through an assertion (`mayAssertElements`). The element's own type is read structurally
 *   (`typeof x`, a type named so, `T['c']`, `typeof import('fs')`): a key type, a keyword, a
 *   literal, a function or object type never is one;
 * - in JavaScript, JSDoc declares what TypeScript's annotations would: a declaration's `@type` or
 *   `@param`, `@typedef` and `@property` tags (in any comment before a node, not only the last),
 *   and the cast `/** @type {T} *\/ (x)`; each is read like the annotation or assertion it stands for.
 *   And TypeScript's binder declares properties by assignment: `this.x = v` (in a constructor, a
 *   method, a function; a global at a script's top), `obj.x = v`, `F.prototype.x = v`,
 *   `exports.x = v`, `module.exports.x = v`, and a member alone under a JSDoc type
 *   (`/** @type {T} *\/ this.x;`). `classifyHolder` reads such a declaration's JSDoc `@type` as a
 *   holder's annotation and finds no initializer (without one it classifies nothing: what is
 *   assigned is reported there, as an escape); `exports.x = y` of a name or chain of names is an
 *   alias of what `y` names, indexed when that is, its JSDoc unread. Each is indexed under the
 *   member's name (`isAssignmentDeclaration`, carrier-forms.ts), its elements read from its
 *   JSDoc type, or else from the value assigned, which the checker types it by.
 * A bare name `x` (a call `x()`, an escape `f(x)`) is asked about only when `mayHold(x)` — its
 * name is a value (or type) name of the index; carriers alone, the strings of the program above
 * all, are keys of synthesised properties, which a bare name reads only through a declaration of
 * its own (an import, a binding element) indexed by that key — or when a JSDoc cast claims
 * its type (`/** @type {T} *\/ (x)`, classified by `T`, whatever `x` is). The
 * symbol references.ts classifies for it is the declaration of `x` itself (a variable, parameter,
 * import, function or class, or the global of that name), or — for `const x = a.b`,
 * `const { b: x } = a`, `const x = y` — the symbol of `b` or of `y`. The first classifies only as
 * the declaration conditions above say, each of which indexes `x` as a value name when it holds;
 * the second only when `b` carries (or `y` holds), which is exactly the condition under which the
 * declaration of `x` (`= a.b`, a binding element with key `b`, `= y`) is indexed. Either way `x` is
 * in the index when its symbol can classify. (An unannotated parameter, and a variable without
 * initializer, never classify: `classifyHolder` reads declarations, not contextual types. In
 * JavaScript, `const x = require('m')` is an alias of the module, as an import is: indexed.) Where
 * the linted file holds every declaration of the binding (a function's or block's, an ES module's
 * top level), the same conditions are asked of those declarations alone (declared-holders.ts,
 * `meets`) instead of the name, which every declaration of the program bearing it answers for.
 *
 * A parameter of a signature without a body (a declaration file's function or method, an overload,
 * an interface's method, a function type, an index signature's key) is left out: no expression is
 * in its scope, so no bare name or chain resolves to it, and it is no property (a parameter
 * property needs a body, and one written without is indexed anyway). Only a `typeof` query in its
 * own signature can name it (`declare function f(a: Fs, b: typeof a): typeof a`), so the
 * parameters of a signature holding one are indexed like any declaration. What a name stood for
 * only because such a parameter bore it is left out with it.
 *
 * A mapped type that renames its keys with an `as` clause holds its values as elements
 * (`getElementTypeCondition`): its properties have no declarations, and their names need not be
 * spelled anywhere. Left open: a synthesised property whose name nothing in the program spells —
 * keys built by a template literal type outside an `as` clause, or `keyof T` of a type parameter —
 * in a mapped type whose values are fs functions; and, as an element, the module object of an untracked module
 * that is itself an fs function (`Record<string, typeof import('./read')>` where `./read` does
 * `export = fs.readFileSync`). No corpus or test has either; closing the first means asking the
 * checker for the keys of such mapped types once per program.
 *
 * Cost: per program and settings, one walk of each file's syntax tree (kept per `SourceFile`, so
 * a program rebuilt after an edit reads only the edited file; default library files are skipped:
 * nothing there declares a Node module; what a node needs is looked up by its kind, so tokens and
 * the kinds that declare, assert, key and query nothing cost a table lookup — a JavaScript file's
 * table reads assignments and expression statements too, for properties declared by assignment,
 * which a TypeScript file's only walks) that records each
 * declaration under its name, leaving out those `isInert` shows index nothing (`name: string`), and
 * one map of all of them by name. A declaration's conditions are read only when a linted file asks
 * about a name whose search reaches it (`LazyIndex`), once per program: on the bench corpora about
 * a third of the declarations kept, where reading all of them before the first file cost 300–750 ms
 * a program. Per member or bare name of a linted file, one map lookup once its name is answered.
 */
import type * as ts from 'typescript';

import {
  builtinFsModules,
  builtinFsPromisesModules,
  knownOperationNames,
  pathModules,
  watcherLibraryOperations,
} from '../knowledge/fs-api.js';
import { isInstalledPackageFile, toSlashes } from '../../util/paths.js';
import { ConditionReader } from './carrier-conditions.js';
import type { Condition, Need, Space } from './carrier-forms.js';
import {
  ASSERTED,
  ASSERTION,
  CARRIES,
  FileReader,
  TRACKED,
  type Declared,
  type FileFacts,
} from './carrier-file-facts.js';
import type { TypedSettings } from './declarations.js';

type TypeScript = typeof ts;

/** Names asked about whatever the program declares: what Node's modules export, `resolve`, the namespace members of operations. */
const BASE_NAMES: readonly string[] = [
  ...knownOperationNames,
  ...watcherLibraryOperations,
  'resolve',
  'native',
  '__promisify__',
  'default',
];

const TRACKED_MODULES: ReadonlySet<string> = new Set([
  ...builtinFsModules,
  ...builtinFsPromisesModules,
  ...pathModules,
]);

export interface CarrierNames {
  /** Whether a property of this name may hold a tracked value (a number always may: a tuple's element). */
  mayCarry(name: string): boolean;
  /**
   * Whether a variable, parameter, import or global of this name may hold one: some declaration
   * of that name does (a module-level declaration is a carrier too).
   */
  mayHold(name: string): boolean;
  /**
   * Whether a declaration of this name (a variable, parameter, import or property) may hold an
   * object whose index signature or array elements hold a tracked value (`m: Record<string,
   * typeof fs.readFileSync>`, `mods: Fs[]`): a member of it is asked about whatever its name.
   */
  mayHoldElements(name: string): boolean;
  /** Whether some type assertion of the program (`x as T`, a JSDoc cast) claims such an object. */
  readonly mayAssertElements: boolean;
  /**
   * Whether a declaration's condition (carrier-conditions.ts) holds by the index: what the index
   * asks of that one declaration before it lets it stand for its name (declared-holders.ts).
   */
  meets(condition: Condition): boolean;
  /** The modules whose declarations are tracked (Node's fs, fs/promises and path, the configured packages). */
  readonly trackedModules: ReadonlySet<string>;
  /** Whether a file belongs to a configured package, whose module-level declarations are all indexed. */
  isTrackedFile(fileName: string): boolean;
}

const cache = new WeakMap<ts.Program, Map<string, CarrierNames>>();

export function getCarrierNames(typescript: TypeScript, program: ts.Program, settings: TypedSettings): CarrierNames {
  let byProgram = cache.get(program);
  if (!byProgram) {
    byProgram = new Map();
    cache.set(program, byProgram);
  }
  const key = JSON.stringify([settings.fsModules, settings.watcherModules, settings.pathFunctions ?? []]);
  let index = byProgram.get(key);
  if (!index) {
    // The binder gives every node its parent, which the reader follows; the typed layer creates the checker anyway.
    program.getTypeChecker();
    try {
      index = buildCarrierNames(typescript, program, settings);
    } catch {
      // Rules never throw: a syntax tree this reader does not expect asks about every name, as before the index.
      index = {
        mayCarry: () => true,
        mayHold: () => true,
        mayHoldElements: () => true,
        mayAssertElements: true,
        meets: () => true,
        trackedModules: TRACKED_MODULES,
        isTrackedFile: () => true,
      };
    }
    byProgram.set(key, index);
  }
  return index;
}

/**
 * What one file declares, kept per `SourceFile`: a program rebuilt after an edit (an editor does it
 * on each keystroke) reuses the unchanged files' objects, so only the edited file is read again.
 */
const fileCache = new WeakMap<ts.SourceFile, Map<string, FileFacts>>();

function buildCarrierNames(typescript: TypeScript, program: ts.Program, settings: TypedSettings): CarrierNames {
  const packages = [...settings.fsModules, ...settings.watcherModules];
  const trackedModules = new Set([...TRACKED_MODULES, ...packages]);
  const key = JSON.stringify(packages);
  const isTrackedFile = (fileName: string): boolean => {
    const slashed = toSlashes(fileName);
    return packages.some((name) => isInstalledPackageFile(slashed, name));
  };
  const files: FileFacts[] = [];
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file)) continue;
    let byFile = fileCache.get(file);
    if (!byFile) {
      byFile = new Map();
      fileCache.set(file, byFile);
    }
    let facts = byFile.get(key);
    if (!facts) {
      facts = new FileReader(typescript, trackedModules).read(file, isTrackedFile(file.fileName));
      byFile.set(key, facts);
    }
    files.push(facts);
  }
  const index = new LazyIndex(new ConditionReader(typescript, trackedModules), files, [
    ...BASE_NAMES,
    ...(settings.pathFunctions ?? []),
  ]);
  const mayCarry = (name: string): boolean => index.holds('carrier', name);
  let mayAssertElements: boolean | undefined;
  return {
    mayCarry,
    // A `let` assigned after its declaration (`let f; f = io.readFileSync`) holds what its assignments store.
    mayHold: (name) => index.holds('value', name) || index.holds('held', name),
    mayHoldElements: (name) => index.holds('element', name),
    get mayAssertElements() {
      mayAssertElements ??= index.holds('element', ASSERTION);
      return mayAssertElements;
    },
    meets: (condition) => {
      if (typeof condition === 'boolean') return condition;
      return condition.some(({ space, name }) => (space === 'carrier' ? mayCarry(name) : index.holds(space, name)));
    },
    trackedModules,
    isTrackedFile,
  };
}

const NO_DECLARATIONS: readonly Declared[] = [];

/** A number (`0`, `'1'`): a tuple's element, which TypeScript synthesises without a declaration, so always a carrier. */
function isNumericName(name: string): boolean {
  return /^\d/u.test(name);
}

/**
 * The program's index, answered name by name. A name is indexed in a space when one of its
 * declarations' conditions there holds: `true`, or a need that is indexed in turn. Conditions only
 * ever join needs with "or", so the least fixed point the conditions define is reachability: a name
 * is indexed exactly when a path of needs leads from it to a declaration whose condition is `true`
 * (or to a name indexed outright: Node's export names, a string of the program, a member `keyof`
 * reads). `holds` searches that graph from the name asked, reading each declaration's conditions the
 * first time a search reaches it. A search that finds such a declaration marks the path to it; one
 * that does not has seen every name reachable from the one asked, none indexed, and marks them all:
 * a cycle (`a = b`, `b = a`) is answered like any other name, only once its search is complete.
 * The search keeps its own stack, so no depth of names overflows the call stack.
 *
 * Cost: per program, one map of the files' declarations by name; per name asked, the names its
 * search reaches, each once per program. A program's names that no linted file asks about, nor any
 * name on their way, are never read.
 */
class LazyIndex {
  /** Names indexed outright as carriers. */
  private readonly carriers: Set<string>;
  private readonly declarations = new Map<string, Declared[]>();
  private readonly answers: Record<Space, Map<string, boolean>> = {
    carrier: new Map(),
    value: new Map(),
    element: new Map(),
    held: new Map(),
  };
  /** Set when reading a condition threw: a syntax tree the reader does not expect; every name is asked about from then on. */
  private failed = false;

  constructor(
    private readonly reader: ConditionReader,
    files: readonly FileFacts[],
    base: readonly string[],
  ) {
    const carriers = new Set(base);
    const keyed = new Set<string>();
    for (const facts of files) {
      for (const name of facts.carriers) carriers.add(name);
      for (const name of facts.keyed) keyed.add(name);
      for (const [name, declared] of facts.declarations) {
        const list = this.declarations.get(name);
        if (list) list.push(...declared);
        else this.declarations.set(name, [...declared]);
      }
    }
    // `keyof X`: the members of `X` are keys a mapped type may synthesise a property under.
    for (const facts of files) {
      for (const [owner, members] of facts.members)
        if (keyed.has(owner)) for (const member of members) carriers.add(member);
    }
    this.carriers = carriers;
  }

  holds(space: Space, name: string): boolean {
    if (this.failed) return true;
    const known = this.answers[space].get(name);
    if (known !== undefined) return known;
    try {
      return this.search({ space, name });
    } catch {
      // Rules never throw: a condition this reader cannot read makes every name one to ask about.
      this.failed = true;
      return true;
    }
  }

  private search(root: Need): boolean {
    const seen: Record<Space, Set<string>> = {
      carrier: new Set(),
      value: new Set(),
      element: new Set(),
      held: new Set(),
    };
    seen[root.space].add(root.name);
    const reached: Need[] = [root];
    const cameFrom = new Map<Need, Need>();
    const stack: Need[] = [root];
    let found: Need | undefined;
    search: for (let need = stack.pop(); need; need = stack.pop()) {
      const known = this.answers[need.space].get(need.name);
      if (known === false) continue;
      if (known === true || (need.space === 'carrier' && (this.carriers.has(need.name) || isNumericName(need.name)))) {
        found = need;
        break;
      }
      for (const declared of this.declarations.get(need.name) ?? NO_DECLARATIONS) {
        const condition = this.getCondition(declared, need.space);
        if (condition === true) {
          found = need;
          break search;
        }
        if (condition === false) continue;
        for (const next of condition) {
          if (seen[next.space].has(next.name)) continue;
          seen[next.space].add(next.name);
          reached.push(next);
          cameFrom.set(next, need);
          stack.push(next);
        }
      }
    }
    if (found) {
      for (let need: Need | undefined = found; need; need = cameFrom.get(need))
        this.answers[need.space].set(need.name, true);
      return true;
    }
    for (const need of reached) this.answers[need.space].set(need.name, false);
    return false;
  }

  /** What a declaration's condition in a space is, read once (what the walk would have read there). */
  private getCondition(declared: Declared, space: Space): Condition {
    const { flags } = declared;
    if ((flags & ASSERTED) !== 0) return space === 'element' && (declared.element ??= this.read(declared, 'element'));
    switch (space) {
      case 'carrier':
        return (flags & CARRIES) !== 0 && (declared.value ??= this.read(declared, 'value'));
      case 'value':
        return (declared.value ??= this.read(declared, 'value'));
      case 'held':
        return (declared.held ??= this.read(declared, 'held'));
      case 'element':
        return (declared.element ??= this.read(declared, 'element'));
    }
  }

  private read(declared: Declared, space: 'value' | 'held' | 'element'): Condition {
    const { reader } = this;
    const { node, flags } = declared;
    if ((flags & ASSERTED) !== 0)
      return reader.within(declared.scope, () => reader.getElementTypeCondition(node as ts.TypeNode));
    // What a tracked module exports holds and denotes a tracked value whatever its syntax says.
    if (space !== 'element' && (flags & TRACKED) !== 0) return true;
    return reader.within(declared.scope, () => {
      if (space === 'value') return reader.getCondition(node);
      return space === 'held' ? reader.getHeldDeclarationCondition(node) : reader.getElementCondition(node);
    });
  }
}
