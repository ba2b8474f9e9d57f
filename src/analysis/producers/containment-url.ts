/**
 * URL resolution used as containment: `fileURLToPath(new URL(input, pathToFileURL(root + sep)))`.
 * The WHATWG parser resolves `..` and absolute inputs by string rules (`new URL('../../etc/passwd',
 * 'file:///srv/root/')` is `file:///etc/passwd`) and follows no symlink: it is a lexical resolve, and
 * ORKVFS008 reads it as a containment test that checks the path it builds — unless the result is
 * canonicalized next (`realpath(fileURLToPath(…))`, or a `const` that only `realpath` reads).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import { canonicalPathFunctions } from '../knowledge/fs-api.js';
import type { ModuleReference } from '../syntax/module-references.js';
import { unwrapExpression } from '../syntax/module-values.js';

const { getStringIfConstant } = ASTUtils;

/** A constant base on disk: `'file:///srv/data/'`. */
const FILE_URL = /^file:/iu;

export class UrlResolutions {
  constructor(
    private readonly analysis: FileAnalysis,
    private readonly getCallReference: (call: TSESTree.Node) => ModuleReference | undefined,
  ) {}

  private isUrlMember(node: TSESTree.Node, name: string): boolean {
    const value = this.analysis.values.getTrackedValue(node);
    return value?.kind === 'member' && value.family === 'url' && value.builtin && value.name === name;
  }

  /** The global `URL`, or `URL` of Node's `url` module. */
  private isUrlConstructor(raw: TSESTree.Node): boolean {
    const callee = unwrapExpression(raw);
    if (this.isUrlMember(callee, 'URL')) return true;
    if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== 'URL') return false;
    const variable = this.analysis.values.getReference(callee)?.resolved;
    return !variable || variable.defs.length === 0;
  }

  /**
   * `new URL(input, pathToFileURL(root))` (or a constant `file:` base) with an input the file does not show to be a constant:
   * a resolution against a root on disk, whose result is not canonicalized next.
   */
  isUncheckedResolution(node: TSESTree.NewExpression): boolean {
    const [input, base] = node.arguments;
    if (!input || !base || input.type === AST_NODE_TYPES.SpreadElement || !this.isUrlConstructor(node.callee))
      return false;
    const scope = this.analysis.sourceCode.getScope(node);
    const root = unwrapExpression(base);
    const onDisk =
      (root.type === AST_NODE_TYPES.CallExpression && this.isUrlMember(root.callee, 'pathToFileURL')) ||
      FILE_URL.test(getStringIfConstant(root, scope) ?? '');
    if (!onDisk || getStringIfConstant(unwrapExpression(input), scope) !== null) return false;
    return !this.isCanonicalizedNext(node);
  }

  /** `fileURLToPath(url)` around the resolution, if any: the path the file goes on with. */
  private getPathOf(url: TSESTree.Node): TSESTree.Node {
    const parent = url.parent;
    return parent?.type === AST_NODE_TYPES.CallExpression &&
      parent.arguments[0] === url &&
      this.isUrlMember(parent.callee, 'fileURLToPath')
      ? parent
      : url;
  }

  private isCanonicalizing(node: TSESTree.Node): boolean {
    let current = node;
    while (current.parent && unwrapExpression(current.parent) === node) current = current.parent;
    if (current.parent?.type === AST_NODE_TYPES.AwaitExpression) current = current.parent;
    const call = current.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== current) return false;
    const reference = this.getCallReference(call);
    return reference?.family === 'fs' && reference.name !== undefined && canonicalPathFunctions.has(reference.name);
  }

  /** `realpath(fileURLToPath(url))`, or `const p = fileURLToPath(url)` that only `realpath` reads. */
  private isCanonicalizedNext(url: TSESTree.NewExpression): boolean {
    const path = this.getPathOf(url);
    if (this.isCanonicalizing(path)) return true;
    const declarator = path.parent;
    if (
      declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
      declarator.init !== path ||
      declarator.id.type !== AST_NODE_TYPES.Identifier ||
      declarator.parent.kind !== 'const'
    )
      return false;
    const [variable] = this.analysis.sourceCode.scopeManager?.getDeclaredVariables(declarator) ?? [];
    const reads = variable?.references.filter((reference) => !reference.init) ?? [];
    return reads.length > 0 && reads.every((reference) => this.isCanonicalizing(reference.identifier));
  }
}
