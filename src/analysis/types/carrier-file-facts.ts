/**
 * One file's facts for the program's index of carrier names (`carrier-names.ts`): the walk over a
 * source file that records each declaration under the name it gives (with what the walk knows
 * there: the type parameters in scope, whether it is a property, whether a tracked module exports
 * it), the names written as strings, and what `keyof` reads. What a declaration may hold — its
 * conditions (`carrier-conditions.ts`) — is read only when the index is asked about its name.
 * Kept per `SourceFile`; the index joins every file's declarations.
 */
import type * as ts from 'typescript';

import { ConditionReader } from './carrier-conditions.js';
import {
  getAssignedName,
  getRightmostName,
  isAssignmentDeclaration,
  type Condition,
  type TypeScope,
} from './carrier-forms.js';
import {
  ALL_WORK,
  ASSERTS,
  ASSIGNS,
  KEYS,
  LITERAL,
  MODULE,
  NAMED,
  QUERY,
  SCOPES,
  TOKEN,
  WALK,
  getKindWork,
  getPropertyKinds,
} from './carrier-kinds.js';
import { skipWrappers } from './declarations.js';
import { getJSDocCastType } from './jsdoc.js';

type TypeScript = typeof ts;

/** The name the index gives every type assertion of the program (no declaration can spell it). */
export const ASSERTION = ' as';

/** A declaration that is a property of some object: its name carries as well as holds. */
export const CARRIES = 1;
/** A declaration a tracked module exports: it holds (and denotes) a tracked value whatever its syntax. */
export const TRACKED = 2;
/** A type assertion's type (`x as T`, a JSDoc cast), recorded under `ASSERTION`: it may claim tracked elements. */
export const ASSERTED = 4;

/** A declaration (or an assertion's type), as the walk met it; its conditions are read when first asked. */
export interface Declared {
  readonly node: ts.Node;
  /** The type parameters in scope at the node, as the walk had them. */
  readonly scope: TypeScope;
  /** `CARRIES`, `TRACKED`, `ASSERTED`. */
  readonly flags: number;
  /** Its conditions once read, per space (`carrier` reads `value`'s): kept, they are the syntax's alone. */
  value?: Condition;
  held?: Condition;
  element?: Condition;
}

export interface FileFacts {
  /** Names written as strings: keys a synthesised property may carry. */
  readonly carriers: Set<string>;
  /** The file's declarations by the name they give. */
  readonly declarations: Map<string, Declared[]>;
  /** Member names of the object types declared under a name (for `keyof`). */
  readonly members: Map<string, string[]>;
  /** The names `keyof` is applied to. */
  readonly keyed: Set<string>;
}

export class FileReader {
  private readonly facts: FileFacts = {
    carriers: new Set(),
    declarations: new Map(),
    members: new Map(),
    keyed: new Set(),
  };

  private readonly conditions: ConditionReader;

  constructor(
    private readonly ts: TypeScript,
    private readonly trackedModules: ReadonlySet<string>,
  ) {
    this.conditions = new ConditionReader(ts, trackedModules);
    this.propertyKinds = getPropertyKinds(ts);
  }

  read(file: ts.SourceFile, tracked: boolean): FileFacts {
    this.javaScript = (file.flags & this.ts.NodeFlags.JavaScriptFile) !== 0;
    this.work = getKindWork(this.ts, this.javaScript);
    this.inTracked = tracked;
    this.visit(file);
    return this.facts;
  }

  /** Whether the file read is JavaScript, where JSDoc declares types. */
  private javaScript = false;
  /** Whether the walk is inside a tracked module (`declare module "fs"`, a configured package's file). */
  private inTracked = false;
  /** How many `typeof` queries the walk has passed (a signature's parameters are read when it has one). */
  private typeQueries = 0;
  /** Parameters of the signatures being walked that nothing may name, read only if a query in their signature does. */
  private readonly unnamable: ts.ParameterDeclaration[] = [];
  /** The JSDoc comments read already (a comment may be attached to more than one node). */
  private readonly comments = new Set<ts.Node>();
  /** The kinds of declaration that are a property of some object (`isPropertyLike`). */
  private readonly propertyKinds: ReadonlySet<ts.SyntaxKind>;
  /** What the walk does with a node, by its kind (`getKindWork`: JavaScript's table reads assignments too). */
  private work: Uint16Array = new Uint16Array(0);
  /** The one callback `forEachChild` is given: no closure per node. */
  private readonly visitChild = (node: ts.Node): undefined => {
    this.visit(node);
    return undefined;
  };

  private visit(node: ts.Node): void {
    const { ts } = this;
    // In JavaScript, JSDoc declares types (`@type`, `@typedef`, `@property`, `@param`) the checker reads as annotations.
    if (this.javaScript) {
      // Every comment before the node: TypeScript keeps them on `jsDoc` (a `@typedef` may sit in
      // any of them), while the public `getJSDocCommentsAndTags` gives only the last one. That
      // function adds nothing here: what it returns besides sits in the `jsDoc` of the node's
      // initializer or of an ancestor, which this walk reads when it gets there (and it costs a
      // walk up the parents for every node of a JavaScript file).
      const attached = (node as { jsDoc?: readonly ts.Node[] }).jsDoc;
      if (attached !== undefined) {
        for (const comment of attached) {
          if (this.comments.has(comment)) continue;
          this.comments.add(comment);
          this.visit(comment);
        }
      }
    }
    const work = this.work[node.kind] ?? ALL_WORK;
    if (work === TOKEN) return;
    if (work === LITERAL) {
      // `Record<'c', V>`, `{ ['c']: v }`, `const key = 'c'`, `f('c')` inferring a key: a name a
      // synthesised property may carry.
      if (!isParameterLiteral(ts, node)) this.facts.carriers.add((node as ts.StringLiteralLike).text);
      return;
    }
    if (work === WALK) {
      ts.forEachChild(node, this.visitChild);
      return;
    }
    if ((work & QUERY) !== 0) this.typeQueries++;
    const outerTracked = this.inTracked;
    if ((work & MODULE) !== 0 && isTrackedModuleDeclaration(ts, node, this.trackedModules)) this.inTracked = true;
    const outerScope = (work & SCOPES) !== 0 ? this.conditions.enterTypeParameters(node) : undefined;
    if ((work & KEYS) !== 0) this.recordKeys(node);
    if ((work & ASSERTS) !== 0) this.recordAssertion(node);
    if ((work & NAMED) !== 0) {
      if (this.isUnnamableParameter(node)) this.unnamable.push(node as ts.ParameterDeclaration);
      else this.recordDeclaration(node);
    }
    if ((work & ASSIGNS) !== 0) this.recordAssignment(node);
    const unnamableFrom = this.unnamable.length;
    const queriesFrom = this.typeQueries;
    ts.forEachChild(node, this.visitChild);
    if (this.unnamable.length > unnamableFrom) {
      // The signature's own parameters (a nested signature settled its own): a `typeof` query in
      // the signature may name one, and then they are read like any declaration.
      if (this.typeQueries !== queriesFrom)
        for (const parameter of this.unnamable.slice(unnamableFrom)) this.recordDeclaration(parameter);
      this.unnamable.length = unnamableFrom;
    }
    if (outerScope) this.conditions.leaveTypeParameters(outerScope);
    this.inTracked = outerTracked;
  }

  /**
   * A parameter of a signature without a body — a declaration file's function or method, an
   * overload, an interface's method, a function type, an index signature's key: no expression is
   * in its scope and it is no property (a parameter property, which needs a body, is read when
   * written anyway), so only a `typeof` query in its own signature can name it (carrier-names.ts).
   */
  private isUnnamableParameter(node: ts.Node): boolean {
    const { ts } = this;
    return (
      ts.isParameter(node) &&
      (node.parent as { body?: ts.Node }).body === undefined &&
      !ts.isParameterPropertyDeclaration(node, node.parent)
    );
  }

  /** A declaration, under its name, with what only the walk knows there. */
  private recordDeclaration(node: ts.Node): void {
    const name = getDeclaredName(this.ts, node);
    if (name === undefined) return;
    let flags = this.isPropertyLike(node) ? CARRIES : 0;
    if (this.inTracked && this.isTrackedExport(node)) flags |= TRACKED;
    // What a tracked module exports holds a tracked value whatever its syntax; any other
    // declaration whose conditions are all `false` indexes nothing.
    else if (this.conditions.isInert(node)) return;
    this.declare(name, { node, scope: this.conditions.scope, flags });
  }

  /**
   * In JavaScript, a property declared by assignment (`this.x = v`, `obj.x = v`, `exports.x = v`)
   * or by a member alone under a JSDoc type (`/** @type {T} *\/ this.x;`): TypeScript's binder
   * declares the property `x` by it (`isAssignmentDeclaration`). It is a property; no tracked
   * module's export is one (`computeDeclaration` looks only at declarations of a module's body).
   */
  private recordAssignment(node: ts.Node): void {
    const { ts } = this;
    if (!this.javaScript) return;
    // An assignment is read where the walk meets it (a statement's, or nested: `a = this.x = v`).
    const declaration = ts.isExpressionStatement(node) ? node.expression : node;
    if (declaration !== node && ts.isBinaryExpression(declaration)) return;
    if (!isAssignmentDeclaration(ts, declaration)) return;
    const name = getAssignedName(ts, ts.isBinaryExpression(declaration) ? declaration.left : declaration);
    if (name === undefined || this.conditions.isInert(declaration)) return;
    this.declare(name, { node: declaration, scope: this.conditions.scope, flags: CARRIES });
  }

  private declare(name: string, declared: Declared): void {
    const list = this.facts.declarations.get(name);
    if (list) list.push(declared);
    else this.facts.declarations.set(name, [declared]);
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
    if (type) this.declare(ASSERTION, { node: type, scope: this.conditions.scope, flags: ASSERTED });
  }

  /** A declaration that is a property of some object: a member, a property of a literal, an export, a module-level binding. */
  private isPropertyLike(node: ts.Node): boolean {
    const { ts } = this;
    if (this.propertyKinds.has(node.kind)) return true;
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

/** `declare module "fs" { … }`, or of a configured module. */
function isTrackedModuleDeclaration(tsModule: TypeScript, node: ts.Node, trackedModules: ReadonlySet<string>): boolean {
  return (
    tsModule.isModuleDeclaration(node) && tsModule.isStringLiteral(node.name) && trackedModules.has(node.name.text)
  );
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
