/**
 * Where the file's tracked values start: the identifiers that read a value which may lead to a
 * tracked module or member (an import of fs, `const fs = require('fs')`, the free `require`,
 * `process`, `globalThis`, …). The analysis walks up from these (`getValueParent`) and from each
 * `import()`, and nowhere else.
 *
 * Cost. Asking every variable of the file what it holds evaluates every initialiser that a read
 * reaches (`const x = require('./x')`, `const y = f(a)`), which was most of an untyped run's own
 * time. Here only candidates are asked: the variables an import of a tracked module declares (the
 * one declaration that binds a non-inert value by itself: `getDeclaredValue`), and a variable
 * whose declarator, assignment or `.then` callback a walk up from a root passes. Neither the
 * file's variables nor its references are read one by one (a TypeScript file's global scope alone
 * holds a couple of hundred lib globals): the imports come from the node index, the free globals
 * from the global scope's `through` and a lookup of their few names. One climb per root stops at
 * the first node climbed before; one evaluation per candidate.
 *
 * Why no root is lost (every identifier left out holds nothing or an inert value):
 * 1. Inert values (`INERT_KINDS`: function objects, `Function`, `eval`, `Object`, …) are closed:
 *    a member, call, `.bind`, `await`, `?:`, `??` or assignment of one is inert or nothing. A node
 *    with any other value therefore has a child with such a value whose `getValueParent` is that
 *    node, down to an identifier or an `import()`: every tracked node lies on the walk from a
 *    non-inert root, and the walks from inert roots reach no node that yields a reference
 *    (`getReferencesAt` answers only for modules, promises of them and members).
 * 2. Values start only at identifiers (a variable's definition or assignment, or a free global)
 *    and at `import()`; functions start inert values. A free global is asked by name (cheap), and
 *    holds something only under a name of `FREE_GLOBALS` or `GLOBAL_OBJECTS`. A reference nothing
 *    declares is either unresolved — the scope manager hands every such reference up to the global
 *    scope's `through`, as ESLint's `no-undef` reads it — or resolved to a variable without
 *    definitions: a configured global or a TypeScript lib global, which the global scope's `set`
 *    finds by that name, or a function's `arguments`, the one such variable either scope manager
 *    declares elsewhere (`tests/analysis/value-roots.test.ts` holds it), and no free global's name.
 * 3. A variable's value is the first non-null value of its definitions, then of the assignments
 *    that write it (`variableValue`). A definition either binds its value by itself
 *    (`getDeclaredValue`: an import, a function's name, a class, an enum, a catch clause, a type —
 *    read without any expression; only an import's can be non-inert, and the variables of every
 *    import declaration are asked up front) or takes it from an expression: a declarator's
 *    initialiser or pattern defaults, a parameter's call. So every other variable gets a
 *    non-inert value only from a non-inert node inside a declarator, an assignment that writes it
 *    (`getStoringAssignment`, the evaluator's own reading) or a call that hands a parameter its
 *    value. By 1 that node lies above a non-inert root within the same function, so the climb
 *    from that root, which passes every ancestor up to the nearest function, finds the declarator
 *    or assignment and asks the variable. Above a function nothing flows: a function's value is
 *    inert and ignores its body.
 * 4. A parameter holds a value only as the module of `import(…).then((m) => …)` (`getParameterValue`):
 *    the promise is the non-inert object of the `.then` call, so the climb from its root (an
 *    `import()`, or a variable holding one) passes that call, and asks the callback's parameters.
 * A new origin of values in `module-values.ts` (a value built from no identifier) must be seeded
 * here, and so must a declaration other than an import to which `getDeclaredValue` gives a
 * non-inert value.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import {
  FREE_GLOBALS,
  getFreeGlobalValue,
  GLOBAL_OBJECTS,
  INERT_KINDS,
  type Value,
} from '../knowledge/module-kinds.js';
import { isFunction } from './expressions.js';
import { getStoredNames } from './module-bindings.js';
import type { ModuleValues } from './module-values.js';

const { getPropertyName } = ASTUtils;

type RootIdentifier = TSESTree.Identifier | TSESTree.JSXIdentifier;

function isInert(value: Value | null): boolean {
  return value === null || INERT_KINDS.has(value.kind);
}

/** Whether a name the file does not declare can hold anything but an inert value (`require`, `process`, …). */
function isFreeGlobalName(name: string): boolean {
  return !isInert(getFreeGlobalValue(name));
}

/** Whether a reference reads no declared variable: unresolved, or a global without definitions. */
function isFree(reference: Scope.Reference): boolean {
  return !reference.resolved || reference.resolved.defs.length === 0;
}

/**
 * `x.then(fn)`: the call whose first argument's parameter `getParameterValue` reads a module
 * from (it reads the promise, the callee's object, itself).
 */
function getThenCallback(call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const [callback] = call.arguments;
  return callback &&
    isFunction(callback) &&
    call.callee.type === AST_NODE_TYPES.MemberExpression &&
    getPropertyName(call.callee) === 'then'
    ? callback
    : undefined;
}

/** The declarations of the file that bind a value by themselves, and its `import()`s. */
export interface RootDeclarations {
  /** `import … from`, `import x = require(…)`: the only declarations `getDeclaredValue` can find a non-inert value in. */
  readonly imports: readonly (TSESTree.ImportDeclaration | TSESTree.TSImportEqualsDeclaration)[];
  readonly dynamicImports: readonly TSESTree.ImportExpression[];
}

/** The names a free global can hold something under (`require`, `process`, `globalThis`, …). */
const FREE_GLOBAL_NAMES: readonly string[] = [...Object.keys(FREE_GLOBALS), ...GLOBAL_OBJECTS].filter(isFreeGlobalName);

/**
 * The identifiers of the file that read a value other than an inert one, each once, in no
 * particular order (the analysis sorts what it builds on them).
 */
export function getRootIdentifiers(
  values: ModuleValues,
  scopeManager: Scope.ScopeManager,
  { imports, dynamicImports }: RootDeclarations,
): RootIdentifier[] {
  const asked = new Set<Scope.Variable>();
  const pending: Scope.Variable[] = [];
  const ask = (variable: Scope.Variable): void => {
    if (asked.has(variable)) return;
    asked.add(variable);
    pending.push(variable);
  };

  /**
   * The variables an assignment stores into, as the evaluator reads them: found from its own
   * target, so a file pays for the assignments its climbs pass (every `module.exports = …` of a
   * CommonJS file), never for a pass over all of its writes.
   */
  const askWritten = (assignment: TSESTree.AssignmentExpression): void => {
    for (const name of getStoredNames(assignment)) {
      const reference = values.getReference(name);
      if (reference?.isWrite() && reference.resolved) ask(reference.resolved);
    }
  };

  const climbed = new Set<TSESTree.Node>();
  const climb = (root: TSESTree.Node): void => {
    for (let node = root.parent; node && !climbed.has(node) && !isFunction(node); node = node.parent) {
      climbed.add(node);
      if (node.type === AST_NODE_TYPES.VariableDeclarator) {
        for (const variable of scopeManager.getDeclaredVariables(node)) ask(variable);
      } else if (node.type === AST_NODE_TYPES.AssignmentExpression) {
        askWritten(node);
      } else if (node.type === AST_NODE_TYPES.CallExpression) {
        const callback = getThenCallback(node);
        if (callback) for (const variable of scopeManager.getDeclaredVariables(callback)) ask(variable);
      }
    }
  };

  /**
   * A reference nothing declares is a root when it reads a free global that holds something
   * (`evaluateIdentifier`: only by its name); a JSX name holds nothing.
   */
  const roots: RootIdentifier[] = [];
  const readFree = (reference: Scope.Reference): void => {
    const { identifier } = reference;
    if (
      isFree(reference) &&
      identifier.type === AST_NODE_TYPES.Identifier &&
      isFreeGlobalName(identifier.name) &&
      !isInert(values.getValue(identifier))
    ) {
      roots.push(identifier);
      climb(identifier);
    }
  };

  const { globalScope } = scopeManager;
  for (const reference of globalScope?.through ?? []) readFree(reference);
  // A variable without definitions is looked up by the names that matter: not every variable of
  // the file is read (2).
  for (const name of FREE_GLOBAL_NAMES) {
    const variable = globalScope?.set.get(name);
    if (variable?.defs.length === 0) for (const reference of variable.references) readFree(reference);
  }
  for (const declaration of imports) {
    for (const variable of scopeManager.getDeclaredVariables(declaration)) {
      if (
        variable.defs.some((definition) => {
          const declared = values.getDeclaredValue(definition);
          return declared !== undefined && !isInert(declared);
        })
      )
        ask(variable);
    }
  }
  for (const dynamicImport of dynamicImports) climb(dynamicImport);

  for (let variable = pending.pop(); variable; variable = pending.pop()) {
    if (isInert(values.getVariableValue(variable))) continue;
    for (const reference of variable.references) {
      roots.push(reference.identifier);
      climb(reference.identifier);
    }
  }
  return roots;
}
