/**
 * Where a suppression comment sits decides what it covers, narrowest first:
 * - trailing (code before it on its line): that line;
 * - leading (first on its line): the statement or declaration that starts at the next token —
 *   the outermost one starting there, so `export`, decorators and multi-line calls are included;
 * - `vfs-suppress-file` before the first token of the file: the file.
 * A leading comment whose next token starts no statement or declaration (a comment inside an
 * argument list, before `}` or `else`) covers nothing.
 *
 * JSX has no comments of its own: between JSX children a comment is written in braces,
 * `{/* … *\/}`. Such a container, holding nothing but comments and alone on its line(s), is read
 * as if its comments stood there bare: they lead the next JSX child (element, fragment or
 * expression container), as a comment above a statement leads the statement. Not alone on its
 * line, the container's comment is trailing like any other: it covers its line.
 */
import { AST_NODE_TYPES, AST_TOKEN_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';

export type SuppressionScope =
  /** Findings that start on `line`. */
  | { readonly kind: 'line'; readonly line: number }
  /** Findings that start inside `range`; `label` says what the node is, for messages. */
  | {
      readonly kind: 'node';
      readonly node: TSESTree.Node;
      readonly range: readonly [number, number];
      readonly label: ScopeLabel;
    }
  | { readonly kind: 'file' };

type SourceCode = Readonly<TSESLint.SourceCode>;

type ScopeLabel = 'statement' | 'declaration' | 'parameter' | 'JSX child';

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

/** An element, fragment or expression container among the children of a JSX element or fragment (text holds no code). */
function isJsxChild(node: TSESTree.Node): boolean {
  const { parent } = node;
  return (
    node.type !== AST_NODE_TYPES.JSXText &&
    (parent?.type === AST_NODE_TYPES.JSXElement || parent?.type === AST_NODE_TYPES.JSXFragment) &&
    (parent.children as readonly TSESTree.Node[]).includes(node)
  );
}

function getScopeLabel(node: TSESTree.Node): ScopeLabel | undefined {
  if (isParameter(node)) return 'parameter';
  if (isJsxChild(node)) return 'JSX child';
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

/** The decorators of a node, when it can have any. */
function getDecorators(node: TSESTree.Node | null | undefined): readonly TSESTree.Decorator[] {
  return (node as { decorators?: readonly TSESTree.Decorator[] } | null | undefined)?.decorators ?? [];
}

/**
 * typescript-estree leaves two kinds of decorator outside the range of the node they decorate, so
 * a search by range stops at the list that holds that node: a decorator written before `export`
 * (`@dec export class A {}`: outside the export and the class) and one of a parameter that is not
 * a parameter property (`m(@inject() a: string)`). Such a decorator precedes the first node of
 * the list that starts after `index`.
 */
function findStrayDecorator(list: TSESTree.Node, index: number): TSESTree.Decorator | undefined {
  const { body, params } = list as { body?: unknown; params?: unknown };
  const candidates: TSESTree.Decorator[] = [];
  if (Array.isArray(body)) {
    const next = (body as TSESTree.Node[]).find((statement) => statement.range[0] > index);
    if (next?.type === AST_NODE_TYPES.ExportNamedDeclaration || next?.type === AST_NODE_TYPES.ExportDefaultDeclaration) {
      candidates.push(...getDecorators(next.declaration));
    }
  }
  if (Array.isArray(params)) {
    candidates.push(...getDecorators((params as TSESTree.Node[]).find((param) => param.range[0] > index)));
  }
  return candidates.find((decorator) => decorator.range[0] <= index && index < decorator.range[1]);
}

/** The deepest node below `node` that contains `index`, by the ranges of its children. */
function descendTo(sourceCode: SourceCode, node: TSESTree.Node, index: number): TSESTree.Node {
  const keys = sourceCode.visitorKeys as Record<string, readonly string[] | undefined>;
  let current = node;
  for (;;) {
    const record = current as unknown as Record<string, unknown>;
    const children = (keys[current.type] ?? []).flatMap((key) => record[key] ?? []) as (TSESTree.Node | null)[];
    const next = children.find((child) => child !== null && child.range[0] <= index && index < child.range[1]);
    if (!next) return current;
    current = next;
  }
}

/**
 * The deepest node that contains `token`, from ESLint's node index: the shared analysis already
 * walks the tree once, and a comment needs only the path down to its next token. When any node
 * starts at the token, this one does (the nodes that contain a token nest), stray decorators
 * aside.
 */
function findDeepestNodeAt(sourceCode: SourceCode, token: TSESTree.Token): TSESTree.Node | undefined {
  const start = token.range[0];
  const deepest = sourceCode.getNodeByRangeIndex(start) ?? undefined;
  if (!deepest || (deepest.range[0] === start && deepest.type !== AST_NODE_TYPES.Program)) return deepest;
  const decorator = findStrayDecorator(deepest, start);
  if (!decorator) return deepest;
  // Inside a decorator's arguments (rare) the path goes on down; at its `@` the decorator is it.
  return decorator.range[0] === start ? decorator : descendTo(sourceCode, decorator, start);
}

/**
 * The outermost statement or declaration led by the token at `start`, climbing from the deepest
 * node that contains it; nothing when that node starts before the token (a comment inside an
 * argument list, before `}` or `else`).
 */
function findLedNode(deepest: TSESTree.Node, start: number): SuppressionScope | undefined {
  let target: TSESTree.Node | undefined;
  let label: ScopeLabel | undefined;
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

/** Whether a node has nothing but whitespace before it on its first line and after it on its last. */
function isAloneOnItsLines(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const { start, end } = node.loc;
  return (
    (sourceCode.lines[start.line - 1] ?? '').slice(0, start.column).trim() === '' &&
    (sourceCode.lines[end.line - 1] ?? '').slice(end.column).trim() === ''
  );
}

/**
 * The JSX child `{/* … *\/}` that holds `comment` and nothing else but comments, when it is alone
 * on its line(s). The braces around the comment are the cheap test; the node look-up confirms.
 */
function findJsxCommentChild(sourceCode: SourceCode, comment: TSESTree.Comment): TSESTree.JSXExpressionContainer | undefined {
  if (sourceCode.getTokenBefore(comment)?.value !== '{' || sourceCode.getTokenAfter(comment)?.value !== '}') return undefined;
  const empty = sourceCode.getNodeByRangeIndex(comment.range[0]);
  const container = empty?.parent;
  if (
    empty?.type !== AST_NODE_TYPES.JSXEmptyExpression ||
    container?.type !== AST_NODE_TYPES.JSXExpressionContainer ||
    !isJsxChild(container) ||
    !isAloneOnItsLines(sourceCode, container)
  ) {
    return undefined;
  }
  return container;
}

/** Layout between JSX children: whitespace-only text. */
function isNotJsxLayout(token: TSESTree.Token): boolean {
  return token.type !== AST_TOKEN_TYPES.JSXText || token.value.trim() !== '';
}

/**
 * The first token of the JSX child after a comment container: past layout text and past other
 * comment containers (`{}` as tokens, their comments are not tokens), so stacked suppressions
 * all lead the same child, as stacked comments above a statement do.
 */
function findTokenAfterJsxComments(sourceCode: SourceCode, container: TSESTree.JSXExpressionContainer): TSESTree.Token | null {
  let next = sourceCode.getTokenAfter(container, { filter: isNotJsxLayout });
  for (;;) {
    if (next?.value !== '{') return next;
    const close = sourceCode.getTokenAfter(next);
    if (close?.value !== '}') return next;
    next = sourceCode.getTokenAfter(close, { filter: isNotJsxLayout });
  }
}

/**
 * The scopes of non-file-wide suppression comments: a line for trailing comments, the led
 * statement, declaration or JSX child for leading ones, `undefined` for a comment that leads nothing.
 */
export function getCommentScopes(
  sourceCode: SourceCode,
  comments: readonly TSESTree.Comment[],
): Map<TSESTree.Comment, SuppressionScope | undefined> {
  const scopes = new Map<TSESTree.Comment, SuppressionScope | undefined>();
  for (const comment of comments) {
    const jsxCommentChild = findJsxCommentChild(sourceCode, comment);
    if (!jsxCommentChild && isTrailingComment(sourceCode, comment)) {
      scopes.set(comment, { kind: 'line', line: comment.loc.start.line });
      continue;
    }
    const next = jsxCommentChild ? findTokenAfterJsxComments(sourceCode, jsxCommentChild) : sourceCode.getTokenAfter(comment);
    const deepest = next ? findDeepestNodeAt(sourceCode, next) : undefined;
    scopes.set(comment, next && deepest ? findLedNode(deepest, next.range[0]) : undefined);
  }
  return scopes;
}
