/**
 * ORKVFS008's recognition of a containment test: which calls and comparisons ask whether a path
 * stays inside a root (`startsWith`, `indexOf(…) === 0`, a bounded `slice`, a `..` comparison, a
 * regular expression, a helper package, URL resolution), and which sides are the path and the root.
 * `lexical-containment.ts` decides what a test earns from the origins of those sides.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import {
  getFirstArgument,
  getImportedEntry,
  getMeasured,
  getMethodCall,
  getMethodName,
  getPattern,
  getPrefixArgument,
  getReceiver,
  isZero,
} from './containment-forms.js';
import type { UrlResolutions } from './containment-url.js';
import type { PathOrigins } from './path-origin.js';
import { unwrapExpression } from '../syntax/module-values.js';

const { getStringIfConstant } = ASTUtils;

const EQUALITY: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);
/** `i === 0`, `i !== 0`, `i > 0`, `i <= 0` (and the mirrored forms): whether `b` starts `a`. */
const INDEX_AT_START: ReadonlySet<string> = new Set([...EQUALITY, '>', '<=']);
const INDEX_AT_START_MIRRORED: ReadonlySet<string> = new Set([...EQUALITY, '<', '>=']);
const SLICES: ReadonlySet<string> = new Set(['slice', 'substring', 'substr']);
/** `a.indexOf(b) === 0`, `a.lastIndexOf(b, 0) === 0`: both ask whether `b` starts `a`. */
const INDEX_METHODS: ReadonlySet<string> = new Set(['indexOf', 'lastIndexOf']);
const SPLITS: ReadonlySet<string> = new Set(['split']);
const INCLUDES: ReadonlySet<string> = new Set(['includes']);
const REGEXP_TESTS: ReadonlySet<string> = new Set(['test', 'exec']);
/** `p.match(re)`, `p.search(re)`: the same question as `re.test(p)`, asked of the string. */
const STRING_PATTERN_METHODS: ReadonlySet<string> = new Set(['match', 'search']);
/** A regular expression that asks about a `..` segment: `/^\.\./`, `/(?:^|[\\/])\.\.(?:[\\/]|$)/`. */
const TRAVERSAL_PATTERN = /\\\.\\\./u;
export const STARTS_WITH: ReadonlySet<string> = new Set(['startsWith']);

export interface ContainmentTest {
  /** Where the finding lands. */
  readonly node: TSESTree.Node;
  /** The path tested. */
  readonly path: TSESTree.Node;
  /** The root it is tested against; `undefined` for a `..` test. */
  readonly root: TSESTree.Node | undefined;
  /** A containment helper from a package, which checks the separator boundary itself. */
  readonly bounded?: boolean;
  /** URL resolution against a root (`containment-url.ts`): lexical by construction. */
  readonly resolution?: boolean;
}

export class ContainmentTests {
  constructor(
    private readonly analysis: FileAnalysis,
    private readonly origins: PathOrigins,
    private readonly urls: UrlResolutions,
  ) {}

  isPathMember(node: TSESTree.Node, name: string): boolean {
    const value = this.analysis.values.getTrackedValue(node);
    return value?.kind === 'member' && value.family === 'path' && value.name === name;
  }

  /** `'/'`, `'\\'`, `path.sep` (any form). */
  isSeparator(node: TSESTree.Node): boolean {
    const value = getStringIfConstant(unwrapExpression(node));
    return value === '/' || value === '\\' || this.isPathMember(unwrapExpression(node), 'sep');
  }

  /**
   * The text of a prefix built from constants and separators, any spelling of a separator read as
   * `/`: `'..' + path.sep` is `../`, `` `.${sep}` `` is `./`. `null` when a part is not shown.
   */
  getPrefixText(raw: TSESTree.Node): string | null {
    const node = unwrapExpression(raw);
    if (node.type === AST_NODE_TYPES.TemplateElement) return node.value.cooked;
    const value = getStringIfConstant(node);
    if (value !== null) return value;
    if (this.isPathMember(node, 'sep')) return '/';
    let parts: readonly TSESTree.Node[] = [];
    if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === '+') parts = [node.left, node.right];
    if (node.type === AST_NODE_TYPES.TemplateLiteral)
      parts = node.quasis.flatMap((quasi, index) => [quasi, ...node.expressions.slice(index, index + 1)]);
    let text = '';
    for (const part of parts) {
      const partText = this.getPrefixText(part);
      if (partText === null) return null;
      text += partText;
    }
    return parts.length > 0 ? text : null;
  }

  /** `'..'`, `'../'`, `'..\\'`, `'..' + path.sep`, `` `..${path.sep}` ``: the prefix of a path that leaves its root. */
  private isTraversal(node: TSESTree.Node): boolean {
    const text = this.getPrefixText(node);
    return text === '..' || text === '../' || text === '..\\';
  }

  /** The containment test a node is, if it is one. */
  getTest(node: TSESTree.Node): ContainmentTest | undefined {
    // `new URL(input, pathToFileURL(root))`: the resolution is the test, and checks the path it builds.
    if (node.type === AST_NODE_TYPES.NewExpression)
      return this.urls.isUncheckedResolution(node)
        ? { node, path: node, root: undefined, resolution: true }
        : undefined;
    if (node.type === AST_NODE_TYPES.CallExpression) {
      // The method's name, read once: most calls of a file are none of these.
      const method = getMethodName(node) ?? '';
      if (STARTS_WITH.has(method)) {
        const root = getPrefixArgument(node);
        return root && { node, path: getReceiver(node), root: this.isTraversal(root) ? undefined : root };
      }
      const helper = this.getHelperTest(node);
      if (helper) return helper;
      // `p.split(sep).includes('..')`, `….indexOf('..') !== -1`: an array search for a `..` segment.
      if (INCLUDES.has(method) || (INDEX_METHODS.has(method) && getMethodCall(getReceiver(node), SPLITS)))
        return this.getSegmentsTest(node);
      if (REGEXP_TESTS.has(method)) return this.getPatternTest(node, getReceiver(node), getFirstArgument(node));
      if (STRING_PATTERN_METHODS.has(method))
        return this.getPatternTest(node, getFirstArgument(node), getReceiver(node));
      // `path.isAbsolute(path.relative(root, p))`: the other half of the relative idiom.
      const argument = getFirstArgument(node);
      if (argument && this.isPathMember(unwrapExpression(node.callee), 'isAbsolute')) {
        return this.origins.getOrigin(argument).kind === 'relative'
          ? { node, path: argument, root: undefined }
          : undefined;
      }
      return undefined;
    }
    // (`#x in o`, the one form with a private name on the left, is none of these operators.)
    if (node.type !== AST_NODE_TYPES.BinaryExpression) return undefined;
    return (
      this.getIndexTest(node, node.left, node.right, INDEX_AT_START) ??
      this.getIndexTest(node, node.right, node.left, INDEX_AT_START_MIRRORED) ??
      this.getSliceTest(node, node.left, node.right) ??
      this.getSliceTest(node, node.right, node.left) ??
      this.getTraversalEquality(node, node.left, node.right) ??
      this.getTraversalEquality(node, node.right, node.left)
    );
  }

  /** `a.indexOf(b) === 0` */
  private getIndexTest(
    node: TSESTree.BinaryExpression,
    side: TSESTree.Node,
    other: TSESTree.Node,
    operators: ReadonlySet<string>,
  ): ContainmentTest | undefined {
    if (!operators.has(node.operator) || !isZero(other)) return undefined;
    const call = getMethodCall(side, INDEX_METHODS);
    const root = call && getPrefixArgument(call);
    if (!call || !root) return undefined;
    return { node, path: getReceiver(call), root: this.isTraversal(root) ? undefined : root };
  }

  /**
   * `a.slice(0, b.length) === b` (JavaScript ignores any further argument), and with the
   * separator: `a.slice(0, b.length + 1) === b + sep` (`substring`, `substr` too).
   */
  private getSliceTest(
    node: TSESTree.BinaryExpression,
    side: TSESTree.Node,
    other: TSESTree.Node,
  ): ContainmentTest | undefined {
    if (!EQUALITY.has(node.operator)) return undefined;
    const call = getMethodCall(side, SLICES);
    if (!call) return undefined;
    const [start, length] = call.arguments;
    const measured = length && getMeasured(length);
    if (!start || !isZero(start) || !measured) return undefined;
    const { sourceCode } = this.analysis;
    const measuredText = sourceCode.getText(unwrapExpression(measured));
    const root = unwrapExpression(other);
    // `b`, or `b + sep` / `` `${b}${sep}` ``: the prefix starts with what was measured.
    const head =
      root.type === AST_NODE_TYPES.BinaryExpression && root.operator === '+'
        ? root.left
        : root.type === AST_NODE_TYPES.TemplateLiteral && root.quasis[0]?.value.cooked === ''
          ? root.expressions[0]
          : undefined;
    const texts = [root, head].map((part) => part && sourceCode.getText(unwrapExpression(part)));
    return texts.includes(measuredText) ? { node, path: getReceiver(call), root: other } : undefined;
  }

  /**
   * `path.relative(root, p) === '..'`, `path.normalize(p) !== '..'`: a `..` test like
   * `startsWith('..')`, which the origin of `side` decides (`checkTraversal`).
   */
  private getTraversalEquality(
    node: TSESTree.BinaryExpression,
    side: TSESTree.Node,
    other: TSESTree.Node,
  ): ContainmentTest | undefined {
    return EQUALITY.has(node.operator) && getStringIfConstant(unwrapExpression(other)) === '..'
      ? { node, path: this.getSegmentSource(side), root: undefined }
      : undefined;
  }

  /**
   * The path a `..` comparison asks about: `rel` of `rel.split(sep)[0]` (the first segment) and of
   * `rel.slice(0, 2)` (the first two characters); the side itself otherwise.
   */
  private getSegmentSource(raw: TSESTree.Node): TSESTree.Node {
    const side = unwrapExpression(raw);
    if (side.type === AST_NODE_TYPES.MemberExpression && side.computed && isZero(side.property)) {
      const split = getMethodCall(side.object, SPLITS);
      if (split) return getReceiver(split);
    }
    const slice = getMethodCall(side, SLICES);
    const [start, length] = slice?.arguments ?? [];
    if (slice && start && isZero(start) && length?.type === AST_NODE_TYPES.Literal && length.value === 2)
      return getReceiver(slice);
    return side;
  }

  /**
   * `isPathInside(p, root)`: a function of a package listed in `containmentFunctions` (imported by
   * default or by name, or required), called as `(path, root)`.
   */
  private getHelperTest(node: TSESTree.CallExpression): ContainmentTest | undefined {
    const callee = unwrapExpression(node.callee);
    const [pathArgument, root] = node.arguments;
    if (
      callee.type !== AST_NODE_TYPES.Identifier ||
      !pathArgument ||
      !root ||
      pathArgument.type === AST_NODE_TYPES.SpreadElement ||
      root.type === AST_NODE_TYPES.SpreadElement
    )
      return undefined;
    const { containmentFunctions } = this.analysis.settings;
    if (containmentFunctions.length === 0) return undefined;
    // The variable the callee reads, as the scope manager resolved it (a lookup, not a walk up the scopes).
    const definition = this.analysis.values.getReference(callee)?.resolved?.defs[0]?.node;
    const entry = definition && getImportedEntry(definition);
    return entry !== undefined && containmentFunctions.includes(entry)
      ? { node, path: pathArgument, root, bounded: true }
      : undefined;
  }

  /** `p.split(sep).includes('..')`, `p.split(sep).indexOf('..')`: whether any segment of `p` leaves. */
  private getSegmentsTest(node: TSESTree.CallExpression): ContainmentTest | undefined {
    const argument = getFirstArgument(node);
    const split = getMethodCall(getReceiver(node), SPLITS);
    return split && argument && getStringIfConstant(unwrapExpression(argument)) === '..'
      ? { node, path: getReceiver(split), root: undefined }
      : undefined;
  }

  /**
   * `/^\.\./.test(rel)`, `UP_PATH_REGEXP.test(normalize(p))` (a `..`-segment pattern, written in
   * place or held in a `const`): a `..` test; `` new RegExp(`^${base}`).test(p) ``: a prefix test.
   * Asked of the string too: `rel.match(/^\.\./)`, `p.search(new RegExp('^' + base)) === 0`.
   */
  private getPatternTest(
    node: TSESTree.CallExpression,
    regex: TSESTree.Node | undefined,
    argument: TSESTree.Node | undefined,
  ): ContainmentTest | undefined {
    if (!regex || !argument) return undefined;
    const pattern = getPattern(regex, (identifier) => this.origins.getReachingWrites(identifier));
    if (pattern === undefined) return undefined;
    if (typeof pattern === 'string')
      return TRAVERSAL_PATTERN.test(pattern) ? { node, path: argument, root: undefined } : undefined;
    return { node, path: argument, root: pattern };
  }
}
