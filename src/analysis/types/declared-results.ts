/**
 * Whether a call's result may have a member of a given name that classifies, read from the
 * declarations of what the call may invoke — no signature is resolved and no type inferred.
 *
 * The typed layer asks about `call().c`, and `x.c` where `const x = call()` (or `await call()`,
 * `new C()`), only when `c` is a name a tracked module exports (references.ts, `computed`): typing
 * the root then costs the checker a signature resolution, the dearest question it is asked
 * (`createInjector().provideValue(…).provideClass(…)` then `.resolve`, generic at every step). Here
 * the same member is looked up in the declared return types instead, and the question is skipped
 * when none of the members found can classify.
 *
 * Why no finding is lost. value-resolution.ts resolves `R.c` to the property `c` of the checker's
 * type of `R` and classifies that symbol by its declarations (`classifyValueSymbol`); a property
 * without declarations by its type. The checker's type of a call is the declared return type of the
 * signature it resolves, instantiated; instantiation keeps each member's declarations. So:
 * - the callee is resolved as the checker does (its symbol, through aliases), or as a member of the
 *   declared types of its object, where every member of that name is kept: every signature the
 *   checker may pick (each overload, each declaration) is among those read, and each must declare
 *   its return type in TypeScript (a JavaScript declaration or an inferred return: unknown);
 * - in a declared type, the members named `c` are collected from an interface's or class's
 *   declarations (all of its symbol's, so merged and augmented ones), its parameter properties, the
 *   types it extends (named by an identifier or a qualified name), an alias's body, a type literal,
 *   each side of a union or intersection, and `this` as the type the member was found on. Anything
 *   whose members the syntax does not list is unknown: a type parameter (what instantiation makes
 *   it), a mapped, conditional, indexed or queried type (`typeof x`), an index signature (which may
 *   answer `c`), a computed member name, a primitive, function, array or tuple (whose apparent
 *   members a global augmentation may add to), a JavaScript file's type, and a declaration in a
 *   tracked module or package; `await` unwraps only the default library's `Promise`/`PromiseLike`;
 * - an object type without its own `c` reads the global `Object`'s: the default library's never
 *   classify, and any other declaration of `Object`, `Function`, `CallableFunction` or
 *   `NewableFunction` in the program (an augmentation) makes every lookup unknown;
 * - a member found classifies only as its declarations allow: one of the default library never (it
 *   declares nothing of Node's modules); a method alone is a method symbol, classified by where it
 *   is declared (tracked declarations are unknown above), except that a union's or intersection's
 *   property is a property, whose declarations `classifyHolder` reads — so there, and for any
 *   other member, each declaration's condition is asked of the index (carrier-conditions.ts).
 * Anything unknown asks the checker, as before.
 *
 * Cost: per root and name, once per file: a few symbol look-ups of names (no type), and the
 * index's conditions of the members found.
 */
import type * as ts from 'typescript';

import type { CarrierNames } from './carrier-names.js';

type TypeScript = typeof ts;

/** A declared type, and what `this` stands for in it: the types the member it comes from was found on. */
interface Shape {
  readonly node: ts.TypeNode | ts.ClassLikeDeclaration | ts.InterfaceDeclaration;
  readonly receivers: readonly Shape[];
}

/** The members named so, and whether a union or an intersection joined them (a property then, whatever they are). */
interface Members {
  readonly declarations: ts.Declaration[];
  joined: boolean;
}

/** Global interfaces whose members every object type (or function type) reads when it lacks its own. */
const APPARENT_GLOBALS: readonly string[] = ['Object', 'Function', 'CallableFunction', 'NewableFunction'];

/** Steps followed before a result is left to the checker: calls in a chain, aliases, bases. */
const MAX_DEPTH = 12;

export class DeclaredResults {
  private readonly augmented: boolean;

  constructor(
    private readonly ts: TypeScript,
    private readonly program: ts.Program,
    private readonly checker: ts.TypeChecker,
    private readonly carriers: CarrierNames,
    /** Whether the index's condition for a declaration holds (declared-holders.ts, read in its scope). */
    private readonly mayDeclarationHold: (declaration: ts.Declaration) => boolean,
  ) {
    this.augmented = APPARENT_GLOBALS.some((name) => carriers.declaresGlobalInterface(name));
  }

  /**
   * Whether the value of `expression` — a call, `new` or `await` of one, or a variable or member
   * declared as one — may have a member `name` that classifies: `false` only when the declarations
   * show it cannot.
   */
  mayHaveMember(expression: ts.Expression, name: string): boolean {
    if (this.augmented) return true;
    try {
      const shapes = this.getValueShapes(expression, 0);
      const members = shapes && this.getMembers(shapes, name, 0);
      return !members || members.declarations.some((declaration) => this.mayClassify(declaration, members));
    } catch {
      // Rules never throw: a tree this reader does not expect is left to the checker.
      return true;
    }
  }

  private mayClassify(declaration: ts.Declaration, members: Members): boolean {
    const { ts } = this;
    const file = declaration.getSourceFile();
    if (this.program.isSourceFileDefaultLibrary(file)) return false;
    if (this.isTracked(declaration)) return true;
    const methods = !members.joined && members.declarations.every((member) => isMethod(ts, member));
    if (methods) return false;
    return this.mayDeclarationHold(declaration);
  }

  /** The declared types a call, `new` or `await` gives; `undefined` when the declarations cannot tell. */
  private getResultShapes(expression: ts.Expression, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (depth > MAX_DEPTH) return undefined;
    const node = skipOuter(ts, expression);
    if (ts.isAwaitExpression(node)) {
      const shapes = this.getResultShapes(node.expression, depth + 1);
      return shapes && this.unwrapPromises(shapes);
    }
    if (ts.isNewExpression(node)) {
      // `new C()`: an instance of class `C` (with the interfaces merged into it).
      const declarations = this.getValueDeclarations(skipOuter(ts, node.expression));
      if (!declarations?.some((declaration) => ts.isClassDeclaration(declaration))) return undefined;
      const shapes: Shape[] = [];
      for (const declaration of declarations) {
        if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))
          shapes.push({ node: declaration, receivers: [] });
        else if (!ts.isModuleDeclaration(declaration)) return undefined;
      }
      return shapes;
    }
    if (!ts.isCallExpression(node)) return undefined;
    const callee = skipOuter(ts, node.expression);
    if (ts.isIdentifier(callee)) {
      const declarations = this.getValueDeclarations(callee);
      return declarations && this.getReturnShapes(declarations, []);
    }
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
    const objects = this.getValueShapes(callee.expression, depth + 1);
    const members = objects && this.getMembers(objects, callee.name.text, 0);
    return members && this.getReturnShapes(members.declarations, objects);
  }

  /** The declared types of an expression a member is read from; `undefined` when the declarations cannot tell. */
  private getValueShapes(expression: ts.Expression, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (depth > MAX_DEPTH) return undefined;
    const node = skipOuter(ts, expression);
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isAwaitExpression(node))
      return this.getResultShapes(node, depth);
    if (ts.isIdentifier(node)) {
      const declarations = this.getValueDeclarations(node);
      if (!declarations) return undefined;
      const shapes: Shape[] = [];
      for (const declaration of declarations) {
        const declared = this.getDeclaredShapes(declaration, depth);
        if (!declared) return undefined;
        shapes.push(...declared);
      }
      return shapes;
    }
    if (node.kind === ts.SyntaxKind.ThisKeyword) {
      const owner = getThisClass(ts, node);
      return owner && [{ node: owner, receivers: [] }];
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
      const objects = this.getValueShapes(node.expression, depth + 1);
      const members = objects && this.getMembers(objects, node.name.text, 0);
      if (!members || members.joined) return undefined;
      const shapes: Shape[] = [];
      for (const member of members.declarations) {
        const annotation = this.getAnnotation(member);
        if (!annotation || !isPropertyLike(ts, member)) return undefined;
        shapes.push({ node: annotation, receivers: objects });
      }
      return shapes;
    }
    return undefined;
  }

  /** A variable's or parameter's declared type: its annotation, or what its initializer is declared to give. */
  private getDeclaredShapes(declaration: ts.Declaration, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (!ts.isVariableDeclaration(declaration) && !ts.isParameter(declaration)) return undefined;
    if (!ts.isIdentifier(declaration.name) || isJavaScript(ts, declaration)) return undefined;
    if (declaration.type) return [{ node: declaration.type, receivers: [] }];
    // Unannotated, its declared type is its initializer's (which later assignments must fit).
    return declaration.initializer && this.getResultShapes(declaration.initializer, depth + 1);
  }

  /** The declarations of the value a name reads, through aliases; `undefined` when there are none to read. */
  private getValueDeclarations(name: ts.Expression): ts.Declaration[] | undefined {
    const { ts, checker } = this;
    if (!ts.isIdentifier(name)) return undefined;
    const symbol = checker.getSymbolAtLocation(name);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = target?.declarations;
    return declarations && declarations.length > 0 ? declarations : undefined;
  }

  /** What the signatures among `declarations` return, as written; `undefined` when one does not say. */
  private getReturnShapes(declarations: readonly ts.Declaration[], receivers: readonly Shape[]): Shape[] | undefined {
    const { ts } = this;
    const shapes: Shape[] = [];
    for (const declaration of declarations) {
      if (isJavaScript(ts, declaration) || this.isTracked(declaration)) return undefined;
      let signature: ts.Node | undefined = declaration;
      if (
        ts.isPropertySignature(declaration) ||
        ts.isPropertyDeclaration(declaration) ||
        ts.isVariableDeclaration(declaration) ||
        ts.isParameter(declaration)
      )
        signature = declaration.type && ts.isFunctionTypeNode(declaration.type) ? declaration.type : undefined;
      if (
        !signature ||
        !(
          ts.isFunctionDeclaration(signature) ||
          ts.isMethodDeclaration(signature) ||
          ts.isMethodSignature(signature) ||
          ts.isFunctionTypeNode(signature)
        ) ||
        !signature.type
      )
        return undefined;
      shapes.push({ node: signature.type, receivers });
    }
    return shapes;
  }

  /** `await p`: the default library's `Promise<T>` and `PromiseLike<T>` give `T`; anything else is unknown. */
  private unwrapPromises(shapes: readonly Shape[]): Shape[] | undefined {
    const { ts } = this;
    const unwrapped: Shape[] = [];
    for (const shape of shapes) {
      const { node } = shape;
      if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length !== 1 || !ts.isIdentifier(node.typeName))
        return undefined;
      if (node.typeName.text !== 'Promise' && node.typeName.text !== 'PromiseLike') return undefined;
      const declarations = this.checker.getSymbolAtLocation(node.typeName)?.declarations ?? [];
      if (
        declarations.length === 0 ||
        !declarations.every((declaration) => this.program.isSourceFileDefaultLibrary(declaration.getSourceFile()))
      )
        return undefined;
      unwrapped.push({ node: node.typeArguments[0]!, receivers: shape.receivers });
    }
    return unwrapped;
  }

  /** The members named `name` the shapes declare; `undefined` when one of them may have others the syntax does not list. */
  private getMembers(shapes: readonly Shape[], name: string, depth: number): Members | undefined {
    const members: Members = { declarations: [], joined: false };
    for (const shape of shapes) if (!this.collect(shape, name, members, depth)) return undefined;
    return members;
  }

  private collect(shape: Shape, name: string, members: Members, depth: number): boolean {
    const { ts } = this;
    if (depth > MAX_DEPTH) return false;
    const { node } = shape;
    if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node))
      return this.collectDeclared(node, name, members, depth);
    if (ts.isParenthesizedTypeNode(node))
      return this.collect({ node: node.type, receivers: shape.receivers }, name, members, depth + 1);
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      members.joined = true;
      return node.types.every((type) =>
        this.collect({ node: type, receivers: shape.receivers }, name, members, depth + 1),
      );
    }
    if (ts.isTypeLiteralNode(node)) return this.collectListed(node.members, name, members);
    if (ts.isThisTypeNode(node))
      return (
        shape.receivers.length > 0 &&
        shape.receivers.every((receiver) => this.collect(receiver, name, members, depth + 1))
      );
    // No member at all: a property of these is never found, so never classified.
    if (isMemberless(ts, node)) return true;
    if (!ts.isTypeReferenceNode(node)) return false;
    return this.collectNamed(node.typeName, name, members, depth);
  }

  /** The members of a named type: its symbol's declarations, each an interface, class, alias or enum. */
  private collectNamed(
    typeName: ts.EntityName | ts.Expression,
    name: string,
    members: Members,
    depth: number,
  ): boolean {
    const { ts, checker } = this;
    const symbol = checker.getSymbolAtLocation(typeName);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!target || target.flags & ts.SymbolFlags.TypeParameter) return false;
    const declarations = target.declarations ?? [];
    if (declarations.length === 0) return false;
    for (const declaration of declarations) {
      if (ts.isClassLike(declaration) || ts.isInterfaceDeclaration(declaration)) {
        if (!this.collectDeclared(declaration, name, members, depth + 1)) return false;
      } else if (ts.isTypeAliasDeclaration(declaration)) {
        if (!this.collect({ node: declaration.type, receivers: [] }, name, members, depth + 1)) return false;
      } else if (!ts.isEnumDeclaration(declaration) && !addsNoInstanceMember(ts, declaration)) {
        return false;
      }
    }
    return true;
  }

  /** An interface's or class's own members of that name, and its bases'. */
  private collectDeclared(
    declaration: ts.ClassLikeDeclaration | ts.InterfaceDeclaration,
    name: string,
    members: Members,
    depth: number,
  ): boolean {
    const { ts, program } = this;
    if (program.isSourceFileDefaultLibrary(declaration.getSourceFile())) return true;
    if (isJavaScript(ts, declaration) || this.isTracked(declaration)) return false;
    if (!this.collectListed(declaration.members, name, members)) return false;
    // A parameter property (`constructor(private readonly fs: Fs)`) is a member too.
    for (const member of declaration.members) {
      if (!ts.isConstructorDeclaration(member)) continue;
      for (const parameter of member.parameters) {
        if (ts.getModifiers(parameter)?.length && ts.isIdentifier(parameter.name) && parameter.name.text === name)
          members.declarations.push(parameter);
      }
    }
    for (const clause of declaration.heritageClauses ?? []) {
      if (clause.token === ts.SyntaxKind.ImplementsKeyword) continue;
      for (const base of clause.types) {
        const expression = base.expression;
        if (!ts.isIdentifier(expression) && !ts.isPropertyAccessExpression(expression)) return false;
        if (!this.collectNamed(expression, name, members, depth + 1)) return false;
      }
    }
    return true;
  }

  /** The members a list declares under `name`; an index signature or a computed name may answer any name. */
  private collectListed(list: readonly ts.Node[], name: string, members: Members): boolean {
    const { ts } = this;
    for (const member of list) {
      if (ts.isIndexSignatureDeclaration(member)) return false;
      const memberName = (member as { name?: ts.Node }).name;
      if (!memberName) continue;
      if (ts.isComputedPropertyName(memberName)) {
        const key = memberName.expression;
        if (!ts.isStringLiteralLike(key) && !ts.isNumericLiteral(key)) return false;
        if (key.text === name) members.declarations.push(member as ts.Declaration);
        continue;
      }
      if (
        (ts.isIdentifier(memberName) || ts.isStringLiteral(memberName) || ts.isNumericLiteral(memberName)) &&
        memberName.text === name
      )
        members.declarations.push(member as ts.Declaration);
    }
    return true;
  }

  /** A member's written type (a property's annotation), if it has one. */
  private getAnnotation(declaration: ts.Declaration): ts.TypeNode | undefined {
    const annotation = (declaration as { type?: ts.Node }).type;
    return annotation && this.ts.isTypeNode(annotation) ? annotation : undefined;
  }

  /** Inside a tracked module's declaration (`declare module 'fs'`) or a configured package's files. */
  private isTracked(declaration: ts.Node): boolean {
    const { ts } = this;
    if (this.carriers.isTrackedFile(declaration.getSourceFile().fileName)) return true;
    for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
      if (
        ts.isModuleDeclaration(node) &&
        ts.isStringLiteral(node.name) &&
        this.carriers.trackedModules.has(node.name.text)
      )
        return true;
    }
    return false;
  }
}

/**
 * The class whose instance `this` is where it is written: in an instance method, accessor,
 * constructor or field of a class (arrow functions see through); anything else (a function, a
 * static member, the top level) is not read. The checker types `this` there by that class's
 * members, whatever subclass the instance is of.
 */
function getThisClass(tsModule: TypeScript, node: ts.Node): ts.ClassLikeDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (tsModule.isArrowFunction(current)) continue;
    if (
      tsModule.isMethodDeclaration(current) ||
      tsModule.isConstructorDeclaration(current) ||
      tsModule.isGetAccessorDeclaration(current) ||
      tsModule.isSetAccessorDeclaration(current) ||
      tsModule.isPropertyDeclaration(current)
    ) {
      const isStatic = tsModule
        .getModifiers(current)
        ?.some((modifier) => modifier.kind === tsModule.SyntaxKind.StaticKeyword);
      return !isStatic && tsModule.isClassLike(current.parent) ? current.parent : undefined;
    }
    if (
      tsModule.isFunctionLike(current) ||
      tsModule.isClassStaticBlockDeclaration(current) ||
      tsModule.isSourceFile(current)
    )
      return undefined;
  }
  return undefined;
}

/** Parentheses, `!`, `satisfies`: the same value. */
function skipOuter(tsModule: TypeScript, expression: ts.Expression): ts.Expression {
  let node = expression;
  while (
    tsModule.isParenthesizedExpression(node) ||
    tsModule.isNonNullExpression(node) ||
    tsModule.isSatisfiesExpression(node)
  )
    node = node.expression;
  return node;
}

function isJavaScript(tsModule: TypeScript, node: ts.Node): boolean {
  return (node.flags & tsModule.NodeFlags.JavaScriptFile) !== 0;
}

function isMethod(tsModule: TypeScript, node: ts.Node): boolean {
  return tsModule.isMethodDeclaration(node) || tsModule.isMethodSignature(node);
}

function isPropertyLike(tsModule: TypeScript, node: ts.Node): boolean {
  return tsModule.isPropertySignature(node) || tsModule.isPropertyDeclaration(node) || tsModule.isParameter(node);
}

/**
 * Declarations merged into a type's symbol that add no member to its instances: a value of the same
 * name (`declare var Foo: FooConstructor`), a function, or a namespace (its members are static).
 */
function addsNoInstanceMember(tsModule: TypeScript, node: ts.Node): boolean {
  return (
    tsModule.isVariableDeclaration(node) || tsModule.isFunctionDeclaration(node) || tsModule.isModuleDeclaration(node)
  );
}

/** Types no property is found on: `any` gives none, `never`, `void`, `undefined`, `null` and `unknown` have none. */
function isMemberless(tsModule: TypeScript, node: ts.TypeNode): boolean {
  switch (node.kind) {
    case tsModule.SyntaxKind.AnyKeyword:
    case tsModule.SyntaxKind.UnknownKeyword:
    case tsModule.SyntaxKind.NeverKeyword:
    case tsModule.SyntaxKind.VoidKeyword:
    case tsModule.SyntaxKind.UndefinedKeyword:
      return true;
    default:
      return tsModule.isLiteralTypeNode(node) && node.literal.kind === tsModule.SyntaxKind.NullKeyword;
  }
}
