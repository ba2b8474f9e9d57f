/**
 * ORKVFS004: Node's `path.resolve` called on input. A lexical resolve looks like containment and
 * is not: it collapses `..` by string rules, lets an absolute segment replace everything before
 * it, and never follows a symlink. Only a compile-time constant argument is harmless.
 *
 * The findings come from the shared references (family `path`, both layers); this module only
 * decides, per call, whether every argument is a constant. The syntactic test runs first; the
 * checker is asked about an argument's type only when that test says "not a constant".
 *
 * Findings cover `resolve` and the functions `settings['vfs-compliance'].pathFunctions` names,
 * nothing else: they are shared with `valid-suppression`, so they must not depend on a rule's
 * options. The typed layer takes its candidate names from the same settings, so a function
 * nobody configured costs no checker call.
 */
import {
  AST_NODE_TYPES,
  ASTUtils,
  type ParserServicesWithTypeInformation,
  type TSESLint,
  type TSESTree,
} from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import type * as ts from 'typescript';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding } from './findings.js';
import { pathResolveFunction } from './fs-api.js';
import { CALL_FORWARDERS, type ModuleReference } from './module-references.js';
import { unwrapExpression, type ModuleValues } from './module-values.js';

const { findVariable, getPropertyName } = ASTUtils;

/** The message ids a finding of ORKVFS004 is reported with. */
export const pathResolveMessageIds = ['nonConstant', 'spread', 'escape', 'reexport'] as const;
export type PathResolveMessageId = (typeof pathResolveMessageIds)[number];

export function isPathResolveMessageId(id: string | undefined): id is PathResolveMessageId {
  return (pathResolveMessageIds as readonly (string | undefined)[]).includes(id);
}

/** Globals that name the current module's location: constants, not input. */
const LOCATION_GLOBALS: ReadonlySet<string> = new Set(['__dirname', '__filename']);
/** `import.meta.url` too: the location as a URL, which `fileURLToPath` turns into the filename. */
const IMPORT_META_LOCATIONS: ReadonlySet<string> = new Set(['dirname', 'filename', 'url']);
const MAX_ARGUMENT_TEXT = 40;

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
 * `__dirname`/`__filename`, `import.meta.dirname`/`filename`; and what Node's pure path and URL
 * helpers make of constants (`fileURLToPath(import.meta.url)`). Nothing else: a member of a
 * `const` object is not a constant (`Object.assign(cfg, { dir: input })` changes it), and neither
 * is what a method computes (`['a', 'b'].join('/')`), since the file cannot show it is Array's.
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
    const node = unwrapExpression(raw);
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
    return false;
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
    return this.isUrlMember(node.callee, 'fileURLToPath') && this.areConstantArguments(node.arguments);
  }

  /** The global `URL`, or `URL` of Node's `url` module. */
  private isUrlConstructor(raw: TSESTree.Node): boolean {
    if (this.isUrlMember(raw, 'URL')) return true;
    const callee = unwrapExpression(raw);
    if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== 'URL') return false;
    const variable = findVariable(this.sourceCode.getScope(callee), callee);
    return !variable || variable.defs.length === 0;
  }

  /** An export of Node's `url` module, however the file reached it (import, `require`, `createRequire`, …). */
  private isUrlMember(node: TSESTree.Node, name: string): boolean {
    const value = this.values.getTrackedValue(node);
    return value?.kind === 'member' && value.family === 'url' && value.builtin && value.name === name;
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
  const callee = unwrapExpression(call.callee);
  // `resolve.call(…)` / `.apply(…)`, found by either layer: the callee itself is no path function.
  if (callee.type === AST_NODE_TYPES.MemberExpression && values.getTrackedValue(callee) === undefined) {
    const forwarder = getPropertyName(callee);
    if (forwarder !== null && CALL_FORWARDERS.has(forwarder)) {
      if (forwarder === 'call') return { arguments: call.arguments.slice(1) };
      const list = call.arguments[1];
      if (!list) return { arguments: [] };
      const array = unwrapExpression(list);
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
    // Parsers that embed TypeScript (Vue, Svelte) can pass nodes the map does not know.
    const tsNode: ts.Node | undefined = this.services.esTreeNodeToTSNodeMap.get(node);
    if (!tsNode) return false;
    const type = this.checker.getTypeAtLocation(tsNode);
    return type.isStringLiteral() || (type.isUnion() && type.types.every((member) => member.isStringLiteral()));
  }
}

interface Offence {
  readonly messageId: 'nonConstant' | 'spread';
  readonly argument: string;
}

class PathCallChecker {
  private readonly constants: ConstantEvaluator;
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
    ...(argument === undefined ? {} : { data: { argument } }),
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

/** The producer of ORKVFS004's findings: `resolve`, and the path functions the settings add. */
export function getPathResolveFindings(analysis: FileAnalysis): readonly Finding[] {
  const checked = new Set<string>([pathResolveFunction, ...analysis.settings.pathFunctions]);
  const checker = new PathCallChecker(analysis);
  const findings: Finding[] = [];
  for (const reference of analysis.references) {
    // `path[key]` with a key the file cannot read fails closed: it may be `resolve`.
    if (reference.family !== 'path' || (reference.name !== undefined && !checked.has(reference.name))) continue;
    const finding = getReferenceFinding(checker, analysis.values, reference);
    if (finding) findings.push(finding);
  }
  return findings;
}
