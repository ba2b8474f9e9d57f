/**
 * Where the file's tracked values start: the identifiers that read a value which may lead to a
 * tracked module or member (an import of fs, `const fs = require('fs')`, the free `require`,
 * `process`, `globalThis`, …). The analysis walks up from these (`getValueParent`) and from each
 * `import()`, and nowhere else.
 *
 * Cost. Asking every variable of the file what it holds evaluates every initialiser that a read
 * reaches (`const x = require('./x')`, `const y = f(a)`), which was most of an untyped run's own
 * time. Here only candidates are asked: a variable is a candidate when a walk up from a root passes
 * its declarator or an assignment that writes it, or when it is declared by anything but a
 * declarator or a function (an import, a class, a catch clause: asked, cheaply). One pass over the
 * references, one climb per root that stops at the first node climbed before, one evaluation per
 * candidate. A file with an `import()` asks every variable, as before (see 4 below).
 *
 * Why no root is lost (every identifier left out holds nothing or an inert value):
 * 1. Inert values (`INERT_KINDS`: function objects, `Function`, `eval`, `Object`, …) are closed:
 *    a member, call, `.bind`, `await`, `?:`, `??` or assignment of one is inert or nothing. A node
 *    with any other value therefore has a child with such a value whose `getValueParent` is that
 *    node, down to an identifier or an `import()`: every tracked node lies on the walk from a
 *    non-inert root, and the walks from inert roots reach no node that yields a reference
 *    (`getReferencesAt` answers only for modules, promises of them and members).
 * 2. Values start only at identifiers (a variable's definition or assignment, or a free global)
 *    and at `import()`; functions start inert values. A free global is asked by name (cheap).
 * 3. A variable declared by declarators only (and functions) gets a non-inert value only from
 *    a non-inert node inside a declarator's initialiser or pattern defaults, or inside an
 *    assignment that writes it (`getStoringAssignment`, the evaluator's own reading). By 1 that
 *    node lies above a non-inert root within the same function, so the climb from that root, which
 *    passes every ancestor up to the nearest function, finds the declarator or assignment and asks
 *    the variable. Above a function nothing flows: a function's value is inert and ignores its body.
 * 4. A parameter holds a value only as the module of `import(…).then((m) => …)`: with an
 *    `import()` in the file every variable is asked instead.
 * A new origin of values in `module-values.ts` (a value built from no identifier) must be seeded
 * here.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';

import { getFreeGlobalValue, INERT_KINDS, type Value } from '../knowledge/module-kinds.js';
import { getStoringAssignment } from './module-bindings.js';
import type { ModuleValues } from './module-values.js';

type RootIdentifier = TSESTree.Identifier | TSESTree.JSXIdentifier;

function isInert(value: Value | null): boolean {
  return value === null || INERT_KINDS.has(value.kind);
}

function isFunction(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.FunctionDeclaration ||
    node.type === AST_NODE_TYPES.FunctionExpression ||
    node.type === AST_NODE_TYPES.ArrowFunctionExpression
  );
}

/**
 * Definitions whose variable the climb decides (3, 4): a declarator's, and a function's name or
 * parameter. Every other definition (imports, classes, enums, catch clauses, what a parser adds
 * tomorrow) makes its variable a candidate.
 */
function isDecidedByClimb(definition: Scope.Definition): boolean {
  return definition.node.type === AST_NODE_TYPES.VariableDeclarator || isFunction(definition.node);
}

/**
 * The identifiers of the file that read a value other than an inert one, in the order of the
 * file's references. `hasDynamicImport`: the file has an `import()` (every variable is asked).
 */
export function getRootIdentifiers(
  values: ModuleValues,
  scopeManager: Scope.ScopeManager,
  hasDynamicImport: boolean,
): RootIdentifier[] {
  const references = values.getReferences();
  const asked = new Set<Scope.Variable>();
  const holding = new Set<Scope.Variable>();
  const pending: Scope.Variable[] = [];
  const ask = (variable: Scope.Variable | null): void => {
    if (!variable || asked.has(variable)) return;
    asked.add(variable);
    pending.push(variable);
  };

  let written: Map<TSESTree.Node, Scope.Variable[]> | undefined;
  /** The variables each assignment of the file stores into, as the evaluator reads them. */
  const getWritten = (): Map<TSESTree.Node, Scope.Variable[]> => {
    if (written) return written;
    written = new Map();
    for (const [identifier, reference] of references) {
      if (!reference.isWrite() || !reference.resolved) continue;
      const stored = getStoringAssignment(identifier);
      if (!stored) continue;
      const list = written.get(stored.assignment) ?? [];
      list.push(reference.resolved);
      written.set(stored.assignment, list);
    }
    return written;
  };

  /**
   * What a reference to no declared variable reads, as `evaluateIdentifier` says: only a free
   * global by its name (the name decides without the memo); a JSX name holds nothing.
   */
  const isFreeRoot = (identifier: RootIdentifier): boolean =>
    identifier.type === AST_NODE_TYPES.Identifier &&
    !isInert(getFreeGlobalValue(identifier.name)) &&
    !isInert(values.getValue(identifier));

  const climbed = new Set<TSESTree.Node>();
  const climb = (root: TSESTree.Node): void => {
    for (let node = root.parent; node && !climbed.has(node) && !isFunction(node); node = node.parent) {
      climbed.add(node);
      if (node.type === AST_NODE_TYPES.VariableDeclarator) {
        for (const variable of scopeManager.getDeclaredVariables(node)) ask(variable);
      } else if (node.type === AST_NODE_TYPES.AssignmentExpression) {
        for (const variable of getWritten().get(node) ?? []) ask(variable);
      }
    }
  };

  const seen = new Set<Scope.Variable>();
  const freeRoots = new Set<RootIdentifier>();
  for (const [identifier, reference] of references) {
    const variable = reference.resolved;
    if (variable && variable.defs.length > 0) {
      if (seen.has(variable)) continue;
      seen.add(variable);
      if (hasDynamicImport || !variable.defs.every(isDecidedByClimb)) ask(variable);
    } else if (isFreeRoot(identifier)) {
      freeRoots.add(identifier);
      climb(identifier);
    }
  }
  for (let variable = pending.pop(); variable; variable = pending.pop()) {
    if (isInert(values.getVariableValue(variable))) continue;
    holding.add(variable);
    for (const reference of variable.references) climb(reference.identifier);
  }

  const roots: RootIdentifier[] = [];
  for (const [identifier, reference] of references) {
    const variable = reference.resolved;
    const holds = variable && variable.defs.length > 0 ? holding.has(variable) : freeRoots.has(identifier);
    if (holds) roots.push(identifier);
  }
  return roots;
}
