/**
 * The names a key chosen at run time takes, when the file shows each: `c ? 'rmSync' :
 * 'readFileSync'`, `a ?? 'rm'`, through `const`s, to a bound. `module-values.ts` gives them to a
 * member of a tracked module, so each operation they name is reported under its own code.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

import { unwrapExpression } from './expressions.js';

/** How far a key's alternatives are followed, and how many are kept: past either, the key is any name. */
const MAX_DEPTH = 16;
const MAX_NAMES = 64;

/** What reading alternatives needs from the evaluator. */
export interface AlternativeContext {
  getConstantString(node: TSESTree.Node): string | null;
  getReference(identifier: TSESTree.Identifier): Scope.Reference | undefined;
}

/** Whether every value `key` can take is a string the file shows; if so, they are pushed onto `names`. */
export function collectKeyAlternatives(key: TSESTree.Node, names: string[], context: AlternativeContext): boolean {
  return collect(context, key, names, 0, false);
}

/** `null`, or the global `undefined`. */
function isNullish(context: AlternativeContext, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Literal) return node.value === null && !('regex' in node) && !('bigint' in node);
  return (
    node.type === AST_NODE_TYPES.Identifier &&
    node.name === 'undefined' &&
    !(context.getReference(node)?.resolved?.defs.length ?? 0)
  );
}

function collect(
  context: AlternativeContext,
  raw: TSESTree.Node,
  names: string[],
  depth: number,
  skipNullish: boolean,
): boolean {
  if (depth > MAX_DEPTH || names.length > MAX_NAMES) return false;
  const node = unwrapExpression(raw);
  if (skipNullish && isNullish(context, node)) return true;
  const constant = context.getConstantString(node);
  if (constant !== null) {
    names.push(constant);
    return true;
  }
  switch (node.type) {
    case AST_NODE_TYPES.ConditionalExpression:
      return (
        collect(context, node.consequent, names, depth + 1, skipNullish) &&
        collect(context, node.alternate, names, depth + 1, skipNullish)
      );
    case AST_NODE_TYPES.LogicalExpression:
      // `a || 'rm'`, `a ?? 'rm'`: either side; `a && 'rm'` may be `a` (a falsy non-string) too.
      return (
        node.operator !== '&&' &&
        collect(context, node.left, names, depth + 1, true) &&
        collect(context, node.right, names, depth + 1, skipNullish)
      );
    case AST_NODE_TYPES.Identifier: {
      const variable = context.getReference(node)?.resolved;
      const [definition, ...others] = variable?.defs ?? [];
      const declarator = definition?.node;
      return (
        others.length === 0 &&
        declarator?.type === AST_NODE_TYPES.VariableDeclarator &&
        declarator.parent.kind === 'const' &&
        declarator.id === definition?.name &&
        declarator.init !== null &&
        collect(context, declarator.init, names, depth + 1, false)
      );
    }
    default:
      return false;
  }
}
