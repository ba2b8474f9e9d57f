/**
 * JSDoc types of JavaScript files, which the checker reads as TypeScript's annotations: a
 * declaration's `@type` (or a parameter's `@param`), and the cast `/** @type {T} *\/ (x)`.
 */
import type * as ts from 'typescript';

type TypeScript = typeof ts;

/** The type a JSDoc cast asserts (`/** @type {T} *\/ (x)`, parentheses nested or not); only in JavaScript. */
export function getJSDocCastType(tsModule: TypeScript, node: ts.Node): ts.TypeNode | undefined {
  if (!(node.flags & tsModule.NodeFlags.JavaScriptFile)) return undefined;
  for (let current = node; tsModule.isParenthesizedExpression(current); current = current.expression) {
    const tag = tsModule.getJSDocTypeTag(current);
    if (tag) return tag.typeExpression.type;
  }
  return undefined;
}

/** A declaration's type as written: its annotation, or in JavaScript its JSDoc `@type` / `@param`. */
export function getDeclaredType(tsModule: TypeScript, node: ts.Node): ts.TypeNode | undefined {
  const annotation = (node as { type?: ts.Node }).type;
  if (annotation && tsModule.isTypeNode(annotation)) return annotation;
  // `@typedef`, `@property` and `@param` tags name their type in a type expression.
  if (tsModule.isJSDocTypedefTag(node) || tsModule.isJSDocPropertyLikeTag(node)) {
    const expression = node.typeExpression;
    return expression && tsModule.isJSDocTypeExpression(expression) ? expression.type : undefined;
  }
  return node.flags & tsModule.NodeFlags.JavaScriptFile ? tsModule.getJSDocType(node) : undefined;
}
