/**
 * ORKVFS008's question about a value: where did this string come from, as far as the file shows?
 *
 * - `lexical`: a path function of Node's `path` module built it (`resolve`, `join`, `normalize`,
 *   `relative`, `toNamespacedPath`): `..` collapsed by string rules, symlinks unseen. `dirname`
 *   keeps the origin of its argument: it only drops the last segment;
 * - `canonical`: `fs.realpath` (any form) resolved it through the file system;
 * - `relative`: `path.relative(from, to)`, kept apart because the `..` idiom judges its operands;
 * - `unknown`: anything the file does not show — a parameter, a property, what another function
 *   returns. Unknown is never reported: the rule proves a lexical test, it does not guess one.
 *
 * Values flow through `const` bindings and through `let`/`var`/parameter assignments that reach
 * the use (the last unconditional write before it in the same function, or every write the file
 * cannot order; a `for…of` header writes only inside its loop), `await`, TypeScript wrappers, `a + b` and templates that start with a path,
 * `??`/`||`/`?:` and their assignments (`??=`, `||=`, `&&=`, `+=`), and the string methods that
 * keep a path a path (`toLowerCase`, `replace`, …).
 * A class field is followed when every write to it is in the class body — a `#private` field
 * (through any object of the class) or a TypeScript `readonly` one (through `this`) — and all of
 * them agree; a public field may be set from anywhere.
 * Return values of functions are not followed: a function may canonicalize on one path and not on
 * another, and the rule never reports on a name alone.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';

import { DeepMemo } from '../syntax/deep-memo.js';
import { isFunction, type FunctionNode } from '../syntax/expressions.js';
import { contains, findReachingWrites, type Write as AnyWrite } from './reaching-writes.js';
import type { FileAnalysis } from './file-analysis.js';
import { canonicalPathFunctions, lexicalPathFunctions } from '../knowledge/fs-api.js';
import { getPassedArguments, type ModuleReference } from '../syntax/module-references.js';
import { unwrapExpression } from '../syntax/module-values.js';
import { DefinitionType } from '../syntax/definition-types.js';

const { getPropertyName, getStringIfConstant } = ASTUtils;

/** `types` when only the checker showed the function (a barrel, a dependency object). */
type Layer = 'syntax' | 'types';

export type Origin =
  | { readonly kind: 'lexical'; readonly name: string; readonly layer: Layer }
  | { readonly kind: 'canonical'; readonly name: string; readonly layer: Layer }
  | { readonly kind: 'relative'; readonly name: string; readonly operands: readonly Origin[] }
  | { readonly kind: 'unknown' };

export const UNKNOWN: Origin = { kind: 'unknown' };

/** String methods whose result is the receiver's path again (case folding, slash rewriting). */
const PATH_PRESERVING_METHODS: ReadonlySet<string> = new Set([
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'replace',
  'replaceAll',
  'normalize',
  'trim',
  'trimEnd',
  'valueOf',
  'toString',
]);

/** Lexical functions that return a canonical path when handed one canonical path (they only tidy segments). */
const CANONICAL_PRESERVING: ReadonlySet<string> = new Set(['normalize', 'resolve']);

/** A write of a path variable: its value, or the origin known without one. */
export type Write = AnyWrite<Origin>;

/** A relative path is lexical when one of its operands is; otherwise it is not shown to be anything. */
export function toPlain(origin: Origin): Origin {
  if (origin.kind !== 'relative') return origin;
  const lexical = origin.operands.map(toPlain).find((operand) => operand.kind === 'lexical');
  return lexical ?? UNKNOWN;
}

/**
 * Merges the origins a value may have: lexical wins (any path through a lexical function is one,
 * and so is a relative path computed from one); canonical when all are. Anything else shows
 * nothing (a relative path of canonical ones included: the `..` idiom holds on it).
 */
export function mergeOrigins(origins: readonly Origin[]): Origin {
  const lexical = origins.find((origin) => toPlain(origin).kind === 'lexical');
  if (lexical) return lexical;
  return origins.length > 0 && origins.every((origin) => origin.kind === 'canonical')
    ? (origins[0] as Origin)
    : UNKNOWN;
}

export class PathOrigins {
  /** Origins, to any depth (a chain of 5,000 bindings); a value defined through itself is unknown. */
  private readonly results = new DeepMemo<TSESTree.Node, Origin>((node) => this.compute(node), UNKNOWN);
  private readonly callReferences = new Map<TSESTree.Node, ModuleReference>();
  private readonly writes = new Map<Scope.Variable, readonly Write[]>();
  private readonly fieldOrigins = new Map<TSESTree.PropertyDefinition, Origin>();
  private readonly fieldAssignments = new Map<
    TSESTree.ClassBody,
    ReadonlyMap<string, readonly TSESTree.AssignmentExpression[]>
  >();

  constructor(private readonly analysis: FileAnalysis) {
    for (const reference of analysis.references) {
      if (reference.form === 'call' && reference.call && (reference.family === 'path' || reference.family === 'fs')) {
        this.callReferences.set(reference.call, reference);
      }
    }
  }

  /**
   * Whether any origin here can be other than unknown: a lexical, canonical or relative origin
   * comes only from a call of a tracked path or fs function (`getCallOrigin`, `getParameterOrigin`),
   * and is only merged or passed on from there.
   */
  get hasKnownOrigins(): boolean {
    return this.callReferences.size > 0;
  }

  /** The tracked path or fs function a call calls, either layer. */
  getCallReference(node: TSESTree.Node): ModuleReference | undefined {
    return this.callReferences.get(node);
  }

  getOrigin(node: TSESTree.Node): Origin {
    return this.results.get(node);
  }

  /** The writes whose value a reading identifier may hold. */
  getReachingWrites(identifier: TSESTree.Identifier): readonly Write[] {
    const variable = this.analysis.values.getReference(identifier)?.resolved;
    if (!variable || variable.defs.length === 0) return [{ at: identifier, value: undefined, parameter: false }];
    const writes = this.getWrites(variable);
    const [definition] = variable.defs;
    if (
      variable.defs.length === 1 &&
      definition?.node.type === AST_NODE_TYPES.VariableDeclarator &&
      definition.node.parent.kind === 'const'
    ) {
      return writes;
    }
    return findReachingWrites(identifier, writes);
  }

  /** Every write of a variable, in source order: asked once per variable (a `let` written 5,000 times is read as often). */
  private getWrites(variable: Scope.Variable): readonly Write[] {
    let writes = this.writes.get(variable);
    if (!writes) {
      writes = this.collectWrites(variable);
      this.writes.set(variable, writes);
    }
    return writes;
  }

  private collectWrites(variable: Scope.Variable): Write[] {
    const writes: Write[] = [];
    for (const definition of variable.defs) {
      const { node } = definition;
      if (node.type === AST_NODE_TYPES.VariableDeclarator) {
        const value = node.id.type === AST_NODE_TYPES.Identifier ? (node.init ?? undefined) : undefined;
        writes.push({ at: node, value, parameter: false });
      } else if (isFunction(node) && definition.type === DefinitionType.Parameter) {
        writes.push({
          at: node,
          value: undefined,
          parameter: true,
          origin: this.getParameterOrigin(node, definition.name),
        });
      } else {
        writes.push({ at: node, value: undefined, parameter: false });
      }
    }
    for (const reference of variable.references) {
      if (!reference.isWrite() || reference.init) continue;
      // `(r as string) = …`, `r! = …`: the wrapper is the target.
      let parent: TSESTree.Node = reference.identifier.parent;
      while (parent.parent && unwrapExpression(parent) === reference.identifier) parent = parent.parent;
      // `x = value` writes `value` (which a separator check reads); `x ??= value`, `x += sep` the assignment's own origin.
      if (parent.type === AST_NODE_TYPES.AssignmentExpression) {
        writes.push({ at: parent, value: parent.operator === '=' ? parent.right : parent, parameter: false });
      } else {
        // `r++`, a destructuring target, a `for…of` header: the write's own place decides whether it always runs.
        writes.push({
          at: parent.type === AST_NODE_TYPES.UpdateExpression ? parent : reference.identifier,
          value: undefined,
          parameter: false,
        });
      }
    }
    return writes.sort((a, b) => a.at.range[0] - b.at.range[0]);
  }

  /** `fs.realpath(p, (error, resolved) => …)`: the callback's second parameter is canonical; no other parameter is shown. */
  private getParameterOrigin(fn: FunctionNode, name: TSESTree.Node): Origin {
    const call = fn.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments.at(-1) !== fn || fn.params[1] !== name)
      return UNKNOWN;
    const reference = this.getCallReference(call);
    return reference?.family === 'fs' && reference.name === 'realpath'
      ? { kind: 'canonical', name: reference.display, layer: reference.layer }
      : UNKNOWN;
  }

  /** `path.sep` (any form), `'/'`, `'\\'`: a part that adds no segment to a path. */
  private isSeparatorText(raw: TSESTree.Node): boolean {
    const node = unwrapExpression(raw);
    const value = this.analysis.values.getTrackedValue(node);
    if (value?.kind === 'member' && value.family === 'path' && value.name === 'sep') return true;
    const text = getStringIfConstant(node);
    return text !== null && /^[/\\]+$/u.test(text);
  }

  /** The origin a write gives its variable. */
  getWriteOrigin(write: Write): Origin {
    return write.origin ?? (write.value ? this.getOrigin(write.value) : UNKNOWN);
  }

  private compute(raw: TSESTree.Node): Origin {
    // A TypeScript wrapper (`as`, `!`, `satisfies`) is its expression.
    const node = unwrapExpression(raw);
    switch (node.type) {
      case AST_NODE_TYPES.AwaitExpression:
        return this.getOrigin(node.argument);
      case AST_NODE_TYPES.Identifier:
        return mergeOrigins(this.getReachingWrites(node).map((write) => this.getWriteOrigin(write)));
      case AST_NODE_TYPES.CallExpression:
        return this.getCallOrigin(node);
      case AST_NODE_TYPES.BinaryExpression:
        // `root + path.sep`, `dir + '/x'`: the path at the start decides.
        return node.operator === '+' ? this.getOrigin(node.left) : UNKNOWN;
      case AST_NODE_TYPES.TemplateLiteral: {
        const [head] = node.quasis;
        const [first] = node.expressions;
        return head?.value.cooked === '' && first ? this.getOrigin(first) : UNKNOWN;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        return mergeOrigins([this.getOrigin(node.consequent), this.getOrigin(node.alternate)]);
      case AST_NODE_TYPES.LogicalExpression:
        return node.operator === '&&'
          ? this.getOrigin(node.right)
          : mergeOrigins([this.getOrigin(node.left), this.getOrigin(node.right)]);
      case AST_NODE_TYPES.AssignmentExpression:
        return this.getAssignmentOrigin(node);
      case AST_NODE_TYPES.SequenceExpression: {
        const last = node.expressions.at(-1);
        return last ? this.getOrigin(last) : UNKNOWN;
      }
      case AST_NODE_TYPES.MemberExpression:
        return this.getFieldOrigin(node);
      default:
        return UNKNOWN;
    }
  }

  /** `a = b`, `a &&= b`: `b`; `a ??= b`, `a ||= b`: either; `a += b`: `a`, the path at the start. */
  private getAssignmentOrigin(node: TSESTree.AssignmentExpression): Origin {
    switch (node.operator) {
      case '=':
      case '&&=':
        return this.getOrigin(node.right);
      case '??=':
      case '||=':
        return mergeOrigins([this.getOrigin(node.left), this.getOrigin(node.right)]);
      case '+=':
        return this.getOrigin(node.left);
      default:
        return UNKNOWN;
    }
  }

  private getCallOrigin(node: TSESTree.CallExpression): Origin {
    const reference = this.getCallReference(node);
    if (reference?.family === 'fs') {
      // The callback form returns nothing; its second callback parameter is handled as a parameter.
      if (reference.name === 'realpath' && !this.isAwaited(node) && reference.display.startsWith('fs.realpath'))
        return UNKNOWN;
      return reference.name !== undefined && canonicalPathFunctions.has(reference.name)
        ? { kind: 'canonical', name: reference.display, layer: reference.layer }
        : UNKNOWN;
    }
    if (reference?.family === 'path') {
      if (reference.name === undefined || !lexicalPathFunctions.has(reference.name)) return UNKNOWN;
      // What `.call`/`.apply` hand on too; an `.apply` list the file cannot show leaves no operands.
      const operands = getPassedArguments(this.analysis.values, reference).arguments.map((argument) =>
        this.getOrigin(argument),
      );
      if (reference.name === 'relative') return { kind: 'relative', name: reference.display, operands };
      // `dirname` only drops the last segment: it collapses no `..` and makes nothing canonical or
      // lexical that was not already (the parent of a real path is real).
      if (reference.name === 'dirname') return operands[0] ?? UNKNOWN;
      if (CANONICAL_PRESERVING.has(reference.name) && operands.length === 1 && operands[0]?.kind === 'canonical') {
        return operands[0];
      }
      // `path.join(realRoot, path.sep)` adds a separator to a canonical path, and no segment.
      const [first, ...rest] = getPassedArguments(this.analysis.values, reference).arguments;
      if (
        reference.name === 'join' &&
        first &&
        operands[0]?.kind === 'canonical' &&
        rest.length > 0 &&
        rest.every((argument) => this.isSeparatorText(argument))
      ) {
        return operands[0];
      }
      return { kind: 'lexical', name: reference.display, layer: reference.layer };
    }
    const callee = unwrapExpression(node.callee);
    if (callee.type === AST_NODE_TYPES.MemberExpression) {
      const method = getPropertyName(callee);
      if (method !== null && PATH_PRESERVING_METHODS.has(method)) return this.getOrigin(callee.object);
    }
    return UNKNOWN;
  }

  /** `fs.realpath(p, cb)` returns nothing; `await fs.promises.realpath(p)` a path. */
  private isAwaited(node: TSESTree.Node): boolean {
    let current = node;
    while (current.parent && unwrapExpression(current.parent) !== current.parent) current = current.parent;
    return current.parent?.type === AST_NODE_TYPES.AwaitExpression;
  }

  /** `this.#root`, `other.#root` / `this.root` (a `readonly` field): the field's writes, when the class holds them all. */
  private getFieldOrigin(node: TSESTree.MemberExpression): Origin {
    const name = getMemberKey(node);
    const body = getFieldClass(node);
    if (name === null || !body) return UNKNOWN;
    const field = body.body.find(
      (member): member is TSESTree.PropertyDefinition =>
        member.type === AST_NODE_TYPES.PropertyDefinition && !member.static && getMemberName(member) === name,
    );
    if (!field || !(name.startsWith('#') || field.readonly)) return UNKNOWN;
    const known = this.fieldOrigins.get(field);
    if (known) return known;
    // A field written from itself is not shown; the guard also stops the cycle.
    this.fieldOrigins.set(field, UNKNOWN);
    const values = [...(field.value ? [field.value] : []), ...(this.getFieldAssignments(body).get(name) ?? [])];
    const origins = values.map((value) => this.getOrigin(value));
    // Every write must agree: a field set lexically in one place and canonically in another is not
    // shown. A relative path computed from a lexical one agrees with a lexical path.
    const kinds = new Set(origins.map((origin) => toPlain(origin).kind));
    const origin = kinds.size === 1 ? mergeOrigins(origins) : UNKNOWN;
    this.fieldOrigins.set(field, origin);
    return origin;
  }

  /** The `this.x = …` and `any.#x = …` assignments of a class body's fields, by name; one pass per class. */
  private getFieldAssignments(body: TSESTree.ClassBody): ReadonlyMap<string, readonly TSESTree.AssignmentExpression[]> {
    const cached = this.fieldAssignments.get(body);
    if (cached) return cached;
    const assignments = new Map<string, TSESTree.AssignmentExpression[]>();
    for (const node of this.analysis.nodes) {
      if (node.type !== AST_NODE_TYPES.AssignmentExpression || !contains(body, node)) continue;
      const target = unwrapExpression(node.left);
      if (target.type !== AST_NODE_TYPES.MemberExpression) continue;
      const key = getMemberKey(target);
      if (key === null || getFieldClass(target) !== body) continue;
      assignments.set(key, [...(assignments.get(key) ?? []), node]);
    }
    this.fieldAssignments.set(body, assignments);
    return assignments;
  }
}

/** `this.#x` → `#x`, `this.x` / `this['x']` → `x`. */
function getMemberKey(node: TSESTree.MemberExpression): string | null {
  return node.property.type === AST_NODE_TYPES.PrivateIdentifier ? `#${node.property.name}` : getPropertyName(node);
}

function getMemberName(member: TSESTree.PropertyDefinition): string | null {
  if (member.key.type === AST_NODE_TYPES.PrivateIdentifier) return `#${member.key.name}`;
  return getPropertyName(member);
}

/**
 * The class whose instance field `node` names: for `x.#name`, the class that declares `#name`,
 * whatever `x` is (the brand check throws for an object that is not its instance); for
 * `this.name`, the class whose instance `this` is.
 */
function getFieldClass(node: TSESTree.MemberExpression): TSESTree.ClassBody | undefined {
  const { property } = node;
  if (property.type !== AST_NODE_TYPES.PrivateIdentifier) {
    return unwrapExpression(node.object).type === AST_NODE_TYPES.ThisExpression ? getThisClassBody(node) : undefined;
  }
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (
      current.type === AST_NODE_TYPES.ClassBody &&
      current.body.some(
        (member) =>
          'key' in member && member.key.type === AST_NODE_TYPES.PrivateIdentifier && member.key.name === property.name,
      )
    ) {
      return current;
    }
  }
  return undefined;
}

/** The class body whose instance `this` means at `node` (arrow functions see through). */
function getThisClassBody(node: TSESTree.Node): TSESTree.ClassBody | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.FunctionDeclaration) return undefined;
    if (current.type === AST_NODE_TYPES.FunctionExpression) {
      const owner = current.parent;
      if (owner?.type !== AST_NODE_TYPES.MethodDefinition || owner.static) return undefined;
      return owner.parent;
    }
    if (current.type === AST_NODE_TYPES.PropertyDefinition && !current.static) return current.parent;
  }
  return undefined;
}
