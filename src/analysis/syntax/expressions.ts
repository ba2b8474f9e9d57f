/** Expressions that hand their operand's value through unchanged, in both directions. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

type Wrapper =
  | TSESTree.TSAsExpression
  | TSESTree.TSNonNullExpression
  | TSESTree.TSSatisfiesExpression
  | TSESTree.TSTypeAssertion
  | TSESTree.TSInstantiationExpression
  | TSESTree.ChainExpression;

/** TypeScript wrappers and `?.`: their `expression` is their value. */
const WRAPPERS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.TSInstantiationExpression,
  AST_NODE_TYPES.ChainExpression,
]);

function isWrapper(node: TSESTree.Node): node is Wrapper {
  return WRAPPERS.has(node.type);
}

/** Expressions that hand their operand's value through unchanged (TypeScript wrappers, `?.`). */
export function unwrapExpression(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (isWrapper(current)) current = current.expression;
  return current;
}

/**
 * The assignments that store their right side: `=`, and `||=` / `&&=` / `??=`, which may. The
 * others compute a new value from it (`x.y += fs` is a string).
 */
export const STORING_OPERATORS: ReadonlySet<string> = new Set(['=', '||=', '&&=', '??=']);

/** Whether `parent` hands `child`'s value through unchanged (the inverse of `unwrapExpression`). */
export function isTransparentParent(parent: TSESTree.Node, child: TSESTree.Node): boolean {
  if (isWrapper(parent)) return parent.expression === child;
  switch (parent.type) {
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.consequent === child || parent.alternate === child;
    case AST_NODE_TYPES.LogicalExpression:
      // A function is truthy, so `fn && x` is always `x`: only `||`/`??` hand their left side on.
      return parent.operator !== '&&' || parent.right === child;
    case AST_NODE_TYPES.SequenceExpression:
      return parent.expressions.at(-1) === child;
    case AST_NODE_TYPES.AwaitExpression:
      return true;
    default:
      return false;
  }
}

/** A function of any form: its parameters and body are a scope of their own. */
export type FunctionNode =
  TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunction(node: TSESTree.Node): node is FunctionNode {
  return (
    node.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node.type === AST_NODE_TYPES.FunctionDeclaration ||
    node.type === AST_NODE_TYPES.FunctionExpression
  );
}
