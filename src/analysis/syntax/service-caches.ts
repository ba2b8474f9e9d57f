/**
 * A lazy cache is not an injection (ORKVFS007): a private or protected field that starts empty,
 * that nothing outside the class can set, and that only the class's own `new` fills
 * (`protected _sync: SyncDelegateHost | null = null`, then `this._sync ??= new SyncDelegateHost(this)`).
 * Its emptiness is the class's own state, not a registration someone may forget. Everything that
 * could hand it a value from outside makes it an injection again: a decorator, a parameter, a DI
 * call, any other write, its name written as a string or as an object key anywhere in the file.
 * Writes are looked for in the class body for a private field (TypeScript's `private` and `#x`
 * reach no further), in the whole file for a protected one (a subclass here may write it).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

import type { ClassProperty } from './service-candidates.js';

function isNullishValue(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Literal && node.raw === 'null') ||
    (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') ||
    (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void')
  );
}

/** `new Disk()`, also as written behind `as`, `!` or `satisfies`. */
function isNew(node: TSESTree.Expression): boolean {
  let current = node;
  while (
    current.type === AST_NODE_TYPES.TSAsExpression ||
    current.type === AST_NODE_TYPES.TSNonNullExpression ||
    current.type === AST_NODE_TYPES.TSSatisfiesExpression ||
    current.type === AST_NODE_TYPES.TSTypeAssertion
  )
    current = current.expression;
  return current.type === AST_NODE_TYPES.NewExpression;
}

/** Whether a member expression names the field: `this._sync`, `other.#cache`, `this['_sync']`. */
function isFieldAccess(node: TSESTree.MemberExpression, name: string, isPrivateName: boolean): boolean {
  const { property } = node;
  if (isPrivateName) return property.type === AST_NODE_TYPES.PrivateIdentifier && property.name === name;
  if (!node.computed) return property.type === AST_NODE_TYPES.Identifier && property.name === name;
  return property.type === AST_NODE_TYPES.Literal && property.value === name;
}

/** Where a member expression is written to, and whether that write is one a cache makes. */
function getWrite(node: TSESTree.MemberExpression): 'read' | 'empty' | 'fill' | 'other' {
  const { parent } = node;
  switch (parent.type) {
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.left !== node) return 'read';
      const { operator, right } = parent;
      if (isNew(right) && ['=', '??=', '||='].includes(operator)) return 'fill';
      return operator === '=' && isNullishValue(right) ? 'empty' : 'other';
    }
    case AST_NODE_TYPES.UpdateExpression:
    case AST_NODE_TYPES.ArrayPattern:
    case AST_NODE_TYPES.RestElement:
      return 'other';
    case AST_NODE_TYPES.AssignmentPattern:
      return (parent.left as TSESTree.Node) === node ? 'other' : 'read';
    case AST_NODE_TYPES.Property:
      return parent.value === node && parent.parent.type === AST_NODE_TYPES.ObjectPattern ? 'other' : 'read';
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
      return parent.left === node ? 'other' : 'read';
    default:
      return 'read';
  }
}

/** Whether a class property is a lazy cache the class fills itself; `nodes` are every node of the file. */
export function isLazyCache(property: ClassProperty, nodes: readonly TSESTree.Node[]): boolean {
  if (
    property.type !== AST_NODE_TYPES.PropertyDefinition ||
    property.declare ||
    property.computed ||
    // (espree leaves `decorators` out.)
    ((property.decorators as readonly TSESTree.Decorator[] | undefined)?.length ?? 0) > 0 ||
    (property.value && !isNullishValue(property.value))
  )
    return false;
  const { key } = property;
  const isPrivateName = key.type === AST_NODE_TYPES.PrivateIdentifier;
  if (!isPrivateName && property.accessibility !== 'private' && property.accessibility !== 'protected') return false;
  const name =
    key.type === AST_NODE_TYPES.Identifier || key.type === AST_NODE_TYPES.PrivateIdentifier ? key.name : undefined;
  if (name === undefined) return false;
  // A private field is written only inside its class (another class's field of that name, in the
  // same file, is another field); a protected one also by subclasses, which may be anywhere here.
  const scope = isPrivateName || property.accessibility === 'private' ? property.parent : undefined;
  // A field nothing fills is no cache: it is the service left out.
  let filled = false;
  for (const node of nodes) {
    switch (node.type) {
      case AST_NODE_TYPES.MemberExpression: {
        if (!isFieldAccess(node, name, isPrivateName) || (scope && !isWithin(node, scope))) break;
        const write = getWrite(node);
        if (write === 'other') return false;
        filled ||= write === 'fill';
        break;
      }
      // `Reflect.set(o, '_sync', fs)`, `Object.assign(o, { _sync: fs })`: the name used to reach it otherwise.
      case AST_NODE_TYPES.Literal:
        if (!isPrivateName && node.value === name && !isComputedKeyOf(node)) return false;
        break;
      case AST_NODE_TYPES.Property:
        if (!isPrivateName && node.key.type === AST_NODE_TYPES.Identifier && node.key.name === name && !node.computed)
          return false;
        break;
      case AST_NODE_TYPES.CallExpression:
        if (isBulkWriteOfThis(node) && isWithin(node, property.parent)) return false;
        break;
      default:
        break;
    }
  }
  return filled;
}

function isWithin(node: TSESTree.Node, container: TSESTree.Node): boolean {
  return node.range[0] >= container.range[0] && node.range[1] <= container.range[1];
}

const BULK_WRITERS: Readonly<Record<string, ReadonlySet<string>>> = {
  Object: new Set(['assign', 'defineProperty', 'defineProperties']),
  Reflect: new Set(['set', 'defineProperty']),
};

/** `Object.assign(this, deps)`: every field of the instance set from a value the file cannot see into. */
function isBulkWriteOfThis(call: TSESTree.CallExpression): boolean {
  const { callee } = call;
  return (
    call.arguments[0]?.type === AST_NODE_TYPES.ThisExpression &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    (BULK_WRITERS[callee.object.name]?.has(callee.property.name) ?? false)
  );
}

/** `this['_sync']`: a string key judged with its member expression. */
function isComputedKeyOf(node: TSESTree.Literal): boolean {
  return node.parent.type === AST_NODE_TYPES.MemberExpression && node.parent.computed && node.parent.property === node;
}
