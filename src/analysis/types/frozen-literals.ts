/**
 * The `as const` object or array literal an expression holds, for the typed constant walk
 * (constants.ts): followed through `const` bindings, imports, destructuring, nesting and a
 * namespace's `const`, and the member of such a literal a key or binding element reads. A literal
 * is read where it is written; its type is never evidence.
 */
import type * as ts from 'typescript';

import type { ConstantBindings } from './constant-bindings.js';

type TypeScript = typeof ts;

export type FrozenLiteral = ts.ObjectLiteralExpression | ts.ArrayLiteralExpression;

export class FrozenLiterals {
  private readonly containers = new Map<ts.Node, FrozenLiteral | null>();

  /**
   * @param getStaticKey the text of a member's key when the key is a constant (the evaluator's
   *   answer, read at the key's origin).
   */
  constructor(
    private readonly ts: TypeScript,
    private readonly bindings: ConstantBindings,
    private readonly getStaticKey: (
      node: ts.PropertyAccessExpression | ts.ElementAccessExpression,
    ) => string | undefined,
  ) {}

  /** The `as const` literal an expression holds, followed through `const` bindings, imports and nesting. */
  getFrozenLiteral(node: ts.Node): FrozenLiteral | undefined {
    const known = this.containers.get(node);
    if (known !== undefined) return known ?? undefined;
    this.containers.set(node, null);
    const result = this.computeFrozenLiteral(node);
    this.containers.set(node, result ?? null);
    return result;
  }

  private computeFrozenLiteral(node: ts.Node): FrozenLiteral | undefined {
    const { ts, bindings } = this;
    if (ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))
      return this.getFrozenLiteral(node.expression);
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && ts.isConstTypeReference(node.type)) {
      let literal = node.expression;
      while (ts.isParenthesizedExpression(literal) || ts.isSatisfiesExpression(literal)) literal = literal.expression;
      return ts.isObjectLiteralExpression(literal) || ts.isArrayLiteralExpression(literal) ? literal : undefined;
    }
    if (ts.isIdentifier(node)) {
      const binding = bindings.getLocalBinding(node);
      if (binding === false) return undefined;
      if (binding) {
        const init = bindings.followLocal(binding);
        return init && this.getFrozenLiteral(init);
      }
      const declaration = bindings.getSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const key = this.getStaticKey(node);
      if (key === undefined) return undefined;
      const outer = this.getFrozenLiteral(node.expression);
      if (outer) {
        const member = this.findMember(outer, key);
        return member && this.getNestedLiteral(member);
      }
      // `Config.DIRS.cache`: a namespace's `const`.
      const owner = bindings.getOwnerSymbol(node.expression);
      if (!owner || !(owner.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule))) return undefined;
      const declaration = bindings.getSymbol(
        ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression,
      )?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    return undefined;
  }

  /** A literal nested in a frozen one is frozen too (`as const` is deep); anything else is followed. */
  getNestedLiteral(member: ts.Node): FrozenLiteral | undefined {
    const { ts } = this;
    if (ts.isShorthandPropertyAssignment(member)) {
      const declaration = this.bindings.getShorthandValueSymbol(member)?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    let value = member;
    while (ts.isParenthesizedExpression(value)) value = value.expression;
    return ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value)
      ? value
      : this.getFrozenLiteral(value);
  }

  private getDeclaredLiteral(declaration: ts.Declaration): FrozenLiteral | undefined {
    const { ts } = this;
    if (ts.isVariableDeclaration(declaration)) {
      return ts.isIdentifier(declaration.name) && this.bindings.isConstVariable(declaration) && declaration.initializer
        ? this.getFrozenLiteral(declaration.initializer)
        : undefined;
    }
    if (ts.isBindingElement(declaration)) {
      const member = this.getBindingMember(declaration);
      return member && this.getNestedLiteral(member);
    }
    return undefined;
  }

  /** `const { cache } = FOLDERS`, `const [first] = DIRS`, nested: the member a binding element takes. */
  getBindingMember(element: ts.BindingElement): ts.Node | undefined {
    const { ts } = this;
    // A rest element builds an object of its own; a default is a second origin to judge.
    if (element.dotDotDotToken || element.initializer) return undefined;
    const pattern = element.parent;
    const holder = pattern.parent;
    let source: FrozenLiteral | undefined;
    if (ts.isVariableDeclaration(holder)) {
      source =
        this.bindings.isConstVariable(holder) && holder.initializer
          ? this.getFrozenLiteral(holder.initializer)
          : undefined;
    } else if (ts.isBindingElement(holder)) {
      const member = this.getBindingMember(holder);
      source = member && this.getNestedLiteral(member);
    }
    if (!source) return undefined;
    const key = ts.isObjectBindingPattern(pattern)
      ? getPropertyKey(ts, element.propertyName ?? element.name)
      : String(pattern.elements.indexOf(element));
    return key === undefined ? undefined : this.findMember(source, key);
  }

  /** The node that holds `literal[key]`: an expression, or a shorthand property. */
  findMember(literal: FrozenLiteral, key: string): ts.Node | undefined {
    const { ts } = this;
    if (ts.isArrayLiteralExpression(literal)) {
      if (!/^(?:0|[1-9]\d*)$/u.test(key)) return undefined;
      const index = Number(key);
      const elements = literal.elements.slice(0, index + 1);
      // A spread shifts every index after it.
      if (elements.some((element) => ts.isSpreadElement(element))) return undefined;
      // A hole (`[, 'b']`) is an OmittedExpression: no constant, no literal, like any other non-value.
      return elements[index];
    }
    for (let index = literal.properties.length - 1; index >= 0; index -= 1) {
      const property = literal.properties[index] as ts.ObjectLiteralElementLike;
      // A spread after the last explicit key may override it.
      if (ts.isSpreadAssignment(property)) return undefined;
      if (!property.name || getPropertyKey(ts, property.name) !== key) continue;
      // Getters compute, methods are functions: neither is a constant string.
      return ts.isPropertyAssignment(property)
        ? property.initializer
        : ts.isShorthandPropertyAssignment(property)
          ? property
          : undefined;
    }
    return undefined;
  }
}

/** The key a property or binding name spells: an identifier, a literal, a literal in brackets. */
function getPropertyKey(tsModule: TypeScript, name: ts.PropertyName | ts.BindingName): string | undefined {
  if (
    tsModule.isIdentifier(name) ||
    tsModule.isStringLiteral(name) ||
    tsModule.isNumericLiteral(name) ||
    tsModule.isNoSubstitutionTemplateLiteral(name)
  ) {
    return name.text;
  }
  if (tsModule.isComputedPropertyName(name)) {
    const { expression } = name;
    if (
      tsModule.isStringLiteral(expression) ||
      tsModule.isNumericLiteral(expression) ||
      tsModule.isNoSubstitutionTemplateLiteral(expression)
    ) {
      return expression.text;
    }
  }
  return undefined;
}
