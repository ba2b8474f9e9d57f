/**
 * Whether a file may spell a name with an escape: `IFileSystem\u0053ervice` is the identifier
 * `IFileSystemService`, and `import { 'IFileSystem\x53ervice' as Fs }` imports it. A producer that
 * skips a file whose text never writes a name it looks for (ORKVFS007 without types) must not skip
 * such a file; one whose only backslashes are in strings, templates, regular expressions and
 * comments (a bundle's escaped text) spells no name that way.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

/**
 * The token types whose escapes never change a name of the program. A string names a binding only
 * as a module export name, read from the declarations instead. Any other type, a later parser's
 * included, counts as a name (fail closed).
 */
const INERT_TOKEN_TYPES: ReadonlySet<string> = new Set(['String', 'Template', 'RegularExpression', 'JSXText']);

type ModuleDeclaration =
  | TSESTree.ImportDeclaration
  | TSESTree.TSImportEqualsDeclaration
  | TSESTree.ExportAllDeclaration
  | TSESTree.ExportNamedDeclaration;

/** The token or comment, of a list sorted by position, whose range holds `index` (and whose type is one of `types`). */
function findContaining(
  list: readonly (TSESTree.Token | TSESTree.Comment)[],
  index: number,
  types?: ReadonlySet<string>,
): TSESTree.Token | TSESTree.Comment | undefined {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle] as TSESTree.Token | TSESTree.Comment;
    if (index < item.range[0]) high = middle - 1;
    else if (index >= item.range[1]) low = middle + 1;
    else return !types || types.has(item.type) ? item : undefined;
  }
  return undefined;
}

/** The module export names the declarations write as strings (`import { 'a-b' as c }`, `export * as 'd' from`). */
function getStringExportNames(declarations: readonly ModuleDeclaration[]): string[] {
  const names: string[] = [];
  const add = (node: TSESTree.Node | null | undefined) => {
    if (node?.type === AST_NODE_TYPES.Literal && typeof node.value === 'string') names.push(node.value);
  };
  for (const declaration of declarations) {
    if (declaration.type === AST_NODE_TYPES.ExportAllDeclaration) add(declaration.exported);
    else if (declaration.type === AST_NODE_TYPES.ImportDeclaration) {
      for (const specifier of declaration.specifiers)
        if (specifier.type === AST_NODE_TYPES.ImportSpecifier) add(specifier.imported);
    } else if (declaration.type === AST_NODE_TYPES.ExportNamedDeclaration) {
      for (const specifier of declaration.specifiers) {
        add(specifier.local);
        add(specifier.exported);
      }
    }
  }
  return names;
}

/**
 * Whether the file may write one of `names` (a name its text does not hold as is): a backslash in
 * an identifier, a keyword or any token not known to be inert, outside comments, or a string
 * module export name equal to one of them. Without the parser's token list (another host), any
 * backslash counts.
 */
export function mayEscapeName(
  sourceCode: Readonly<TSESLint.SourceCode>,
  declarations: readonly ModuleDeclaration[],
  names: ReadonlySet<string>,
): boolean {
  const { text } = sourceCode;
  // Every escape starts with a backslash: without one, the text holds each name as it is spelled.
  if (!text.includes('\\')) return false;
  if (getStringExportNames(declarations).some((name) => names.has(name))) return true;
  const { tokens, comments } = sourceCode.ast as { tokens?: unknown; comments?: unknown };
  if (!Array.isArray(tokens) || !Array.isArray(comments)) return text.includes('\\');
  for (let index = text.indexOf('\\'); index !== -1; index = text.indexOf('\\', index + 1)) {
    const inert =
      findContaining(comments as TSESTree.Comment[], index) ??
      findContaining(tokens as TSESTree.Token[], index, INERT_TOKEN_TYPES);
    if (!inert) return true;
    // The next backslash that can matter is past this token or comment.
    index = inert.range[1] - 1;
  }
  return false;
}
