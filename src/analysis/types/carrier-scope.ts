/**
 * The type parameters in scope where the carrier index reads a declaration, and how a reference to
 * one is read: through its constraint and default, never by its name, where the checker surely
 * resolves it there (`isCertainParameter`). The base of the condition readers
 * (carrier-element-conditions.ts, carrier-conditions.ts).
 */
import type * as ts from 'typescript';

import { combine, declaresInfer, declaresType, type Condition, type TypeScope } from './carrier-forms.js';

type TypeScript = typeof ts;

export class TypeScopeReader {
  /** The type parameters in scope where the reader is (`T` of `interface Box<T>`, of `f<T extends X>()`). */
  protected typeScope: TypeScope = new Map();
  /** The type parameters whose constraint is being read (`T extends Box<T>` ends). */
  protected readonly constraining = new Set<ts.TypeParameterDeclaration>();

  constructor(
    protected readonly ts: TypeScript,
    protected readonly trackedModules: ReadonlySet<string>,
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
   * A reference to a type parameter in scope (`T` of `f<T extends Record<string, Fs>>(m: T)`): what
   * its constraint allows, read structurally, never by the parameter's name (`T` is every generic's).
   * Where the checker may resolve the name to something else (`isCertainParameter`), what the
   * name stands for too (`byName`). `byName` alone for any other reference.
   */
  protected getParameterCondition(
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
  protected readParameterPart(
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
  protected getScopedParameter(type: ts.TypeReferenceNode): ts.TypeParameterDeclaration | undefined {
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
  protected isCertainParameter(type: ts.TypeReferenceNode, parameter: ts.TypeParameterDeclaration): boolean {
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

  /** `typeof import('fs')`, or of a configured module. */
  protected isTrackedModuleType(type: ts.ImportTypeNode): boolean {
    const { ts } = this;
    const argument = type.argument;
    return (
      ts.isLiteralTypeNode(argument) &&
      ts.isStringLiteral(argument.literal) &&
      this.trackedModules.has(argument.literal.text)
    );
  }
}
