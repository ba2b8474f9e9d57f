/** Expressions that hand their operand's value through unchanged, in both directions. */
import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';

/** Expressions that hand their operand's value through unchanged (TypeScript wrappers, `?.`). */
export function unwrapExpression(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.TSInstantiationExpression:
      case AST_NODE_TYPES.ChainExpression:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

/** Whether `parent` hands `child`'s value through unchanged (the inverse of `unwrapExpression`). */
export function isTransparentParent(parent: TSESTree.Node, child: TSESTree.Node): boolean {
  switch (parent.type) {
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.TSInstantiationExpression:
    case AST_NODE_TYPES.ChainExpression:
      return parent.expression === child;
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

