/**
 * ORKVFS008's reading of two forms a containment test may take: a regular expression (its source,
 * or the root an anchored `RegExp` is built from) and a containment helper imported from a package
 * (`containmentFunctions`).
 */
import { AST_NODE_TYPES, ASTUtils, type TSESTree } from '@typescript-eslint/utils';

import { unwrapExpression } from '../syntax/module-values.js';

const { getPropertyName, getStringIfConstant } = ASTUtils;

/** A regular expression's source as written, or the root of `` new RegExp(`^${root}`) ``. */
export function getPattern(
  raw: TSESTree.Node,
  getWrites: (identifier: TSESTree.Identifier) => readonly { readonly value?: TSESTree.Node | undefined }[],
  depth = 0,
): string | TSESTree.Node | undefined {
  const node = unwrapExpression(raw);
  if (node.type === AST_NODE_TYPES.Literal && 'regex' in node) return node.regex.pattern;
  if (node.type === AST_NODE_TYPES.Identifier && depth === 0) {
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
