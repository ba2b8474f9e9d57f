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
 *   the name it re-exports is;
 * - `classifyHolder` follows its declaration: an annotation that names a type (indexed when some
 *   alias, import or tracked type of that name is, or when a type argument is), a `typeof` query,
 *   an indexed access or type operator, `typeof import('…')`; an initializer that is a name
 *   (indexed when some declaration of that name is), a member (when its name is), an element
 *   access, a condition or binary expression (inferred), or an assertion to such a type; a binding
 *   element (when its key is) or a shorthand property (when the variable's name is). A keyword,
 *   literal, function, object or array type, and a call, literal or function initializer never
 *   classify, so those declarations are left out. Names stand for every declaration that bears
 *   them, and the conditions are resolved to a fixed point, which over-approximates;
 * - it has no declaration (TypeScript synthesises it for a mapped type, `Record<'c', V>`,
 *   `Record<keyof X, V>`, or a tuple element): then its name is a string written in the program
 *   (indexed, except the type of a parameter alone: `on(event: 'c')`, never a key), a member of a
 *   type or object literal `keyof` is applied to by name (indexed), or a number (always asked).
 * Left open: a synthesised property whose name nothing in the program spells — keys built by a
 * template literal type or an `as` clause, or `keyof T` of a type parameter — in a mapped type
 * whose values are fs functions. No corpus or test has one; closing it means asking the checker
 * for the keys of such mapped types once per program.
 *
 * Cost: per program and settings, one walk of each file's syntax tree (kept per `SourceFile`, so
 * a program rebuilt after an edit reads only the edited file; default library files are skipped:
 * nothing there declares a Node module) and a fixed point over the names; per member of a linted
 * file, one set lookup.
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
import { skipWrappers, type TypedSettings } from './declarations.js';
import { getDeclaredType, getJSDocCastType } from './jsdoc.js';

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

/** The name the index gives every type assertion of the program (no declaration can spell it). */
const ASSERTION = ' as';

/**
 * Generic types of TypeScript's library that index none of their type arguments: they keep an
 * argument's index signatures (`Partial<Record<string, Fs>>`) or read a part of it (`ReturnType<F>`).
 * (`Record`, `Array`, `ReadonlyArray` index theirs.)
 */
const ELEMENT_PRESERVING_TYPES: ReadonlySet<string> = new Set([
  'Awaited',
  'ConstructorParameters',
  'Exclude',
  'Extract',
  'InstanceType',
  'NonNullable',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Promise',
  'PromiseLike',
  'Readonly',
  'Required',
  'ReturnType',
]);

const TRACKED_MODULES: ReadonlySet<string> = new Set([
  ...builtinFsModules,
  ...builtinFsPromisesModules,
  ...pathModules,
]);

export interface CarrierNames {
  /** Whether a property of this name may hold a tracked value (a number always may: a tuple's element). */
  mayCarry(name: string): boolean;
  /**
   * Whether a declaration of this name (a variable, parameter, import or property) may hold an
   * object whose index signature or array elements hold a tracked value (`m: Record<string,
   * typeof fs.readFileSync>`, `mods: Fs[]`): a member of it is asked about whatever its name.
   */
  mayHoldElements(name: string): boolean;
  /** Whether some type assertion of the program (`x as T`, a JSDoc cast) claims such an object. */
  readonly mayAssertElements: boolean;
  /** How many names the index holds (for tests and the bench). */
  readonly size: number;
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
        mayHoldElements: () => true,
        mayAssertElements: true,
        size: Number.POSITIVE_INFINITY,
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
      const fileName = toSlashes(file.fileName);
      const tracked = packages.some((name) => isInstalledPackageFile(fileName, name));
      facts = new FileReader(typescript, trackedModules).read(file, tracked);
      byFile.set(key, facts);
    }
    files.push(facts);
  }
  const { carriers, elements } = resolveCarriers(files, [...BASE_NAMES, ...(settings.pathFunctions ?? [])]);
  return {
    mayCarry: (name) => carriers.has(name) || /^\d/u.test(name),
    mayHoldElements: (name) => elements.has(name),
    mayAssertElements: elements.has(ASSERTION),
    size: carriers.size,
  };
}

/**
 * Where a declaration's value may come from: anywhere (`true`), nowhere this plugin tracks
 * (`false`), or a name that must itself be indexed — a property (`carrier`) or a variable, import
 * or type (`value`). Names stand for every declaration that bears them, which over-approximates.
 */
type Condition = boolean | readonly Need[];
/** `element`: names of declarations that may hold tracked values behind an index signature or as array elements. */
/** `held`: names of types that may denote a tracked value (`type Fs = typeof fs`), read for elements. */
type Space = 'carrier' | 'value' | 'element' | 'held';
interface Need {
  readonly space: Space;
  readonly name: string;
}

interface Pending {
  readonly name: string;
  /** The spaces the name joins once a need is met. */
  readonly spaces: readonly Space[];
  readonly needs: readonly Need[];
}

interface FileFacts {
  /** Names of properties (and module-level declarations, the properties of a module) that may hold a tracked value. */
  readonly carriers: Set<string>;
  /** Names of any declaration — variable, parameter, import, type — that may hold or denote one. */
  readonly values: Set<string>;
  /** Names of any declaration that may hold (or denote a type of) objects whose elements are tracked values. */
  readonly elements: Set<string>;
  /** Names of types (aliases, imports of them) that may denote a tracked value. */
  readonly held: Set<string>;
  /** Declarations that may hold one if a name they read does. */
  readonly pending: Pending[];
  /** Member names of the object types declared under a name (for `keyof`). */
  readonly members: Map<string, string[]>;
  /** The names `keyof` is applied to. */
  readonly keyed: Set<string>;
}

/** The program's index from its files' facts: conditions resolved to a fixed point, `keyof` keys added. */
function resolveCarriers(
  files: readonly FileFacts[],
  base: readonly string[],
): { readonly carriers: ReadonlySet<string>; readonly elements: ReadonlySet<string> } {
  const spaces: Record<Space, Set<string>> = {
    carrier: new Set(base),
    value: new Set(),
    element: new Set(),
    held: new Set(),
  };
  const carriers = spaces.carrier;
  let pending: Pending[] = [];
  for (const facts of files) {
    for (const name of facts.carriers) carriers.add(name);
    for (const name of facts.values) spaces.value.add(name);
    for (const name of facts.elements) spaces.element.add(name);
    for (const name of facts.held) spaces.held.add(name);
    pending.push(...facts.pending);
  }
  let changed = true;
  while (changed) {
    changed = false;
    const left: Pending[] = [];
    for (const entry of pending) {
      if (entry.needs.some((need) => spaces[need.space].has(need.name))) {
        for (const space of entry.spaces) spaces[space].add(entry.name);
        changed = true;
      } else {
        left.push(entry);
      }
    }
    pending = left;
  }
  const keyed = new Set(files.flatMap((facts) => [...facts.keyed]));
  for (const facts of files) {
    for (const [owner, members] of facts.members)
      if (keyed.has(owner)) for (const member of members) carriers.add(member);
  }
  return { carriers, elements: spaces.element };
}

class FileReader {
  private readonly facts: FileFacts = {
    carriers: new Set(),
    values: new Set(),
    elements: new Set(),
    held: new Set(),
    pending: [],
    members: new Map(),
    keyed: new Set(),
  };
  /** The type parameters in scope where the reader is (`T` of `interface Box<T>`, of `f<T extends X>()`). */
  private typeScope: ReadonlyMap<string, ts.TypeParameterDeclaration> = new Map();
  /** The type parameters whose constraint is being read (`T extends Box<T>` ends). */
  private readonly constraining = new Set<ts.TypeParameterDeclaration>();

  constructor(
    private readonly ts: TypeScript,
    private readonly trackedModules: ReadonlySet<string>,
  ) {}

  read(file: ts.SourceFile, tracked: boolean): FileFacts {
    const { ts } = this;
    const javaScript = (file.flags & ts.NodeFlags.JavaScriptFile) !== 0;
    const comments = new Set<ts.Node>();
    const visit = (node: ts.Node, inTracked: boolean): void => {
      // In JavaScript, JSDoc declares types (`@type`, `@typedef`, `@property`, `@param`) the checker reads as annotations.
      if (javaScript) {
        // Every comment before the node: TypeScript keeps them on `jsDoc` (a `@typedef` may sit in
        // any of them), while the public `getJSDocCommentsAndTags` gives only the last one.
        const attached = (node as { jsDoc?: readonly ts.Node[] }).jsDoc ?? ts.getJSDocCommentsAndTags(node);
        for (const comment of attached) {
          if (comments.has(comment)) continue;
          comments.add(comment);
          visit(comment, inTracked);
        }
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        // `Record<'c', V>`, `{ ['c']: v }`, `const key = 'c'`, `f('c')` inferring a key: a name a
        // synthesised property may carry.
        if (!isParameterLiteral(ts, node)) this.facts.carriers.add(node.text);
        return;
      }
      let inner = inTracked;
      if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && this.trackedModules.has(node.name.text))
        inner = true;
      const outerScope = this.typeScope;
      const parameters = (node as { typeParameters?: readonly ts.TypeParameterDeclaration[] }).typeParameters;
      if (parameters && parameters.length > 0) {
        const scope = new Map(outerScope);
        for (const parameter of parameters) scope.set(parameter.name.text, parameter);
        this.typeScope = scope;
      }
      this.recordKeys(node);
      this.recordAssertion(node);
      const name = getDeclaredName(ts, node);
      if (name !== undefined) {
        const carrier = this.isPropertyLike(node);
        const tracked = inner && this.isTrackedExport(node);
        this.add(name, carrier ? ['value', 'carrier'] : ['value'], tracked || this.getCondition(node));
        this.add(name, ['held'], tracked || this.getHeldDeclarationCondition(node));
        this.add(name, ['element'], this.getElementCondition(node));
      }
      ts.forEachChild(node, (child) => visit(child, inner));
      this.typeScope = outerScope;
    };
    visit(file, tracked);
    return this.facts;
  }

  private add(name: string, spaces: readonly Space[], condition: Condition): void {
    if (condition === false || (Array.isArray(condition) && condition.length === 0)) return;
    if (condition === true) {
      for (const space of spaces) this.getSet(space).add(name);
      return;
    }
    this.facts.pending.push({ name, spaces, needs: condition as readonly Need[] });
  }

  private getSet(space: Space): Set<string> {
    const { facts } = this;
    return { carrier: facts.carriers, value: facts.values, element: facts.elements, held: facts.held }[space];
  }

  /**
   * `keyof X` and `keyof typeof x` make the members of `X` (or of `x`'s object literal) keys of
   * mapped types, whose properties TypeScript synthesises without declarations.
   */
  private recordKeys(node: ts.Node): void {
    const { ts } = this;
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword) {
      const operand = node.type;
      if (ts.isTypeReferenceNode(operand)) this.facts.keyed.add(getRightmostName(ts, operand.typeName));
      else if (ts.isTypeQueryNode(operand)) this.facts.keyed.add(getRightmostName(ts, operand.exprName));
      return;
    }
    let owner: string | undefined;
    let memberList: readonly ts.Node[] | undefined;
    if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      owner = node.name.text;
      memberList = node.members;
    } else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
      owner = node.name.text;
      memberList = node.type.members;
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const initializer = skipWrappers(ts, node.initializer);
      if (ts.isObjectLiteralExpression(initializer)) {
        owner = node.name.text;
        memberList = initializer.properties;
      }
    }
    if (owner === undefined || !memberList) return;
    const names = memberList.map((member) => getDeclaredName(ts, member)).filter((name) => name !== undefined);
    this.facts.members.set(owner, [...(this.facts.members.get(owner) ?? []), ...names]);
  }

  /** `x as T`, `<T>x`, a JSDoc cast: `(x as T).name` reads an element when `T` holds tracked ones. */
  private recordAssertion(node: ts.Node): void {
    const { ts } = this;
    const type = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) ? node.type : getJSDocCastType(ts, node);
    if (type) this.add(ASSERTION, ['element'], this.getElementTypeCondition(type));
  }

  /** `typeof import('fs')`, or of a configured module. */
  private isTrackedModuleType(type: ts.ImportTypeNode): boolean {
    const { ts } = this;
    const argument = type.argument;
    return (
      ts.isLiteralTypeNode(argument) &&
      ts.isStringLiteral(argument.literal) &&
      this.trackedModules.has(argument.literal.text)
    );
  }

  /** A declaration that is a property of some object: a member, a property of a literal, an export, a module-level binding. */
  private isPropertyLike(node: ts.Node): boolean {
    const { ts } = this;
    if (
      ts.isPropertySignature(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isMethodSignature(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node) ||
      ts.isEnumMember(node) ||
      ts.isExportSpecifier(node) ||
      ts.isNamespaceExport(node) ||
      ts.isExportAssignment(node) ||
      ts.isJSDocPropertyTag(node)
    ) {
      return true;
    }
    if (ts.isParameter(node)) return ts.isParameterPropertyDeclaration(node, node.parent);
    return this.isModuleLevel(node);
  }

  /**
   * What `computeDeclaration` can find in a tracked module: its exports (functions, variables,
   * namespaces and their members, types) and the methods of `path`'s `PlatformPath`.
   */
  private isTrackedExport(node: ts.Node): boolean {
    const { ts } = this;
    if (isTypeDeclaration(ts, node) || ts.isNamespaceExport(node) || ts.isExportSpecifier(node)) return true;
    if (ts.isInterfaceDeclaration(node.parent)) return node.parent.name.text === 'PlatformPath';
    return this.isModuleLevel(node);
  }

  /** A declaration of a file or namespace: a property of the module object. */
  private isModuleLevel(node: ts.Node): boolean {
    const { ts } = this;
    let statement: ts.Node = node;
    while (
      ts.isBindingElement(statement) ||
      ts.isObjectBindingPattern(statement) ||
      ts.isArrayBindingPattern(statement)
    )
      statement = statement.parent;
    if (ts.isVariableDeclaration(statement)) statement = statement.parent.parent;
    else if (!ts.isDeclarationStatement(statement)) return false;
    return ts.isSourceFile(statement.parent) || ts.isModuleBlock(statement.parent);
  }

  /** What `classifyHolder` could follow from this declaration (see the file's header). */
  private getCondition(node: ts.Node): Condition {
    const { ts } = this;
    if (
      ts.isExportAssignment(node) ||
      ts.isImportClause(node) ||
      ts.isNamespaceImport(node) ||
      ts.isNamespaceExport(node)
    )
      return true;
    if (ts.isImportEqualsDeclaration(node)) return true;
    if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) {
      const imported = node.propertyName ?? node.name;
      return ts.isIdentifier(imported) || ts.isStringLiteral(imported)
        ? [
            { space: 'value', name: imported.text },
            { space: 'carrier', name: imported.text },
          ]
        : true;
    }
    if (ts.isBindingElement(node)) {
      const key = node.propertyName ?? node.name;
      return ts.isIdentifier(key) || ts.isStringLiteral(key) ? [{ space: 'carrier', name: key.text }] : true;
    }
    if (ts.isShorthandPropertyAssignment(node)) return [{ space: 'value', name: node.name.text }];
    const annotation = getDeclaredType(ts, node);
    if (annotation) return this.getTypeCondition(annotation);
    const initializer = getInitializer(ts, node);
    return initializer ? this.getInitializerCondition(initializer) : false;
  }

  /**
   * Whether the declaration may hold an object whose index signature or array elements hold a
   * tracked value, so that `x.anyName` reads one (`classifyType` of the element, value-resolution.ts).
   */
  private getElementCondition(node: ts.Node): Condition {
    const { ts } = this;
    // `export =` and `export default` declare `default`, what a default or namespace import reads.
    if (ts.isImportClause(node) || ts.isNamespaceImport(node)) return [{ space: 'element', name: 'default' }];
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      return ts.isExternalModuleReference(reference)
        ? [{ space: 'element', name: 'default' }]
        : [{ space: 'element', name: getRightmostName(ts, reference) }];
    }
    if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) {
      const imported = node.propertyName ?? node.name;
      return ts.isIdentifier(imported) || ts.isStringLiteral(imported)
        ? [{ space: 'element', name: imported.text }]
        : true;
    }
    if (ts.isBindingElement(node)) {
      const key = node.propertyName ?? node.name;
      return ts.isIdentifier(key) || ts.isStringLiteral(key) ? [{ space: 'element', name: key.text }] : true;
    }
    if (ts.isShorthandPropertyAssignment(node)) return [{ space: 'element', name: node.name.text }];
    // A type: its index signatures and what it extends; a type parameter: its constraint.
    if (ts.isTypeAliasDeclaration(node)) return this.getElementTypeCondition(node.type);
    if (ts.isInterfaceDeclaration(node) || ts.isClassLike(node)) return this.getOwnElementCondition(node);
    // A type parameter is read where it is used, through its constraint (`getParameterCondition`).
    if (ts.isTypeParameterDeclaration(node)) return false;
    const annotation = getDeclaredType(ts, node);
    if (annotation) return this.getElementTypeCondition(annotation);
    const initializer = getInitializer(ts, node);
    return initializer ? this.getElementInitializerCondition(initializer) : false;
  }

  /** An interface's or class's index signatures and what it extends or implements. */
  private getOwnElementCondition(node: ts.InterfaceDeclaration | ts.ClassLikeDeclaration): Condition {
    const { ts } = this;
    {
      const indexed = node.members
        .filter((member) => ts.isIndexSignatureDeclaration(member))
        .map((member) => this.getHeldCondition(member.type));
      const inherited = (node.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((type) =>
          combine([
            [{ space: 'element', name: getRightmostName(ts, type.expression) }],
            ...(type.typeArguments ?? []).map((argument) => this.getHeldCondition(argument)),
          ]),
        ),
      );
      return combine([...indexed, ...inherited]);
    }
  }

  /**
   * A reference to a type parameter in scope (`T` of `f<T extends Record<string, Fs>>(m: T)`): what
   * its constraint allows, read structurally, never by the parameter's name (`T` is every generic's).
   * Undefined for any other reference.
   */
  private getParameterCondition(
    type: ts.TypeReferenceNode,
    read: (constraint: ts.TypeNode) => Condition,
  ): Condition | undefined {
    const { ts } = this;
    if (type.typeArguments || !ts.isIdentifier(type.typeName)) return undefined;
    const parameter = this.typeScope.get(type.typeName.text);
    if (!parameter) return undefined;
    if (!parameter.constraint || this.constraining.has(parameter)) return false;
    this.constraining.add(parameter);
    try {
      return read(parameter.constraint);
    } finally {
      this.constraining.delete(parameter);
    }
  }

  /** Whether a declared type name may denote a tracked value: an alias of one, an import of such a name. */
  private getHeldDeclarationCondition(node: ts.Node): Condition {
    const { ts } = this;
    if (ts.isTypeAliasDeclaration(node)) return this.getHeldTypeCondition(node.type);
    if (ts.isJSDocTypedefTag(node)) {
      const type = getDeclaredType(ts, node);
      return type ? this.getHeldTypeCondition(type) : false;
    }
    if (ts.isImportClause(node) || ts.isNamespaceImport(node)) return [{ space: 'held', name: 'default' }];
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      return [
        { space: 'held', name: ts.isExternalModuleReference(reference) ? 'default' : getRightmostName(ts, reference) },
      ];
    }
    if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) {
      const imported = node.propertyName ?? node.name;
      return ts.isIdentifier(imported) || ts.isStringLiteral(imported)
        ? [{ space: 'held', name: imported.text }]
        : true;
    }
    return false;
  }

  /** A type held in an element or an index signature: tracked itself, or holding tracked elements in turn. */
  private getHeldCondition(type: ts.TypeNode): Condition {
    return combine([this.getHeldTypeCondition(type), this.getElementTypeCondition(type)]);
  }

  /**
   * Whether an element's type may be a tracked value itself: the reading of `getTypeCondition`,
   * narrowed to what such a type can name — a value or type by name (`typeof fs`, `Fs`), a member
   * by its key (`typeof fs.readFileSync`, `Deps['read']`), `typeof import('fs')`. A key (`keyof`),
   * a keyword, a literal, a function or object type is never one.
   */
  private getHeldTypeCondition(type: ts.TypeNode): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(type)) return this.getHeldTypeCondition(type.type);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
      return combine(type.types.map((member) => this.getHeldTypeCondition(member)));
    if (ts.isTypeOperatorNode(type))
      return type.operator === ts.SyntaxKind.ReadonlyKeyword && this.getHeldTypeCondition(type.type);
    if (ts.isTypeQueryNode(type)) {
      const { exprName } = type;
      return ts.isIdentifier(exprName)
        ? [{ space: 'value', name: exprName.text }]
        : [{ space: 'carrier', name: getRightmostName(ts, exprName) }];
    }
    if (ts.isIndexedAccessTypeNode(type)) {
      const index = type.indexType;
      if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal))
        return [{ space: 'carrier', name: index.literal.text }];
      // `T[K]`: a member or element of `T`.
      return combine([this.getHeldTypeCondition(type.objectType), this.getElementTypeCondition(type.objectType)]);
    }
    if (ts.isTypeReferenceNode(type)) {
      const parameter = this.getParameterCondition(type, (constraint) => this.getHeldTypeCondition(constraint));
      if (parameter !== undefined) return parameter;
      return combine([
        [{ space: 'held', name: getRightmostName(ts, type.typeName) }],
        ...(type.typeArguments ?? []).map((argument) => this.getHeldTypeCondition(argument)),
      ]);
    }
    if (ts.isImportTypeNode(type)) {
      // A module object is no function, unless the module is tracked (a configured module declared as one).
      if (!type.qualifier) return type.isTypeOf && this.isTrackedModuleType(type);
      return [{ space: type.isTypeOf ? 'carrier' : 'held', name: getRightmostName(ts, type.qualifier) }];
    }
    if (ts.isConditionalTypeNode(type))
      return combine([this.getHeldTypeCondition(type.trueType), this.getHeldTypeCondition(type.falseType)]);
    if (ts.isJSDocNullableType(type) || ts.isJSDocNonNullableType(type) || ts.isJSDocOptionalType(type))
      return this.getHeldTypeCondition(type.type);
    return false;
  }

  /** A type whose index signatures or elements may hold a tracked value. */
  private getElementTypeCondition(type: ts.TypeNode): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(type)) return this.getElementTypeCondition(type.type);
    // `readonly T[]`; a key (`keyof T`) holds nothing.
    if (ts.isTypeOperatorNode(type))
      return type.operator === ts.SyntaxKind.ReadonlyKeyword && this.getElementTypeCondition(type.type);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
      return combine(type.types.map((member) => this.getElementTypeCondition(member)));
    if (ts.isArrayTypeNode(type)) return this.getHeldCondition(type.elementType);
    if (ts.isTupleTypeNode(type)) {
      return combine(
        type.elements.map((element) =>
          this.getHeldCondition(
            ts.isNamedTupleMember(element) || ts.isRestTypeNode(element) || ts.isOptionalTypeNode(element)
              ? element.type
              : element,
          ),
        ),
      );
    }
    if (ts.isTypeLiteralNode(type)) {
      return combine(
        type.members
          .filter((member) => ts.isIndexSignatureDeclaration(member))
          .map((member) => this.getHeldCondition(member.type)),
      );
    }
    if (ts.isMappedTypeNode(type)) return type.type ? this.getHeldCondition(type.type) : false;
    if (ts.isTypeReferenceNode(type)) {
      const parameter = this.getParameterCondition(type, (constraint) => this.getElementTypeCondition(constraint));
      if (parameter !== undefined) return parameter;
      const name = getRightmostName(ts, type.typeName);
      const typeArguments = type.typeArguments ?? [];
      // `Partial<T>`, `Pick<T, K>`, `ReturnType<F>`: the library's own types keep (or read) the
      // elements of their arguments, and index none of them.
      if (ELEMENT_PRESERVING_TYPES.has(name))
        return combine(typeArguments.map((argument) => this.getElementTypeCondition(argument)));
      // `Record<string, T>`, `Array<T>`, a generic of the program (`Dict<T>`): may index what its arguments pass in.
      return combine([
        [{ space: 'element', name }],
        ...typeArguments.map((argument) => this.getHeldCondition(argument)),
      ]);
    }
    if (ts.isTypeQueryNode(type)) return [{ space: 'element', name: getRightmostName(ts, type.exprName) }];
    if (ts.isImportTypeNode(type))
      return type.qualifier ? [{ space: 'element', name: getRightmostName(ts, type.qualifier) }] : false;
    if (ts.isConditionalTypeNode(type))
      return combine([this.getElementTypeCondition(type.trueType), this.getElementTypeCondition(type.falseType)]);
    // `() => Fs[]`: what `ReturnType` reads.
    if (ts.isFunctionTypeNode(type) || ts.isConstructorTypeNode(type)) return this.getElementTypeCondition(type.type);
    // JSDoc's `?T`, `!T`, `T=`.
    if (ts.isJSDocNullableType(type) || ts.isJSDocNonNullableType(type) || ts.isJSDocOptionalType(type))
      return this.getElementTypeCondition(type.type);
    // An indexed access names a member's type: `Deps['tables']` the member `tables`, `Fs[][number]` an element of `Fs[][]`.
    if (ts.isIndexedAccessTypeNode(type)) {
      const index = type.indexType;
      if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal))
        return [{ space: 'element', name: index.literal.text }];
      return combine([this.getElementTypeCondition(type.objectType), this.getHeldTypeCondition(type.objectType)]);
    }
    return false;
  }

  /**
   * An initializer whose value may hold tracked elements: a name or member that does, an element of
   * one, an assertion, either side of `?:`, `||`, `??`, an array or a spread of them.
   */
  private getElementInitializerCondition(initializer: ts.Expression): Condition {
    const { ts } = this;
    if (ts.isAsExpression(initializer) || ts.isTypeAssertionExpression(initializer))
      return this.getElementTypeCondition(initializer.type);
    const cast = getJSDocCastType(ts, initializer);
    if (cast) return this.getElementTypeCondition(cast);
    const source = skipWrappers(ts, initializer);
    if (ts.isIdentifier(source) || ts.isPropertyAccessExpression(source))
      return [{ space: 'element', name: getRightmostName(ts, source) }];
    if (ts.isElementAccessExpression(source)) {
      // `tables[0]`: an element of what holds elements.
      const holder = skipWrappers(ts, source.expression);
      return ts.isIdentifier(holder) || ts.isPropertyAccessExpression(holder)
        ? [{ space: 'element', name: getRightmostName(ts, holder) }]
        : true;
    }
    if (ts.isConditionalExpression(source))
      return combine([source.whenTrue, source.whenFalse].map((part) => this.getElementInitializerCondition(part)));
    if (ts.isBinaryExpression(source)) {
      const operator = source.operatorToken.kind;
      const { SyntaxKind } = ts;
      if (
        operator === SyntaxKind.BarBarToken ||
        operator === SyntaxKind.QuestionQuestionToken ||
        operator === SyntaxKind.AmpersandAmpersandToken
      )
        return combine([source.left, source.right].map((part) => this.getElementInitializerCondition(part)));
      // An assignment or a comma hands on its right side; arithmetic and comparisons give primitives.
      return operator >= SyntaxKind.FirstAssignment && operator <= SyntaxKind.LastAssignment
        ? this.getElementInitializerCondition(source.right)
        : operator === SyntaxKind.CommaToken && this.getElementInitializerCondition(source.right);
    }
    // `[table]`, `{ ...tables }`: the literal holds what its elements or spreads hold.
    if (ts.isArrayLiteralExpression(source)) {
      return combine(
        source.elements.map((element) =>
          this.getElementInitializerCondition(ts.isSpreadElement(element) ? element.expression : element),
        ),
      );
    }
    if (ts.isObjectLiteralExpression(source)) {
      return combine(
        source.properties
          .filter((property) => ts.isSpreadAssignment(property))
          .map((property) => this.getElementInitializerCondition(property.expression)),
      );
    }
    return false;
  }

  /** An annotation `classifyAnnotation` may find a tracked declaration behind. */
  private getTypeCondition(annotation: ts.TypeNode): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(annotation)) return this.getTypeCondition(annotation.type);
    if (ts.isUnionTypeNode(annotation) || ts.isIntersectionTypeNode(annotation))
      return combine(annotation.types.map((member) => this.getTypeCondition(member)));
    if (ts.isTypeReferenceNode(annotation)) {
      // A named type (an alias, an import, an interface of a tracked module), or a generic one
      // whose arguments may pass a tracked type through (`NonNullable<typeof fs.readFile>`).
      const named: Condition = [{ space: 'value', name: getRightmostName(ts, annotation.typeName) }];
      return combine([named, ...(annotation.typeArguments ?? []).map((argument) => this.getTypeCondition(argument))]);
    }
    return (
      ts.isTypeQueryNode(annotation) ||
      ts.isIndexedAccessTypeNode(annotation) ||
      ts.isTypeOperatorNode(annotation) ||
      (ts.isImportTypeNode(annotation) && annotation.isTypeOf)
    );
  }

  /** An initializer `classifyHolder` may follow: a name, a member, an assertion, or one it infers. */
  private getInitializerCondition(initializer: ts.Expression): Condition {
    const { ts } = this;
    if (ts.isAsExpression(initializer) || ts.isTypeAssertionExpression(initializer))
      return this.getTypeCondition(initializer.type);
    const cast = getJSDocCastType(ts, initializer);
    if (cast) return this.getTypeCondition(cast);
    const source = skipWrappers(ts, initializer);
    if (ts.isIdentifier(source)) return [{ space: 'value', name: source.text }];
    if (ts.isPropertyAccessExpression(source) && ts.isIdentifier(source.name))
      return [{ space: 'carrier', name: source.name.text }];
    return (
      ts.isPropertyAccessExpression(source) ||
      ts.isElementAccessExpression(source) ||
      ts.isConditionalExpression(source) ||
      ts.isBinaryExpression(source)
    );
  }
}

/**
 * A literal that is the parameter type of a signature, alone or in a union (`on(event: 'push')`):
 * the type of that parameter, never a key of a mapped type (a key passes through a type argument
 * or a constraint, where the literal is read).
 */
function isParameterLiteral(tsModule: TypeScript, literal: ts.Node): boolean {
  let node = literal.parent;
  if (!tsModule.isLiteralTypeNode(node)) return false;
  while (tsModule.isUnionTypeNode(node.parent) || tsModule.isParenthesizedTypeNode(node.parent)) node = node.parent;
  return tsModule.isParameter(node.parent) && node.parent.type === node;
}

function combine(conditions: readonly Condition[]): Condition {
  const needs: Need[] = [];
  for (const condition of conditions) {
    if (condition === true) return true;
    if (condition !== false) needs.push(...condition);
  }
  return needs;
}

/** What a declaration is initialised with (an export assignment's expression), if anything. */
function getInitializer(tsModule: TypeScript, node: ts.Node): ts.Expression | undefined {
  if (tsModule.isExportAssignment(node)) return node.expression;
  const initializer = (node as { initializer?: ts.Node }).initializer;
  return initializer !== undefined && tsModule.isExpression(initializer) ? initializer : undefined;
}

/** `a.b.C` → `C`. */
function getRightmostName(tsModule: TypeScript, name: ts.EntityName | ts.Expression): string {
  if (tsModule.isQualifiedName(name)) return name.right.text;
  if (tsModule.isPropertyAccessExpression(name)) return name.name.text;
  return tsModule.isIdentifier(name) ? name.text : '';
}

/** A declaration a tracked module gives a type by: an interface, an alias, a class. */
function isTypeDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
  return (
    tsModule.isInterfaceDeclaration(node) || tsModule.isTypeAliasDeclaration(node) || tsModule.isClassDeclaration(node)
  );
}

/** The name a declaration gives, when it is spelled: `x`, `'x'`, `#x`; an export assignment declares `default`. */
function getDeclaredName(tsModule: TypeScript, node: ts.Node): string | undefined {
  if (tsModule.isExportAssignment(node)) return 'default';
  // `a.b` and `import.meta` have a `name` too, and declare nothing.
  if (tsModule.isPropertyAccessExpression(node) || tsModule.isMetaProperty(node)) return undefined;
  const name = (node as { name?: ts.Node }).name;
  if (!name) return undefined;
  if (
    tsModule.isIdentifier(name) ||
    tsModule.isStringLiteral(name) ||
    tsModule.isNumericLiteral(name) ||
    tsModule.isPrivateIdentifier(name)
  )
    return name.text;
  // `@property {T} deps.read` names `read`.
  return tsModule.isQualifiedName(name) ? name.right.text : undefined;
}
