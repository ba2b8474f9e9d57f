/**
 * Where a suppression comment sits decides what it covers, narrowest first:
 * - trailing (code before it on its line): that line;
 * - leading (first on its line): the statement or declaration that starts at the next token —
 *   the outermost one starting there, so `export`, decorators and multi-line calls are included;
 *   among the decorators of a declaration (`@Injectable()` / comment / `export class …`), the
 *   declaration they decorate, from the comment on;
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
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

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

/**
 * The element of `list` (in source order, as every node list of the tree is) that contains
 * `index`, or else the first one that starts after it; `undefined` when there is none. A binary
 * search, so that a file of many statements costs each comment a logarithm rather than a scan;
 * holes (`[, a]`) are skipped.
 */
function searchList(
  list: readonly (TSESTree.Node | null)[],
  index: number,
): { readonly containing: TSESTree.Node | undefined; readonly next: TSESTree.Node | undefined } {
  let low = 0;
  let high = list.length - 1;
  let next: TSESTree.Node | undefined;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    let probe = middle;
    while (probe <= high && !list[probe]) probe += 1;
    const node = list[probe];
    if (!node) {
      high = middle - 1;
    } else if (index < node.range[0]) {
      next = node;
      high = middle - 1;
    } else if (index >= node.range[1]) {
      low = probe + 1;
    } else {
      return { containing: node, next: undefined };
    }
  }
  return { containing: undefined, next };
}

/** A parameter, parameter properties included (they are in their function's `params` too). */
function isParameter(node: TSESTree.Node): boolean {
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
    searchList(parent.children, node.range[0]).containing === node
  );
}

function getScopeLabel(node: TSESTree.Node): ScopeLabel | undefined {
  if (isParameter(node)) return 'parameter';
  if (isJsxChild(node)) return 'JSX child';
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
    const { next } = searchList(body as TSESTree.Node[], index);
    if (
      next?.type === AST_NODE_TYPES.ExportNamedDeclaration ||
      next?.type === AST_NODE_TYPES.ExportDefaultDeclaration
    ) {
      candidates.push(...getDecorators(next.declaration));
    }
  }
  if (Array.isArray(params)) {
    candidates.push(...getDecorators(searchList(params as TSESTree.Node[], index).next));
  }
  return candidates.find((decorator) => decorator.range[0] <= index && index < decorator.range[1]);
}

/**
 * The deepest node below `node` that contains `index`, by the ranges of its children. ESLint's
 * `getNodeByRangeIndex` does the same but visits every child of each node on the way down, so a
 * comment among 50,000 statements would cost a visit of all of them.
 */
function descendTo(sourceCode: SourceCode, node: TSESTree.Node, index: number): TSESTree.Node {
  const keys = sourceCode.visitorKeys as Record<string, readonly string[] | undefined>;
  let current = node;
  // Stryker disable next-line ConditionalExpression: `for (;false;)` cannot be placed here without breaking the `continue descend` label, and would fail every scope test anyway.
  descend: for (;;) {
    const record = current as unknown as Record<string, unknown>;
    for (const key of keys[current.type] ?? []) {
      const child = record[key] as TSESTree.Node | readonly (TSESTree.Node | null)[] | null | undefined;
      const found = Array.isArray(child)
        ? searchList(child as readonly (TSESTree.Node | null)[], index).containing
        : ((child as TSESTree.Node | null | undefined) ?? undefined);
      if (found && found.range[0] <= index && index < found.range[1]) {
        current = found;
        continue descend;
      }
    }
    return current;
  }
}

/**
 * The deepest node that contains the offset `start` of a token (every token lies in the program,
 * whose range ESLint makes the whole text). When any node starts at a token, this one does (the
 * nodes that contain a token nest), stray decorators aside: a node that starts at the token has
 * its stray decorators after it, so the look-up for one finds none.
 */
function findDeepestNodeAt(sourceCode: SourceCode, start: number): TSESTree.Node {
  const deepest = descendTo(sourceCode, sourceCode.ast, start);
  const decorator = findStrayDecorator(deepest, start);
  // At its `@` the decorator is it (no child contains the `@`); inside its arguments the path goes on down.
  return decorator ? descendTo(sourceCode, decorator, start) : deepest;
}

/**
 * Whether the comment sits among the decorators of `node`, after one of them and before the next
 * one or the declaration itself (`@Injectable()` / comment / `export class …`): the token before
 * the comment ends a decorator. The token after the comment then starts the next decorator or
 * follows them all: decorators of one node do not overlap, and no token lies between the two.
 */
function isAfterDecoratorOf(node: TSESTree.Node, previous: TSESTree.Token | null): boolean {
  return previous !== null && getDecorators(node).some((decorator) => decorator.range[1] === previous.range[1]);
}

/**
 * The outermost statement or declaration led by the token at `start`, climbing from the deepest
 * node that contains it; nothing when that node starts before the token (a comment inside an
 * argument list, before `}` or `else`), unless the comment sits among the node's decorators: then
 * it leads the decorated declaration, decorators included.
 */
function findLedNode(
  deepest: TSESTree.Node,
  start: number,
  previous: TSESTree.Token | null,
): SuppressionScope | undefined {
  let target: TSESTree.Node | undefined;
  let label: ScopeLabel | undefined;
  let from = start;
  for (let node: TSESTree.Node | undefined = deepest; node; node = node.parent) {
    if (node.range[0] < from) {
      if (!isAfterDecoratorOf(node, previous)) break;
      from = node.range[0];
    }
    const nodeLabel = getScopeLabel(node);
    if (nodeLabel) {
      target = node;
      label = nodeLabel;
    }
  }
  if (!target || !label) return undefined;
  // From the comment's next token on: among decorators, the ones before the comment are not covered
  // (as with decorators before `export`, which lie outside the exported declaration).
  return { kind: 'node', node: target, range: [start, getOverloadSetEnd(target)], label };
}

/** The name that ties the signatures of an overload set to its implementation, if `node` is one of them. */
function getOverloadName(node: TSESTree.Node): string | undefined {
  const declaration =
    node.type === AST_NODE_TYPES.ExportNamedDeclaration || node.type === AST_NODE_TYPES.ExportDefaultDeclaration
      ? node.declaration
      : node;
  switch (declaration?.type) {
    case AST_NODE_TYPES.TSDeclareFunction:
    case AST_NODE_TYPES.FunctionDeclaration:
      return declaration.id ? `function ${declaration.id.name}` : undefined;
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.TSAbstractMethodDefinition:
      if (declaration.computed || declaration.kind !== 'method') return undefined;
      return declaration.key.type === AST_NODE_TYPES.Identifier
        ? `${declaration.static ? 'static ' : ''}method ${declaration.key.name}`
        : undefined;
    default:
      return undefined;
  }
}

function isSignatureOnly(node: TSESTree.Node): boolean {
  const declaration =
    node.type === AST_NODE_TYPES.ExportNamedDeclaration || node.type === AST_NODE_TYPES.ExportDefaultDeclaration
      ? node.declaration
      : node;
  return (
    declaration?.type === AST_NODE_TYPES.TSDeclareFunction ||
    ((declaration?.type === AST_NODE_TYPES.MethodDefinition ||
      declaration?.type === AST_NODE_TYPES.TSAbstractMethodDefinition) &&
      declaration.value.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression)
  );
}

/**
 * A comment above the first signature of an overload set covers the set: the signatures that
 * follow it and the implementation, which TypeScript requires to come right after them.
 */
function getOverloadSetEnd(target: TSESTree.Node): number {
  const name = isSignatureOnly(target) ? getOverloadName(target) : undefined;
  const parent = target.parent;
  if (!name || !parent || !('body' in parent) || !Array.isArray(parent.body)) return target.range[1];
  const siblings = parent.body as readonly TSESTree.Node[];
  let end = target.range[1];
  for (let index = siblings.indexOf(target) + 1; index < siblings.length; index += 1) {
    const sibling = siblings[index] as TSESTree.Node;
    if (getOverloadName(sibling) !== name) break;
    end = sibling.range[1];
    if (!isSignatureOnly(sibling)) break;
  }
  return end;
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
function findJsxCommentChild(
  sourceCode: SourceCode,
  comment: TSESTree.Comment,
): TSESTree.JSXExpressionContainer | undefined {
  if (sourceCode.getTokenBefore(comment)?.value !== '{' || sourceCode.getTokenAfter(comment)?.value !== '}')
    return undefined;
  const empty = descendTo(sourceCode, sourceCode.ast, comment.range[0]);
  const container = empty.parent;
  if (
    empty.type !== AST_NODE_TYPES.JSXEmptyExpression ||
    container?.type !== AST_NODE_TYPES.JSXExpressionContainer ||
    !isJsxChild(container) ||
    !isAloneOnItsLines(sourceCode, container)
  ) {
    return undefined;
  }
  return container;
}

/** Layout between JSX children: whitespace-only text, the only token that can be all whitespace. */
function isNotJsxLayout(token: TSESTree.Token): boolean {
  return token.value.trim() !== '';
}

/**
 * The first token of the JSX child after a comment container: past layout text and past other
 * comment containers (`{}` as tokens, their comments are not tokens), so stacked suppressions
 * all lead the same child, as stacked comments above a statement do.
 */
function findTokenAfterJsxComments(
  sourceCode: SourceCode,
  container: TSESTree.JSXExpressionContainer,
): TSESTree.Token | null {
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
    const next = jsxCommentChild
      ? findTokenAfterJsxComments(sourceCode, jsxCommentChild)
      : sourceCode.getTokenAfter(comment);
    if (!next) {
      scopes.set(comment, undefined);
      continue;
    }
    const previous = sourceCode.getTokenBefore(jsxCommentChild ?? comment);
    scopes.set(comment, findLedNode(findDeepestNodeAt(sourceCode, next.range[0]), next.range[0], previous));
  }
  return scopes;
}
