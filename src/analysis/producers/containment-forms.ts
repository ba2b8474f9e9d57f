/**
 * ORKVFS008's reading of the forms a containment test may take: method calls and their arguments
 * (`a.startsWith(b)`, `a.slice(0, b.length + 1)`), the chain of tests one check is made of, a
 * regular expression (its source, or the root an anchored `RegExp` is built from) and a
 * containment helper imported from a package (`containmentFunctions`).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import { unwrapExpression } from '../syntax/module-values.js';

const { getPropertyName, getStringIfConstant } = ASTUtils;

/** How many aliases of a regular expression are followed to its source. */
const MAX_PATTERN_ALIASES = 64;

/** A regular expression's source as written, or the root of `` new RegExp(`^${root}`) ``. */
export function getPattern(
  raw: TSESTree.Node,
  getWrites: (identifier: TSESTree.Identifier) => readonly { readonly value?: TSESTree.Node | undefined }[],
  depth = 0,
): string | TSESTree.Node | undefined {
  const node = unwrapExpression(raw);
  if (node.type === AST_NODE_TYPES.Literal && 'regex' in node) return node.regex.pattern;
  // `const UP = /…/; const R = UP; R.test(p)`: a chain of aliases, each written once, to a bound.
  if (node.type === AST_NODE_TYPES.Identifier && depth < MAX_PATTERN_ALIASES) {
    const writes = getWrites(node);
    const [only] = writes;
    return writes.length === 1 && only?.value ? getPattern(only.value, getWrites, depth + 1) : undefined;
  }
  if (
    (node.type === AST_NODE_TYPES.NewExpression || node.type === AST_NODE_TYPES.CallExpression) &&
    node.callee.type === AST_NODE_TYPES.Identifier &&
    node.callee.name === 'RegExp'
  ) {
    const [source] = node.arguments;
    if (!source || source.type === AST_NODE_TYPES.SpreadElement) return undefined;
    const constant = getStringIfConstant(unwrapExpression(source));
    if (constant !== null) return constant;
    if (source.type === AST_NODE_TYPES.TemplateLiteral) {
      const [head] = source.quasis;
      const [root] = source.expressions;
      if (head?.value.cooked === '^' && root) return root;
    }
    if (source.type === AST_NODE_TYPES.BinaryExpression && source.operator === '+') {
      if (getStringIfConstant(unwrapExpression(source.left)) === '^') return source.right;
    }
  }
  return undefined;
}

/**
 * The `containmentFunctions` entry a binding imports: `pkg` for `import f from 'pkg'` and
 * `const f = require('pkg')`, `pkg#name` for `import { name as f } from 'pkg'` and
 * `const { name: f } = require('pkg')`.
 */
export function getImportedEntry(definition: TSESTree.Node): string | undefined {
  if (definition.type === AST_NODE_TYPES.ImportDefaultSpecifier) return definition.parent.source.value;
  if (definition.type === AST_NODE_TYPES.ImportSpecifier) {
    const { imported } = definition;
    const name = imported.type === AST_NODE_TYPES.Identifier ? imported.name : imported.value;
    const source = (definition.parent as TSESTree.ImportDeclaration).source.value;
    return name === 'default' ? source : `${source}#${name}`;
  }
  if (definition.type !== AST_NODE_TYPES.VariableDeclarator || !definition.init) return undefined;
  const init = unwrapExpression(definition.init);
  if (
    init.type !== AST_NODE_TYPES.CallExpression ||
    init.callee.type !== AST_NODE_TYPES.Identifier ||
    init.callee.name !== 'require'
  )
    return undefined;
  const [specifier] = init.arguments;
  const source = specifier && getStringIfConstant(specifier);
  if (!source) return undefined;
  if (definition.id.type === AST_NODE_TYPES.Identifier) return source;
  if (definition.id.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  // `const { isInside } = require('pkg')`: one property, its key the export.
  const [property, ...others] = definition.id.properties;
  if (others.length > 0 || property?.type !== AST_NODE_TYPES.Property || property.computed) return undefined;
  const key = getPropertyName(property);
  return key === null ? undefined : `${source}#${key}`;
}

export function isCurrentDirectoryPrefix(value: string | null): boolean {
  return value === './' || value === '.\\';
}

export function isZero(node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.Literal && node.value === 0;
}

/** The name of the method a call calls (`startsWith` of `a.startsWith(b)`, `a?.['startsWith'](b)`), if it is one. */
export function getMethodName(call: TSESTree.CallExpression): string | null {
  const callee = unwrapExpression(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression ? getPropertyName(callee) : null;
}

export function getMethodCall(node: TSESTree.Node, methods: ReadonlySet<string>): TSESTree.CallExpression | undefined {
  const call = unwrapExpression(node);
  if (call.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const name = getMethodName(call);
  return name !== null && methods.has(name) ? call : undefined;
}

export function getReceiver(call: TSESTree.CallExpression): TSESTree.Node {
  return (unwrapExpression(call.callee) as TSESTree.MemberExpression).object;
}

export function getFirstArgument(call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const [first] = call.arguments;
  return first && first.type !== AST_NODE_TYPES.SpreadElement ? first : undefined;
}

/** `b` of `b.length`, `b.length + 1`, `b.length + sep.length`: the string whose length a slice takes. */
export function getMeasured(raw: TSESTree.Node): TSESTree.Node | undefined {
  let node = unwrapExpression(raw);
  if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === '+') {
    const { right } = node;
    const extra = right.type === AST_NODE_TYPES.Literal && typeof right.value === 'number';
    if (!extra && !(right.type === AST_NODE_TYPES.MemberExpression && getPropertyName(right) === 'length'))
      return undefined;
    node = unwrapExpression(node.left);
  }
  return node.type === AST_NODE_TYPES.MemberExpression && getPropertyName(node) === 'length' ? node.object : undefined;
}

/** `b` of `a.startsWith(b)`, `a.indexOf(b)`, also with the position `0`; not from another position. */
export function getPrefixArgument(call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const [, position] = call.arguments;
  return position && !isZero(position) ? undefined : getFirstArgument(call);
}

/** Chained tests of one path (`a.startsWith(b) || a.toLowerCase().startsWith(b.toLowerCase())`) are one check. */
export function getChain(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (
    current.parent &&
    (current.parent.type === AST_NODE_TYPES.LogicalExpression ||
      (current.parent.type === AST_NODE_TYPES.UnaryExpression && current.parent.operator === '!') ||
      unwrapExpression(current.parent) !== current.parent)
  ) {
    current = current.parent;
  }
  return current;
}

/**
 * The nodes inside `outer`, itself first: the shared list is in walk order, so a node's
 * descendants follow it, contiguous. The walk visits children in source order, which lets a
 * binary search find `outer`; `indexOf` is the fallback.
 */
export function getNodesWithin(nodes: readonly TSESTree.Node[], outer: TSESTree.Node): readonly TSESTree.Node[] {
  let low = 0;
  let high = nodes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((nodes[middle] as TSESTree.Node).range[0] < outer.range[0]) low = middle + 1;
    else high = middle;
  }
  while (low < nodes.length && nodes[low] !== outer && (nodes[low] as TSESTree.Node).range[0] === outer.range[0])
    low += 1;
  const start = nodes[low] === outer ? low : nodes.indexOf(outer);
  if (start < 0) return [];
  let end = start + 1;
  while (
    end < nodes.length &&
    (nodes[end] as TSESTree.Node).range[1] <= outer.range[1] &&
    (nodes[end] as TSESTree.Node).range[0] >= outer.range[0]
  ) {
    end += 1;
  }
  return nodes.slice(start, end);
}
