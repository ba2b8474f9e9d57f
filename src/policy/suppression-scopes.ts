/**
 * Where a suppression comment sits decides what it covers, narrowest first:
 * - trailing (code before it on its line): that line;
 * - leading (first on its line): the statement or declaration that starts at the next token —
 *   the outermost one starting there, so `export`, decorators and multi-line calls are included;
 * - `vfs-suppress-file` before the first token of the file: the file.
 * A leading comment whose next token starts no statement or declaration (a comment inside an
 * argument list, before `}` or `else`) covers nothing.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';

export type SuppressionScope =
  /** Findings that start on `line`. */
  | { readonly kind: 'line'; readonly line: number }
  /** Findings that start inside `range`; `label` says what the node is, for messages. */
  | {
      readonly kind: 'node';
      readonly node: TSESTree.Node;
      readonly range: readonly [number, number];
      readonly label: 'statement' | 'declaration' | 'parameter';
    }
  | { readonly kind: 'file' };

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Declarations that are not named `…Declaration` but are declared as a whole: members, properties. */
const DECLARATION_TYPES: ReadonlySet<AST_NODE_TYPES> = new Set([
  AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.MethodDefinition,
  AST_NODE_TYPES.PropertyDefinition,
  AST_NODE_TYPES.AccessorProperty,
  AST_NODE_TYPES.StaticBlock,
  AST_NODE_TYPES.TSAbstractMethodDefinition,
  AST_NODE_TYPES.TSAbstractPropertyDefinition,
  AST_NODE_TYPES.TSAbstractAccessorProperty,
  AST_NODE_TYPES.TSDeclareFunction,
  AST_NODE_TYPES.TSEnumMember,
  AST_NODE_TYPES.TSIndexSignature,
  AST_NODE_TYPES.TSMethodSignature,
  AST_NODE_TYPES.TSPropertySignature,
  AST_NODE_TYPES.TSExportAssignment,
  AST_NODE_TYPES.Property,
]);

function isParameter(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.TSParameterProperty) return true;
  const { parent } = node;
  // Type parameters and type arguments are `params` too, but not parameters.
  if (
    !parent ||
    parent.type === AST_NODE_TYPES.TSTypeParameterDeclaration ||
    parent.type === AST_NODE_TYPES.TSTypeParameterInstantiation
  ) {
    return false;
  }
  const params = (parent as { params?: unknown }).params;
  return Array.isArray(params) && params.includes(node);
}

function getScopeLabel(node: TSESTree.Node): 'statement' | 'declaration' | 'parameter' | undefined {
  if (isParameter(node)) return 'parameter';
  if (node.type === AST_NODE_TYPES.Program) return undefined;
  // Every `…Declaration` (variables, functions, classes, exports, imports, TS types and modules).
  if (node.type.endsWith('Declaration') || DECLARATION_TYPES.has(node.type)) return 'declaration';
  if (node.type.endsWith('Statement') || node.type === AST_NODE_TYPES.SwitchCase) return 'statement';
  return undefined;
}

/** Whether code precedes the comment on the line it starts on. */
export function isTrailingComment(sourceCode: SourceCode, comment: TSESTree.Comment): boolean {
  const before = sourceCode.getTokenBefore(comment);
  return before !== null && before.loc.end.line === comment.loc.start.line;
}

/** Whether the comment comes before every token of the file (a hashbang or other comments may precede it). */
export function isBeforeFirstToken(sourceCode: SourceCode, comment: TSESTree.Comment): boolean {
  const first = sourceCode.ast.tokens[0];
  return first === undefined || comment.range[1] <= first.range[0];
}

/**
 * For each offset, the deepest node that starts there. Decorators are visited like any child,
 * which matters: `@dec export class A {}` puts the decorator before the range of the export.
 */
function findDeepestNodesAt(sourceCode: SourceCode, offsets: ReadonlySet<number>): Map<number, TSESTree.Node> {
  const found = new Map<number, TSESTree.Node>();
  const keys = sourceCode.visitorKeys as Record<string, readonly string[] | undefined>;
  const stack: TSESTree.Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    const start = node.range[0];
    // Pre-order: a descendant starting at the same offset is visited after its ancestor.
    if (offsets.has(start)) found.set(start, node);
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item && typeof (item as TSESTree.Node).type === 'string') stack.push(item as TSESTree.Node);
      }
    }
  }
  return found;
}

/** The outermost statement or declaration led by the token at `start`, climbing from its deepest node. */
function findLedNode(deepest: TSESTree.Node, start: number): SuppressionScope | undefined {
  let target: TSESTree.Node | undefined;
  let label: 'statement' | 'declaration' | 'parameter' | undefined;
  for (let node: TSESTree.Node | undefined = deepest; node; node = node.parent) {
    if (node.range[0] < start) break;
    const nodeLabel = getScopeLabel(node);
    if (nodeLabel) {
      target = node;
      label = nodeLabel;
    }
  }
  if (!target || !label) return undefined;
  return { kind: 'node', node: target, range: [Math.min(start, target.range[0]), target.range[1]], label };
}

/**
 * The scopes of non-file-wide suppression comments: a line for trailing comments, the led
 * statement or declaration for leading ones, `undefined` for a comment that leads nothing.
 */
export function getCommentScopes(
  sourceCode: SourceCode,
  comments: readonly TSESTree.Comment[],
): Map<TSESTree.Comment, SuppressionScope | undefined> {
  const scopes = new Map<TSESTree.Comment, SuppressionScope | undefined>();
  const leading = new Map<TSESTree.Comment, number>();
  for (const comment of comments) {
    if (isTrailingComment(sourceCode, comment)) {
      scopes.set(comment, { kind: 'line', line: comment.loc.start.line });
      continue;
    }
    const next = sourceCode.getTokenAfter(comment);
    if (next) leading.set(comment, next.range[0]);
    else scopes.set(comment, undefined);
  }
  if (leading.size > 0) {
    const deepest = findDeepestNodesAt(sourceCode, new Set(leading.values()));
    for (const [comment, start] of leading) {
      const node = deepest.get(start);
      scopes.set(comment, node ? findLedNode(node, start) : undefined);
    }
  }
  return scopes;
}
