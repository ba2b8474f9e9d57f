/**
 * The syntactic layer: what value an expression holds, as far as the file itself shows.
 *
 * An expression can hold a tracked module (fs, fs/promises, path, a watcher library, Node's
 * `module`), a member of one (`fs.readFileSync`, `path.resolve`), `require` or a promise of a
 * dynamically imported module. Values flow through imports, `require`, `import x = require()`,
 * `createRequire`, `process.getBuiltinModule`, `await import()` and `.then(m => …)`, variable
 * initialisers and assignments, destructuring (nested, renamed, string keys, defaults, rest),
 * TypeScript wrappers (`as`, `!`, `satisfies`, `<T>`), optional chaining, `??`/`||`/`?:`, and
 * `.bind`. Everything is computed lazily and memoised, and only for what is built on a tracked
 * value (`value-roots.ts`, `getValueParent`). What each kind of value is and what its members
 * are: `module-kinds.ts`.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

const { getPropertyName, getStaticValue } = ASTUtils;

import { ConstantStrings } from './constant-strings.js';
import { DeepMemo } from './deep-memo.js';
import { collectKeyAlternatives, type AlternativeContext } from './key-alternatives.js';
import { evaluateCall, getCallTarget, getLoaderCallOf, isBorrowedProbe, type CallContext } from './module-calls.js';
import { isFunction, isTransparentParent, STORING_OPERATORS, unwrapExpression } from './expressions.js';
import {
  ConstantKeys,
  getImportValue,
  getStoringAssignment,
  isAmbient,
  project,
  type PatternEvaluator,
} from './module-bindings.js';
import {
  getFreeGlobalValue,
  INERT_KINDS,
  getMember,
  getModuleBySpecifier,
  getProperty,
  NODE_MODULE_SPECIFIERS,
  PROCESS_SPECIFIERS,
  type EvaluatorKind,
  type KeyAlternatives,
  type LoaderKind,
  type ModuleHolder,
  type ModuleSettings,
  type ModuleValue,
  type TrackedValue,
  type Value,
} from '../knowledge/module-kinds.js';

export { isTransparentParent, unwrapExpression } from './expressions.js';
export type {
  EvaluatorKind,
  LoaderKind,
  MemberValue,
  ModuleFamily,
  ModuleHolder,
  ModuleSettings,
  ModuleValue,
  TrackedValue,
} from '../knowledge/module-kinds.js';

/**
 * The one value a choice between two may be (`c ? f : fs`, `f || fs`): the first side's, unless
 * that is a value no rule reports (a function of the file, `Object`) and the other side's is not,
 * so a tracked side is never hidden behind an inert one.
 */
function either(first: Value | null, second: Value | null): Value | null {
  if (!first) return second;
  return second && INERT_KINDS.has(first.kind) && !INERT_KINDS.has(second.kind) ? second : first;
}

export class ModuleValues {
  /** Node values, followed to any depth (a chain of 5,000 aliases) without overflowing the stack. */
  private readonly nodeValues = new DeepMemo<TSESTree.Node, Value | null>((node) => this.compute(node), null);
  /**
   * The reference each identifier makes, indexed on the first question: a file whose values
   * start nowhere (`value-roots.ts`) never asks one.
   */
  private referenceIndex: Map<TSESTree.Identifier | TSESTree.JSXIdentifier, Scope.Reference> | undefined;
  private readonly variableValues = new Map<Scope.Variable, Value | null>();
  /** Specifiers and keys held in chains of `const` aliases and concatenations, folded to any depth. */
  private readonly strings = new ConstantStrings(
    (identifier) => this.getReference(identifier)?.resolved,
    (node) => getStaticValue(node, this.scopeFor(node)),
  );
  private readonly fsModules: ReadonlySet<string>;
  private readonly watcherModules: ReadonlySet<string>;
  private readonly keys: ConstantKeys;
  private readonly evaluator: PatternEvaluator = {
    evaluate: (node) => this.nodeValues.get(node),
    getKey: (property) => this.getKey(property),
  };
  private readonly alternativeContext: AlternativeContext = {
    getConstantString: (node) => this.getConstantString(node),
    getReference: (identifier) => this.getReference(identifier),
  };
  private readonly calls: CallContext = {
    evaluate: (node) => this.nodeValues.get(node),
    getConstantString: (node) => this.getConstantString(node),
    getModuleBySpecifier: (specifier) => this.getModuleBySpecifier(specifier),
    scopeFor: (node) => this.scopeFor(node),
  };
  /** What a program says a constant holds where the file alone cannot (an imported enum member); set before any evaluation. */
  private constantText: ((node: TSESTree.Node) => string | null) | undefined;
  private typedAlternatives: ((node: TSESTree.Node) => readonly string[] | undefined) | undefined;

  /**
   * @param classicScript whether the file is a classic script (`sourceType: 'script'`), whose
   *   top-level bindings are globals; CommonJS (`'commonjs'`) and modules keep theirs, whatever
   *   scope a parser's scope manager gives them (typescript-eslint's has no CommonJS wrapper scope).
   */
  constructor(
    private readonly scopeManager: Scope.ScopeManager,
    settings: ModuleSettings,
    private readonly classicScript = false,
  ) {
    this.fsModules = new Set(settings.fsModules);
    this.watcherModules = new Set(settings.watcherModules);
    this.keys = new ConstantKeys((identifier) => this.getReference(identifier), scopeManager);
  }

  /**
   * With a TypeScript program: the text of a constant the file alone cannot fold, read at its
   * origin in another file (`require(Mods.Fs)`, `fs[Op.Remove]` with an imported enum). Set by the
   * analysis entry before anything is evaluated, so every answer of this object agrees with it.
   */
  useConstantText(reader: (node: TSESTree.Node) => string | null): void {
    this.constantText = reader;
  }

  /** With a TypeScript program: the names a key's literal-union type claims (`k: 'rmSync' | 'readFileSync'`). */
  useKeyAlternatives(reader: (node: TSESTree.Node) => readonly string[] | undefined): void {
    this.typedAlternatives = reader;
  }

  /** The reference an identifier makes, if it is one (not a declaration, key or label). */
  getReference(node: TSESTree.Identifier | TSESTree.JSXIdentifier): Scope.Reference | undefined {
    if (!this.referenceIndex) {
      this.referenceIndex = new Map();
      for (const scope of this.scopeManager.scopes) {
        for (const reference of scope.references) this.referenceIndex.set(reference.identifier, reference);
      }
    }
    return this.referenceIndex.get(node);
  }

  /** The variable a declared identifier (in a declarator's pattern) introduces. */
  getDeclaredVariable(identifier: TSESTree.Identifier): Scope.Variable | undefined {
    let declarator: TSESTree.Node | undefined = identifier.parent;
    while (declarator && declarator.type !== AST_NODE_TYPES.VariableDeclarator) declarator = declarator.parent;
    if (!declarator) return undefined;
    return this.scopeManager
      .getDeclaredVariables(declarator)
      .find((variable) => variable.identifiers.includes(identifier));
  }

  /** Whether a declarator's names live in the global scope: the top of a classic script, where other scripts read them. */
  isGlobalDeclaration(declarator: TSESTree.VariableDeclarator): boolean {
    return (
      this.classicScript &&
      this.scopeManager.getDeclaredVariables(declarator).some((variable) => variable.scope.type === 'global')
    );
  }

  /**
   * Whether a name an assignment stores into is one the file cannot follow: an implicit global
   * (`io = fs` in a sloppy script), a configured or ambient global (`declare let io`), a binding of
   * a classic script's top level. Fails closed: a name without a known reference is outside.
   */
  isOutsideName(identifier: TSESTree.Identifier): boolean {
    const variable = this.getReference(identifier)?.resolved;
    if (!variable || variable.defs.length === 0) return true;
    if (this.classicScript && variable.scope.type === 'global') return true;
    return variable.defs.every((definition) => isAmbient(definition.node));
  }

  /** The value one target of a destructuring assignment receives: `obj.x` of `({ readFileSync: obj.x } = fs)`. */
  getAssignedTargetValue(assignment: TSESTree.AssignmentExpression, target: TSESTree.Node): Value | null {
    return this.nodeValues.settle(
      () => this.project(assignment.left, this.nodeValues.get(assignment.right), target) ?? null,
    );
  }

  /** The variable a declaration such as `import x = require('fs')` introduces. */
  getVariable(declaration: TSESTree.Node): Scope.Variable | undefined {
    return this.scopeManager.getDeclaredVariables(declaration)[0];
  }

  /** The module a specifier names, if it is one this plugin tracks. */
  getModuleBySpecifier(specifier: string): ModuleValue | undefined {
    return getModuleBySpecifier(specifier, this.fsModules, this.watcherModules);
  }

  /**
   * Every node the walks from the file's roots reached, once the analysis has walked them
   * (`useWalkedNodes`); until then, every node is evaluated.
   */
  private walked: ReadonlySet<TSESTree.Node> | undefined;

  /**
   * Hands over the nodes the walks up from the file's roots reached (`value-roots.ts`). From then
   * on a question about a tracked module, member or promise of one is answered without evaluating
   * a node outside them: no such value lies elsewhere (`value-roots.ts`, 1: every node holding a
   * value other than an inert one is on the walk from a root). Producers ask about every call
   * and comparison of the file (is this `path.isAbsolute`? `path.sep`? `URL`?), and would
   * otherwise evaluate each callee and operand.
   */
  useWalkedNodes(nodes: ReadonlySet<TSESTree.Node>): void {
    this.walked = nodes;
  }

  /** The value of an expression when it is a tracked module or a member of one. */
  getTrackedValue(node: TSESTree.Node): TrackedValue | undefined {
    if (this.walked && !this.walked.has(node)) return undefined;
    const value = this.nodeValues.get(node);
    return value && (value.kind === 'module' || value.kind === 'member') ? value : undefined;
  }

  /** The module an expression holds, itself or as the promise `import()` returns. */
  getModuleHolder(node: TSESTree.Node): ModuleHolder | undefined {
    if (this.walked && !this.walked.has(node)) return undefined;
    const value = this.nodeValues.get(node);
    return value && (value.kind === 'module' || value.kind === 'importPromise') ? value : undefined;
  }

  /** What an expression holds, tracked or not (a loader, a function object, …); `null` when nothing this analysis follows. */
  getValue(node: TSESTree.Node): Value | null {
    return this.nodeValues.get(node);
  }

  /**
   * The nearest ancestor of a valued node whose value is built on it: its parent when that has a
   * value, or — for `require.call(…)`, `fs.readFile.bind(…)` — the call that forwards through the
   * member the node is the object of. Undefined where the value stops.
   */
  getValueParent(node: TSESTree.Node): TSESTree.Node | undefined {
    return this.nodeValues.settle(() => this.findValueParent(node));
  }

  private findValueParent(node: TSESTree.Node): TSESTree.Node | undefined {
    const parent = node.parent;
    if (!parent) return undefined;
    if (this.nodeValues.get(parent) !== null) return parent;
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== node) return undefined;
    let callee: TSESTree.Node = parent;
    while (callee.parent && isTransparentParent(callee.parent, callee) && unwrapExpression(callee.parent) === parent)
      callee = callee.parent;
    const call = callee.parent;
    return call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee && this.nodeValues.get(call) !== null
      ? call
      : undefined;
  }

  /** The scope that sees a node's bindings (for `getStaticValue`-style constant folding). */
  getScope(node: TSESTree.Node): Scope.Scope {
    return this.scopeFor(node);
  }

  /** The value of `module[key]`. */
  getMember(module: ModuleValue, key: string | null): Value | null {
    return getMember(module, key);
  }

  private compute(raw: TSESTree.Node): Value | null {
    const node = unwrapExpression(raw);
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        return this.evaluateIdentifier(node);
      case AST_NODE_TYPES.MemberExpression:
        return this.evaluateMember(node);
      // `<fs.X />`: a JSX element's name reads its member, and hands it to the JSX factory.
      case AST_NODE_TYPES.JSXIdentifier: {
        const variable = this.getReference(node)?.resolved;
        return variable && variable.defs.length > 0 ? this.variableValue(variable) : null;
      }
      case AST_NODE_TYPES.JSXMemberExpression: {
        const object = this.nodeValues.get(node.object);
        return object ? getProperty(object, node.property.name) : null;
      }
      case AST_NODE_TYPES.CallExpression:
        return evaluateCall(this.calls, node);
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return { kind: 'functionObject' };
      case AST_NODE_TYPES.ImportExpression: {
        const specifier = this.getConstantString(node.source);
        if (specifier !== null && NODE_MODULE_SPECIFIERS.has(specifier))
          return { kind: 'loaderPromise', namespace: { kind: 'nodeModule' } };
        if (specifier !== null && PROCESS_SPECIFIERS.has(specifier))
          return { kind: 'loaderPromise', namespace: { kind: 'process' } };
        const module = specifier === null ? undefined : this.getModuleBySpecifier(specifier);
        return module ? { kind: 'importPromise', module } : null;
      }
      case AST_NODE_TYPES.AwaitExpression: {
        const awaited = this.nodeValues.get(node.argument);
        if (awaited?.kind === 'loaderPromise') return awaited.namespace;
        return awaited?.kind === 'importPromise' ? awaited.module : awaited;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        return either(this.nodeValues.get(node.consequent), this.nodeValues.get(node.alternate));
      case AST_NODE_TYPES.LogicalExpression:
        // `fs && fs.promises` is never `fs`; `a || fs` and `a ?? fs` may be either side.
        return node.operator === '&&'
          ? this.nodeValues.get(node.right)
          : either(this.nodeValues.get(node.left), this.nodeValues.get(node.right));
      case AST_NODE_TYPES.SequenceExpression: {
        const last = node.expressions.at(-1);
        return last ? this.nodeValues.get(last) : null;
      }
      case AST_NODE_TYPES.AssignmentExpression:
        // `x ??= fs` / `x ||= fs` is `x` or `fs`; `x &&= fs` is `fs` when `x` held anything.
        if (node.operator === '=' || node.operator === '&&=') return this.nodeValues.get(node.right);
        return STORING_OPERATORS.has(node.operator)
          ? either(this.nodeValues.get(node.left), this.nodeValues.get(node.right))
          : null;
      default:
        return null;
    }
  }

  private evaluateIdentifier(node: TSESTree.Identifier): Value | null {
    const reference = this.getReference(node);
    if (!reference) return null;
    const variable = reference.resolved;
    if (variable && variable.defs.length > 0) return this.variableValue(variable);
    // An undeclared (or configured-global) `require` / `process` / `module` is Node's.
    return getFreeGlobalValue(node.name);
  }

  private evaluateMember(node: TSESTree.MemberExpression): Value | null {
    const object = this.nodeValues.get(node.object);
    if (!object) return null;
    const key = this.getKey(node);
    const value = getProperty(object, key);
    if (key !== null || !node.computed || object.kind !== 'module' || value?.kind !== 'member') return value;
    const alternatives = this.getKeyAlternatives(node.property);
    return alternatives ? { ...value, alternatives } : value;
  }

  /**
   * The names a run-time-chosen key takes, when the file shows each (`c ? 'rmSync' : 'readFileSync'`,
   * `a ?? 'rm'`, through `const`s), or a program gives its literal-union type.
   */
  private getKeyAlternatives(key: TSESTree.Node): KeyAlternatives | undefined {
    const names: string[] = [];
    if (collectKeyAlternatives(key, names, this.alternativeContext)) return { names: [...new Set(names)], exact: true };
    const typed = this.typedAlternatives?.(key);
    return typed && typed.length > 0 ? { names: typed, exact: false } : undefined;
  }

  /** `skipNullish`: the left side of `??` / `||`, where `null` and `undefined` pass the choice on. */

  /**
   * The constant name of a member or pattern key. Beyond `getPropertyName` (literals, `const`
   * strings, concatenations), an element of a `const` array or `as const` tuple the file never
   * writes to (`fs[keys[0]]`): ESLint's constant folding refuses those once the array is used
   * inside a call, and failing closed there would report the operation under the wrong code.
   */
  getKey(node: TSESTree.MemberExpression | TSESTree.Property): string | null {
    if (!node.computed) return getPropertyName(node, this.scopeFor(node));
    const key = unwrapExpression(node.type === AST_NODE_TYPES.MemberExpression ? node.property : node.key);
    // A key held in a chain of `const` links is folded to any depth (`getPropertyName` gives up).
    return (
      this.strings.get(key) ??
      this.keys.getConstantElement(key) ??
      this.keys.getEnumString(key) ??
      this.constantText?.(key) ??
      null
    );
  }

  /**
   * The string an expression always holds, as ESLint folds it, or as a member of a string enum of
   * this file (`require(Mods.Fs)`, `fs[Op.Remove]`), which ESLint's folding does not read; with a
   * program, as the constant's origin in another file holds it.
   */
  getConstantString(node: TSESTree.Node): string | null {
    return (
      this.strings.get(node) ?? this.keys.getEnumString(unwrapExpression(node)) ?? this.constantText?.(node) ?? null
    );
  }

  /**
   * A call of a module loader or code evaluator, however it was reached (`require`, `module.require`,
   * `createRequire(…)`, `getBuiltinModule`, `eval`, `Function`, `process.binding`), with the
   * specifier or code it receives first.
   */
  getLoaderCall(
    node: TSESTree.CallExpression | TSESTree.NewExpression,
  ):
    | { kind: LoaderKind | EvaluatorKind; first: TSESTree.CallExpressionArgument | undefined; hasArguments: boolean }
    | undefined {
    return getLoaderCallOf(
      this.nodeValues.settle(() => getCallTarget(this.calls, node)),
      node,
    );
  }

  /**
   * `Object.hasOwn(x, key)`, `Reflect.has(x, key)`: a probe that answers a boolean; and the same
   * borrowed from `Object.prototype` (`Object.prototype.hasOwnProperty.call(x, key)`, `{}.…`).
   */
  isFeatureProbe(node: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    return (
      node.type === AST_NODE_TYPES.CallExpression &&
      this.nodeValues.settle(
        () => getCallTarget(this.calls, node).target?.kind === 'featureProbe' || isBorrowedProbe(this.calls, node),
      )
    );
  }

  private scopeFor(node: TSESTree.Node): Scope.Scope {
    return this.keys.scopeFor(node);
  }

  /** The value a variable holds: from its declaration, and from the assignments that store into it (`=`, `??=`, `||=`, `&&=`). */
  getVariableValue(variable: Scope.Variable): Value | null {
    return this.nodeValues.settle(() => this.variableValue(variable));
  }

  private variableValue(variable: Scope.Variable): Value | null {
    if (this.variableValues.has(variable)) return this.variableValues.get(variable) ?? null;
    this.variableValues.set(variable, null);
    let value: Value | null = null;
    try {
      for (const definition of variable.defs) {
        value = this.getDefinitionValue(definition);
        if (value) break;
      }
      if (!value) {
        for (const reference of variable.references) {
          if (!reference.isWrite()) continue;
          value = this.getAssignedValue(reference.identifier);
          if (value) break;
        }
      }
    } catch (error) {
      this.variableValues.delete(variable);
      throw error;
    }
    this.variableValues.set(variable, value);
    return value;
  }

  /**
   * The value an assignment writes to an identifier: `x = fs.readFileSync` (or `x ??= …`), or a
   * destructuring assignment `({ readFileSync: x } = fs)` / `[x = fs.rmSync] = list`.
   */
  private getAssignedValue(identifier: TSESTree.Identifier | TSESTree.JSXIdentifier): Value | null {
    const stored = getStoringAssignment(identifier);
    return stored
      ? (this.project(stored.target, this.nodeValues.get(stored.assignment.right), identifier) ?? null)
      : null;
  }

  /**
   * The value a definition binds by itself, read from its declaration alone: an import's module or
   * member, a function object for a function's name, nothing for any other declaration (a class,
   * an enum, a catch clause, a type). `undefined` for the two that an expression decides: a
   * declarator (its initialiser) and a parameter (the call it is handed to). Only an import's
   * value can be other than inert: `value-roots.ts` asks the variables of the file's imports up
   * front, and no other declaration's (a new case here that is not inert must be seeded there).
   */
  getDeclaredValue(definition: Scope.Definition): Value | null | undefined {
    const { node } = definition;
    switch (node.type) {
      case AST_NODE_TYPES.VariableDeclarator:
        return undefined;
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.FunctionDeclaration:
        // `function f() {}`: `f.constructor` is `Function`.
        return node.id === definition.name ? { kind: 'functionObject' } : undefined;
      default:
        return getImportValue(node, (specifier) => this.getModuleBySpecifier(specifier)) ?? null;
    }
  }

  private getDefinitionValue(definition: Scope.Definition): Value | null {
    const declared = this.getDeclaredValue(definition);
    if (declared !== undefined) return declared;
    const { node } = definition;
    if (node.type === AST_NODE_TYPES.VariableDeclarator)
      return node.init ? (this.project(node.id, this.nodeValues.get(node.init), definition.name) ?? null) : null;
    return isFunction(node) ? this.getParameterValue(node, definition.name) : null;
  }

  /** `import('fs').then((m) => …)`: the first parameter of the callback is the module. */
  private getParameterValue(
    fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration,
    name: TSESTree.Node,
  ): Value | null {
    const parent = fn.parent;
    const first = fn.params[0];
    let value: Value | null = null;
    if (
      parent?.type === AST_NODE_TYPES.CallExpression &&
      parent.arguments[0] === fn &&
      parent.callee.type === AST_NODE_TYPES.MemberExpression &&
      getPropertyName(parent.callee) === 'then'
    ) {
      const promised = this.nodeValues.get(parent.callee.object);
      if (promised?.kind === 'importPromise') value = promised.module;
      if (promised?.kind === 'loaderPromise') value = promised.namespace;
    }
    // A parameter's default is not followed: callers may pass anything, and a default that holds
    // an fs operation or module is reported where it is written (an escape).
    for (const param of fn.params) {
      const projected = this.project(param, param === first ? value : null, name, false);
      if (projected !== undefined) return projected;
    }
    return null;
  }

  /** The value that `target` (an identifier inside `pattern`) receives when `pattern` is bound to `value`. */
  private project(
    pattern: TSESTree.Node,
    value: Value | null,
    target: TSESTree.Node,
    useDefaults = true,
  ): Value | null | undefined {
    return project(this.evaluator, pattern, value, target, useDefaults);
  }
}
