/**
 * Where a tracked module member is used, and whether that use is a call, a construction, or an
 * escape the file cannot follow. Used by the syntactic layer; the typed layer adds calls the
 * checker resolves.
 */
import { AST_NODE_TYPES, ASTUtils, type TSESTree } from '@typescript-eslint/utils';

const { getPropertyName } = ASTUtils;

import type { FindingForm } from './findings.js';
import { isTransparentParent, type MemberValue, type ModuleFamily, type ModuleValues } from './module-values.js';

export interface ModuleReference {
  readonly family: ModuleFamily;
  /** Node's own module, as opposed to one listed in settings (`fs-extra`). */
  readonly builtin: boolean;
  /** The export's name (`readFileSync`, `resolve`); undefined for `fs[dynamic]` and `export *`. */
  readonly name: string | undefined;
  /** As users read it: `fs.readFileSync`, `path.posix.resolve`, `export * from 'fs'`. */
  readonly display: string;
  /** Where the diagnostic lands. */
  readonly node: TSESTree.Node;
  readonly form: Exclude<FindingForm, 'declaration'>;
  /** For calls and constructions: the call, so rules can look at its arguments. */
  readonly call?: TSESTree.CallExpression | TSESTree.NewExpression;
  readonly layer: 'syntax' | 'types';
}

/** `fn.call(…)` / `fn.apply(…)`: a call of `fn` itself. */
export const CALL_FORWARDERS: ReadonlySet<string> = new Set(['call', 'apply']);

function isExportedDeclarator(declarator: TSESTree.VariableDeclarator): boolean {
  return declarator.parent.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration;
}

/** Classifies one use of a tracked member, starting from the node whose value it is. */
export function classifyUse(origin: TSESTree.Node, member: MemberValue): ModuleReference | undefined {
  let current: TSESTree.Node = origin;
  while (current.parent && isTransparentParent(current.parent, current)) current = current.parent;
  const parent = current.parent;
  if (!parent) return undefined;
  const base = { family: member.family, builtin: member.builtin, name: member.name, display: member.display, layer: 'syntax' as const };
  const escape = (): ModuleReference => ({ ...base, node: origin, form: 'escape' });

  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression: {
      if (parent.callee === current) {
        const form = parent.type === AST_NODE_TYPES.NewExpression ? 'construct' : 'call';
        return { ...base, node: parent, form, call: parent };
      }
      return escape();
    }
    case AST_NODE_TYPES.TaggedTemplateExpression:
      return parent.tag === current ? { ...base, node: parent, form: 'call' } : undefined;
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== current) return undefined;
      const key = getPropertyName(parent);
      if (key === null || !CALL_FORWARDERS.has(key)) return undefined;
      let callee: TSESTree.Node = parent;
      while (callee.parent && isTransparentParent(callee.parent, callee) && callee.parent.type !== AST_NODE_TYPES.AwaitExpression) {
        callee = callee.parent;
      }
      const call = callee.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee) {
        return { ...base, node: call, form: 'call', call };
      }
      return undefined;
    }
    case AST_NODE_TYPES.VariableDeclarator:
      // A local alias is followed to its calls; an exported one escapes.
      return parent.init === current && isExportedDeclarator(parent) ? escape() : undefined;
    case AST_NODE_TYPES.AssignmentExpression:
      if (parent.right !== current) return undefined;
      return parent.left.type === AST_NODE_TYPES.Identifier ? undefined : escape();
    case AST_NODE_TYPES.Property:
      return parent.value === current && parent.parent.type === AST_NODE_TYPES.ObjectExpression ? escape() : undefined;
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.AccessorProperty:
      return parent.value === current ? escape() : undefined;
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return parent.body === current ? escape() : undefined;
    case AST_NODE_TYPES.ClassDeclaration:
    case AST_NODE_TYPES.ClassExpression:
      // `class Cached extends fs.ReadStream {}`: every `new Cached(path)` opens a stream.
      return parent.superClass === current ? escape() : undefined;
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.YieldExpression:
    case AST_NODE_TYPES.ExportDefaultDeclaration:
    case AST_NODE_TYPES.ExportSpecifier:
    case AST_NODE_TYPES.TSExportAssignment:
    case AST_NODE_TYPES.JSXExpressionContainer:
    case AST_NODE_TYPES.JSXSpreadAttribute:
      return escape();
    default:
      return undefined;
  }
}

/** Whether the node's member value is carried on by its parent (`.native`, `.bind(…)`), which is then the origin. */
function isCarriedByParent(values: ModuleValues, node: TSESTree.Node): boolean {
  let current = node;
  while (
    current.parent &&
    isTransparentParent(current.parent, current) &&
    current.parent.type !== AST_NODE_TYPES.ConditionalExpression &&
    current.parent.type !== AST_NODE_TYPES.LogicalExpression
  ) {
    current = current.parent;
  }
  const parent = current.parent;
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== current) return false;
  if (values.getTrackedValue(parent)?.kind === 'member') return true;
  const call = parent.parent;
  return (
    getPropertyName(parent) === 'bind' &&
    call?.type === AST_NODE_TYPES.CallExpression &&
    call.callee === parent
  );
}

function isOrigin(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.Identifier ||
    node.type === AST_NODE_TYPES.MemberExpression ||
    (node.type === AST_NODE_TYPES.CallExpression &&
      node.callee.type === AST_NODE_TYPES.MemberExpression &&
      getPropertyName(node.callee) === 'bind')
  );
}

/** Every syntactic reference to a tracked module member in one visited node. */
export function getReferencesAt(values: ModuleValues, node: TSESTree.Node): ModuleReference[] {
  if (isOrigin(node)) {
    if (node.type === AST_NODE_TYPES.Identifier && !values.getReference(node)) return [];
    const value = values.getTrackedValue(node);
    if (value?.kind !== 'member' || isCarriedByParent(values, node)) return [];
    const use = classifyUse(node, value);
    return use ? [use] : [];
  }
  switch (node.type) {
    case AST_NODE_TYPES.ExportAllDeclaration: {
      if (node.exportKind === 'type' || node.exported || isInAmbientModule(node)) return [];
      const module = values.getModuleBySpecifier(String(node.source.value));
      if (!module) return [];
      return [
        {
          family: module.family,
          builtin: module.builtin,
          name: undefined,
          display: `export * from '${String(node.source.value)}'`,
          node,
          form: 'reexport',
          layer: 'syntax',
        },
      ];
    }
    case AST_NODE_TYPES.ExportNamedDeclaration:
      return getNamedExportReferences(values, node);
    default:
      return [];
  }
}

/**
 * Inside `declare module 'x' { … }` / `declare global { … }` / `declare namespace`: declarations
 * that describe types, never run (`export * from 'fs'` there is how @types/node aliases `node:fs`).
 */
function isInAmbientModule(node: TSESTree.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.TSModuleDeclaration && current.declare) return true;
  }
  return false;
}

function getNamedExportReferences(values: ModuleValues, node: TSESTree.ExportNamedDeclaration): ModuleReference[] {
  if (node.exportKind === 'type' || isInAmbientModule(node)) return [];
  const references: ModuleReference[] = [];
  if (node.source) {
    const module = values.getModuleBySpecifier(String(node.source.value));
    if (!module) return [];
    for (const specifier of node.specifiers) {
      if (specifier.exportKind === 'type') continue;
      const local = specifier.local.type === AST_NODE_TYPES.Identifier ? specifier.local.name : specifier.local.value;
      const member = values.getMember(module, local);
      if (member?.kind === 'member') {
        references.push({ family: member.family, builtin: member.builtin, name: member.name, display: member.display, node: specifier, form: 'escape', layer: 'syntax' });
      }
    }
    return references;
  }
  // `export const { readFileSync } = fs`: the destructured names escape; so does
  // `export let read;` that a later `read = fs.readFileSync` fills.
  if (node.declaration?.type === AST_NODE_TYPES.VariableDeclaration) {
    for (const declarator of node.declaration.declarations) {
      // `export const read = fs.readFileSync` is reported at its initialiser.
      if (declarator.id.type === AST_NODE_TYPES.Identifier && declarator.init && values.getTrackedValue(declarator.init)) continue;
      for (const identifier of getPatternIdentifiers(declarator.id)) {
        const scope = values.getDeclaredVariable(identifier);
        const value = scope && values.getVariableValue(scope);
        if (value?.kind === 'member') {
          references.push({ family: value.family, builtin: value.builtin, name: value.name, display: value.display, node: identifier, form: 'escape', layer: 'syntax' });
        }
      }
    }
  }
  return references;
}

function getPatternIdentifiers(pattern: TSESTree.Node): TSESTree.Identifier[] {
  switch (pattern.type) {
    case AST_NODE_TYPES.Identifier:
      return [pattern];
    case AST_NODE_TYPES.ObjectPattern:
      return pattern.properties.flatMap((property) =>
        getPatternIdentifiers(property.type === AST_NODE_TYPES.RestElement ? property.argument : property.value),
      );
    case AST_NODE_TYPES.ArrayPattern:
      return pattern.elements.flatMap((element) => (element ? getPatternIdentifiers(element) : []));
    case AST_NODE_TYPES.AssignmentPattern:
      return getPatternIdentifiers(pattern.left);
    case AST_NODE_TYPES.RestElement:
      return getPatternIdentifiers(pattern.argument);
    default:
      return [];
  }
}

