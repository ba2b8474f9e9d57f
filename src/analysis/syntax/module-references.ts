/**
 * Where a tracked module member is used, and whether that use is a call, a construction, or an
 * escape the file cannot follow. Used by the syntactic layer; the typed layer adds calls the
 * checker resolves.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

const { getPropertyName } = ASTUtils;

import { getPosition, getValuePosition } from './positions.js';
import { STORING_OPERATORS } from './expressions.js';
import type { FindingForm } from '../knowledge/findings.js';
import type { KeyAlternatives, Value } from '../knowledge/module-kinds.js';
import {
  isTransparentParent,
  unwrapExpression,
  type MemberValue,
  type ModuleFamily,
  type ModuleHolder,
  type ModuleValue,
  type ModuleValues,
} from './module-values.js';

export interface ModuleReference {
  readonly family: ModuleFamily;
  /** Node's own module, as opposed to one listed in settings (`fs-extra`). */
  readonly builtin: boolean;
  /** The export's name (`readFileSync`, `resolve`); undefined for `fs[dynamic]`, `export *` and module objects. */
  readonly name: string | undefined;
  /** As users read it: `fs.readFileSync`, `path.posix.resolve`, `export * from 'fs'`, `fs.promises`. */
  readonly display: string;
  /** Where the diagnostic lands. */
  readonly node: TSESTree.Node;
  readonly form: Exclude<FindingForm, 'declaration'>;
  /** For calls and constructions: the call, so rules can look at its arguments. */
  readonly call?: TSESTree.CallExpression | TSESTree.NewExpression;
  readonly layer: 'syntax' | 'types';
  /** `fs[c ? 'rmSync' : 'readFileSync']`: the names a run-time-chosen key may take (`MemberValue`). */
  readonly alternatives?: KeyAlternatives;
}

/** `fn.call(…)` / `fn.apply(…)`: a call of `fn` itself. */
export const CALL_FORWARDERS: ReadonlySet<string> = new Set(['call', 'apply']);

export interface ArgumentList {
  readonly arguments: readonly TSESTree.Node[];
  /** `path.resolve.apply(null, parts)`: arguments the file cannot list. */
  readonly opaque?: TSESTree.Node;
}

/** The arguments a call hands to the operation, seeing through `.call` and `.apply`. */
export function getPassedArguments(values: ModuleValues, reference: ModuleReference): ArgumentList {
  const { call, node } = reference;
  if (!call) {
    return node.type === AST_NODE_TYPES.TaggedTemplateExpression
      ? { arguments: node.quasi.expressions }
      : { arguments: [] };
  }
  const callee = unwrapExpression(call.callee);
  // `resolve.call(…)` / `.apply(…)`, found by either layer: the callee itself is no path function.
  if (callee.type === AST_NODE_TYPES.MemberExpression && values.getTrackedValue(callee) === undefined) {
    const forwarder = getPropertyName(callee);
    if (forwarder !== null && CALL_FORWARDERS.has(forwarder)) {
      if (forwarder === 'call') return { arguments: call.arguments.slice(1) };
      const list = call.arguments[1];
      if (!list) return { arguments: [] };
      const array = unwrapExpression(list);
      if (array.type === AST_NODE_TYPES.ArrayExpression) {
        return {
          arguments: array.elements.filter((element): element is NonNullable<typeof element> => element !== null),
        };
      }
      return { arguments: [], opaque: list };
    }
  }
  return { arguments: call.arguments };
}

/**
 * Where a value sits, by position alone: called (`fn()`, `new Fn()`, `` fn`…` ``, `fn.call(…)`,
 * `fn.apply(…)`), escaping, stored (kept in the file unless the name or object it is stored
 * into is one the file cannot follow), or neither. What the value is plays no part, so a caller
 * can drop the nodes that use nothing before asking anything about them.
 */
export type UseSite =
  | {
      readonly kind: 'call';
      readonly node: TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.TaggedTemplateExpression;
      readonly form: 'call' | 'construct';
      readonly call?: TSESTree.CallExpression | TSESTree.NewExpression;
    }
  | { readonly kind: 'escape' }
  /** `holder`: the outermost node holding the value (`getValuePosition`), whose storing `classifyUse` checks. */
  | { readonly kind: 'stored'; readonly holder: TSESTree.Node };

const ESCAPE_SITE: UseSite = { kind: 'escape' };

/** The use site of the value `origin` holds, or undefined where the value is neither used nor can leave. */
export function getUseSite(origin: TSESTree.Node): UseSite | undefined {
  const { holder: current, position } = getValuePosition(origin);
  const parent = current.parent;
  if (!parent) return undefined;
  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      if (parent.callee === current) {
        const form = parent.type === AST_NODE_TYPES.NewExpression ? 'construct' : 'call';
        return { kind: 'call', node: parent, form, call: parent };
      }
      break;
    case AST_NODE_TYPES.TaggedTemplateExpression:
      if (parent.tag === current) return { kind: 'call', node: parent, form: 'call' };
      break;
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== current) break;
      // `fs.readFile.call(…)` / `.apply(…)` call the operation; other members (`.bind`, `.native`)
      // are followed as values of their own, and `.name` / `.length` hand nothing out.
      const key = getPropertyName(parent);
      if (key === null || !CALL_FORWARDERS.has(key)) return undefined;
      let callee: TSESTree.Node = parent;
      while (
        callee.parent &&
        isTransparentParent(callee.parent, callee) &&
        callee.parent.type !== AST_NODE_TYPES.AwaitExpression
      ) {
        callee = callee.parent;
      }
      const call = callee.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee) {
        return { kind: 'call', node: call, form: 'call', call };
      }
      return undefined;
    }
    default:
      break;
  }
  if (position === 'escapes') return ESCAPE_SITE;
  return mayStoreOutside(current, origin) ? { kind: 'stored', holder: current } : undefined;
}

/**
 * Whether the value may be stored on its way up where `isScriptGlobal` or `isStoredOutside` would
 * look: a declarator's initialiser, a default of a pattern, or an assignment to a name among the
 * positions that pass it on. Only those need the file's bindings to decide.
 */
function mayStoreOutside(holder: TSESTree.Node, origin: TSESTree.Node): boolean {
  const parent = holder.parent;
  if (
    (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === holder) ||
    (parent?.type === AST_NODE_TYPES.AssignmentPattern && parent.right === holder)
  )
    return true;
  for (let current = origin; current !== holder && current.parent; current = current.parent) {
    const next = current.parent;
    if (next.type === AST_NODE_TYPES.AssignmentExpression && next.left.type === AST_NODE_TYPES.Identifier) return true;
  }
  return false;
}

/** Classifies one use of a tracked member, starting from the node whose value it is. */
export function classifyUse(
  origin: TSESTree.Node,
  member: MemberValue,
  values?: ModuleValues,
): ModuleReference | undefined {
  const site = getUseSite(origin);
  if (!site || (site.kind === 'stored' && !(values && isStoredUse(values, site.holder, origin)))) return undefined;
  return toUse(site, origin, member);
}

/** Whether a value the site stores is stored where the file cannot follow it (a classic script's global, an outside name). */
export function isStoredUse(values: ModuleValues, holder: TSESTree.Node, origin: TSESTree.Node): boolean {
  return isScriptGlobal(values, holder) || isStoredOutside(values, origin);
}

/** The reference a use site makes: at the call, or at the value where it escapes. */
export function toUse(
  site: UseSite,
  origin: TSESTree.Node,
  member: Pick<MemberValue, 'family' | 'builtin' | 'name' | 'display' | 'alternatives'>,
  layer: ModuleReference['layer'] = 'syntax',
): ModuleReference {
  const base = {
    family: member.family,
    builtin: member.builtin,
    name: member.name,
    display: member.display,
    layer,
    ...(member.alternatives ? { alternatives: member.alternatives } : {}),
  };
  if (site.kind !== 'call') return { ...base, node: origin, form: 'escape' };
  return site.call
    ? { ...base, node: site.node, form: site.form, call: site.call }
    : { ...base, node: site.node, form: site.form };
}

/**
 * `var fs = require('fs')` at the top of a classic script (no module, no CommonJS wrapper): the
 * binding is a global, which every other script of the page or realm reads.
 */
function isScriptGlobal(values: ModuleValues, holder: TSESTree.Node): boolean {
  const declarator = holder.parent;
  return (
    declarator?.type === AST_NODE_TYPES.VariableDeclarator &&
    declarator.init === holder &&
    values.isGlobalDeclaration(declarator)
  );
}

/**
 * Whether a value is stored, on its way up, into a name the file cannot follow (`io = fs` with
 * `io` an implicit global, `(out ??= fs.readFileSync)` with `out` a classic script's global): it
 * leaves like a value stored in an object. Climbs the positions that pass a value on, as
 * `getValuePosition` does.
 */
function isStoredOutside(values: ModuleValues, origin: TSESTree.Node): boolean {
  for (let current = origin; current.parent; current = current.parent) {
    const parent = current.parent;
    // `({ read: obj.x = fs.readFileSync } = {})`: a default stored where the pattern stores.
    if (parent.type === AST_NODE_TYPES.AssignmentPattern && parent.right === current)
      return isOutsideTarget(values, parent.left);
    if (getPosition(parent, current) !== 'passes') return false;
    if (
      parent.type === AST_NODE_TYPES.AssignmentExpression &&
      parent.right === current &&
      STORING_OPERATORS.has(parent.operator) &&
      parent.left.type === AST_NODE_TYPES.Identifier &&
      values.isOutsideName(parent.left)
    )
      return true;
  }
  return false;
}

/** A pattern's target that is an object's member, or a name (read by a reference) the file cannot follow. */
function isOutsideTarget(values: ModuleValues, target: TSESTree.Node): boolean {
  if (target.type === AST_NODE_TYPES.MemberExpression) return true;
  return (
    target.type === AST_NODE_TYPES.Identifier &&
    values.getReference(target) !== undefined &&
    values.isOutsideName(target)
  );
}

/**
 * The module families whose objects hand something out when they leave the file: fs and watcher
 * libraries their operations, `path` its `resolve`.
 */
const HANDED_OUT_FAMILIES: ReadonlySet<ModuleFamily> = new Set(['fs', 'watcher', 'path']);

function toModuleReference(module: ModuleValue, node: TSESTree.Node, display = module.display): ModuleReference {
  return {
    family: module.family,
    builtin: module.builtin,
    name: undefined,
    display,
    node,
    form: 'module',
    layer: 'syntax',
  };
}

/** What a tracked value hands out where it leaves at `node`: an operation escapes, a module object is handed out whole. */
function toHandOut(value: Value | null | undefined, node: TSESTree.Node): ModuleReference | undefined {
  if (value?.kind === 'member') {
    const { family, builtin, name, display } = value;
    return { family, builtin, name, display, node, form: 'escape', layer: 'syntax' };
  }
  return value?.kind === 'module' && HANDED_OUT_FAMILIES.has(value.family) ? toModuleReference(value, node) : undefined;
}

/**
 * Classifies one use of a module object (or of the promise `import()` returns). Member access,
 * local aliases and destructuring are followed elsewhere; anything that hands the object to code
 * the file cannot follow is an escape of every operation at once.
 */
function classifyModuleUse(
  values: ModuleValues,
  origin: TSESTree.Node,
  holder: ModuleHolder,
): ModuleReference | undefined {
  const module = holder.kind === 'module' ? holder : holder.module;
  if (!HANDED_OUT_FAMILIES.has(module.family)) return undefined;
  const { holder: current, position } = getValuePosition(origin);
  const parent = current.parent;
  if (!parent) return undefined;
  const escape = () => toModuleReference(module, origin);
  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      // Calling a module object runs nothing of it. `Reflect.get(fs, 'x')` reads a member
      // (followed as `fs.x`); `Object.hasOwn(fs, 'x')` and `Reflect.has(fs, x)` answer a boolean.
      if (parent.callee === current) return undefined;
      if (parent.arguments[0] === current && (values.getTrackedValue(parent) || values.isFeatureProbe(parent)))
        return undefined;
      return escape();
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== current || holder.kind === 'module') break;
      // `import('fs').then(handler)`: a handler the file does not show receives the module.
      const call = parent.parent;
      const handler =
        call.type === AST_NODE_TYPES.CallExpression && call.callee === parent ? call.arguments[0] : undefined;
      return handler &&
        getPropertyName(parent) === 'then' &&
        handler.type !== AST_NODE_TYPES.ArrowFunctionExpression &&
        handler.type !== AST_NODE_TYPES.FunctionExpression
        ? escape()
        : undefined;
    }
    default:
      break;
  }
  return position === 'escapes' || isScriptGlobal(values, current) || isStoredOutside(values, origin)
    ? escape()
    : undefined;
}

/** Nodes whose value may be a tracked module or member: names, members, calls that return one, `import()`, JSX names. */
function isOrigin(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.Identifier ||
    node.type === AST_NODE_TYPES.MemberExpression ||
    node.type === AST_NODE_TYPES.CallExpression ||
    node.type === AST_NODE_TYPES.ImportExpression ||
    node.type === AST_NODE_TYPES.JSXIdentifier ||
    node.type === AST_NODE_TYPES.JSXMemberExpression
  );
}

/** Every syntactic reference to a tracked module member in one visited node. */
export function getReferencesAt(values: ModuleValues, node: TSESTree.Node): ModuleReference[] {
  if (isOrigin(node)) {
    const holder = values.getModuleHolder(node);
    if (holder) {
      const use = classifyModuleUse(values, node, holder);
      return use ? [use] : [];
    }
    // `fs.realpath.native`, `fs.readFile.bind(fs)`: the member is the origin of its own use, and a
    // use of `fs.realpath` as their object is neither a call nor an escape.
    const value = values.getTrackedValue(node);
    if (value?.kind !== 'member') return [];
    const use = classifyUse(node, value, values);
    return use ? [use] : [];
  }
  switch (node.type) {
    case AST_NODE_TYPES.AssignmentExpression:
      return getPatternStoreReferences(values, node);
    case AST_NODE_TYPES.ExportAllDeclaration: {
      if (node.exportKind === 'type' || isInAmbientModule(node)) return [];
      const module = values.getModuleBySpecifier(String(node.source.value));
      if (!module) return [];
      // `export * as disk from 'fs'` hands out the module object itself.
      if (node.exported) return HANDED_OUT_FAMILIES.has(module.family) ? [toModuleReference(module, node)] : [];
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
 * `({ readFileSync: obj.read } = fs)`, `({ rmSync: g } = fs)` with `g` an implicit global: a
 * destructuring assignment that stores a member into an object or a name the file cannot follow
 * hands it out, reported at that target.
 */
function getPatternStoreReferences(values: ModuleValues, node: TSESTree.AssignmentExpression): ModuleReference[] {
  if (
    node.operator !== '=' ||
    (node.left.type !== AST_NODE_TYPES.ObjectPattern && node.left.type !== AST_NODE_TYPES.ArrayPattern)
  )
    return [];
  const references: ModuleReference[] = [];
  for (const target of getPatternTargets(node.left)) {
    if (target.type === AST_NODE_TYPES.Identifier && !values.isOutsideName(target)) continue;
    const value = values.getAssignedTargetValue(node, target);
    const handOut = toHandOut(value, target);
    if (handOut) references.push(handOut);
  }
  return references;
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
      const handOut = toHandOut(member, specifier);
      if (handOut) references.push(handOut);
    }
    return references;
  }
  // `export import disk = require('fs')`
  // (`export import type disk = …` holds no value.)
  if (node.declaration?.type === AST_NODE_TYPES.TSImportEqualsDeclaration) {
    const variable = values.getVariable(node.declaration);
    const module = variable && values.getVariableValue(variable);
    if (module?.kind === 'module' && HANDED_OUT_FAMILIES.has(module.family))
      references.push(toModuleReference(module, node));
  }
  // `export const { readFileSync } = fs`: the destructured names escape; so does
  // `export let read;` that a later `read = fs.readFileSync` fills.
  if (node.declaration?.type === AST_NODE_TYPES.VariableDeclaration) {
    for (const declarator of node.declaration.declarations) {
      // `export const read = fs.readFileSync` is reported at its initialiser.
      if (
        declarator.id.type === AST_NODE_TYPES.Identifier &&
        declarator.init &&
        values.getTrackedValue(declarator.init)
      )
        continue;
      for (const identifier of getPatternIdentifiers(declarator.id)) {
        const scope = values.getDeclaredVariable(identifier);
        const value = scope && values.getVariableValue(scope);
        const handOut = toHandOut(value, identifier);
        if (handOut) references.push(handOut);
      }
    }
  }
  return references;
}

function getPatternIdentifiers(pattern: TSESTree.Node): TSESTree.Identifier[] {
  return getPatternTargets(pattern).filter((target) => target.type === AST_NODE_TYPES.Identifier);
}

/** The names and members a pattern stores into (members only in an assignment's pattern). */
function getPatternTargets(pattern: TSESTree.Node): (TSESTree.Identifier | TSESTree.MemberExpression)[] {
  switch (pattern.type) {
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.MemberExpression:
      return [pattern];
    case AST_NODE_TYPES.ObjectPattern:
      return pattern.properties.flatMap((property) =>
        getPatternTargets(property.type === AST_NODE_TYPES.RestElement ? property.argument : property.value),
      );
    case AST_NODE_TYPES.ArrayPattern:
      return pattern.elements.flatMap((element) => (element ? getPatternTargets(element) : []));
    case AST_NODE_TYPES.AssignmentPattern:
      return getPatternTargets(pattern.left);
    case AST_NODE_TYPES.RestElement:
      return getPatternTargets(pattern.argument);
    default:
      return [];
  }
}
