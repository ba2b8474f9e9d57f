/**
 * What a binding of the file receives, read from its declaration alone: the module value an
 * import binds, the part of a value a destructuring pattern hands one name, the assignment that
 * stores into a name, and the constant keys (`const` arrays, `as const` objects, string enums of
 * the file) that name a member. `module-values.ts` evaluates the expressions these read from.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import { STORING_OPERATORS, unwrapExpression } from './expressions.js';
import {
  getMember,
  getProperty,
  NODE_MODULE_SPECIFIERS,
  PROCESS_SPECIFIERS,
  type ModuleValue,
  type Value,
} from '../knowledge/module-kinds.js';

const { getPropertyName, getStringIfConstant } = ASTUtils;

/** What a pattern needs from the evaluator: the value of an expression (a default) and the key of a property. */
export interface PatternEvaluator {
  evaluate(node: TSESTree.Node): Value | null;
  getKey(property: TSESTree.Property): string | null;
}

/**
 * The value an import binds (`import fs from 'fs'`, `import { readFile as r } from 'fs'`,
 * `import fs = require('fs')`); `undefined` when the definition is no import.
 */
export function getImportValue(
  node: TSESTree.Node,
  getModuleBySpecifier: (specifier: string) => ModuleValue | undefined,
): Value | null | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.ImportSpecifier:
    case AST_NODE_TYPES.ImportDefaultSpecifier:
    case AST_NODE_TYPES.ImportNamespaceSpecifier: {
      const declaration = node.parent;
      if (declaration.type !== AST_NODE_TYPES.ImportDeclaration || declaration.importKind === 'type') return null;
      if (node.type === AST_NODE_TYPES.ImportSpecifier && node.importKind === 'type') return null;
      const specifier = String(declaration.source.value);
      const imported =
        node.type !== AST_NODE_TYPES.ImportSpecifier
          ? undefined
          : node.imported.type === AST_NODE_TYPES.Identifier
            ? node.imported.name
            : node.imported.value;
      // `import process from 'node:process'`, `import { getBuiltinModule, binding } …`,
      // `import { createRequire, Module } from 'node:module'`: an export is the namespace's member.
      const namespace: Value | undefined = PROCESS_SPECIFIERS.has(specifier)
        ? { kind: 'process' }
        : NODE_MODULE_SPECIFIERS.has(specifier)
          ? { kind: 'nodeModule' }
          : undefined;
      if (namespace) return imported === undefined ? namespace : getProperty(namespace, imported);
      const module = getModuleBySpecifier(specifier);
      if (!module) return null;
      return imported === undefined ? module : getMember(module, imported);
    }
    case AST_NODE_TYPES.TSImportEqualsDeclaration: {
      if (node.importKind === 'type') return null;
      const reference = node.moduleReference;
      if (reference.type === AST_NODE_TYPES.TSExternalModuleReference) {
        const specifier = getStringIfConstant(reference.expression);
        return specifier === null ? null : (getModuleBySpecifier(specifier) ?? null);
      }
      return null;
    }
    default:
      return undefined;
  }
}

/**
 * The assignment that stores into an identifier and the target it writes (the identifier, or the
 * pattern around it): `x = v` (or `x ??= v`), `({ readFileSync: x } = fs)`, `[x = fs.rmSync] = list`.
 */
export function getStoringAssignment(
  identifier: TSESTree.Identifier | TSESTree.JSXIdentifier,
): { assignment: TSESTree.AssignmentExpression; target: TSESTree.Node } | undefined {
  let target: TSESTree.Node = identifier;
  let parent = target.parent;
  while (
    parent &&
    (parent.type === AST_NODE_TYPES.ObjectPattern ||
      parent.type === AST_NODE_TYPES.ArrayPattern ||
      parent.type === AST_NODE_TYPES.RestElement ||
      (parent.type === AST_NODE_TYPES.AssignmentPattern && parent.left === target) ||
      (parent.type === AST_NODE_TYPES.Property &&
        parent.value === target &&
        parent.parent.type === AST_NODE_TYPES.ObjectPattern))
  ) {
    target = parent;
    parent = target.parent;
  }
  // A pattern takes `=` only; a name also `||=`, `&&=` and `??=`, which may store the right side.
  if (
    parent?.type !== AST_NODE_TYPES.AssignmentExpression ||
    parent.left !== target ||
    !(parent.operator === '=' || (target === identifier && STORING_OPERATORS.has(parent.operator)))
  ) {
    return undefined;
  }
  return { assignment: parent, target };
}

/**
 * The names an assignment stores into (`a` and `b` of `({ a, x: [b = 1] } = o)`), as
 * `getStoringAssignment` reads them: its inverse, found from the assignment's own target instead
 * of from every write of the file. Each name is checked against it, so the two cannot disagree.
 */
export function getStoredNames(assignment: TSESTree.AssignmentExpression): TSESTree.Identifier[] {
  const names: TSESTree.Identifier[] = [];
  const pending: (TSESTree.Node | null)[] = [assignment.left];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    switch (node?.type) {
      case AST_NODE_TYPES.Identifier:
        if (getStoringAssignment(node)?.assignment === assignment) names.push(node);
        break;
      case AST_NODE_TYPES.ObjectPattern:
        pending.push(...node.properties);
        break;
      case AST_NODE_TYPES.ArrayPattern:
        pending.push(...node.elements);
        break;
      case AST_NODE_TYPES.RestElement:
        pending.push(node.argument);
        break;
      case AST_NODE_TYPES.AssignmentPattern:
        pending.push(node.left);
        break;
      case AST_NODE_TYPES.Property:
        pending.push(node.value);
        break;
      default:
        break;
    }
  }
  return names;
}

/** A declaration that only describes a binding made elsewhere: `declare let x`, inside `declare global { … }`. */
export function isAmbient(node: TSESTree.Node): boolean {
  for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
    if (
      (current.type === AST_NODE_TYPES.VariableDeclaration ||
        current.type === AST_NODE_TYPES.TSModuleDeclaration ||
        current.type === AST_NODE_TYPES.ClassDeclaration ||
        current.type === AST_NODE_TYPES.TSEnumDeclaration) &&
      current.declare
    )
      return true;
  }
  return false;
}

/**
 * The value that `target` (an identifier inside `pattern`) receives when `pattern` is bound to
 * `value`. `undefined` means `target` is not in `pattern`.
 */
export function project(
  evaluator: PatternEvaluator,
  pattern: TSESTree.Node,
  value: Value | null,
  target: TSESTree.Node,
  useDefaults = true,
): Value | null | undefined {
  switch (pattern.type) {
    case AST_NODE_TYPES.Identifier:
      return pattern === target ? value : undefined;
    case AST_NODE_TYPES.AssignmentPattern: {
      const inner = project(evaluator, pattern.left, value, target, useDefaults);
      if (inner === undefined) return undefined;
      return inner ?? (useDefaults ? evaluator.evaluate(pattern.right) : null);
    }
    case AST_NODE_TYPES.TSParameterProperty:
      return project(evaluator, pattern.parameter, value, target, useDefaults);
    case AST_NODE_TYPES.ObjectPattern: {
      for (const property of pattern.properties) {
        // A rest element is always the pattern's last property.
        if (property.type === AST_NODE_TYPES.RestElement)
          return project(evaluator, property.argument, value?.kind === 'module' ? value : null, target, useDefaults);
        const member = value ? getProperty(value, evaluator.getKey(property)) : null;
        const projected = project(evaluator, property.value, member, target, useDefaults);
        if (projected !== undefined) return projected;
      }
      return undefined;
    }
    case AST_NODE_TYPES.ArrayPattern: {
      for (const element of pattern.elements) {
        if (!element) continue;
        const projected = project(evaluator, element, null, target, useDefaults);
        if (projected !== undefined) return projected;
      }
      return undefined;
    }
    case AST_NODE_TYPES.RestElement:
      return project(evaluator, pattern.argument, null, target, useDefaults);
    default:
      // A member target of an assignment pattern (`({ readFileSync: obj.x } = fs)`).
      return pattern === target ? value : undefined;
  }
}

/** The file's bindings, for the constant keys read from them. */
export class ConstantKeys {
  constructor(
    private readonly getReference: (identifier: TSESTree.Identifier) => Scope.Reference | undefined,
    private readonly scopeManager: Scope.ScopeManager,
  ) {}

  /** A scope that sees a node's bindings: all `getPropertyName` / `getStringIfConstant` need. */
  scopeFor(node: TSESTree.Node): Scope.Scope {
    let current: TSESTree.Node | undefined = node;
    while (current) {
      const scope = this.scopeManager.acquire(current, true);
      if (scope) return scope;
      current = current.parent;
    }
    return this.scopeManager.globalScope as Scope.Scope;
  }

  /** `Op.Remove` / `Op['Remove']` of `enum Op { Remove = 'rmSync' }` declared in this file. */
  getEnumString(node: TSESTree.Node): string | null {
    if (node.type !== AST_NODE_TYPES.MemberExpression) return null;
    const holder = unwrapExpression(node.object);
    if (holder.type !== AST_NODE_TYPES.Identifier) return null;
    const variable = this.getReference(holder)?.resolved;
    if (!variable || variable.defs.length === 0) return null;
    const key = node.computed ? getStringIfConstant(node.property, this.scopeFor(node)) : getPropertyName(node);
    if (key === null) return null;
    if (variable.defs.some((definition) => definition.node.type !== AST_NODE_TYPES.TSEnumDeclaration)) return null;
    const members = variable.defs.flatMap((definition) =>
      definition.node.type === AST_NODE_TYPES.TSEnumDeclaration ? definition.node.body.members : [],
    );
    // `enum Op { A0 = 'rmSync', A1 = A0, A2 = Op.A1 }`: a member initialised from a sibling, followed
    // once per member at most (a cycle, which TypeScript rejects, folds to nothing).
    let name: string | null = key;
    for (let step = 0; name !== null && step <= members.length; step += 1) {
      const wanted: string = name;
      const member = members.find(
        (candidate) =>
          (candidate.id.type === AST_NODE_TYPES.Identifier ? candidate.id.name : String(candidate.id.value)) === wanted,
      );
      const value = member?.initializer && unwrapExpression(member.initializer);
      if (!value) return null;
      if (value.type === AST_NODE_TYPES.Literal) return typeof value.value === 'string' ? value.value : null;
      if (value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0)
        return value.quasis[0]?.value.cooked ?? null;
      name = this.getSiblingName(value, variable);
    }
    return null;
  }

  /** The member a sibling reference names: `A0`, or `Op.A0` / `Op['A0']` of the same enum. */
  private getSiblingName(value: TSESTree.Node, enumVariable: Scope.Variable): string | null {
    if (value.type === AST_NODE_TYPES.Identifier) return value.name;
    if (value.type !== AST_NODE_TYPES.MemberExpression) return null;
    const holder = unwrapExpression(value.object);
    if (holder.type !== AST_NODE_TYPES.Identifier || this.getReference(holder)?.resolved !== enumVariable) return null;
    return value.computed ? getStringIfConstant(value.property) : getPropertyName(value);
  }

  /** `keys[0]`, `names.read`: an element of a `const` array or object the file never writes to. */
  getConstantElement(node: TSESTree.Node): string | null {
    if (node.type !== AST_NODE_TYPES.MemberExpression) return null;
    const holder = unwrapExpression(node.object);
    if (holder.type !== AST_NODE_TYPES.Identifier) return null;
    const variable = this.getReference(holder)?.resolved;
    const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (
      !variable ||
      definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
      definition.node.parent.kind !== 'const' ||
      definition.node.id.type !== AST_NODE_TYPES.Identifier ||
      !definition.node.init ||
      !variable.references.every((reference) => reference.init || isPlainRead(reference.identifier))
    ) {
      return null;
    }
    const container = unwrapExpression(definition.node.init);
    const index = node.computed ? getStringIfConstant(node.property, this.scopeFor(node)) : getPropertyName(node);
    if (index === null) return null;
    let element: TSESTree.Node | null | undefined;
    if (container.type === AST_NODE_TYPES.ArrayExpression) {
      element = /^(?:0|[1-9]\d*)$/u.test(index) ? container.elements[Number(index)] : undefined;
    } else if (container.type === AST_NODE_TYPES.ObjectExpression) {
      element = container.properties.find(
        (property): property is TSESTree.Property =>
          property.type === AST_NODE_TYPES.Property && !property.computed && getPropertyName(property) === index,
      )?.value;
    }
    if (!element) return null;
    return getStringIfConstant(unwrapExpression(element), this.scopeFor(element));
  }
}

/**
 * `keys[0]`, `keys.length`: a read of an element or property that writes nothing and calls nothing;
 * also `table[keys]`, where the array is only a key (converted to a string, never written).
 */
function isPlainRead(identifier: TSESTree.Identifier | TSESTree.JSXIdentifier): boolean {
  const member = identifier.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression) return false;
  if (member.object !== identifier) return true;
  const parent = member.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.left !== member;
    case AST_NODE_TYPES.UpdateExpression:
      return false;
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator !== 'delete';
    case AST_NODE_TYPES.CallExpression:
      return parent.callee !== member;
    default:
      return true;
  }
}
