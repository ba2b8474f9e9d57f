/**
 * ORKVFS001–004 and 006's suggestion: rewrite a call to the required service in scope, as a
 * `serviceMethods` template says (`fs.readFileSync(p, 'utf8')` → `await this.fs.readAllText(p)`).
 * Offered only when every condition holds — a plain call (no `.call`, callback form or comment
 * inside), arguments of the template's shape, a service declared required, an async function
 * around a sync call of an async method, arguments left out or reordered only when reading them
 * has no effect — and, with a program, when the checker agrees the new call fits. A wrong
 * rewrite is worse than none.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

import type { FindingSuggestion } from '../knowledge/findings.js';
import {
  getArgumentText,
  getTemplates,
  type ArgumentPattern,
  type CallTemplate,
  type ServiceMapping,
} from '../../settings/service-methods.js';
import { getPassedArguments, type ModuleReference } from '../syntax/module-references.js';
import { isFunction } from '../syntax/expressions.js';
import { ServiceScopes } from '../syntax/service-in-scope.js';
import { getServiceTypeEntries } from '../syntax/service-names.js';
import { isServiceCallSound } from '../types/service-calls.js';
import { TypedServiceTest } from '../types/service-types.js';
import type { FileAnalysis } from './file-analysis.js';

/** Operations without a `Sync` suffix that return their result synchronously. */
const SYNC_OPERATIONS: ReadonlySet<string> = new Set(['createReadStream', 'createWriteStream']);

const MAX_TITLE_TEXT = 60;

function matchesValue(node: TSESTree.Node, value: string | number | boolean | null): boolean {
  if (node.type === AST_NODE_TYPES.Literal) return node.value === value && !('regex' in node);
  return (
    node.type === AST_NODE_TYPES.TemplateLiteral &&
    node.expressions.length === 0 &&
    node.quasis[0]?.value.cooked === value
  );
}

function matchesObject(node: TSESTree.Node, properties: ReadonlyMap<string, ArgumentPattern>): boolean {
  if (node.type !== AST_NODE_TYPES.ObjectExpression || node.properties.length !== properties.size) return false;
  const seen = new Set<string>();
  for (const property of node.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed || property.kind !== 'init' || property.method) {
      return false;
    }
    const key =
      property.key.type === AST_NODE_TYPES.Identifier
        ? property.key.name
        : property.key.type === AST_NODE_TYPES.Literal && typeof property.key.value === 'string'
          ? property.key.value
          : undefined;
    const pattern = key === undefined ? undefined : properties.get(key);
    if (key === undefined || !pattern || seen.has(key) || !matchesPattern(property.value, pattern, new Map())) {
      return false;
    }
    seen.add(key);
  }
  return true;
}

function matchesPattern(node: TSESTree.Node, pattern: ArgumentPattern, holes: Map<string, TSESTree.Node>): boolean {
  switch (pattern.kind) {
    case 'hole':
      if (node.type === AST_NODE_TYPES.SpreadElement) return false;
      holes.set(pattern.name, node);
      return true;
    case 'value':
      return matchesValue(node, pattern.value);
    case 'object':
      return matchesObject(node, pattern.properties);
  }
}

/** The holes of a template bound to the call's arguments, when the call has the template's shape. */
function matchTemplate(template: CallTemplate, args: readonly TSESTree.Node[]): Map<string, TSESTree.Node> | undefined {
  if (args.length !== template.from.length) return undefined;
  const holes = new Map<string, TSESTree.Node>();
  return template.from.every((pattern, index) => {
    const arg = args[index];
    return arg !== undefined && matchesPattern(arg, pattern, holes);
  })
    ? holes
    : undefined;
}

/** Reading it has no effect, so leaving it out or reading it in another order changes nothing. */
function isInert(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.ThisExpression:
      return true;
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions.every(isInert);
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
      return isInert(node.expression);
    default:
      return false;
  }
}

/** Holes the new call leaves out or reads in another order must be inert. */
function keepsEffects(template: CallTemplate, holes: ReadonlyMap<string, TSESTree.Node>): boolean {
  const used = template.to.flatMap((arg) => (arg.kind === 'hole' ? [arg.name] : []));
  const kept = template.from.flatMap((arg) => (arg.kind === 'hole' && used.includes(arg.name) ? [arg.name] : []));
  const inOrder = kept.length === used.length && kept.every((name, index) => used[index] === name);
  return [...holes].every(([name, node]) => (inOrder && used.includes(name)) || isInert(node));
}

/** Whether `await` may stand at the node: in the body of an async function, outside class members. */
function isInAsyncBody(node: TSESTree.Node): boolean {
  let child: TSESTree.Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (isFunction(current)) return current.async && current.body === child;
    if (
      current.type === AST_NODE_TYPES.PropertyDefinition ||
      current.type === AST_NODE_TYPES.StaticBlock ||
      current.type === AST_NODE_TYPES.ClassBody
    ) {
      return false;
    }
  }
  return false;
}

/** Parents where `await x` reads as the old call did, with no parentheses. */
const AWAIT_SAFE_PARENTS: ReadonlySet<AST_NODE_TYPES> = new Set([
  AST_NODE_TYPES.ExpressionStatement,
  AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.ReturnStatement,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.ArrayExpression,
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.SpreadElement,
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  // Statements whose one expression is the call: `if (await x)`, `throw await x`.
  AST_NODE_TYPES.IfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
  AST_NODE_TYPES.SwitchStatement,
  AST_NODE_TYPES.ThrowStatement,
]);

function needsParentheses(call: TSESTree.Node): boolean {
  const { parent } = call;
  if (!parent || AWAIT_SAFE_PARENTS.has(parent.type)) return false;
  if (parent.type === AST_NODE_TYPES.CallExpression || parent.type === AST_NODE_TYPES.NewExpression) {
    return parent.callee === call;
  }
  if (parent.type === AST_NODE_TYPES.Property) return parent.value !== call || parent.shorthand;
  return true;
}

export class ServiceMigrations {
  private readonly scopes: ServiceScopes;

  constructor(private readonly analysis: FileAnalysis) {
    const entries = getServiceTypeEntries(analysis.settings.serviceTypes);
    const types = analysis.typeServices;
    // With a program, a field or `const` the file does not annotate is the service when its inferred type is.
    let typed: TypedServiceTest | undefined;
    const inferred =
      types &&
      ((name: TSESTree.Node) =>
        (typed ??= new TypedServiceTest(types, analysis.settings.serviceTypes, entries)).isRequiredService(name));
    this.scopes = new ServiceScopes(analysis.sourceCode, analysis.filename, entries, inferred);
  }

  /** The suggestion for one call finding, or `undefined` when the rewrite is not mechanical. */
  getSuggestion(
    reference: ModuleReference,
    mapping: ServiceMapping | undefined,
    name: string | undefined,
  ): FindingSuggestion | undefined {
    const { call } = reference;
    if (name === undefined || reference.form !== 'call' || call?.type !== AST_NODE_TYPES.CallExpression)
      return undefined;
    const templates = getTemplates(mapping, name);
    if (templates.length === 0 || call.optional) return undefined;
    // `.call`/`.apply` forward their arguments: the call's own list is not the operation's.
    if (getPassedArguments(this.analysis.values, reference).arguments !== call.arguments) return undefined;
    const isSync = reference.family === 'path' || name.endsWith('Sync') || SYNC_OPERATIONS.has(name);
    // A callback or promise form: only an awaited promise (`await fsp.readFile(p)`) has the
    // service's shape; a callback form never matches (its callback is one argument too many).
    if (!isSync && call.parent.type !== AST_NODE_TYPES.AwaitExpression) return undefined;
    const { sourceCode } = this.analysis;
    if (sourceCode.getCommentsInside(call).length > 0) return undefined;
    for (const template of templates) {
      const holes = matchTemplate(template, call.arguments);
      if (!holes || !keepsEffects(template, holes)) continue;
      const needsAwait = isSync && template.async;
      if (needsAwait && !isInAsyncBody(call)) return undefined;
      const service = this.scopes.find(call);
      if (!service) return undefined;
      const args = template.to.map((arg) => (arg.kind === 'hole' ? holes.get(arg.name) : undefined));
      const types = this.analysis.typeServices;
      const resultUsed = (isSync ? call.parent : call.parent.parent)?.type !== AST_NODE_TYPES.ExpressionStatement;
      if (
        types &&
        !isServiceCallSound(types, {
          declaration: service.declaration,
          method: template.method,
          arguments: args,
          async: template.async,
          call,
          resultUsed,
        })
      ) {
        return undefined;
      }
      const texts = template.to.map((arg, index) => {
        const node = args[index];
        return node ? sourceCode.getText(node) : getArgumentText(arg);
      });
      const serviceCall = `${service.receiver}.${template.method}(${texts.join(', ')})`;
      const replacement = needsAwait
        ? needsParentheses(call)
          ? `(await ${serviceCall})`
          : `await ${serviceCall}`
        : serviceCall;
      return {
        messageId: 'useService',
        data: {
          replacement:
            replacement.length > MAX_TITLE_TEXT ? `${replacement.slice(0, MAX_TITLE_TEXT - 1)}…` : replacement,
        },
        fix: (fixer) => fixer.replaceText(call, replacement),
      };
    }
    return undefined;
  }
}
