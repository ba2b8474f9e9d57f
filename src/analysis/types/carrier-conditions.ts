/**
 * What a declaration of the program may hold, for the carrier index (carrier-names.ts): read from
 * its syntax alone, as conditions on other names — a value or type it may hold or denote, a
 * property it may carry, the elements it may hold behind an index signature or in an array, a
 * type it may name. Names stand for every declaration that bears them, which over-approximates;
 * a type parameter is read through its constraint, never by its name.
 *
 * The reader is layered: carrier-scope.ts keeps the type parameters in scope and reads a reference
 * to one; carrier-element-conditions.ts reads the `element` and `held` spaces; this file the value
 * space and which declarations the index may leave out; carrier-forms.ts holds the forms all of
 * them recognise and the conditions' type.
 */
import type * as ts from 'typescript';

import { kindSet } from './carrier-kinds.js';
import { isLiteralKey, isLiteralKeyAccess, isTransparent, skipWrappers } from './declarations.js';
import { getDeclaredType } from './jsdoc.js';
import { getValueOperands } from './operands.js';
import { ElementReader } from './carrier-element-conditions.js';
import {
  combine,
  declaresInfer,
  getAssertedType,
  getInitializer,
  getQueryCondition,
  getImportedName,
  getRightmostName,
  isAssignmentDeclaration,
  isConstAliasDeclaration,
  isExportsAlias,
  isHolderDeclaration,
  isInertValue,
  isRequireCall,
  type Condition,
} from './carrier-forms.js';

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
 * Declarations that read a name (an import, an export, a binding, a shorthand) or a type read by its
 * members and what it extends (an interface, a class, a JSDoc typedef): never inert.
 */
const getNamingKinds = kindSet([
  'ExportAssignment',
  'ImportClause',
  'NamespaceImport',
  'NamespaceExport',
  'NamespaceExportDeclaration',
  'ImportEqualsDeclaration',
  'ImportSpecifier',
  'ExportSpecifier',
  'BindingElement',
  'ShorthandPropertyAssignment',
  'InterfaceDeclaration',
  'ClassDeclaration',
  'ClassExpression',
  'JSDocTypedefTag',
]);

export class ConditionReader extends ElementReader {
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
    // One read of the kind and one look-up: this runs for every declaration of the program.
    const { kind } = node;
    if (kind === ts.SyntaxKind.TypeParameter) return true;
    if (getNamingKinds(ts).has(kind)) return false;
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
      const imported = getImportedName(ts, node) ?? null;
      return (
        imported === null || [
          { space: 'value', name: imported },
          { space: 'carrier', name: imported },
        ]
      );
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
}
