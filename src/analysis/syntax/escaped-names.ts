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

/** The characters an escape or a line continuation is written with, besides the one a backslash escapes. */
const ESCAPE_CHARACTERS = '\\ux{}0123456789abcdefABCDEF\r\n\u2028\u2029';
/** A character of a literal that an escape wrote: it may stand for any one. */
const ESCAPED = -1;
const BACKSLASH = 0x5c;
const HEX_DIGIT = /^[\da-f]$/iu;
const HEX_4 = /^[\da-f]{4}$/iu;
const HEX_2 = /^[\da-f]{2}$/iu;

/**
 * The UTF-16 units of a run of source text as a literal or an identifier reads them: a character
 * as itself, an escape as `ESCAPED` (two for a code point above U+FFFF), a line continuation as
 * nothing. Each escape is read as JavaScript reads it — `\u{…}`, `\uXXXX`, `\xXX`, an octal one (up
 * to three digits from `\0`–`\3`, two from `\4`–`\7`), else the one character after the backslash
 * — in one pass, so its length, not its value, is what this decides. `undefined` when TypeScript
 * may read the run otherwise: its scanner drops an identifier's characters between an escape and
 * a later `\u{…}` (`IFileSystem\u0053x\u{65}rvice` is `IFileSystemService` to it).
 */
function readUnits(text: string, start: number, end: number): number[] | undefined {
  const units: number[] = [];
  let escaped = false;
  for (let index = start; index < end;) {
    if (text.charCodeAt(index) !== BACKSLASH) {
      units.push(text.charCodeAt(index));
      index += 1;
      continue;
    }
    const next = text[index + 1] ?? '';
    index += 2;
    if (next === '\n' || next === '\u2028' || next === '\u2029') continue;
    if (next === '\r') {
      if (text[index] === '\n') index += 1;
      continue;
    }
    if (next === 'u' && text[index] === '{') {
      let close = index + 1;
      while (HEX_DIGIT.test(text[close] ?? '')) close += 1;
      if (close > index + 1 && text[close] === '}') {
        if (escaped) return undefined;
        units.push(ESCAPED);
        if (Number.parseInt(text.slice(index + 1, close), 16) > 0xffff) units.push(ESCAPED);
        index = close + 1;
        escaped = true;
        continue;
      }
    } else if (next === 'u' && HEX_4.test(text.slice(index, index + 4))) {
      index += 4;
    } else if (next === 'x' && HEX_2.test(text.slice(index, index + 2))) {
      index += 2;
    } else if (next >= '0' && next <= '7') {
      for (
        let digits = next <= '3' ? 2 : 1;
        digits > 0 && (text[index] ?? '') >= '0' && (text[index] ?? '') <= '7';
        digits -= 1
      )
        index += 1;
    }
    units.push(ESCAPED);
    escaped = true;
  }
  return units;
}

/** Per name, the characters a run that may spell it is written with. */
const runCharacters = new Map<string, ReadonlySet<string>>();

/** Whether the units hold the name somewhere, an escaped unit standing for any character. */
function holdsName(units: readonly number[], name: string): boolean {
  search: for (let at = 0; at + name.length <= units.length; at += 1) {
    for (let offset = 0; offset < name.length; offset += 1) {
      const unit = units[at + offset];
      if (unit !== ESCAPED && unit !== name.charCodeAt(offset)) continue search;
    }
    return true;
  }
  return false;
}

/**
 * Whether the text may spell `name` with an escape. Such a spelling holds a backslash, and it lies
 * within the run around that backslash of characters an escape or the name is written with (or
 * that a backslash escapes), which starts where no escape is under way: only those runs are read,
 * each once (`readUnits`), and a run spells the name when its units hold it, an escape standing for
 * any character. So a run of escaped data may answer `true` without spelling it (the caller then
 * looks closer), as does a run TypeScript may read otherwise than JavaScript; one that spells it
 * never answers `false`.
 */
export function maySpellEscaped(text: string, name: string): boolean {
  let characters = runCharacters.get(name);
  if (!characters) {
    characters = new Set([...ESCAPE_CHARACTERS, ...name.split('')]);
    runCharacters.set(name, characters);
  }
  const inRun = (index: number): boolean => characters.has(text[index] ?? '') || text[index - 1] === '\\';
  for (let backslash = text.indexOf('\\'); backslash !== -1;) {
    let start = backslash;
    while (start > 0 && inRun(start - 1)) start -= 1;
    let end = backslash + 1;
    while (end < text.length && inRun(end)) end += 1;
    // Each unit of the name takes at least one character of its spelling.
    if (end - start >= name.length) {
      const units = readUnits(text, start, end);
      if (!units || holdsName(units, name)) return true;
    }
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
