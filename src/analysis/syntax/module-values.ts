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
 * value (`getRootIdentifiers`, `getValueParent`). What each kind of value is and what its members
 * are: `module-kinds.ts`.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES, ASTUtils, type TSESTree } from '@typescript-eslint/utils';

const { getPropertyName, getStringIfConstant } = ASTUtils;

import { isTransparentParent, STORING_OPERATORS, unwrapExpression } from './expressions.js';
import {
  FORWARDED_KINDS,
  FREE_GLOBALS,
  GLOBAL_OBJECTS,
  getMember,
  getModuleBySpecifier,
  getProperty,
  NODE_MODULE_SPECIFIERS,
  PROCESS_SPECIFIERS,
  type EvaluatorKind,
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
 * How deep one evaluation may recurse (a chain of 3,000 aliases would overflow the stack). Past
 * it, the evaluation stops, the node it reached is evaluated first on its own, and the
 * evaluation starts again on the memoised result: any depth is followed to its end, iteratively.
 */
const MAX_DEPTH = 400;

/** Thrown past `MAX_DEPTH`, carrying the node to evaluate first; caught by `settle`, never by a rule. */
class TooDeep extends Error {
  constructor(readonly node: TSESTree.Node) {
    super('evaluation deeper than MAX_DEPTH');
  }
}

export class ModuleValues {
  private depth = 0;
  /** The nodes `settle` evaluates first, deepest last. */
  private readonly pending: TSESTree.Node[] = [];
  private readonly references = new Map<TSESTree.Identifier | TSESTree.JSXIdentifier, Scope.Reference>();
  private readonly nodeValues = new Map<TSESTree.Node, Value | null>();
  private readonly variableValues = new Map<Scope.Variable, Value | null>();
  private readonly fsModules: ReadonlySet<string>;
  private readonly watcherModules: ReadonlySet<string>;
  /** What a program says a constant holds where the file alone cannot (an imported enum member); set before any evaluation. */
  private constantText: ((node: TSESTree.Node) => string | null) | undefined;

  constructor(
    private readonly scopeManager: Scope.ScopeManager,
    settings: ModuleSettings,
  ) {
    this.fsModules = new Set(settings.fsModules);
    this.watcherModules = new Set(settings.watcherModules);
    for (const scope of scopeManager.scopes) {
      for (const reference of scope.references) this.references.set(reference.identifier, reference);
    }
  }

  /**
   * With a TypeScript program: the text of a constant the file alone cannot fold, read at its
   * origin in another file (`require(Mods.Fs)`, `fs[Op.Remove]` with an imported enum). Set by the
   * analysis entry before anything is evaluated, so every answer of this object agrees with it.
   */
  useConstantText(reader: (node: TSESTree.Node) => string | null): void {
    this.constantText = reader;
  }

  /** The reference an identifier makes, if it is one (not a declaration, key or label). */
  getReference(node: TSESTree.Identifier): Scope.Reference | undefined {
    return this.references.get(node);
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

  /** The variable a declaration such as `import x = require('fs')` introduces. */
  getVariable(declaration: TSESTree.Node): Scope.Variable | undefined {
    return this.scopeManager.getDeclaredVariables(declaration)[0];
  }

  /** The module a specifier names, if it is one this plugin tracks. */
  getModuleBySpecifier(specifier: string): ModuleValue | undefined {
    return getModuleBySpecifier(specifier, this.fsModules, this.watcherModules);
  }

  /** The value of an expression when it is a tracked module or a member of one. */
  getTrackedValue(node: TSESTree.Node): TrackedValue | undefined {
    const value = this.settle(() => this.evaluate(node));
    return value && (value.kind === 'module' || value.kind === 'member') ? value : undefined;
  }

  /** The module an expression holds, itself or as the promise `import()` returns. */
  getModuleHolder(node: TSESTree.Node): ModuleHolder | undefined {
    const value = this.settle(() => this.evaluate(node));
    return value && (value.kind === 'module' || value.kind === 'importPromise') ? value : undefined;
  }

  /**
   * The identifiers where the file's tracked values start: reads of a variable that holds one (an
   * import of fs, `const fs = require('fs')`, …) and of the free globals that lead to one
   * (`require`, `process`, `module`, `globalThis`, …). With `import()`, every tracked value of
   * the file is one of these or an expression built on one (see `getValueParent`).
   */
  getRootIdentifiers(): TSESTree.Identifier[] {
    const roots: TSESTree.Identifier[] = [];
    for (const identifier of this.references.keys()) {
      if (
        identifier.type === AST_NODE_TYPES.Identifier &&
        this.settle(() => this.evaluateIdentifier(identifier)) !== null
      )
        roots.push(identifier);
    }
    return roots;
  }

  /**
   * The nearest ancestor of a valued node whose value is built on it: its parent when that has a
   * value, or — for `require.call(…)`, `fs.readFile.bind(…)` — the call that forwards through the
   * member the node is the object of. Undefined where the value stops.
   */
  getValueParent(node: TSESTree.Node): TSESTree.Node | undefined {
    return this.settle(() => this.findValueParent(node));
  }

  private findValueParent(node: TSESTree.Node): TSESTree.Node | undefined {
    const parent = node.parent;
    if (!parent) return undefined;
    if (this.evaluate(parent) !== null) return parent;
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== node) return undefined;
    let callee: TSESTree.Node = parent;
    while (callee.parent && isTransparentParent(callee.parent, callee) && unwrapExpression(callee.parent) === parent)
      callee = callee.parent;
    const call = callee.parent;
    return call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee && this.evaluate(call) !== null
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

  /**
   * Runs a public question to its end however deep the values it needs nest: each time an
   * evaluation passes `MAX_DEPTH`, the node it reached is settled first (from depth 0), and the
   * question is asked again; memoised values make every retry start further down.
   */
  private settle<T>(run: () => T): T {
    if (this.depth > 0) return run();
    const pending = this.pending;
    try {
      for (;;) {
        try {
          const next = pending.at(-1);
          if (next === undefined) return run();
          this.evaluate(next);
          pending.pop();
        } catch (error) {
          if (!(error instanceof TooDeep)) throw error;
          pending.push(error.node);
        }
      }
    } finally {
      pending.length = 0;
    }
  }

  private evaluate(node: TSESTree.Node): Value | null {
    if (this.nodeValues.has(node)) return this.nodeValues.get(node) ?? null;
    // A node an outer attempt is still settling, reached again: a cycle longer than MAX_DEPTH,
    // answered like the placeholder answers a shorter one. Each node is pending at most once.
    if (this.depth > 0 && this.pending.includes(node)) return null;
    if (this.depth >= MAX_DEPTH) throw new TooDeep(node);
    // The placeholder answers a cycle (`a = b; b = a`) with "nothing"; an interrupted evaluation removes it.
    this.nodeValues.set(node, null);
    this.depth += 1;
    let value: Value | null;
    try {
      value = this.compute(node);
    } catch (error) {
      this.nodeValues.delete(node);
      throw error;
    } finally {
      this.depth -= 1;
    }
    this.nodeValues.set(node, value);
    return value;
  }

  private compute(raw: TSESTree.Node): Value | null {
    const node = unwrapExpression(raw);
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        return this.evaluateIdentifier(node);
      case AST_NODE_TYPES.MemberExpression:
        return this.evaluateMember(node);
      case AST_NODE_TYPES.CallExpression:
        return this.evaluateCall(node);
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
        const awaited = this.evaluate(node.argument);
        if (awaited?.kind === 'loaderPromise') return awaited.namespace;
        return awaited?.kind === 'importPromise' ? awaited.module : awaited;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        return this.evaluate(node.consequent) ?? this.evaluate(node.alternate);
      case AST_NODE_TYPES.LogicalExpression:
        // `fs && fs.promises` is never `fs`; `a || fs` and `a ?? fs` may be either side.
        return node.operator === '&&'
          ? this.evaluate(node.right)
          : (this.evaluate(node.left) ?? this.evaluate(node.right));
      case AST_NODE_TYPES.SequenceExpression: {
        const last = node.expressions.at(-1);
        return last ? this.evaluate(last) : null;
      }
      case AST_NODE_TYPES.AssignmentExpression:
        // `x ??= fs` / `x ||= fs` is `x` or `fs`; `x &&= fs` is `fs` when `x` held anything.
        if (node.operator === '=' || node.operator === '&&=') return this.evaluate(node.right);
        return STORING_OPERATORS.has(node.operator) ? (this.evaluate(node.left) ?? this.evaluate(node.right)) : null;
      default:
        return null;
    }
  }

  private evaluateIdentifier(node: TSESTree.Identifier): Value | null {
    const reference = this.references.get(node);
    if (!reference) return null;
    const variable = reference.resolved;
    if (variable && variable.defs.length > 0) return this.variableValue(variable);
    // An undeclared (or configured-global) `require` / `process` / `module` is Node's.
    if (Object.hasOwn(FREE_GLOBALS, node.name)) return FREE_GLOBALS[node.name] ?? null;
    if (GLOBAL_OBJECTS.has(node.name)) return { kind: 'globalObject' };
    return null;
  }

  private evaluateMember(node: TSESTree.MemberExpression): Value | null {
    const object = this.evaluate(node.object);
    return object ? getProperty(object, this.getKey(node)) : null;
  }

  /**
   * The constant name of a member or pattern key. Beyond `getPropertyName` (literals, `const`
   * strings, concatenations), an element of a `const` array or `as const` tuple the file never
   * writes to (`fs[keys[0]]`): ESLint's constant folding refuses those once the array is used
   * inside a call, and failing closed there would report the operation under the wrong code.
   */
  getKey(node: TSESTree.MemberExpression | TSESTree.Property): string | null {
    const name = getPropertyName(node, this.scopeFor(node));
    if (name !== null || !node.computed) return name;
    const key = unwrapExpression(node.type === AST_NODE_TYPES.MemberExpression ? node.property : node.key);
    return this.getConstantElement(key) ?? this.getEnumString(key) ?? this.constantText?.(key) ?? null;
  }

  /**
   * The string an expression always holds, as ESLint folds it, or as a member of a string enum of
   * this file (`require(Mods.Fs)`, `fs[Op.Remove]`), which ESLint's folding does not read; with a
   * program, as the constant's origin in another file holds it.
   */
  getConstantString(node: TSESTree.Node, at: TSESTree.Node = node): string | null {
    return (
      getStringIfConstant(node, this.scopeFor(at)) ??
      this.getEnumString(unwrapExpression(node)) ??
      this.constantText?.(node) ??
      null
    );
  }

  /** `Op.Remove` / `Op['Remove']` of `enum Op { Remove = 'rmSync' }` declared in this file. */
  private getEnumString(node: TSESTree.Node): string | null {
    if (node.type !== AST_NODE_TYPES.MemberExpression) return null;
    const holder = unwrapExpression(node.object);
    if (holder.type !== AST_NODE_TYPES.Identifier) return null;
    const variable = this.references.get(holder)?.resolved;
    if (!variable || variable.defs.length === 0) return null;
    const key = node.computed ? getStringIfConstant(node.property, this.scopeFor(node)) : getPropertyName(node);
    if (key === null) return null;
    for (const definition of variable.defs) {
      if (definition.node.type !== AST_NODE_TYPES.TSEnumDeclaration) return null;
      const member = definition.node.body.members.find(
        (candidate) =>
          (candidate.id.type === AST_NODE_TYPES.Identifier ? candidate.id.name : String(candidate.id.value)) === key,
      );
      const value = member?.initializer && unwrapExpression(member.initializer);
      if (value?.type === AST_NODE_TYPES.Literal && typeof value.value === 'string') return value.value;
      if (value?.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0)
        return value.quasis[0]?.value.cooked ?? null;
    }
    return null;
  }

  private getConstantElement(node: TSESTree.Node): string | null {
    if (node.type !== AST_NODE_TYPES.MemberExpression) return null;
    const holder = unwrapExpression(node.object);
    if (holder.type !== AST_NODE_TYPES.Identifier) return null;
    const variable = this.references.get(holder)?.resolved;
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

  /**
   * What a call or `new` calls, seeing through `.call` / `.apply` / `.bind` of a loader or
   * evaluator, and the arguments that function receives.
   */
  private getCallTarget(node: TSESTree.CallExpression | TSESTree.NewExpression): {
    target: Value | null;
    args: readonly (TSESTree.CallExpressionArgument | undefined)[];
    bound?: true;
  } {
    const callee = unwrapExpression(node.callee);
    const forwarder =
      callee.type === AST_NODE_TYPES.MemberExpression ? getPropertyName(callee, this.scopeFor(callee)) : null;
    const forwarded =
      callee.type === AST_NODE_TYPES.MemberExpression && forwarder !== null ? this.evaluate(callee.object) : null;
    if (forwarder === 'bind' && forwarded) {
      // `fs.readFile.bind(null)` is the operation again; `require.bind(null)` is `require`.
      return {
        target: forwarded.kind === 'member' || FORWARDED_KINDS.has(forwarded.kind) ? forwarded : null,
        args: [],
        bound: true,
      };
    }
    if ((forwarder === 'call' || forwarder === 'apply') && forwarded && FORWARDED_KINDS.has(forwarded.kind)) {
      // `require.call(null, 'fs')`, `require.apply(null, ['fs'])`.
      const args = forwarder === 'call' ? node.arguments.slice(1) : this.getAppliedArguments(node.arguments[1]);
      return { target: forwarded, args };
    }
    const target = this.evaluate(callee);
    if (target?.kind === 'reflectApply' || target?.kind === 'reflectConstruct') {
      // `Reflect.apply(eval, null, [code])`, `Reflect.construct(Function, [code])`.
      const applied = node.arguments[0] ? this.evaluate(node.arguments[0]) : null;
      if (applied && FORWARDED_KINDS.has(applied.kind)) {
        const list = node.arguments[target.kind === 'reflectApply' ? 2 : 1];
        return { target: applied, args: this.getAppliedArguments(list) };
      }
    }
    return { target, args: node.arguments };
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
    const { target, args, bound } = this.settle(() => this.getCallTarget(node));
    if (bound || !target || !FORWARDED_KINDS.has(target.kind) || target.kind === 'createRequire') return undefined;
    return { kind: target.kind as LoaderKind | EvaluatorKind, first: args[0], hasArguments: args.length > 0 };
  }

  /** `Object.hasOwn(x, key)`, `Reflect.has(x, key)`: a probe that answers a boolean. */
  isFeatureProbe(node: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    return (
      node.type === AST_NODE_TYPES.CallExpression &&
      this.settle(() => this.getCallTarget(node)).target?.kind === 'featureProbe'
    );
  }

  private evaluateCall(node: TSESTree.CallExpression): Value | null {
    const { target, args, bound } = this.getCallTarget(node);
    if (bound) return target;
    if (!target) return null;
    const first = args[0];
    if (target.kind === 'getPrototypeOf') {
      // `Object.getPrototypeOf(async function () {})` is `AsyncFunction.prototype`.
      const object = first ? this.evaluate(first) : null;
      return object?.kind === 'functionObject' ? { kind: 'functionPrototype' } : null;
    }
    if (target.kind === 'reflectGet') {
      // `Reflect.get(fs, 'readFileSync')` is `fs.readFileSync`.
      // A key that is no constant (also a spread one) is an unknown member, as in `fs[name]`.
      const object = first ? this.evaluate(first) : null;
      const key = args[1];
      if (!object || !key) return null;
      return getProperty(object, this.getConstantString(key));
    }
    if (target.kind === 'require') {
      const specifier = first ? this.getConstantString(first) : null;
      if (specifier !== null && NODE_MODULE_SPECIFIERS.has(specifier)) return { kind: 'nodeModule' };
      if (specifier !== null && PROCESS_SPECIFIERS.has(specifier)) return { kind: 'process' };
      return this.getModuleOfArgument(first, node);
    }
    if (target.kind === 'createRequire') return { kind: 'require' };
    // `process.getBuiltinModule('fs')`, also destructured or through `globalThis.process`.
    if (target.kind === 'getBuiltinModule') return this.getModuleOfArgument(first, node);
    return null;
  }

  /** The arguments `fn.apply(thisArg, [a, b])` passes, when the file lists them. */
  private getAppliedArguments(
    list: TSESTree.CallExpressionArgument | undefined,
  ): readonly (TSESTree.CallExpressionArgument | undefined)[] {
    const array = list && unwrapExpression(list);
    if (array?.type !== AST_NODE_TYPES.ArrayExpression) return [];
    return array.elements.map((element) => element ?? undefined);
  }

  private getModuleOfArgument(argument: TSESTree.CallExpressionArgument | undefined, at: TSESTree.Node): Value | null {
    if (!argument) return null;
    const specifier = this.getConstantString(argument, at);
    return specifier === null ? null : (this.getModuleBySpecifier(specifier) ?? null);
  }

  private scopeFor(node: TSESTree.Node): Scope.Scope {
    // getPropertyName / getStringIfConstant only need *a* scope that sees the node's bindings.
    let current: TSESTree.Node | undefined = node;
    while (current) {
      const scope = this.scopeManager.acquire(current, true);
      if (scope) return scope;
      current = current.parent;
    }
    return this.scopeManager.globalScope as Scope.Scope;
  }

  /** The value a variable holds: from its declaration, and from the assignments that store into it (`=`, `??=`, `||=`, `&&=`). */
  getVariableValue(variable: Scope.Variable): Value | null {
    return this.settle(() => this.variableValue(variable));
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
      return null;
    }
    return this.project(target, this.evaluate(parent.right), identifier) ?? null;
  }

  private getDefinitionValue(definition: Scope.Definition): Value | null {
    const { node } = definition;
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
        const module = this.getModuleBySpecifier(specifier);
        if (!module) return null;
        return imported === undefined ? module : this.getMember(module, imported);
      }
      case AST_NODE_TYPES.TSImportEqualsDeclaration: {
        if (node.importKind === 'type') return null;
        const reference = node.moduleReference;
        if (reference.type === AST_NODE_TYPES.TSExternalModuleReference) {
          const specifier = getStringIfConstant(reference.expression);
          return specifier === null ? null : (this.getModuleBySpecifier(specifier) ?? null);
        }
        return null;
      }
      case AST_NODE_TYPES.VariableDeclarator: {
        if (!node.init) return null;
        return this.project(node.id, this.evaluate(node.init), definition.name) ?? null;
      }
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.FunctionDeclaration:
        // `function f() {}`: `f.constructor` is `Function`.
        if (node.id === definition.name) return { kind: 'functionObject' };
        return this.getParameterValue(node, definition.name);
      default:
        return null;
    }
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
      const promised = this.evaluate(parent.callee.object);
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

  /**
   * The value that `target` (an identifier inside `pattern`) receives when `pattern` is bound to
   * `value`. `undefined` means `target` is not in `pattern`.
   */
  private project(
    pattern: TSESTree.Node,
    value: Value | null,
    target: TSESTree.Node,
    useDefaults = true,
  ): Value | null | undefined {
    switch (pattern.type) {
      case AST_NODE_TYPES.Identifier:
        return pattern === target ? value : undefined;
      case AST_NODE_TYPES.AssignmentPattern: {
        const inner = this.project(pattern.left, value, target, useDefaults);
        if (inner === undefined) return undefined;
        return inner ?? (useDefaults ? this.evaluate(pattern.right) : null);
      }
      case AST_NODE_TYPES.TSParameterProperty:
        return this.project(pattern.parameter, value, target, useDefaults);
      case AST_NODE_TYPES.ObjectPattern: {
        for (const property of pattern.properties) {
          // A rest element is always the pattern's last property.
          if (property.type === AST_NODE_TYPES.RestElement)
            return this.project(property.argument, value?.kind === 'module' ? value : null, target, useDefaults);
          const member = value ? getProperty(value, this.getKey(property)) : null;
          const projected = this.project(property.value, member, target, useDefaults);
          if (projected !== undefined) return projected;
        }
        return undefined;
      }
      case AST_NODE_TYPES.ArrayPattern: {
        for (const element of pattern.elements) {
          if (!element) continue;
          const projected = this.project(element, null, target, useDefaults);
          if (projected !== undefined) return projected;
        }
        return undefined;
      }
      case AST_NODE_TYPES.RestElement:
        return this.project(pattern.argument, null, target, useDefaults);
      default:
        return undefined;
    }
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
