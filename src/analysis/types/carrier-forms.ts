/**
 * The forms of declarations and types the carrier index's conditions read (carrier-conditions.ts),
 * and the conditions themselves: what a name must be indexed as for a declaration to hold.
 */
import type * as ts from 'typescript';

import { isLiteralKey } from './declarations.js';
import { getJSDocCastType } from './jsdoc.js';

type TypeScript = typeof ts;

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

/**
 * A statement that declares something of this name in its block (`type T`, `interface T`, `class T`,
 * `enum T`, and any other named declaration): the name may not be the type parameter there. Any
 * named statement counts, not a list of the kinds that declare types, so a kind a later TypeScript
 * adds is read as shadowing.
 */
export function declaresType(statement: ts.Statement, name: string): boolean {
  const declared = (statement as { name?: { text?: string } }).name;
  return declared?.text === name;
}

/** `const x = …` without a type: what value-resolution.ts reads as an alias of its initializer's chain. */
export function isConstAliasDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
  return (
    tsModule.isVariableDeclaration(node) &&
    tsModule.isIdentifier(node.name) &&
    tsModule.isVariableDeclarationList(node.parent) &&
    (node.parent.flags & tsModule.NodeFlags.Const) !== 0
  );
}

/** Whether a type declares `infer <name>` (`Box<infer T>`), or any `infer` when no name is given. */
export function declaresInfer(tsModule: TypeScript, type: ts.Node, name?: string): boolean {
  const visit = (node: ts.Node): boolean =>
    tsModule.isInferTypeNode(node)
      ? name === undefined || node.typeParameter.name.text === name
      : (tsModule.forEachChild(node, visit) ?? false);
  return visit(type);
}

/** `require('m')`, which TypeScript binds as an import in JavaScript. */
export function isRequireCall(tsModule: TypeScript, node: ts.Expression): boolean {
  return (
    tsModule.isCallExpression(node) &&
    tsModule.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    tsModule.isStringLiteralLike(node.arguments[0]!)
  );
}

/** The type an initializer claims: `x as T`, `<T>x`, a JSDoc cast. */
export function getAssertedType(tsModule: TypeScript, initializer: ts.Expression): ts.TypeNode | undefined {
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
export function getInitializer(tsModule: TypeScript, node: ts.Node): ts.Expression | undefined {
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
 * The name an import (or re-export) declaration reads from its module: `default` for a default
 * or namespace import and `import x = require(…)` (what `export =` and `export default`
 * declare), the imported name of `{ a as b }`, the rightmost name of `import x = N.a`. `null`
 * when the name is not readable (an arbitrary module namespace name that is no identifier or
 * string); `undefined` when the node is no import.
 */
export function getImportedName(tsModule: TypeScript, node: ts.Node): string | null | undefined {
  if (tsModule.isImportClause(node) || tsModule.isNamespaceImport(node)) return 'default';
  if (tsModule.isImportEqualsDeclaration(node)) {
    const reference = node.moduleReference;
    return tsModule.isExternalModuleReference(reference) ? 'default' : getRightmostName(tsModule, reference);
  }
  if (tsModule.isImportSpecifier(node) || tsModule.isExportSpecifier(node)) {
    const imported = node.propertyName ?? node.name;
    return tsModule.isIdentifier(imported) || tsModule.isStringLiteral(imported) ? imported.text : null;
  }
  return undefined;
}

/**
 * `typeof x` in an annotation: `classifyAnnotation` classifies the symbol the checker finds for `x`,
 * read as an initializer `x` is (a value name). `typeof a.b` may name a property nothing declares
 * or spells (a mapped type's renamed key, a JavaScript assignment), and `typeof this` no
 * declaration by its name: anything.
 */
export function getQueryCondition(tsModule: TypeScript, query: ts.TypeQueryNode): Condition {
  const { exprName } = query;
  return !tsModule.isIdentifier(exprName) || exprName.text === 'this' || [{ space: 'value', name: exprName.text }];
}

/**
 * A declaration `classifyHolder` reads the annotation of (a variable, a parameter, a property, a
 * JSDoc tag naming one): its symbol is a variable or property. Any other declaration's type (an
 * alias, a typedef) is reached through a type reference, where the checker's type is classified.
 */
export function isHolderDeclaration(tsModule: TypeScript, node: ts.Node): boolean {
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
export function isExportsAlias(tsModule: TypeScript, node: ts.BinaryExpression): boolean {
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
export function isEntityNameExpression(tsModule: TypeScript, node: ts.Expression): boolean {
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
export function isInertValue(tsModule: TypeScript, value: ts.Expression): boolean {
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
