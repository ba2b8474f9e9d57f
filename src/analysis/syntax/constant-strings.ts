/**
 * The string a specifier or key holds, when the file shows it: ESLint's `getStringIfConstant`,
 * except that the forms that chain without limit — `const` aliases, `+` concatenations and
 * templates — are folded here, to any depth (`getStaticValue` recurses, and answers "not a
 * constant" where the stack runs out: `require(c5000)` would pass for a load it cannot verify).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';

import { DeepMemo } from './deep-memo.js';
import { unwrapExpression } from './expressions.js';

/** A folded value: its text, and whether it is a string (`1 + 2` adds, `'1' + 2` concatenates). */
interface Folded {
  readonly text: string;
  readonly string: boolean;
}

export class ConstantStrings {
  private readonly folded = new DeepMemo<TSESTree.Node, Folded | null>((node) => this.compute(node), null);

  /**
   * `resolve` names the variable an identifier reads; `fallback` folds any other form
   * (`getStaticValue` in a scope that sees the node).
   */
  constructor(
    private readonly resolve: (identifier: TSESTree.Identifier) => Scope.Variable | null | undefined,
    private readonly fallback: (node: TSESTree.Node) => { readonly value: unknown } | null,
  ) {}

  /** The constant's text, as `getStringIfConstant` gives it. */
  get(node: TSESTree.Node): string | null {
    return this.folded.get(node)?.text ?? null;
  }

  private compute(raw: TSESTree.Node): Folded | null {
    const node = unwrapExpression(raw);
    switch (node.type) {
      // What `getStaticValue` answers for it, without the scope look-up the fallback pays: most
      // specifiers (`require('./x')`) are one.
      case AST_NODE_TYPES.Literal:
        if (node === raw && typeof node.value === 'string') return { text: node.value, string: true };
        break;
      case AST_NODE_TYPES.Identifier: {
        const init = this.getConstInitializer(node);
        if (init) return this.folded.get(init);
        break;
      }
      case AST_NODE_TYPES.BinaryExpression: {
        if (node.operator !== '+') break;
        const left = this.folded.get(node.left);
        const right = left === null ? null : this.folded.get(node.right);
        if (left && right && (left.string || right.string)) return { text: left.text + right.text, string: true };
        break;
      }
      case AST_NODE_TYPES.TemplateLiteral: {
        let text = node.quasis[0]?.value.cooked ?? null;
        for (const [index, expression] of node.expressions.entries()) {
          const part = text === null ? null : this.get(expression);
          const quasi = node.quasis[index + 1]?.value.cooked ?? null;
          text = part === null || quasi === null ? null : `${text ?? ''}${part}${quasi}`;
        }
        if (text !== null) return { text, string: true };
        break;
      }
      default:
        break;
    }
    const value = this.fallback(raw);
    if (!value) return null;
    try {
      return { text: String(value.value), string: typeof value.value === 'string' };
    } catch {
      // `String(Symbol.prototype)` throws.
      return null;
    }
  }

  /** The initialiser of a `const` the identifier reads (one declaration, a plain name). */
  private getConstInitializer(identifier: TSESTree.Identifier): TSESTree.Expression | undefined {
    const variable = this.resolve(identifier);
    if (variable?.defs.length !== 1) return undefined;
    const [definition] = variable.defs;
    const declarator = definition?.node;
    return declarator?.type === AST_NODE_TYPES.VariableDeclarator &&
      declarator.id.type === AST_NODE_TYPES.Identifier &&
      declarator.parent.kind === 'const'
      ? (declarator.init ?? undefined)
      : undefined;
  }
}
