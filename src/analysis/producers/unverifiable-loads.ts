/**
 * What `strict` adds to ORKVFS001: module loads and code evaluation the analysis cannot follow.
 * `require(name)` with a computed `name` may load `fs`; `eval`, `new Function` and `vm` run code
 * the file only holds as text; `process.binding('fs')` reaches Node's internal fs binding below
 * the public module. None of them is an fs operation the file shows, so `recommended` stays
 * silent; a migrated codebase (`reportUnverifiableLoads`, on in `strict`) documents each one.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding } from '../knowledge/findings.js';
import type { EvaluatorKind, LoaderKind } from '../syntax/module-values.js';

const { getStringIfConstant } = ASTUtils;

/** The message id ORKVFS001 reports these findings with. */
export const UNVERIFIABLE_MESSAGE_ID = 'unverifiable';

/** Exports of `vm` that compile or run code given as text. */
const VM_EVALUATORS: ReadonlySet<string> = new Set([
  'runInThisContext',
  'runInNewContext',
  'runInContext',
  'compileFunction',
  'Script',
  'SourceTextModule',
]);

/**
 * Methods of the inspector protocol that compile or run code they are given as text, in this
 * process: `session.post('Runtime.evaluate', { expression })`. The method name is the evidence,
 * whatever object posts it (a session reached through a wrapper posts the same text).
 */
const INSPECTOR_EVALUATORS: ReadonlySet<string> = new Set([
  'Runtime.evaluate',
  'Runtime.compileScript',
  'Runtime.runScript',
  'Runtime.callFunctionOn',
  'Debugger.evaluateOnCallFrame',
  'Debugger.setScriptSource',
]);

/** `session.post('Runtime.evaluate', …)`: the protocol method it posts, when it runs code. */
function getInspectorEvaluator(
  analysis: FileAnalysis,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): string | undefined {
  const callee = call.callee.type === AST_NODE_TYPES.ChainExpression ? call.callee.expression : call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || ASTUtils.getPropertyName(callee) !== 'post') return undefined;
  const method = call.arguments[0];
  if (!method || method.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const name = getStringIfConstant(method, analysis.values.getScope(method));
  return name !== null && INSPECTOR_EVALUATORS.has(name) ? name : undefined;
}

const LOADER_NAMES: Readonly<Record<LoaderKind | EvaluatorKind, string>> = {
  require: 'require',
  getBuiltinModule: 'process.getBuiltinModule',
  eval: 'eval',
  Function: 'Function',
  binding: 'process.binding',
};

const WHAT = {
  specifier: 'loads a module whose specifier is not a constant',
  code: 'runs code it is given as text',
  binding: "reaches Node's internal bindings below the fs module",
} as const;

function toFinding(node: TSESTree.Node, name: string, what: string): Finding<'ORKVFS001'> {
  return {
    code: 'ORKVFS001',
    node,
    name,
    form: 'call',
    layer: 'syntax',
    messageId: UNVERIFIABLE_MESSAGE_ID,
    data: { what },
  };
}

function isConstantSpecifier(analysis: FileAnalysis, argument: TSESTree.Node | undefined): boolean {
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return false;
  return analysis.values.getConstantString(argument) !== null;
}

function getCallFinding(
  analysis: FileAnalysis,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): Finding<'ORKVFS001'> | undefined {
  const inspector = getInspectorEvaluator(analysis, call);
  if (inspector) return toFinding(call, `post('${inspector}')`, WHAT.code);
  const loader = analysis.values.getLoaderCall(call);
  if (!loader) return undefined;
  const name = LOADER_NAMES[loader.kind];
  switch (loader.kind) {
    case 'require':
    case 'getBuiltinModule':
      return isConstantSpecifier(analysis, loader.first) ? undefined : toFinding(call, `${name}(…)`, WHAT.specifier);
    case 'binding': {
      // `process.binding` or `process._linkedBinding`, as the file spells it.
      const callee =
        call.callee.type === AST_NODE_TYPES.MemberExpression ? ASTUtils.getPropertyName(call.callee) : null;
      return toFinding(call, callee === '_linkedBinding' ? 'process._linkedBinding' : name, WHAT.binding);
    }
    default:
      // `eval()` and `new Function()` without arguments run nothing.
      return loader.hasArguments ? toFinding(call, name, WHAT.code) : undefined;
  }
}

/** The unverifiable loads of a file, in source order; empty unless the settings ask for them. */
export function getUnverifiableLoadFindings(analysis: FileAnalysis): Finding<'ORKVFS001'>[] {
  if (!analysis.settings.reportUnverifiableLoads) return [];
  const findings: Finding<'ORKVFS001'>[] = [];
  for (const call of analysis.calls) {
    const finding = getCallFinding(analysis, call);
    if (finding) findings.push(finding);
  }
  for (const expression of analysis.dynamicImports) {
    if (!isConstantSpecifier(analysis, expression.source))
      findings.push(toFinding(expression, 'import(…)', WHAT.specifier));
  }
  for (const reference of analysis.references) {
    if (reference.family !== 'vm' || reference.name === undefined || !VM_EVALUATORS.has(reference.name)) continue;
    findings.push(toFinding(reference.node, reference.display, WHAT.code));
  }
  return findings;
}
