/**
 * Which writes of a variable a read may see, as far as the file's structure shows: the last write
 * that always runs before the read in its function, the writes a loop brings back, and those of
 * other functions, which the file cannot order. ORKVFS008 follows path values through them.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

import { isFunction } from '../syntax/expressions.js';
export function getEnclosingFunction(node: TSESTree.Node): TSESTree.Node | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunction(current)) return current;
  return undefined;
}

export function contains(outer: TSESTree.Node, inner: TSESTree.Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

const LOOPS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.ForStatement,
  AST_NODE_TYPES.ForInStatement,
  AST_NODE_TYPES.ForOfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
]);

/** Nodes a write passes through on its way to its statement without becoming conditional. */
const UNCONDITIONAL: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.AwaitExpression,
  AST_NODE_TYPES.ExpressionStatement,
  AST_NODE_TYPES.SequenceExpression,
  AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.VariableDeclaration,
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  // A destructuring target: every name in it is written (a default only decides which value). A
  // property of an object literal passes too, and stops at its ObjectExpression.
  AST_NODE_TYPES.ArrayPattern,
  AST_NODE_TYPES.ObjectPattern,
  AST_NODE_TYPES.Property,
  AST_NODE_TYPES.RestElement,
  // Only its value leads up to a switch: a write in a case stops at its SwitchCase.
  AST_NODE_TYPES.SwitchStatement,
]);

const LOGICAL_ASSIGNMENTS: ReadonlySet<string> = new Set(['??=', '||=', '&&=']);

/**
 * Seen from `parent`, where a write that always runs within `child` also always runs first:
 * `'parent'` when `child` runs whenever `parent` does (a block's statements aside), so the answer
 * lies further up; otherwise the region the write precedes — a block, a `for…in`/`for…of` body
 * for its header (which writes before each pass of a body that may run zero times), or `child`
 * itself, a branch or a loop body that may not run. A statement's head runs whenever the
 * statement does: an `if`'s or a loop's test, a `switch`'s value, a `for(;;)`'s init, what a
 * `for…of` iterates.
 */
function getRegion(parent: TSESTree.Node, child: TSESTree.Node): TSESTree.Node | 'parent' {
  switch (parent.type) {
    case AST_NODE_TYPES.BlockStatement:
    case AST_NODE_TYPES.Program:
    case AST_NODE_TYPES.StaticBlock:
      return parent;
    case AST_NODE_TYPES.ForStatement:
      return child === parent.init || child === parent.test ? 'parent' : child;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
      return child === parent.test ? 'parent' : child;
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
      return child === parent.right ? 'parent' : parent.body;
    case AST_NODE_TYPES.AssignmentPattern:
      return child === parent.left ? 'parent' : child;
    case AST_NODE_TYPES.AssignmentExpression:
      // `x ??= (r = …)`: the right side of a logical assignment may not run (a write never passes
      // through its left, a name or a member).
      return LOGICAL_ASSIGNMENTS.has(parent.operator) ? child : 'parent';
    default:
      return UNCONDITIONAL.has(parent.type) ? 'parent' : child;
  }
}

/**
 * Whether a write always runs before `use` (a later node): the region that holds both in which
 * the write always runs first, entered only at its start (see `getRegion`); `undefined` when the
 * use lies outside it.
 */
function getDominatedRegion(write: TSESTree.Node, use: TSESTree.Node): TSESTree.Node | undefined {
  for (let current = write; current.parent; current = current.parent) {
    const region = getRegion(current.parent, current);
    if (region !== 'parent') return contains(region, use) ? region : undefined;
  }
  return undefined;
}

/**
 * Whether `write`, after `use` in the source, can still run before it: both in one loop, unless
 * the use's region of a write that always runs first (`dominated`) lies in that loop — each pass
 * enters the region at its start and writes again on the way to the use.
 */
function reachesBackwards(
  write: TSESTree.Node,
  use: TSESTree.Node,
  boundary: TSESTree.Node | undefined,
  dominated: TSESTree.Node | undefined,
): boolean {
  for (let current = use.parent; current && current !== boundary; current = current.parent) {
    if (LOOPS.has(current.type) && contains(current, write)) return !dominated || !contains(current, dominated);
  }
  return false;
}

/** `O`: what a write may know of its value without one (ORKVFS008: a `realpath` callback's parameter is canonical). */
export interface Write<O = unknown> {
  /** The node that writes (declarator, assignment, or a parameter's function); orders the writes. */
  readonly at: TSESTree.Node;
  /** The value written, when the file shows it. */
  readonly value: TSESTree.Node | undefined;
  /** A parameter: its value comes from the caller (the function's start always precedes its uses). */
  readonly parameter: boolean;
  /** An origin known without a value (a `realpath` callback's parameter). */
  readonly origin?: O;
}

/**
 * Whether a write runs after `anchor`: it starts later, or it is an assignment that holds it
 * (`p = p + sep` reads `p` before it writes; a `catch (e)` clause or a function holds reads of its
 * own binding that run after it).
 */
function isAfter(write: Write, anchor: TSESTree.Node): boolean {
  return (
    write.at.range[0] >= anchor.range[0] ||
    (write.at.type === AST_NODE_TYPES.AssignmentExpression && contains(write.at, anchor))
  );
}

/** The function a write belongs to: a parameter to its own function, anything else to the enclosing one. */
function getLevel(write: Write): TSESTree.Node | undefined {
  return write.parameter ? write.at : getEnclosingFunction(write.at);
}

/** A variable's writes by the function they belong to, in source order; built once per writes list. */
interface WriteIndex<W extends Write> {
  readonly byLevel: Map<TSESTree.Node | undefined, W[]>;
}

const indexes = new WeakMap<readonly Write[], WriteIndex<Write>>();

function getIndex<W extends Write>(writes: readonly W[]): WriteIndex<W> {
  let index = indexes.get(writes) as WriteIndex<W> | undefined;
  if (!index) {
    const byLevel = new Map<TSESTree.Node | undefined, W[]>();
    for (const write of writes) {
      const level = getLevel(write);
      const list = byLevel.get(level);
      if (list) list.push(write);
      else byLevel.set(level, [write]);
    }
    index = { byLevel };
    indexes.set(writes, index);
  }
  return index;
}

/** The first index of `list` (in source order) whose write starts at or after `position`. */
function findStart(list: readonly Write[], position: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as Write).at.range[0] < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The outermost loop around `use` inside `boundary`: the only place a later write can run before it. */
function getOutermostLoop(use: TSESTree.Node, boundary: TSESTree.Node | undefined): TSESTree.Node | undefined {
  let loop: TSESTree.Node | undefined;
  for (let current = use.parent; current && current !== boundary; current = current.parent)
    if (LOOPS.has(current.type)) loop = current;
  return loop;
}

/**
 * The writes among `writes` (a variable's, in source order, the same list for every read of it)
 * whose value `identifier`, a read of it, may hold. Per read, the cost is a binary search and the
 * writes that may reach it (and those of a loop around it): a `let` written 5,000 times in a row
 * costs linear time, not quadratic.
 */
export function findReachingWrites<W extends Write>(
  identifier: TSESTree.Identifier,
  writes: readonly W[],
): readonly W[] {
  const { byLevel } = getIndex(writes);
  const reaching = new Set<W>();
  const levels = new Set<TSESTree.Node | undefined>();
  // From the use's function outwards: in each, the writes back to the first that always runs
  // before the use (or before the closure that holds it), and the writes a loop brings back.
  let anchor: TSESTree.Node = identifier;
  let level = getEnclosingFunction(identifier);
  for (let innermost = true; ; innermost = false) {
    levels.add(level);
    const here = byLevel.get(level) ?? [];
    const start = findStart(here, anchor.range[0]);
    // The region the use sits in where a write always runs first (the function for a parameter).
    let dominated: TSESTree.Node | undefined;
    // Parameters come first in source order (they start at their function); a write before the
    // anchor that holds it (`p = p + sep`) runs after it.
    for (let index = start - 1; index >= 0; index -= 1) {
      const write = here[index] as W;
      if (isAfter(write, anchor) && !write.parameter) continue;
      reaching.add(write);
      dominated = write.parameter ? write.at : getDominatedRegion(write.at, anchor);
      if (dominated) break;
    }
    for (let index = start; index < here.length && !dominated; index += 1) {
      const write = here[index] as W;
      // A parameter starting at the anchor itself (a function read as its own level).
      if (!write.parameter) break;
      reaching.add(write);
      dominated = write.at;
    }
    if (!innermost) {
      // A closure may run after later writes of its outer function.
      for (const write of here) if (!write.parameter && isAfter(write, anchor)) reaching.add(write);
    } else {
      // A loop brings its own later writes back, unless the use's region where a write always runs
      // first is inside that loop; only a loop around the use, inside its function, can.
      const loop = getOutermostLoop(anchor, level);
      if (loop) {
        for (let index = findStart(here, loop.range[0]); index < here.length; index += 1) {
          const write = here[index] as W;
          if (write.at.range[0] >= loop.range[1]) break;
          if (write.parameter || !isAfter(write, anchor)) continue;
          if (reachesBackwards(write.at, anchor, level, dominated)) reaching.add(write);
        }
      }
    }
    if (dominated || !level) break;
    anchor = level;
    level = getEnclosingFunction(level);
  }
  // A write that always runs first in `level` hides the writes of the functions around it: none
  // of them can run between that write and the use.
  for (let outer = level; outer;) {
    outer = getEnclosingFunction(outer);
    levels.add(outer);
  }
  // Writes in other functions (callbacks, sibling closures): the file cannot order them.
  for (const [other, list] of byLevel) if (!levels.has(other)) for (const write of list) reaching.add(write);
  return [...reaching];
}
