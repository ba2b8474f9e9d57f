/**
 * Whether a call's result may have a member of a given name that classifies, read from the
 * declarations of what the call may invoke — no signature is resolved and no type inferred.
 *
 * The typed layer asks about `call().c`, and `x.c` where `const x = call()` (or `await call()`,
 * `new C()`), only when `c` is a name a tracked module exports (references.ts, `computed`): typing
 * the root then costs the checker a signature resolution, the dearest question it is asked
 * (`createInjector().provideValue(…).provideClass(…)` then `.resolve`, generic at every step). Here
 * the same member is looked up in the declared return types instead, and the question is skipped
 * when every member found is one that cannot classify.
 *
 * Why no finding is lost. value-resolution.ts resolves `R.c` to the property `c` of the checker's
 * type of `R` and classifies that symbol by its declarations (`classifyValueSymbol`); a property
 * without declarations by its type. The checker's type of a call is the declared return type of the
 * signature it resolves, instantiated; instantiation keeps each member's declarations. So:
 * - the callee is resolved as the checker does (its symbol, through aliases), or as a member of the
 *   declared types of its object, where every member of that name is kept: every signature the
 *   checker may pick (each overload, each declaration) is among those read, and each must declare
 *   its return type in TypeScript (a JavaScript declaration or an inferred return: unknown). A
 *   callee found nowhere is unknown. A variable's declared type is its annotation or, unannotated,
 *   its initializer's; a parameter's only its annotation (a callback's is contextual);
 * - in a declared type, the members named `c` are collected from all of an interface's or class's
 *   symbol's declarations (merged and augmented ones), its parameter properties, the interfaces it
 *   extends and the class it extends (a class: a value of a constructor type is unknown), an
 *   alias's body, a type literal, each side of a union or intersection, and `this` as the type the
 *   member was found on (in a class's own instance member, the class's symbol; not in a decorator,
 *   which the checker reads outside the class, nor under a declared `this` parameter). Anything whose
 *   members the syntax does not list is unknown: a type parameter, a mapped, conditional, indexed
 *   or queried type (`typeof x`), an index signature, a computed member name, an enum, a primitive,
 *   function, array or tuple (whose apparent members a global augmentation may add to), a
 *   JavaScript file's type, a declaration in a tracked module or package; `await` unwraps the
 *   default library's `Promise`/`PromiseLike` (to any depth) into a type that declares no `then`;
 * - an object type without its own `c` reads the global `Object`'s: a lookup that finds no member is
 *   unknown, and any declaration of a global `Object`, `Function`, `CallableFunction` or
 *   `NewableFunction` outside the default library (an augmentation) makes every lookup unknown;
 * - a member found classifies only as its declarations allow: one of the default library never (it
 *   declares nothing of Node's modules); a method alone is a method symbol, classified by where it
 *   is declared (tracked declarations are unknown above), except that a union's or intersection's
 *   property is a property, whose declarations `classifyHolder` reads — so where a union, an
 *   intersection, several receivers or several signatures may have joined the members, and for
 *   any member but a method, each declaration's condition is asked of the index
 *   (carrier-conditions.ts).
 * Anything unknown asks the checker, as before.
 *
 * Cost: per root and name, once per file: a few symbol look-ups of names (no type), and the
 * index's conditions of the members found.
 */
import type * as ts from 'typescript';

import type { CarrierNames } from './carrier-names.js';

type TypeScript = typeof ts;

/**
 * A declared type — written, or the instance type of a class or interface symbol — with what `this`
 * stands for in it (the shapes the member it comes from was found on), and whether a union, several
 * receivers or several signatures may have made it.
 */
type Shape = (
  | { readonly node: ts.TypeNode; readonly symbol?: undefined }
  | { readonly node?: undefined; readonly symbol: ts.Symbol }
) & { readonly receivers: readonly Shape[]; readonly joined: boolean };

/** The members named so, and whether a union or an intersection may have joined them (a property then, whatever they are). */
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
   * show members of that name and none of them can.
   */
  mayHaveMember(expression: ts.Expression, name: string): boolean {
    if (this.augmented) return true;
    try {
      const shapes = this.getValueShapes(expression, 0);
      const members = shapes && this.getMembers(shapes, name, 0);
      if (!members || members.declarations.length === 0) return true;
      return members.declarations.some((declaration) => this.mayClassify(declaration, members));
    } catch {
      // Rules never throw: a tree this reader does not expect is left to the checker.
      return true;
    }
  }

  private mayClassify(declaration: ts.Declaration, members: Members): boolean {
    const { ts } = this;
    if (this.program.isSourceFileDefaultLibrary(declaration.getSourceFile())) return false;
    if (this.isTracked(declaration) || isJavaScript(ts, declaration)) return true;
    const methods = !members.joined && members.declarations.every((member) => isMethod(ts, member));
    return !methods && this.mayDeclarationHold(declaration);
  }

  /** The declared types a call, `new` or `await` gives; `undefined` when the declarations cannot tell. */
  private getResultShapes(expression: ts.Expression, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (depth > MAX_DEPTH) return undefined;
    const node = skipOuter(ts, expression);
    if (ts.isAwaitExpression(node)) {
      const shapes = this.getResultShapes(node.expression, depth + 1);
      return shapes && this.getAwaitedShapes(shapes, depth + 1);
    }
    if (ts.isNewExpression(node)) {
      // `new C()`: an instance of class `C` (with the interfaces merged into it).
      const symbol = this.getValueSymbol(skipOuter(ts, node.expression));
      return symbol && this.isClassSymbol(symbol) ? [{ symbol, receivers: [], joined: false }] : undefined;
    }
    if (!ts.isCallExpression(node)) return undefined;
    const callee = skipOuter(ts, node.expression);
    if (ts.isIdentifier(callee)) {
      const declarations = this.getValueSymbol(callee)?.declarations;
      return declarations && this.getReturnShapes(declarations, [], false);
    }
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
    const objects = this.getValueShapes(callee.expression, depth + 1);
    const members = objects && this.getMembers(objects, callee.name.text, 0);
    return members && this.getReturnShapes(members.declarations, objects, members.joined);
  }

  /** The declared types of an expression a member is read from; `undefined` when the declarations cannot tell. */
  private getValueShapes(expression: ts.Expression, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (depth > MAX_DEPTH) return undefined;
    const node = skipOuter(ts, expression);
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isAwaitExpression(node))
      return this.getResultShapes(node, depth);
    if (ts.isIdentifier(node)) {
      const declarations = this.getValueSymbol(node)?.declarations;
      if (declarations?.length !== 1) return undefined;
      return this.getDeclaredShapes(declarations[0]!, depth);
    }
    if (node.kind === ts.SyntaxKind.ThisKeyword) {
      const owner = getThisClass(ts, node);
      const symbol = owner?.name && this.checker.getSymbolAtLocation(owner.name);
      return symbol ? [{ symbol, receivers: [], joined: false }] : undefined;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
      const objects = this.getValueShapes(node.expression, depth + 1);
      const members = objects && this.getMembers(objects, node.name.text, 0);
      if (!members || members.joined || members.declarations.length === 0) return undefined;
      const shapes: Shape[] = [];
      for (const member of members.declarations) {
        const annotation = (member as { type?: ts.Node }).type;
        if (!isPropertyLike(ts, member) || !annotation || !ts.isTypeNode(annotation) || isJavaScript(ts, member))
          return undefined;
        shapes.push({ node: annotation, receivers: objects, joined: members.declarations.length > 1 });
      }
      return shapes;
    }
    return undefined;
  }

  /** A variable's declared type: its annotation, or its initializer's; a parameter's annotation. */
  private getDeclaredShapes(declaration: ts.Declaration, depth: number): Shape[] | undefined {
    const { ts } = this;
    if (!ts.isVariableDeclaration(declaration) && !ts.isParameter(declaration)) return undefined;
    if (!ts.isIdentifier(declaration.name) || isJavaScript(ts, declaration)) return undefined;
    if (declaration.type) return [{ node: declaration.type, receivers: [], joined: false }];
    // Unannotated, a variable's declared type is its initializer's (which later assignments must
    // fit); a parameter's is contextual where its function is passed (`(h = make()) => …`).
    if (!ts.isVariableDeclaration(declaration)) return undefined;
    return declaration.initializer && this.getResultShapes(declaration.initializer, depth + 1);
  }

  /** The symbol a name reads, through aliases. */
  private getValueSymbol(name: ts.Expression): ts.Symbol | undefined {
    const { ts, checker } = this;
    if (!ts.isIdentifier(name)) return undefined;
    const symbol = checker.getSymbolAtLocation(name);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }

  /** A class (with interfaces or a namespace merged into it), whose instances are what `new` makes. */
  private isClassSymbol(symbol: ts.Symbol): boolean {
    const { ts } = this;
    const declarations = symbol.declarations ?? [];
    return (
      declarations.some((declaration) => ts.isClassLike(declaration)) &&
      declarations.every(
        (declaration) =>
          ts.isClassLike(declaration) || ts.isInterfaceDeclaration(declaration) || ts.isModuleDeclaration(declaration),
      )
    );
  }

  /** What the signatures among `declarations` return, as written; `undefined` when one does not say. */
  private getReturnShapes(
    declarations: readonly ts.Declaration[],
    receivers: readonly Shape[],
    joined: boolean,
  ): Shape[] | undefined {
    const { ts } = this;
    if (declarations.length === 0) return undefined;
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
      shapes.push({ node: signature.type, receivers, joined: joined || declarations.length > 1 });
    }
    return shapes;
  }

  /**
   * `await p`: the default library's `Promise<T>` and `PromiseLike<T>` give what `T` gives, and any
   * other type itself when it declares no `then` (which the checker would follow); anything else is unknown.
   */
  private getAwaitedShapes(shapes: readonly Shape[], depth: number): Shape[] | undefined {
    const { ts } = this;
    if (depth > MAX_DEPTH) return undefined;
    const awaited: Shape[] = [];
    for (const shape of shapes) {
      const { node } = shape;
      const argument = node && ts.isTypeReferenceNode(node) && this.isLibraryPromise(node) && node.typeArguments?.[0];
      if (argument) {
        const inner = this.getAwaitedShapes([{ ...shape, node: argument }], depth + 1);
        if (!inner) return undefined;
        awaited.push(...inner);
        continue;
      }
      // Any other type awaits to itself only if it has no `then`, which would be found among its members.
      const then = this.getMembers([shape], 'then', 0);
      if (then?.declarations.length !== 0) return undefined;
      awaited.push(shape);
    }
    return awaited;
  }

  private isLibraryPromise(node: ts.TypeReferenceNode): boolean {
    const { typeName } = node;
    if (!this.ts.isIdentifier(typeName) || node.typeArguments?.length !== 1) return false;
    if (typeName.text !== 'Promise' && typeName.text !== 'PromiseLike') return false;
    const declarations = this.checker.getSymbolAtLocation(typeName)?.declarations ?? [];
    return (
      declarations.length > 0 &&
      declarations.every((declaration) => this.program.isSourceFileDefaultLibrary(declaration.getSourceFile()))
    );
  }

  /** The members named `name` the shapes declare; `undefined` when one of them may have others the syntax does not list. */
  private getMembers(shapes: readonly Shape[], name: string, depth: number): Members | undefined {
    const members: Members = { declarations: [], joined: shapes.length > 1 };
    for (const shape of shapes) {
      if (shape.joined) members.joined = true;
      if (!this.collect(shape, name, members, depth)) return undefined;
    }
    return members;
  }

  private collect(shape: Shape, name: string, members: Members, depth: number): boolean {
    const { ts } = this;
    if (depth > MAX_DEPTH) return false;
    if (shape.symbol) return this.collectSymbol(shape.symbol, name, members, depth);
    const { node } = shape;
    if (ts.isParenthesizedTypeNode(node)) return this.collect({ ...shape, node: node.type }, name, members, depth + 1);
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      members.joined = true;
      return node.types.every((type) => this.collect({ ...shape, node: type }, name, members, depth + 1));
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
    const symbol = this.checker.getSymbolAtLocation(node.typeName);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    return target !== undefined && this.collectSymbol(target, name, members, depth + 1);
  }

  /**
   * The members of a named type: all of its symbol's declarations, each an interface, class or
   * alias (a value or namespace merged into it adds no member to its instances).
   */
  private collectSymbol(symbol: ts.Symbol, name: string, members: Members, depth: number): boolean {
    const { ts } = this;
    if (symbol.flags & ts.SymbolFlags.TypeParameter) return false;
    const declarations = symbol.declarations ?? [];
    if (declarations.length === 0) return false;
    for (const declaration of declarations) {
      if (ts.isClassLike(declaration) || ts.isInterfaceDeclaration(declaration)) {
        if (!this.collectDeclared(declaration, name, members, depth + 1)) return false;
      } else if (ts.isTypeAliasDeclaration(declaration)) {
        if (!this.collect({ node: declaration.type, receivers: [], joined: false }, name, members, depth + 1))
          return false;
      } else if (!addsNoInstanceMember(ts, declaration)) {
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
    const { ts, program, checker } = this;
    // The default library declares nothing of Node's modules: its members are collected to be found
    // (a member found nowhere is unknown); its bases are the library's too, or augmented ones.
    if (program.isSourceFileDefaultLibrary(declaration.getSourceFile()))
      return this.collectListed(declaration.members, name, members) && !declaration.heritageClauses?.length;
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
        const symbol = checker.getSymbolAtLocation(expression);
        const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!target) return false;
        // A class extends a value: its instances are what that value constructs, known only of a class.
        if (ts.isClassLike(declaration) && !this.isClassSymbol(target)) return false;
        if (!this.collectSymbol(target, name, members, depth + 1)) return false;
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
    // The checker reads a decorator outside the class it decorates.
    if (tsModule.isDecorator(current)) return undefined;
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
      // A declared `this` parameter (`run(this: Other)`) is what `this` is.
      const declaresThis = (current as { parameters?: readonly ts.ParameterDeclaration[] }).parameters?.some(
        (parameter) => tsModule.isIdentifier(parameter.name) && parameter.name.text === 'this',
      );
      return !isStatic && !declaresThis && tsModule.isClassLike(current.parent) ? current.parent : undefined;
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
