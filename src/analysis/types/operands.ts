/**
 * Which operands a binary expression's value may be, read from its operator alone: both sides of
 * `||`, `??` and `&&` (and of their assignments), the right side of `=` and `,`. The typed layer
 * follows each of them as it follows an initializer (declarations.ts), and the program index reads
 * them the same way (carrier-conditions.ts), so the two agree by construction.
 */
import type * as ts from 'typescript';

type TypeScript = typeof ts;

type SyntaxKindName = keyof typeof ts.SyntaxKind;

/** Operators whose result is one of their operands. */
const EITHER_OPERAND: readonly SyntaxKindName[] = [
  'AmpersandAmpersandToken',
  'BarBarToken',
  'QuestionQuestionToken',
  'AmpersandAmpersandEqualsToken',
  'BarBarEqualsToken',
  'QuestionQuestionEqualsToken',
];

/** Operators whose result is their right operand. */
const RIGHT_OPERAND: readonly SyntaxKindName[] = ['EqualsToken', 'CommaToken'];

/** Operators whose result is a number, bigint, string or boolean: none of their operands. */
const NO_OPERAND: readonly SyntaxKindName[] = [
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

type Operands = 'either' | 'right' | 'none';

/** The operators above as numbers of the running TypeScript (they differ between versions), made once. */
let operators: Map<ts.SyntaxKind, Operands> | undefined;

function getOperators(tsModule: TypeScript): Map<ts.SyntaxKind, Operands> {
  if (operators) return operators;
  const table = new Map<ts.SyntaxKind, Operands>();
  for (const [names, operands] of [
    [EITHER_OPERAND, 'either'],
    [RIGHT_OPERAND, 'right'],
    [NO_OPERAND, 'none'],
  ] as const) {
    for (const name of names) table.set(tsModule.SyntaxKind[name], operands);
  }
  operators = table;
  return table;
}

/**
 * The operands whose value `expression` may give. An operator not listed (one a later TypeScript
 * adds) may give either: both are followed, so it fails closed.
 */
export function getValueOperands(tsModule: TypeScript, expression: ts.BinaryExpression): readonly ts.Expression[] {
  switch (getOperators(tsModule).get(expression.operatorToken.kind)) {
    case 'none':
      return [];
    case 'right':
      return [expression.right];
    default:
      return [expression.left, expression.right];
  }
}
