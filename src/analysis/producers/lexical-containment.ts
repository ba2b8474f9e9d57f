/**
 * ORKVFS008: a containment test that a path string cannot pass honestly. The fence must
 * canonicalize (resolve through the file system: `fs.realpath`), then contain; this finds the
 * tests where the file shows that it did not:
 *
 * - a prefix test (`a.startsWith(b)`, `a.indexOf(b) === 0` and its negations, `a.slice(0,
 *   b.length) === b`) where either side came from a lexical path function (`lexical`), or one
 *   side is canonical and the other lexical (`halfCanonical`: the same bug relocated);
 * - the relative idiom (`path.relative(root, p)` tested with `startsWith('..')`, `=== '..'`,
 *   `path.isAbsolute`) where `root` or `p` is lexical (`lexicalRelative`), and a `..` test on a
 *   lexically normalized path (`lexical`);
 * - a prefix test of two canonical paths without a separator boundary (`noBoundary`): `/work-evil`
 *   passes for `/work`.
 *
 * Where the origin of a side is not shown (a parameter, a property, what a function returns), the
 * test is not reported: see `path-origin.ts`.
 *
 * Cost, per file: nothing beyond one look at the file's references unless it calls a tracked path
 * or fs function (the only source of a known origin, so a file without one has no finding); then a
 * look at each call and binary expression, and the origins of a test's sides, kept per node.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding, FindingMessageData, FindingMessageId } from '../knowledge/findings.js';
import {
  getChain,
  getFirstArgument,
  getMethodCall,
  getNodesWithin,
  getReceiver,
  isCurrentDirectoryPrefix,
} from './containment-forms.js';
import { ContainmentTests, STARTS_WITH, type ContainmentTest } from './containment-tests.js';
import { UrlResolutions } from './containment-url.js';
import { PathOrigins, toPlain, type Origin } from './path-origin.js';
import { DeepMemo } from '../syntax/deep-memo.js';
import { unwrapExpression } from '../syntax/module-values.js';

const { getPropertyName, getStringIfConstant } = ASTUtils;

type LexicalContainmentMessageId = FindingMessageId<'ORKVFS008'>;

const MAX_TEXT = 40;
/** A constant prefix that names a scheme or a home (`node:`, `file:`, `~`), not a place on disk. */
const NOT_A_PLACE = /^(?:[a-z][a-z\d+.-]*:|~.*)$/iu;
const ENDS_WITH: ReadonlySet<string> = new Set(['endsWith']);
const SEPARATOR = /[/\\]$/u;
/** A constant prefix that names a place (`/srv/data`), not just a separator, a dot or a drive. */
const ROOT_LIKE = /[^/\\.:]/u;

class ContainmentChecker {
  private readonly origins: PathOrigins;
  /**
   * Whether a root ends in a separator, per node. A node met again while it is being answered is
   * on a loop (`p = flag ? p : p + sep`) that adds no value the other writes do not: it does not
   * decide (`true`), as in `flag ? prefix : prefix`.
   */
  private readonly bounded = new DeepMemo<TSESTree.Node, boolean>((node) => this.computeSeparatorBounded(node), true);

  private readonly tests: ContainmentTests;

  constructor(private readonly analysis: FileAnalysis) {
    this.origins = new PathOrigins(analysis);
    const urls = new UrlResolutions(analysis, (call) => this.origins.getCallReference(call));
    this.tests = new ContainmentTests(analysis, this.origins, urls);
  }

  /** The containment test a node is, if it is one. */
  getTest(node: TSESTree.Node): ContainmentTest | undefined {
    return this.tests.getTest(node);
  }

  /** Whether a test can earn a finding here: every message needs a side of a known (lexical or canonical) origin. */
  get mayFind(): boolean {
    return this.origins.hasKnownOrigins;
  }

  private text(node: TSESTree.Node): string {
    const text = this.analysis.sourceCode.getText(node).replace(/\s+/gu, ' ');
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  }

  /** `path.join(…)`, found by either layer. */
  private isPathJoin(call: TSESTree.CallExpression): boolean {
    const reference = this.origins.getCallReference(call);
    return reference?.family === 'path' && reference.name === 'join';
  }

  /** Whether `test` is `value.endsWith(sep)`: the same text, however long, tested for a separator. */
  private isSeparatorGuard(test: TSESTree.Node, value: TSESTree.Node): boolean {
    const guard = getMethodCall(test, ENDS_WITH);
    if (!guard) return false;
    const separator = getFirstArgument(guard);
    const { sourceCode } = this.analysis;
    return (
      separator !== undefined &&
      this.tests.isSeparator(separator) &&
      sourceCode.getText(unwrapExpression(getReceiver(guard))) === sourceCode.getText(unwrapExpression(value))
    );
  }

  /**
   * Whether a root ends in a separator, so `/work-evil` cannot pass for `/work`: `root + path.sep`,
   * `root + '/'`, a template ending in one, `r.endsWith(sep) ? r : r + sep`, through bindings
   * (to any depth).
   */
  private isSeparatorBounded(node: TSESTree.Node): boolean {
    return this.bounded.get(unwrapExpression(node));
  }

  private computeSeparatorBounded(node: TSESTree.Node): boolean {
    if (this.tests.isSeparator(node)) return true;
    const value = getStringIfConstant(node);
    if (value !== null) return SEPARATOR.test(value);
    switch (node.type) {
      case AST_NODE_TYPES.BinaryExpression:
        return node.operator === '+' && this.isSeparatorBounded(node.right);
      case AST_NODE_TYPES.TemplateLiteral: {
        const tail = node.quasis.at(-1)?.value.cooked ?? '';
        const last = node.expressions.at(-1);
        return tail === '' ? last !== undefined && this.isSeparatorBounded(last) : SEPARATOR.test(tail);
      }
      case AST_NODE_TYPES.ConditionalExpression: {
        // `root.endsWith(sep) ? root : root + sep`
        const guarded = this.isSeparatorGuard(node.test, node.consequent);
        return (guarded || this.isSeparatorBounded(node.consequent)) && this.isSeparatorBounded(node.alternate);
      }
      case AST_NODE_TYPES.CallExpression:
        // `path.join(realRoot, path.sep)`: `join` keeps a trailing separator of its last part.
        return (
          this.isPathJoin(node) &&
          node.arguments.length > 1 &&
          this.isSeparatorBounded(node.arguments.at(-1) as TSESTree.Node)
        );
      case AST_NODE_TYPES.Identifier: {
        const writes = this.origins.getReachingWrites(node);
        return (
          writes.length > 0 &&
          writes.every((write) => write.value !== undefined && this.isSeparatorBounded(write.value))
        );
      }
      default:
        return false;
    }
  }

  /**
   * `p.startsWith(root) && (p.length === root.length || p[root.length] === sep)`: the boundary is
   * checked next to the prefix test, by any use of `root.length` in the same `&&` chain.
   */
  private hasBoundaryCheckNearby(test: TSESTree.Node, root: TSESTree.Node): boolean {
    const rootText = this.analysis.sourceCode.getText(unwrapExpression(root));
    let current = test;
    while (current.parent?.type === AST_NODE_TYPES.LogicalExpression && current.parent.operator === '&&')
      current = current.parent;
    if (current === test) return false;
    return getNodesWithin(this.analysis.nodes, current).some(
      (node) =>
        node.type === AST_NODE_TYPES.MemberExpression &&
        (node.range[1] <= test.range[0] || node.range[0] >= test.range[1]) &&
        getPropertyName(node) === 'length' &&
        this.analysis.sourceCode.getText(unwrapExpression(node.object)) === rootText,
    );
  }

  /** The finding a containment test earns, if any. */
  check(test: ContainmentTest): Finding<'ORKVFS008'> | undefined {
    if (test.resolution) return this.lexical(test, test.path, { kind: 'lexical', name: 'new URL', layer: 'syntax' });
    const pathOrigin = this.origins.getOrigin(test.path);
    if (!test.root) return this.checkTraversal(test, pathOrigin);
    const constant = this.tests.getPrefixText(test.root);
    const path = toPlain(pathOrigin);
    if (constant !== null) {
      // `p.startsWith('.')` asks about a name; `p.startsWith('/srv/data')` about a place.
      return path.kind === 'lexical' && ROOT_LIKE.test(constant) && !NOT_A_PLACE.test(constant)
        ? this.lexical(test, test.path, path)
        : undefined;
    }
    const root = toPlain(this.origins.getOrigin(test.root));
    const found =
      path.kind === 'lexical'
        ? { node: test.path, origin: path, other: root, otherNode: test.root }
        : root.kind === 'lexical'
          ? { node: test.root, origin: root, other: path, otherNode: test.path }
          : undefined;
    if (found) {
      if (found.other.kind === 'canonical') {
        return this.finding(test, 'halfCanonical', found.origin, {
          path: this.text(found.node),
          canonical: this.text(found.otherNode),
        });
      }
      return this.lexical(test, found.node, found.origin);
    }
    if (path.kind === 'canonical' && root.kind === 'canonical' && !test.bounded) {
      if (this.isSeparatorBounded(test.root) || this.hasBoundaryCheckNearby(test.node, test.root)) return undefined;
      const layer = path.layer === 'types' || root.layer === 'types' ? 'types' : 'syntax';
      return this.finding(test, 'noBoundary', { name: this.text(test.root), layer }, { path: this.text(test.path) });
    }
    return undefined;
  }

  /**
   * `!p.startsWith('./') && !p.startsWith('../')`: a chain that also asks about `./`, which
   * `path.relative` and `path.normalize` never return, is making a module specifier of the
   * string, not deciding whether it stays inside a root.
   */
  private isSpecifierCheck(test: ContainmentTest): boolean {
    const { sourceCode } = this.analysis;
    const chain = getChain(test.node);
    if (chain === test.node) return false;
    const pathText = sourceCode.getText(unwrapExpression(test.path));
    return getNodesWithin(this.analysis.nodes, chain).some((node) => {
      if (node.type !== AST_NODE_TYPES.CallExpression) return false;
      const call = getMethodCall(node, STARTS_WITH);
      const argument = call && getFirstArgument(call);
      return (
        argument !== undefined &&
        isCurrentDirectoryPrefix(this.tests.getPrefixText(argument)) &&
        sourceCode.getText(unwrapExpression(getReceiver(node))) === pathText
      );
    });
  }

  private checkTraversal(test: ContainmentTest, origin: Origin): Finding<'ORKVFS008'> | undefined {
    if (this.isSpecifierCheck(test)) return undefined;
    if (origin.kind === 'lexical') return this.lexical(test, test.path, origin);
    if (origin.kind !== 'relative') return undefined;
    const lexical = origin.operands.find((operand) => toPlain(operand).kind === 'lexical');
    if (!lexical) return undefined;
    const plain = toPlain(lexical) as Extract<Origin, { kind: 'lexical' }>;
    return this.finding(test, 'lexicalRelative', plain, { path: this.text(test.path), relative: origin.name });
  }

  private lexical(
    test: ContainmentTest,
    side: TSESTree.Node,
    origin: Extract<Origin, { kind: 'lexical' }>,
  ): Finding<'ORKVFS008'> {
    return this.finding(test, 'lexical', origin, {
      path: this.text(side),
      side: side === test.root ? 'the root' : 'the path',
    });
  }

  /** `name` is what the message names: the lexical function, or the unbounded prefix. */
  private finding<M extends LexicalContainmentMessageId>(
    test: ContainmentTest,
    messageId: M,
    { name, layer }: { readonly name: string; readonly layer: Finding['layer'] },
    data: FindingMessageData['ORKVFS008'][M],
  ): Finding<'ORKVFS008'> {
    // The call sites are checked per message: `data` is the data of `messageId`.
    return { code: 'ORKVFS008', node: test.node, name, form: 'call', layer, messageId, data } as Finding<'ORKVFS008'>;
  }
}

/**
 * The producer of ORKVFS008's findings, in source order: the walk's, in which calls and binary
 * expressions keep their source order (only template parts and decorators are visited out of it).
 */
export function getLexicalContainmentFindings(analysis: FileAnalysis): readonly Finding<'ORKVFS008'>[] {
  let checker: ContainmentChecker | undefined;
  const findings: Finding<'ORKVFS008'>[] = [];
  /** The findings of each chain: a chain reports one message about one function once. */
  const reported = new Map<TSESTree.Node, Finding<'ORKVFS008'>[]>();
  for (const node of analysis.callsAndBinaries) {
    checker ??= new ContainmentChecker(analysis);
    // A file that calls no path or fs function has no lexical or canonical path: no test is read,
    // except URL resolution against a root (`new URL(input, pathToFileURL(root))`), lexical by construction.
    if (!checker.mayFind && node.type !== AST_NODE_TYPES.NewExpression) continue;
    const test = checker.getTest(node);
    const finding = test && checker.check(test);
    if (!finding) continue;
    const chain = getChain(node);
    const earlier = reported.get(chain) ?? [];
    if (earlier.some((other) => other.messageId === finding.messageId && other.name === finding.name)) continue;
    reported.set(chain, [...earlier, finding]);
    findings.push(finding);
  }
  return findings;
}
