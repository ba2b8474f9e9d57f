/**
 * Whether the type TypeScript infers for an expression may be a declaration's that the typed
 * layer classifies (carrier-conditions.ts asks it of a conditional or binary initializer, whose
 * type `classifyHolder` infers): read from the syntax alone, failing closed on anything not listed.
 */
import type * as ts from 'typescript';

import { getJSDocCastType } from './jsdoc.js';

type TypeScript = typeof ts;

type SyntaxKindName = keyof typeof ts.SyntaxKind;

/** Operators whose result is one of their operands: its type is the union of theirs. */
const UNION_OPERATORS: readonly SyntaxKindName[] = [
  'AmpersandAmpersandToken',
  'BarBarToken',
  'QuestionQuestionToken',
  'AmpersandAmpersandEqualsToken',
  'BarBarEqualsToken',
  'QuestionQuestionEqualsToken',
];

/** Operators whose result is a number, bigint, string, boolean or `any`: no symbol a declaration could give. */
const PRIMITIVE_OPERATORS: readonly SyntaxKindName[] = [
  'PlusToken',
  'MinusToken',
  'AsteriskToken',
  'AsteriskAsteriskToken',
  'SlashToken',
  'PercentToken',
  'LessThanLessThanToken',
  'GreaterThanGreaterThanToken',
  'GreaterThanGreaterThanGreaterThanToken',
  'AmpersandToken',
  'BarToken',
  'CaretToken',
  'PlusEqualsToken',
  'MinusEqualsToken',
  'AsteriskEqualsToken',
  'AsteriskAsteriskEqualsToken',
  'SlashEqualsToken',
  'PercentEqualsToken',
  'LessThanLessThanEqualsToken',
  'GreaterThanGreaterThanEqualsToken',
  'GreaterThanGreaterThanGreaterThanEqualsToken',
  'AmpersandEqualsToken',
  'BarEqualsToken',
  'CaretEqualsToken',
  'LessThanToken',
  'GreaterThanToken',
  'LessThanEqualsToken',
  'GreaterThanEqualsToken',
  'EqualsEqualsToken',
  'ExclamationEqualsToken',
  'EqualsEqualsEqualsToken',
  'ExclamationEqualsEqualsToken',
  'InstanceOfKeyword',
  'InKeyword',
];

/** Expressions whose type is a primitive (or `undefined`): literals, templates, unary operators, `typeof`, `void`, `delete`. */
const PRIMITIVE_EXPRESSIONS: readonly SyntaxKindName[] = [
  'StringLiteral',
  'NumericLiteral',
  'BigIntLiteral',
  'NoSubstitutionTemplateLiteral',
  'TemplateExpression',
  'TrueKeyword',
  'FalseKeyword',
  'NullKeyword',
  'PrefixUnaryExpression',
  'PostfixUnaryExpression',
  'TypeOfExpression',
  'VoidExpression',
  'DeleteExpression',
];

/** The kinds above as numbers of the running TypeScript (they differ between versions), made once. */
let kinds:
  { union: Set<ts.SyntaxKind>; primitiveOperators: Set<ts.SyntaxKind>; primitive: Set<ts.SyntaxKind> } | undefined;

function getKinds(tsModule: TypeScript): NonNullable<typeof kinds> {
  const toKinds = (names: readonly SyntaxKindName[]) => new Set(names.map((name) => tsModule.SyntaxKind[name]));
  kinds ??= {
    union: toKinds(UNION_OPERATORS),
    primitiveOperators: toKinds(PRIMITIVE_OPERATORS),
    primitive: toKinds(PRIMITIVE_EXPRESSIONS),
  };
  return kinds;
}

/**
 * Whether the type TypeScript infers for an expression (`classifyHolder` reads it for a
 * conditional or binary initializer) may be a tracked declaration's. It is the union of what
 * `?:`, `&&`, `||` and `??` may give, the right side of `=` and `,`; arithmetic, comparisons,
 * `in` and `instanceof` give a number, bigint, string, boolean or `any`, none of which has a
 * symbol; so do the literals and unary operators listed here. Anything else may (an assertion
 * included, whatever it asserts).
 */
export function mayInferTracked(tsModule: TypeScript, expression: ts.Expression): boolean {
  const { SyntaxKind } = tsModule;
  const { union, primitiveOperators, primitive } = getKinds(tsModule);
  if (isAssertion(tsModule, expression)) return true;
  if (tsModule.isParenthesizedExpression(expression)) return mayInferTracked(tsModule, expression.expression);
  if (tsModule.isConditionalExpression(expression))
    return mayInferTracked(tsModule, expression.whenTrue) || mayInferTracked(tsModule, expression.whenFalse);
  if (tsModule.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (union.has(operator))
      return mayInferTracked(tsModule, expression.left) || mayInferTracked(tsModule, expression.right);
    if (operator === SyntaxKind.EqualsToken || operator === SyntaxKind.CommaToken)
      return mayInferTracked(tsModule, expression.right);
    return !primitiveOperators.has(operator);
  }
  return !primitive.has(expression.kind);
}

/** `x as T`, `<T>x`, a JSDoc cast: its type is whatever it claims. */
function isAssertion(tsModule: TypeScript, expression: ts.Expression): boolean {
  return (
    tsModule.isAsExpression(expression) ||
    tsModule.isTypeAssertionExpression(expression) ||
    getJSDocCastType(tsModule, expression) !== undefined
  );
}
