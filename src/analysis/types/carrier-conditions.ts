/**
 * What a declaration of the program may hold, for the carrier index (carrier-names.ts): read from
 * its syntax alone, as conditions on other names — a value or type it may hold or denote, a
 * property it may carry, the elements it may hold behind an index signature or in an array, a
 * type it may name. Names stand for every declaration that bears them, which over-approximates;
 * a type parameter is read through its constraint, never by its name.
 */
import type * as ts from 'typescript';

import { kindSet } from './carrier-kinds.js';
import { isLiteralKey, isLiteralKeyAccess, isTransparent, skipWrappers } from './declarations.js';
import { getDeclaredType, getJSDocCastType } from './jsdoc.js';
import { getValueOperands } from './operands.js';

type TypeScript = typeof ts;

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

/** Keyword types, which hold no value and no element a rule tracks. */
const getInertKeywords = kindSet([
  'AnyKeyword',
  'BigIntKeyword',
  'BooleanKeyword',
  'NeverKeyword',
  'NullKeyword',
  'NumberKeyword',
  'ObjectKeyword',
  'StringKeyword',
  'SymbolKeyword',
  'UndefinedKeyword',
  'UnknownKeyword',
  'VoidKeyword',
]);

/**
 * Where a declaration's value may come from: anywhere (`true`), nowhere this plugin tracks
 * (`false`), or a name that must itself be indexed — a property (`carrier`) or a variable, import
 * or type (`value`). Names stand for every declaration that bears them, which over-approximates.
 */
export type Condition = boolean | readonly Need[];
/** `element`: names of declarations that may hold tracked values behind an index signature or as array elements. */
/** `held`: names of types that may denote a tracked value (`type Fs = typeof fs`), read for elements. */
export type Space = 'carrier' | 'value' | 'element' | 'held';
export interface Need {
  readonly space: Space;
  readonly name: string;
}

/** The type parameters in scope at a place of the program, by name. */
export type TypeScope = ReadonlyMap<string, ts.TypeParameterDeclaration>;

export class ConditionReader {
  /** The type parameters in scope where the reader is (`T` of `interface Box<T>`, of `f<T extends X>()`). */
  private typeScope: TypeScope = new Map();
  /** The type parameters whose constraint is being read (`T extends Box<T>` ends). */
  private readonly constraining = new Set<ts.TypeParameterDeclaration>();

  constructor(
    private readonly ts: TypeScript,
    private readonly trackedModules: ReadonlySet<string>,
  ) {}

  /** Brings a node's own type parameters into scope; returns the scope to restore after its children. */
  enterTypeParameters(node: ts.Node): TypeScope {
    const outer = this.typeScope;
    const parameters = (node as { typeParameters?: readonly ts.TypeParameterDeclaration[] }).typeParameters;
    if (parameters && parameters.length > 0) {
      const scope = new Map(outer);
      for (const parameter of parameters) scope.set(parameter.name.text, parameter);
      this.typeScope = scope;
    }
    return outer;
  }

  leaveTypeParameters(outer: TypeScope): void {
    this.typeScope = outer;
  }

  /** The type parameters in scope where the walk is: kept with a declaration, to read it later as if there (`within`). */
  get scope(): TypeScope {
    return this.typeScope;
  }

  /** Reads with another place's type parameters in scope. */
  within<T>(scope: TypeScope, read: () => T): T {
    const outer = this.typeScope;
    this.typeScope = scope;
    try {
      return read();
    } finally {
      this.typeScope = outer;
    }
  }

  /**
   * Whether every condition of a declaration is `false` by its syntax alone, so the index need not
   * keep it: a type parameter (read through its constraint where it is used), or a declaration
   * that reads no name (no import, binding, shorthand, interface or class) and whose written type is
   * a keyword or a literal, or a union of them (`name: string`, `type: 'Identifier'`, `f(): void`),
   * or that has neither a type nor an initializer — in JavaScript, a property declared by assignment
   * without a JSDoc type whose value holds no element (`this.count = 0`, `this.make = () => io`;
   * never an alias, `exports.x = y`). Only forms each condition answers `false` for;
   * any other is kept (tests/analysis/carrier-inert.test.ts checks this against the conditions).
   */
  isInert(node: ts.Node): boolean {
    const { ts } = this;
    if (ts.isTypeParameterDeclaration(node)) return true;
    if (
      ts.isExportAssignment(node) ||
      ts.isImportClause(node) ||
      ts.isNamespaceImport(node) ||
      ts.isNamespaceExport(node) ||
      ts.isNamespaceExportDeclaration(node) ||
      ts.isImportEqualsDeclaration(node) ||
      ts.isImportSpecifier(node) ||
      ts.isExportSpecifier(node) ||
      ts.isBindingElement(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isClassLike(node) ||
      ts.isJSDocTypedefTag(node)
    )
      return false;
    if (isAssignmentDeclaration(ts, node) && ts.isBinaryExpression(node)) {
      if (isExportsAlias(ts, node)) return false;
      const annotation = getDeclaredType(ts, node);
      return annotation ? this.isInertType(annotation) : isInertValue(ts, node.right);
    }
    const annotation = getDeclaredType(ts, node);
    if (annotation) return this.isInertType(annotation);
    return getInitializer(ts, node) === undefined;
  }

  private isInertType(type: ts.TypeNode): boolean {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(type)) return this.isInertType(type.type);
    if (ts.isUnionTypeNode(type)) return type.types.every((member) => this.isInertType(member));
    return ts.isLiteralTypeNode(type) || getInertKeywords(ts).has(type.kind);
  }

  /** An interface of the global scope: at the top of a script (no import or export), or in `declare global`. */
  isGlobalInterface(node: ts.Node): boolean {
    const { ts } = this;
    if (!ts.isInterfaceDeclaration(node)) return false;
    const { parent } = node;
    if (ts.isSourceFile(parent)) return !ts.isExternalModule(parent);
    return ts.isModuleBlock(parent) && (parent.parent.flags & ts.NodeFlags.GlobalAugmentation) !== 0;
  }

  /** What `classifyHolder` could follow from this declaration (see the file's header). */
  getCondition(node: ts.Node): Condition {
    const { ts } = this;
    if (
      ts.isExportAssignment(node) ||
      ts.isImportClause(node) ||
      ts.isNamespaceImport(node) ||
      ts.isNamespaceExport(node) ||
      // `export as namespace X`: the global `X` of a UMD module is the module.
      ts.isNamespaceExportDeclaration(node)
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
      if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return true;
      // `{ zqRead }: Prefixed<Deps>`: `classifyHolder` reads the key's property of the pattern's
      // type, which a mapped type may synthesise under a name nothing spells; a pattern whose
      // source may hold such elements admits the binding whatever its key.
      return combine([[{ space: 'carrier', name: key.text }], this.getElementCondition(node.parent.parent)]);
    }
    if (ts.isShorthandPropertyAssignment(node)) return [{ space: 'value', name: node.name.text }];
    // `exports.x = y`: TypeScript binds an alias of what `y` names, which `classifyValueSymbol`
    // follows (its JSDoc type is not read). Any other assignment declaring a property is read by its
    // JSDoc type alone below: `classifyHolder` finds no initializer on it.
    if (isAssignmentDeclaration(ts, node) && ts.isBinaryExpression(node) && isExportsAlias(ts, node))
      return this.getValueCondition(node.right);
    const annotation = getDeclaredType(ts, node);
    if (annotation) return this.getTypeCondition(annotation, isHolderDeclaration(ts, node));
    const initializer = getInitializer(ts, node);
    if (!initializer) return false;
    // `const x = a[k]`: where the linted file declares it, value-resolution.ts follows it as an
    // alias of the member the key's literal type names (`getAliasOrigin`), which may be any.
    if (isConstAliasDeclaration(ts, node)) {
      const source = skipWrappers(ts, initializer);
      if (ts.isElementAccessExpression(source) && !isLiteralKeyAccess(ts, source)) return true;
    }
    return this.getInitializerCondition(initializer);
  }

  /**
   * Whether the declaration may hold an object whose index signature or array elements hold a
   * tracked value, so that `x.anyName` reads one (`classifyType` of the element, value-resolution.ts).
   */
  getElementCondition(node: ts.Node): Condition {
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
    // `obj.x = v`: the property's type is its JSDoc type, or else what is assigned (an alias's,
    // `exports.x = y`, is what `y` names, whatever its JSDoc says).
    if (isAssignmentDeclaration(ts, node) && ts.isBinaryExpression(node)) {
      const annotation = isExportsAlias(ts, node) ? undefined : getDeclaredType(ts, node);
      return annotation ? this.getElementTypeCondition(annotation) : this.getElementInitializerCondition(node.right);
    }
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
   * Where the checker may resolve the name to something else (`isCertainParameter`), what the
   * name stands for too (`byName`). `byName` alone for any other reference.
   */
  private getParameterCondition(
    type: ts.TypeReferenceNode,
    read: (constraint: ts.TypeNode) => Condition,
    byName: () => Condition,
  ): Condition {
    const parameter = this.getScopedParameter(type);
    if (!parameter) return byName();
    // What it may be instantiated with when no argument is written: its default.
    const condition = combine([
      this.readParameterPart(parameter, parameter.constraint, read),
      this.readParameterPart(parameter, parameter.default, read),
    ]);
    return this.isCertainParameter(type, parameter) ? condition : combine([condition, byName()]);
  }

  /** A parameter's constraint or default, read once on a path (`T extends Box<T>` ends). */
  private readParameterPart(
    parameter: ts.TypeParameterDeclaration,
    part: ts.TypeNode | undefined,
    read: (type: ts.TypeNode) => Condition,
  ): Condition {
    if (!part || this.constraining.has(parameter)) return false;
    this.constraining.add(parameter);
    try {
      return read(part);
    } finally {
      this.constraining.delete(parameter);
    }
  }

  /** The type parameter in scope that `T` names, if it is one (`T` alone, without type arguments). */
  private getScopedParameter(type: ts.TypeReferenceNode): ts.TypeParameterDeclaration | undefined {
    if (type.typeArguments || !this.ts.isIdentifier(type.typeName)) return undefined;
    return this.typeScope.get(type.typeName.text);
  }

  /**
   * Whether the checker resolves the reference to the parameter in scope. Not when a decorator
   * lies between them (TypeScript resolves a decorator outside the class or member it decorates),
   * nor when something on the way declares a type of the same name — a block or clause
   * (`{ type T = … }` in the body of `f<T>`), a nested generic (`<T>(x: T) => T`), a mapped type's
   * key (`[T in K]`), an `infer T` of the conditional type around —, nor when the reference is
   * outside what declares the parameter.
   */
  private isCertainParameter(type: ts.TypeReferenceNode, parameter: ts.TypeParameterDeclaration): boolean {
    const { ts } = this;
    const name = parameter.name.text;
    for (let node: ts.Node | undefined = type.parent; node !== parameter.parent; node = node.parent) {
      if (node === undefined || ts.isSourceFile(node) || ts.isDecorator(node)) return false;
      // A class's own name is in scope inside it (`class T { m(x: T) }`, a class expression too).
      if (ts.isClassLike(node) && node.name?.text === name) return false;
      const statements = (node as { statements?: readonly ts.Statement[] }).statements;
      if (statements?.some((statement) => declaresType(statement, name))) return false;
      const own = (node as { typeParameters?: readonly ts.TypeParameterDeclaration[] }).typeParameters;
      if (own?.some((candidate) => candidate.name.text === name)) return false;
      if (ts.isMappedTypeNode(node) && node.typeParameter.name.text === name) return false;
      if (ts.isConditionalTypeNode(node) && declaresInfer(ts, node.extendsType, name)) return false;
    }
    return true;
  }

  /** Whether a declared type name may denote a tracked value: an alias of one, an import of such a name. */
  getHeldDeclarationCondition(node: ts.Node): Condition {
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
    // An element is classified by its type (`classifyType`), and the type of `x` may be inferred.
    if (ts.isTypeQueryNode(type)) return true;
    if (ts.isIndexedAccessTypeNode(type)) {
      const index = type.indexType;
      if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal))
        return [{ space: 'carrier', name: index.literal.text }];
      // `T[K]`: a member or element of `T`.
      return combine([this.getHeldTypeCondition(type.objectType), this.getElementTypeCondition(type.objectType)]);
    }
    if (ts.isTypeReferenceNode(type)) {
      return this.getParameterCondition(
        type,
        (constraint) => this.getHeldTypeCondition(constraint),
        () =>
          combine([
            [{ space: 'held', name: getRightmostName(ts, type.typeName) }],
            ...(type.typeArguments ?? []).map((argument) => this.getHeldTypeCondition(argument)),
          ]),
      );
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
  getElementTypeCondition(type: ts.TypeNode): Condition {
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
    // A mapped type that renames its keys (`[K in keyof X as \`get${K}\`]`) gives its properties
    // names no literal of the program spells, and no declarations: its values count as elements,
    // whatever its template reads (`X[K]` is any member of whatever `X` becomes).
    if (ts.isMappedTypeNode(type))
      return type.nameType !== undefined || (type.type ? this.getHeldCondition(type.type) : false);
    if (ts.isTypeReferenceNode(type)) {
      return this.getParameterCondition(
        type,
        (constraint) => this.getElementTypeCondition(constraint),
        () => this.getNamedElementCondition(type),
      );
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

  /** A named type's elements: a generic's own, and what its arguments pass in. */
  private getNamedElementCondition(type: ts.TypeReferenceNode): Condition {
    const name = getRightmostName(this.ts, type.typeName);
    const typeArguments = type.typeArguments ?? [];
    // `Partial<T>`, `Pick<T, K>`, `ReturnType<F>`: the library's own types keep (or read) the
    // elements of their arguments, and index none of them.
    if (ELEMENT_PRESERVING_TYPES.has(name))
      return combine(typeArguments.map((argument) => this.getElementTypeCondition(argument)));
    // `Record<string, T>`, `Array<T>`, a generic of the program (`Dict<T>`): may index what its arguments pass in.
    return combine([[{ space: 'element', name }], ...typeArguments.map((argument) => this.getHeldCondition(argument))]);
  }

  /**
   * An initializer whose value may hold tracked elements: a name or member that does, an element of
   * one, an assertion, either side of `?:`, `||`, `??`, an array or a spread of them.
   */
  private getElementInitializerCondition(initializer: ts.Expression): Condition {
    const { ts } = this;
    const asserted = getAssertedType(ts, initializer);
    if (asserted) return this.getElementTypeCondition(asserted);
    const source = skipWrappers(ts, initializer);
    if (ts.isIdentifier(source) || ts.isPropertyAccessExpression(source))
      return [{ space: 'element', name: getRightmostName(ts, source) }];
    if (ts.isElementAccessExpression(source)) {
      // `tables[0]`: an element of what holds elements.
      const holder = skipWrappers(ts, source.expression);
      if (ts.isIdentifier(holder) || ts.isPropertyAccessExpression(holder))
        return [{ space: 'element', name: getRightmostName(ts, holder) }];
      // An element of what a call returned came out of the call, where what entered it was reported.
      return !ts.isCallExpression(holder) && !ts.isNewExpression(holder);
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

  /**
   * An annotation `classifyAnnotation` may find a tracked declaration behind. `bySymbol`: the
   * annotation of a variable, parameter or property, or an assertion, which `classifyAnnotation`
   * reads directly — there (through parentheses, unions and intersections) `typeof x` is classified
   * by the symbol of `x`. Anywhere else (an alias's body, a type argument, a branch, a default) the
   * checker's type is classified, and the type of `x` may be inferred: any.
   */
  private getTypeCondition(annotation: ts.TypeNode, bySymbol = false): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(annotation)) return this.getTypeCondition(annotation.type, bySymbol);
    if (ts.isUnionTypeNode(annotation) || ts.isIntersectionTypeNode(annotation))
      return combine(annotation.types.map((member) => this.getTypeCondition(member, bySymbol)));
    if (ts.isTypeReferenceNode(annotation)) {
      // A type parameter in scope (`get<T>(): Box<T>`): `classifyAnnotation` gets the parameter
      // itself, whose symbol is declared in a signature, never in a module, so it classifies as
      // nothing whatever its constraint; read as a name, `T` would stand for every `T` of the
      // program (`import { Plugin as T }`). Read so only where the checker surely resolves it there.
      // An alias used without arguments is its body with each parameter's default
      // (`type A<T = typeof fs.readFileSync> = T`; an argument is read where it is written).
      const parameter = this.getScopedParameter(annotation);
      if (parameter && this.isCertainParameter(annotation, parameter))
        return this.readParameterPart(parameter, parameter.default, (type) => this.getTypeCondition(type));
      // A named type (an alias, an import, an interface of a tracked module), or a generic one
      // whose arguments may pass a tracked type through (`NonNullable<typeof fs.readFile>`).
      const named: Condition = [{ space: 'value', name: getRightmostName(ts, annotation.typeName) }];
      return combine([named, ...(annotation.typeArguments ?? []).map((argument) => this.getTypeCondition(argument))]);
    }
    // Through an alias, the checker evaluates a conditional type to one of its branches
    // (`type R<T> = T extends string ? typeof fs.readFileSync : never`); a type `infer` declares
    // may be any.
    if (ts.isConditionalTypeNode(annotation)) {
      if (declaresInfer(ts, annotation.extendsType)) return true;
      return combine([this.getTypeCondition(annotation.trueType), this.getTypeCondition(annotation.falseType)]);
    }
    // JSDoc's `?T`, `!T`, `T=`: `T`, or nothing.
    if (
      ts.isJSDocNullableType(annotation) ||
      ts.isJSDocNonNullableType(annotation) ||
      ts.isJSDocOptionalType(annotation)
    )
      return this.getTypeCondition(annotation.type);
    // `unique symbol` is the symbol of the declaration it annotates, tracked only if that declaration
    // is, which the index reads before its type. `readonly T[]` is an array or a tuple, which has no
    // symbol a tracked declaration could be behind; the checker reads `readonly` on anything else
    // (an error) as its operand. `keyof T` may give a `unique symbol` key: anything.
    if (ts.isTypeOperatorNode(annotation)) {
      if (annotation.operator === ts.SyntaxKind.UniqueKeyword) return false;
      return annotation.operator !== ts.SyntaxKind.ReadonlyKeyword || this.getTypeCondition(annotation.type);
    }
    if (ts.isTypeQueryNode(annotation)) return !bySymbol || getQueryCondition(ts, annotation);
    return ts.isIndexedAccessTypeNode(annotation) || (ts.isImportTypeNode(annotation) && annotation.isTypeOf);
  }

  /**
   * An initializer `classifyHolder` may follow: a name, a member, an assertion, or the values `?:`
   * and a binary operator may give (`classifyInitializer` follows each, as here).
   */
  private getInitializerCondition(initializer: ts.Expression): Condition {
    const { ts } = this;
    const source = skipWrappers(ts, initializer);
    // In JavaScript, `const x = require('m')` declares an alias of the module, as an import does:
    // the symbol of `x` is what `m` exports (its `module.exports`, whichever module that re-exports).
    // (Read so whatever wraps it: a JSDoc cast around it is at most a second reading, never a loss.)
    if (isRequireCall(ts, source) && (source.flags & ts.NodeFlags.JavaScriptFile) !== 0) return true;
    return this.getValueCondition(initializer);
  }

  /** An expression whose value `classifyInitializer` may find a tracked declaration behind. */
  private getValueCondition(expression: ts.Expression): Condition {
    const { ts } = this;
    const asserted = getAssertedType(ts, expression);
    if (asserted) return this.getTypeCondition(asserted, true);
    if (isTransparent(ts, expression)) return this.getValueCondition(expression.expression);
    // `deps.read<string>`: value-resolution.ts reads an instantiation as what it instantiates.
    if (ts.isExpressionWithTypeArguments(expression)) return this.getValueCondition(expression.expression);
    const source = expression;
    if (ts.isIdentifier(source)) return [{ space: 'value', name: source.text }];
    if (ts.isPropertyAccessExpression(source) && ts.isIdentifier(source.name))
      return [{ space: 'carrier', name: source.name.text }];
    if (ts.isConditionalExpression(source))
      return combine([source.whenTrue, source.whenFalse].map((branch) => this.getValueCondition(branch)));
    if (ts.isBinaryExpression(source))
      return combine(getValueOperands(ts, source).map((operand) => this.getValueCondition(operand)));
    if (ts.isElementAccessExpression(source)) return this.getKeyCondition(source.argumentExpression);
    return ts.isPropertyAccessExpression(source);
  }

  /**
   * `x = a[key]`: `classifyInitializer` follows an element only by a literal key, to the member it
   * names (`a['readFileSync']`, `t[0]`), so the declaration is indexed when that name is (a number
   * always is). At any other key it classifies nothing (`isLiteralKeyAccess`); an unannotated
   * `const` so initialised is indexed in any case (`getCondition`).
   */
  private getKeyCondition(key: ts.Expression): Condition {
    const { ts } = this;
    return isLiteralKey(ts, key) && [{ space: 'carrier', name: key.text }];
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
}

/**
 * A statement that declares something of this name in its block (`type T`, `interface T`, `class T`,
 * `enum T`, and any other named declaration): the name may not be the type parameter there. Any
 * named statement counts, not a list of the kinds that declare types, so a kind a later TypeScript
 * adds is read as shadowing.
 */
function declaresType(statement: ts.Statement, name: string): boolean {
  const declared = (statement as { name?: { text?: string } }).name;
  return declared?.text === name;
}

/** `const x = …` without a type: what value-resolution.ts reads as an alias of its initializer's chain. */
function isConstAliasDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
  return (
    tsModule.isVariableDeclaration(node) &&
    tsModule.isIdentifier(node.name) &&
    tsModule.isVariableDeclarationList(node.parent) &&
    (node.parent.flags & tsModule.NodeFlags.Const) !== 0
  );
}

/** Whether a type declares `infer <name>` (`Box<infer T>`), or any `infer` when no name is given. */
function declaresInfer(tsModule: TypeScript, type: ts.Node, name?: string): boolean {
  const visit = (node: ts.Node): boolean =>
    tsModule.isInferTypeNode(node)
      ? name === undefined || node.typeParameter.name.text === name
      : (tsModule.forEachChild(node, visit) ?? false);
  return visit(type);
}

/** `require('m')`, which TypeScript binds as an import in JavaScript. */
function isRequireCall(tsModule: TypeScript, node: ts.Expression): boolean {
  return (
    tsModule.isCallExpression(node) &&
    tsModule.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    tsModule.isStringLiteralLike(node.arguments[0]!)
  );
}

/** The type an initializer claims: `x as T`, `<T>x`, a JSDoc cast. */
function getAssertedType(tsModule: TypeScript, initializer: ts.Expression): ts.TypeNode | undefined {
  if (tsModule.isAsExpression(initializer) || tsModule.isTypeAssertionExpression(initializer)) return initializer.type;
  return getJSDocCastType(tsModule, initializer);
}

export function combine(conditions: readonly Condition[]): Condition {
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
export function getRightmostName(tsModule: TypeScript, name: ts.EntityName | ts.Expression): string {
  if (tsModule.isQualifiedName(name)) return name.right.text;
  if (tsModule.isPropertyAccessExpression(name)) return name.name.text;
  return tsModule.isIdentifier(name) ? name.text : '';
}

/**
 * `typeof x` in an annotation: `classifyAnnotation` classifies the symbol the checker finds for `x`,
 * read as an initializer `x` is (a value name). `typeof a.b` may name a property nothing declares
 * or spells (a mapped type's renamed key, a JavaScript assignment), and `typeof this` no
 * declaration by its name: anything.
 */
function getQueryCondition(tsModule: TypeScript, query: ts.TypeQueryNode): Condition {
  const { exprName } = query;
  return !tsModule.isIdentifier(exprName) || exprName.text === 'this' || [{ space: 'value', name: exprName.text }];
}

/**
 * A declaration `classifyHolder` reads the annotation of (a variable, a parameter, a property, a
 * JSDoc tag naming one): its symbol is a variable or property. Any other declaration's type (an
 * alias, a typedef) is reached through a type reference, where the checker's type is classified.
 */
function isHolderDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
  return (
    tsModule.isVariableDeclaration(node) ||
    tsModule.isParameter(node) ||
    tsModule.isPropertySignature(node) ||
    tsModule.isPropertyDeclaration(node) ||
    tsModule.isJSDocPropertyLikeTag(node) ||
    isAssignmentDeclaration(tsModule, node)
  );
}

/**
 * In JavaScript, a property (or, at the top of a script, a global) TypeScript's binder declares
 * without a declaration's syntax: an assignment to a member, `this.x = v`, `obj.x = v`,
 * `F.x = v`, `F.prototype.x = v`, `exports.x = v`, `module.exports.x = v` (the binder records
 * `this.x = v` as the assignment and the others by its left side, whose JSDoc is the same; the index
 * keeps the assignment), or a member alone under a JSDoc type (`/** @type {T} *\/ this.x;`,
 * recorded as the member). `classifyHolder` reads its JSDoc `@type` as a holder's annotation, and
 * finds no initializer. Read so wherever the binder would (the index may keep a few assignments it
 * does not bind, `o.x = v` of a non-empty literal: more declarations than it needs, never fewer).
 */
export function isAssignmentDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
  if ((node.flags & tsModule.NodeFlags.JavaScriptFile) === 0) return false;
  if (tsModule.isBinaryExpression(node))
    return (
      node.operatorToken.kind === tsModule.SyntaxKind.EqualsToken && getAssignedName(tsModule, node.left) !== undefined
    );
  return (
    (tsModule.isPropertyAccessExpression(node) || tsModule.isElementAccessExpression(node)) &&
    tsModule.isExpressionStatement(node.parent) &&
    getAssignedName(tsModule, node) !== undefined
  );
}

/** The name of the property a member declares by assignment: `x` of `a.x`, `a['x']`, `a[0]`; none for `#x` or a computed key. */
export function getAssignedName(tsModule: TypeScript, member: ts.Node): string | undefined {
  if (tsModule.isPropertyAccessExpression(member))
    return tsModule.isIdentifier(member.name) ? member.name.text : undefined;
  if (!tsModule.isElementAccessExpression(member)) return undefined;
  const key = member.argumentExpression;
  return isLiteralKey(tsModule, key) ? key.text : undefined;
}

/**
 * `exports.x = y`, `module.exports.x = a.b`: an export TypeScript binds as an alias of what the
 * right side names (a name, a member chain of names, a class expression), whose JSDoc it ignores.
 */
function isExportsAlias(tsModule: TypeScript, node: ts.BinaryExpression): boolean {
  const { left, right } = node;
  if (!tsModule.isPropertyAccessExpression(left) && !tsModule.isElementAccessExpression(left)) return false;
  const owner = left.expression;
  const exportsObject =
    (tsModule.isIdentifier(owner) && owner.text === 'exports') ||
    (tsModule.isPropertyAccessExpression(owner) &&
      tsModule.isIdentifier(owner.expression) &&
      owner.expression.text === 'module' &&
      owner.name.text === 'exports');
  return exportsObject && (isEntityNameExpression(tsModule, right) || tsModule.isClassExpression(right));
}

/** `a`, `a.b.c`: a name or a chain of names (TypeScript's `isEntityNameExpression`, which it does not export). */
function isEntityNameExpression(tsModule: TypeScript, node: ts.Expression): boolean {
  let current = node;
  while (tsModule.isPropertyAccessExpression(current) && tsModule.isIdentifier(current.name))
    current = current.expression;
  return tsModule.isIdentifier(current);
}

/**
 * A value assigned without a JSDoc type that holds no element this plugin tracks
 * (`getElementInitializerCondition` answers `false` or nothing): a literal, a function or class, a
 * call's or `new`'s result, an operator's primitive, `this`, an object literal without spreads, `[]`.
 */
function isInertValue(tsModule: TypeScript, value: ts.Expression): boolean {
  const { SyntaxKind } = tsModule;
  switch (value.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.BigIntLiteral:
    case SyntaxKind.RegularExpressionLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.ThisKeyword:
    case SyntaxKind.FunctionExpression:
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.ClassExpression:
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression:
    case SyntaxKind.PrefixUnaryExpression:
    case SyntaxKind.PostfixUnaryExpression:
    case SyntaxKind.TypeOfExpression:
    case SyntaxKind.VoidExpression:
    case SyntaxKind.DeleteExpression:
    case SyntaxKind.AwaitExpression:
      return true;
    case SyntaxKind.ObjectLiteralExpression:
      return !(value as ts.ObjectLiteralExpression).properties.some((property) =>
        tsModule.isSpreadAssignment(property),
      );
    case SyntaxKind.ArrayLiteralExpression:
      return (value as ts.ArrayLiteralExpression).elements.length === 0;
    default:
      return false;
  }
}
