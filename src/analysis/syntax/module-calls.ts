/**
 * What a call does to a tracked value, for `module-values.ts`: the function a call or `new`
 * reaches through `.call` / `.apply` / `.bind` and `Reflect.apply` / `Reflect.construct`, the
 * module a loader returns (`require`, `getBuiltinModule`, `Reflect.get` of a member), and the
 * feature probes that only ask whether a key exists.
 */
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import { unwrapExpression } from './expressions.js';
import {
  FORWARDED_KINDS,
  getProperty,
  NODE_MODULE_SPECIFIERS,
  PROCESS_SPECIFIERS,
  type EvaluatorKind,
  type LoaderKind,
  type ModuleValue,
  type Value,
} from '../knowledge/module-kinds.js';

const { getPropertyName } = ASTUtils;

/** The evaluators whose bound code `getLoaderCallOf` judges where it is bound. */
const EVALUATOR_KINDS: ReadonlySet<string> = new Set(['eval', 'Function']);

function isBindCall(context: CallContext, call: TSESTree.CallExpression): boolean {
  const callee = unwrapExpression(call.callee);
  return (
    callee.type === AST_NODE_TYPES.MemberExpression && getPropertyName(callee, context.scopeFor(callee)) === 'bind'
  );
}

/** Methods of `Object.prototype` that ask whether an object has a key, without reading it. */
const OWN_PROPERTY_PROBES: ReadonlySet<string> = new Set(['hasOwnProperty', 'propertyIsEnumerable']);

/** What reading a call needs from the evaluator. */
export interface CallContext {
  evaluate(node: TSESTree.Node): Value | null;
  getConstantString(node: TSESTree.Node): string | null;
  getModuleBySpecifier(specifier: string): ModuleValue | undefined;
  scopeFor(node: TSESTree.Node): Scope.Scope;
}

/**
 * The function a call reaches and the arguments it receives; `bound` for `.bind`, which calls
 * nothing, and whose `args` are then the arguments it binds ahead of the call's own.
 */
export interface CallTarget {
  readonly target: Value | null;
  readonly args: readonly (TSESTree.CallExpressionArgument | undefined)[];
  readonly bound?: true;
}

/**
 * What a call or `new` calls, seeing through `.call` / `.apply` / `.bind` of a loader or
 * evaluator, and the arguments that function receives.
 */
export function getCallTarget(
  context: CallContext,
  node: TSESTree.CallExpression | TSESTree.NewExpression,
): CallTarget {
  const callee = unwrapExpression(node.callee);
  if (callee.type === AST_NODE_TYPES.CallExpression && isBindCall(context, callee)) {
    // `Function.bind(null, code)()`, `require.bind(null, 'fs')()`: the bound arguments come first.
    // (One level: the inner call's own callee is a member, which `evaluate` reads memoised.)
    const inner = getCallTarget(context, callee);
    if (inner.bound && inner.target) return { target: inner.target, args: [...inner.args, ...node.arguments] };
  }
  const forwarder =
    callee.type === AST_NODE_TYPES.MemberExpression ? getPropertyName(callee, context.scopeFor(callee)) : null;
  const forwarded =
    callee.type === AST_NODE_TYPES.MemberExpression && forwarder !== null ? context.evaluate(callee.object) : null;
  if (forwarder === 'bind' && forwarded) {
    // `fs.readFile.bind(null)` is the operation again; `require.bind(null)` is `require`.
    return {
      target: forwarded.kind === 'member' || FORWARDED_KINDS.has(forwarded.kind) ? forwarded : null,
      args: node.arguments.slice(1),
      bound: true,
    };
  }
  if ((forwarder === 'call' || forwarder === 'apply') && forwarded && FORWARDED_KINDS.has(forwarded.kind)) {
    // `require.call(null, 'fs')`, `require.apply(null, ['fs'])`.
    const args = forwarder === 'call' ? node.arguments.slice(1) : getAppliedArguments(node.arguments[1]);
    return { target: forwarded, args };
  }
  const target = context.evaluate(callee);
  if (target?.kind === 'reflectApply' || target?.kind === 'reflectConstruct') {
    // `Reflect.apply(eval, null, [code])`, `Reflect.construct(Function, [code])`.
    const applied = node.arguments[0] ? context.evaluate(node.arguments[0]) : null;
    if (applied && FORWARDED_KINDS.has(applied.kind)) {
      const list = node.arguments[target.kind === 'reflectApply' ? 2 : 1];
      return { target: applied, args: getAppliedArguments(list) };
    }
  }
  return { target, args: node.arguments };
}

/**
 * The loader or evaluator a call reaches, with the specifier or code it receives first. Code bound
 * to an evaluator (`const run = Function.bind(null, code)`) is judged where it is bound, since the
 * call of `run` shows no code; bound and called at once, it is judged at the call.
 */
export function getLoaderCallOf(
  { target, args, bound }: CallTarget,
  node: TSESTree.CallExpression | TSESTree.NewExpression,
):
  | { kind: LoaderKind | EvaluatorKind; first: TSESTree.CallExpressionArgument | undefined; hasArguments: boolean }
  | undefined {
  if (!target || !FORWARDED_KINDS.has(target.kind) || target.kind === 'createRequire') return undefined;
  if (bound) {
    const { parent } = node;
    const calledAtOnce =
      (parent.type === AST_NODE_TYPES.CallExpression || parent.type === AST_NODE_TYPES.NewExpression) &&
      unwrapExpression(parent.callee) === node;
    if (calledAtOnce || args.length === 0 || !EVALUATOR_KINDS.has(target.kind)) return undefined;
  }
  return { kind: target.kind as LoaderKind | EvaluatorKind, first: args[0], hasArguments: args.length > 0 };
}

/** `Object.prototype.hasOwnProperty.call(x, key)`, `{}.propertyIsEnumerable.call(…)`: a probe borrowed from `Object.prototype`. */
export function isBorrowedProbe(context: CallContext, node: TSESTree.CallExpression): boolean {
  const callee = unwrapExpression(node.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || getPropertyName(callee) !== 'call') return false;
  const method = unwrapExpression(callee.object);
  if (method.type !== AST_NODE_TYPES.MemberExpression || !OWN_PROPERTY_PROBES.has(getPropertyName(method) ?? ''))
    return false;
  const holder = unwrapExpression(method.object);
  if (holder.type === AST_NODE_TYPES.ObjectExpression) return holder.properties.length === 0;
  // `Object.prototype.hasOwnProperty`, and `Object.hasOwnProperty`, which `Object` inherits.
  const object =
    holder.type === AST_NODE_TYPES.MemberExpression && getPropertyName(holder) === 'prototype' ? holder.object : holder;
  return context.evaluate(object)?.kind === 'objectGlobal';
}

/** The value a call returns, when it is one this plugin tracks. */
export function evaluateCall(context: CallContext, node: TSESTree.CallExpression): Value | null {
  const { target, args, bound } = getCallTarget(context, node);
  if (bound) return target;
  if (!target) return null;
  const first = args[0];
  if (target.kind === 'getPrototypeOf') {
    // `Object.getPrototypeOf(async function () {})` is `AsyncFunction.prototype`.
    const object = first ? context.evaluate(first) : null;
    return object?.kind === 'functionObject' ? { kind: 'functionPrototype' } : null;
  }
  if (target.kind === 'reflectGet') {
    // `Reflect.get(fs, 'readFileSync')` is `fs.readFileSync`.
    // A key that is no constant (also a spread one) is an unknown member, as in `fs[name]`.
    const object = first ? context.evaluate(first) : null;
    const key = args[1];
    if (!object || !key) return null;
    return getProperty(object, context.getConstantString(key));
  }
  if (target.kind === 'require') {
    const specifier = first ? context.getConstantString(first) : null;
    if (specifier !== null && NODE_MODULE_SPECIFIERS.has(specifier)) return { kind: 'nodeModule' };
    if (specifier !== null && PROCESS_SPECIFIERS.has(specifier)) return { kind: 'process' };
    return getModuleOfArgument(context, first);
  }
  if (target.kind === 'createRequire') return { kind: 'require' };
  // `process.getBuiltinModule('fs')`, also destructured or through `globalThis.process`.
  if (target.kind === 'getBuiltinModule') return getModuleOfArgument(context, first);
  return null;
}

/** The arguments `fn.apply(thisArg, [a, b])` passes, when the file lists them. */
function getAppliedArguments(
  list: TSESTree.CallExpressionArgument | undefined,
): readonly (TSESTree.CallExpressionArgument | undefined)[] {
  const array = list && unwrapExpression(list);
  if (array?.type !== AST_NODE_TYPES.ArrayExpression) return [];
  return array.elements.map((element) => element ?? undefined);
}

function getModuleOfArgument(
  context: CallContext,
  argument: TSESTree.CallExpressionArgument | undefined,
): Value | null {
  if (!argument) return null;
  const specifier = context.getConstantString(argument);
  return specifier === null ? null : (context.getModuleBySpecifier(specifier) ?? null);
}
