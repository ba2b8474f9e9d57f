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

/** Line continuations (a backslash before a line break), which spell nothing in a literal. */
const CONTINUATIONS = String.raw`(?:\\(?:\r\n|[\n\r\u2028\u2029]))*`;
/** An escape that stands for one character: `\u{…}`, `\uXXXX`, `\xXX`, an octal one, `\n`, `\S`. */
const ESCAPE = String.raw`\\(?:u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[0-7]{1,3}|[^\n\r\u2028\u2029])`;
/** The characters an escape or a line continuation is written with, besides the one a backslash escapes. */
const ESCAPE_CHARACTERS = '\\ux{}0123456789abcdefABCDEF\r\n\u2028\u2029';

interface EscapedSpelling {
  /** Matches every escaped spelling of the name (and some runs of escapes that spell something else). */
  readonly pattern: RegExp;
  /** The characters such a spelling is written with. */
  readonly characters: ReadonlySet<string>;
}

const spellings = new Map<string, EscapedSpelling | null>();

function getEscapedSpelling(name: string): EscapedSpelling | null {
  let spelling = spellings.get(name);
  if (spelling === undefined) {
    const characters = [...name];
    spelling = characters.some((character) => character.length > 1)
      ? null
      : {
          pattern: new RegExp(
            characters
              .map((character) => `(?:${character.replace(/[$()*+.?[\\\]^{|}]/gu, String.raw`\$&`)}|${ESCAPE})`)
              .join(CONTINUATIONS),
            'u',
          ),
          characters: new Set([...ESCAPE_CHARACTERS, ...characters]),
        };
    spellings.set(name, spelling);
  }
  return spelling;
}

/**
 * Whether the text may spell `name` with an escape. The source of an identifier or literal that
 * does is, character by character, the name's character or an escape, with line continuations
 * between them, so it matches the name's pattern whichever escape stands for which character. Such
 * a spelling holds a backslash, and it lies within the run around that backslash of characters an
 * escape or the name is written with (or that a backslash escapes): only those runs are matched,
 * not the whole text. Any escape is let stand for any character, so a run of escaped data may
 * match too: `true` asks the caller to look closer. A name with a character outside the Basic
 * Multilingual Plane (which one escape, `\u{1F4C1}`, spells as two UTF-16 units) has no pattern:
 * the answer is `true` for any text with a backslash.
 */
export function maySpellEscaped(text: string, name: string): boolean {
  const spelling = getEscapedSpelling(name);
  if (spelling === null) return text.includes('\\');
  const { pattern, characters } = spelling;
  const inRun = (index: number): boolean => characters.has(text[index] ?? '') || text[index - 1] === '\\';
  for (let backslash = text.indexOf('\\'); backslash !== -1;) {
    let start = backslash;
    while (start > 0 && inRun(start - 1)) start -= 1;
    let end = backslash + 1;
    while (end < text.length && inRun(end)) end += 1;
    // Each character of the name takes at least one character of its spelling.
    if (end - start >= name.length && pattern.test(text.slice(start, end))) return true;
    backslash = text.indexOf('\\', end);
  }
  return false;
}

/**
 * The names that hold no other of them (`FileSystemService` of `IFileSystemService` and
 * `FileSystemService`): a text that holds one of the names, or spells one with escapes, holds or
 * spells one of these, since every spelling of a name holds a spelling of each name within it. A
 * search for them answers for all, once per text instead of once per name.
 */
export function getInnermostNames(names: Iterable<string>): string[] {
  const list = [...new Set(names)];
  return list.filter((name) => !list.some((other) => other !== name && name.includes(other)));
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
  // Every escape starts with a backslash: without one, or without a run of the text that can spell
  // a name with escapes, the text holds each name only as it is spelled.
  if (!text.includes('\\') || !getInnermostNames(names).some((name) => maySpellEscaped(text, name))) return false;
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
