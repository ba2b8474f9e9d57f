/**
 * ORKVFS004: Node's `path.resolve` called on input. A lexical resolve looks like containment and
 * is not: it collapses `..` by string rules, lets an absolute segment replace everything before
 * it, and never follows a symlink. Only a compile-time constant argument is harmless.
 *
 * The findings come from the shared references (family `path`, both layers); this module only
 * decides, per call, whether every argument is a constant. The syntactic test runs first; the
 * checker is asked about an argument's type only when that test says "not a constant".
 *
 * Findings are option-independent (they are shared with `valid-suppression`): they cover
 * `resolve` and every function of `additionalPathFunctions`, each tagged with `pathFunction`, and
 * the rule reports `resolve` plus the functions its option names.
 */
import {
  AST_NODE_TYPES,
  ASTUtils,
  type ParserServicesWithTypeInformation,
  type TSESLint,
  type TSESTree,
} from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding } from './findings.js';
import { additionalPathFunctions, pathResolveFunction } from './fs-api.js';
import type { ModuleReference } from './module-references.js';
import type { ModuleValues } from './module-values.js';
import { TypedResolver } from './typed-references.js';

const { findVariable, getPropertyName, getStaticValue } = ASTUtils;

/** Every path function a finding can be about: `resolve` and what the option may add. */
export const checkedPathFunctions: ReadonlySet<string> = new Set([pathResolveFunction, ...additionalPathFunctions]);

/** The message id a finding of ORKVFS004 is reported with. */
export type PathResolveMessageId = 'nonConstant' | 'spread' | 'escape' | 'reexport';

/** Globals that name the current module's location: constants, not input. */
const LOCATION_GLOBALS: ReadonlySet<string> = new Set(['__dirname', '__filename']);
/** `import.meta.url` too: the location as a URL, which `fileURLToPath` turns into the filename. */
const IMPORT_META_LOCATIONS: ReadonlySet<string> = new Set(['dirname', 'filename', 'url']);
const URL_MODULES: ReadonlySet<string> = new Set(['url', 'node:url']);
const CALL_FORWARDERS: ReadonlySet<string> = new Set(['call', 'apply']);
const MAX_ARGUMENT_TEXT = 40;

function unwrap(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.ChainExpression:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

/** `import.meta.<name>` */
function isImportMetaMember(node: TSESTree.Node, names: ReadonlySet<string>): boolean {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return false;
  const { object } = node;
  if (object.type !== AST_NODE_TYPES.MetaProperty || object.meta.name !== 'import' || object.property.name !== 'meta') {
    return false;
  }
  const key = getPropertyName(node);
  return key !== null && names.has(key);
}

function isRequireOf(node: TSESTree.Node | null | undefined, modules: ReadonlySet<string>): boolean {
  if (node?.type !== AST_NODE_TYPES.CallExpression) return false;
  const [first] = node.arguments;
  return (
    node.callee.type === AST_NODE_TYPES.Identifier &&
    node.callee.name === 'require' &&
    first?.type === AST_NODE_TYPES.Literal &&
    typeof first.value === 'string' &&
    modules.has(first.value)
  );
}

/**
 * What a binding holds of Node's `url` module: `'module'` for the module itself (default or
 * namespace import, `require('url')`), an export's name for a named import or a destructured
 * `require`; `undefined` for anything else.
 */
function getUrlModuleBinding(variable: Scope.Variable | null): string | undefined {
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!definition) return undefined;
  const { node } = definition;
  switch (node.type) {
    case AST_NODE_TYPES.ImportDefaultSpecifier:
    case AST_NODE_TYPES.ImportNamespaceSpecifier:
    case AST_NODE_TYPES.ImportSpecifier: {
      if (node.parent.type !== AST_NODE_TYPES.ImportDeclaration || !URL_MODULES.has(String(node.parent.source.value))) return undefined;
      if (node.type !== AST_NODE_TYPES.ImportSpecifier) return 'module';
      return node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : node.imported.value;
    }
    case AST_NODE_TYPES.VariableDeclarator: {
      if (!isRequireOf(node.init, URL_MODULES)) return undefined;
      if (node.id.type === AST_NODE_TYPES.Identifier) return 'module';
      if (node.id.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
      const property = node.id.properties.find(
        (candidate) => candidate.type === AST_NODE_TYPES.Property && candidate.value === definition.name,
      );
      return property?.type === AST_NODE_TYPES.Property ? (getPropertyName(property) ?? undefined) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * ESLint's notion of a binding that never changes (as in `getStaticValue`): one declaration, and
 * either `const` or a `let`/`var` that is only ever read after its initialiser.
 */
function getConstantInitializer(variable: Scope.Variable): TSESTree.Expression | undefined {
  if (variable.defs.length !== 1) return undefined;
  const [definition] = variable.defs;
  if (
    definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
    definition.node.id.type !== AST_NODE_TYPES.Identifier ||
    !definition.node.init
  ) {
    return undefined;
  }
  if (definition.node.parent.kind === 'const') return definition.node.init;
  const references = variable.references;
  const initialisers = references.filter((reference) => reference.init).length;
  const reads = references.filter((reference) => reference.isReadOnly()).length;
  return initialisers === 1 && initialisers + reads === references.length ? definition.node.init : undefined;
}

/**
 * Whether an expression is a compile-time constant in DESIGN's sense: literals, templates and
 * concatenations of constants, bindings that never change initialised with constants,
 * `__dirname`/`__filename`, `import.meta.dirname`/`filename`. Anything `getStaticValue` can
 * compute counts as well (`['a', 'b'].join('/')`, a member of a frozen-in-practice object).
 */
export class ConstantEvaluator {
  private readonly results = new Map<TSESTree.Node, boolean>();

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly values: ModuleValues,
  ) {}

  isConstant(node: TSESTree.Node): boolean {
    const known = this.results.get(node);
    if (known !== undefined) return known;
    // A binding that refers back to itself is not a constant; the guard also stops the cycle.
    this.results.set(node, false);
    const result = this.compute(node);
    this.results.set(node, result);
    return result;
  }

  private compute(raw: TSESTree.Node): boolean {
    const node = unwrap(raw);
    if (node !== raw) return this.isConstant(node);
    switch (node.type) {
      case AST_NODE_TYPES.Literal:
        return true;
      case AST_NODE_TYPES.TemplateLiteral:
        return node.expressions.every((expression) => this.isConstant(expression));
      case AST_NODE_TYPES.BinaryExpression:
        if (node.operator === '+') {
          return this.isConstant(node.left) && this.isConstant(node.right);
        }
        break;
      case AST_NODE_TYPES.ConditionalExpression:
        // Whichever branch runs, the value is one of two constants.
        return this.isConstant(node.consequent) && this.isConstant(node.alternate);
      case AST_NODE_TYPES.LogicalExpression:
        return this.isConstant(node.left) && this.isConstant(node.right);
      case AST_NODE_TYPES.Identifier:
        return this.isConstantIdentifier(node);
      case AST_NODE_TYPES.MemberExpression:
        if (isImportMetaMember(node, IMPORT_META_LOCATIONS)) return true;
        break;
      case AST_NODE_TYPES.CallExpression:
        if (this.isPathFunctionOfConstants(node) || this.isUrlConversionOfConstants(node)) return true;
        break;
      case AST_NODE_TYPES.NewExpression:
        // `new URL('../assets/', import.meta.url)`
        if (this.isUrlConstructor(node.callee) && this.areConstantArguments(node.arguments)) return true;
        break;
      default:
        break;
    }
    return getStaticValue(node, this.sourceCode.getScope(node)) !== null;
  }

  private isConstantIdentifier(node: TSESTree.Identifier): boolean {
    const variable = findVariable(this.sourceCode.getScope(node), node);
    if (!variable || variable.defs.length === 0) {
      return LOCATION_GLOBALS.has(node.name) || node.name === 'undefined';
    }
    const init = getConstantInitializer(variable);
    return init !== undefined && this.isConstant(init);
  }

  private areConstantArguments(list: readonly TSESTree.CallExpressionArgument[]): boolean {
    return list.every((argument) => argument.type !== AST_NODE_TYPES.SpreadElement && this.isConstant(argument));
  }

  /** `fileURLToPath(import.meta.url)`, `url.fileURLToPath(new URL('..', import.meta.url))`: the ESM `__dirname` idiom. */
  private isUrlConversionOfConstants(node: TSESTree.CallExpression): boolean {
    const callee = unwrap(node.callee);
    let name: string | undefined;
    if (callee.type === AST_NODE_TYPES.Identifier) {
      name = getUrlModuleBinding(findVariable(this.sourceCode.getScope(callee), callee));
    } else if (callee.type === AST_NODE_TYPES.MemberExpression) {
      const object = unwrap(callee.object);
      const isModule =
        isRequireOf(object, URL_MODULES) ||
        (object.type === AST_NODE_TYPES.Identifier &&
          getUrlModuleBinding(findVariable(this.sourceCode.getScope(object), object)) === 'module');
      name = isModule ? (getPropertyName(callee) ?? undefined) : undefined;
    }
    return name === 'fileURLToPath' && this.areConstantArguments(node.arguments);
  }

  /** The global `URL`, or `URL` of Node's `url` module. */
  private isUrlConstructor(raw: TSESTree.Node): boolean {
    const callee = unwrap(raw);
    if (callee.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = findVariable(this.sourceCode.getScope(callee), callee);
    if (!variable || variable.defs.length === 0) return callee.name === 'URL';
    return getUrlModuleBinding(variable) === 'URL';
  }

  /**
   * `path.join(__dirname, 'assets')`, `path.dirname(__filename)`: Node's path functions are pure,
   * so their result on constants is a constant again (the idiom that builds a module's own
   * folder, assigned to a `const` and passed on).
   */
  private isPathFunctionOfConstants(node: TSESTree.CallExpression): boolean {
    const callee = this.values.getTrackedValue(node.callee);
    if (callee?.kind !== 'member' || callee.family !== 'path' || callee.name === undefined) return false;
    return this.areConstantArguments(node.arguments);
  }
}

interface ArgumentList {
  readonly arguments: readonly TSESTree.Node[];
  /** `path.resolve.apply(null, parts)`: arguments the file cannot list. */
  readonly opaque?: TSESTree.Node;
}

/** The arguments a call hands to the path function, seeing through `.call` and `.apply`. */
function getPassedArguments(values: ModuleValues, reference: ModuleReference): ArgumentList {
  const { call, node } = reference;
  if (!call) {
    return node.type === AST_NODE_TYPES.TaggedTemplateExpression ? { arguments: node.quasi.expressions } : { arguments: [] };
  }
  const callee = unwrap(call.callee);
  if (
    reference.layer === 'syntax' &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    values.getTrackedValue(callee) === undefined
  ) {
    const forwarder = getPropertyName(callee);
    if (forwarder !== null && CALL_FORWARDERS.has(forwarder)) {
      if (forwarder === 'call') return { arguments: call.arguments.slice(1) };
      const list = call.arguments[1];
      if (!list) return { arguments: [] };
      const array = unwrap(list);
      if (array.type === AST_NODE_TYPES.ArrayExpression) {
        return { arguments: array.elements.filter((element): element is NonNullable<typeof element> => element !== null) };
      }
      return { arguments: [], opaque: list };
    }
  }
  return { arguments: call.arguments };
}

function getArgumentText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string {
  const text = sourceCode.getText(node).replace(/\s+/gu, ' ');
  return text.length > MAX_ARGUMENT_TEXT ? `${text.slice(0, MAX_ARGUMENT_TEXT - 1)}…` : text;
}

/** Arguments of a string-literal type (or a union of them) are constants too. */
class LiteralTypeTest {
  private readonly checker;

  constructor(private readonly services: ParserServicesWithTypeInformation) {
    this.checker = services.program.getTypeChecker();
  }

  hasLiteralType(node: TSESTree.Node): boolean {
    const type = this.checker.getTypeAtLocation(this.services.esTreeNodeToTSNodeMap.get(node));
    return type.isStringLiteral() || (type.isUnion() && type.types.every((member) => member.isStringLiteral()));
  }
}

interface Offence {
  readonly messageId: 'nonConstant' | 'spread';
  readonly argument: string;
}

class PathCallChecker {
  readonly constants: ConstantEvaluator;
  private readonly literalTypes: LiteralTypeTest | undefined;

  constructor(private readonly analysis: FileAnalysis) {
    this.constants = new ConstantEvaluator(analysis.sourceCode, analysis.values);
    this.literalTypes = analysis.typeServices ? new LiteralTypeTest(analysis.typeServices) : undefined;
  }

  /** The first argument that may carry input, if any. */
  findOffence(list: ArgumentList): Offence | undefined {
    const { sourceCode } = this.analysis;
    for (const argument of list.arguments) {
      if (argument.type === AST_NODE_TYPES.SpreadElement) {
        return { messageId: 'spread', argument: getArgumentText(sourceCode, argument) };
      }
      if (!this.isConstantArgument(argument)) {
        return { messageId: 'nonConstant', argument: getArgumentText(sourceCode, argument) };
      }
    }
    if (list.opaque) return { messageId: 'spread', argument: getArgumentText(sourceCode, list.opaque) };
    return undefined;
  }

  /** Whether a call has an argument the syntactic test cannot prove constant (no checker call). */
  hasSyntacticCandidate(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    return call.arguments.some(
      (argument) => argument.type === AST_NODE_TYPES.SpreadElement || !this.constants.isConstant(argument),
    );
  }

  private isConstantArgument(node: TSESTree.Node): boolean {
    return this.constants.isConstant(node) || (this.literalTypes?.hasLiteralType(node) ?? false);
  }
}

function toFinding(reference: ModuleReference, messageId: PathResolveMessageId, argument?: string): Finding {
  return {
    code: 'ORKVFS004',
    node: reference.node,
    name: reference.display,
    form: reference.form,
    layer: reference.layer,
    messageId,
    data: {
      ...(reference.name === undefined ? {} : { pathFunction: reference.name }),
      ...(argument === undefined ? {} : { argument }),
    },
  };
}

function getReferenceFinding(checker: PathCallChecker, values: ModuleValues, reference: ModuleReference): Finding | undefined {
  switch (reference.form) {
    case 'escape':
      return toFinding(reference, 'escape');
    case 'reexport':
      return toFinding(reference, 'reexport');
    case 'call':
    case 'construct': {
      const offence = checker.findOffence(getPassedArguments(values, reference));
      return offence ? toFinding(reference, offence.messageId, offence.argument) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * With types, member calls of the additional functions (`deps.path.join(root, input)`) that the
 * shared typed layer does not resolve (it asks the checker about `resolve` only, since `join` and
 * `format` are everywhere): asked here, and only for calls with an argument that is not
 * syntactically constant.
 */
function getTypedMemberReferences(analysis: FileAnalysis, checker: PathCallChecker, seen: ReadonlySet<TSESTree.Node>): ModuleReference[] {
  const { typeServices } = analysis;
  if (!typeServices) return [];
  const resolver = new TypedResolver(typeServices, {
    fsModules: [],
    watcherModules: [],
    pathFunctions: additionalPathFunctions,
  });
  const references: ModuleReference[] = [];
  for (const call of analysis.calls) {
    if (seen.has(call)) continue;
    const callee = unwrap(call.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) continue;
    const key = callee.computed ? null : getPropertyName(callee);
    if (key === null || key === pathResolveFunction || !checkedPathFunctions.has(key)) continue;
    if (!checker.hasSyntacticCandidate(call)) continue;
    const reference = resolver.resolveCall(call);
    if (reference?.family === 'path') references.push(reference);
  }
  return references;
}

/** The producer of ORKVFS004's findings. */
export function getPathResolveFindings(analysis: FileAnalysis): readonly Finding[] {
  const checker = new PathCallChecker(analysis);
  const findings: Finding[] = [];
  const seen = new Set<TSESTree.Node>();
  const references = analysis.references.filter(
    (reference) => reference.family === 'path' && (reference.name === undefined || checkedPathFunctions.has(reference.name)),
  );
  for (const reference of analysis.references) seen.add(reference.node);
  references.push(...getTypedMemberReferences(analysis, checker, seen));
  for (const reference of references) {
    const finding = getReferenceFinding(checker, analysis.values, reference);
    if (finding) findings.push(finding);
  }
  return findings.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

/** Whether the rule reports a finding, given the extra functions its option names. */
export function isReportedPathFinding(finding: Finding, additionalFunctions: ReadonlySet<string>): boolean {
  const name = finding.data?.pathFunction;
  return name === undefined || name === pathResolveFunction || additionalFunctions.has(name);
}
