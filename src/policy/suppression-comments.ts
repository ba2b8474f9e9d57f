/**
 * The text of a `vfs-suppress` comment: what it says, and what is wrong with what it says.
 * Where the comment sits (and so what it covers) is `suppression-scopes.ts`'s business.
 *
 * Grammar (one directive per comment):
 *
 *   directive := marker [ "(" code { ("," | " ") code } ")" ] ":" category separator reason
 *   marker    := "vfs-suppress" | "vfs-suppress-file"
 *   code      := "ORKVFS001" … "ORKVFS008"
 *   category  := upper-case words joined by "-", read whole and compared exactly with the settings
 *   separator := ":" | "—" | "-" | whitespace          (whitespace around it is ignored)
 *   reason    := the rest of the comment; it must contain a letter or a digit
 *
 * A comment holds a directive when its text starts with the marker — in a block comment, after
 * the whitespace, line breaks and JSDoc `*`s that open it; the reason then runs to the end of the
 * comment. A comment that starts with anything else holds none, so a JSDoc that mentions or
 * documents the grammar on a later line is just a comment.
 */
import { isVfsCode, VFS_CODES, type VfsCode } from '../analysis/knowledge/codes.js';
import type { VfsSettings } from '../settings/settings.js';

/** What can be wrong with a suppression comment; each is a message id of `valid-suppression`. */
export type SuppressionProblemId =
  | 'malformedSuppression'
  | 'unknownCode'
  | 'missingCategory'
  | 'unknownCategory'
  | 'retiredCategory'
  | 'missingReason'
  | 'fileSuppressionNotAllowed'
  | 'misplacedFileSuppression';

export interface SuppressionProblem {
  readonly messageId: SuppressionProblemId;
  readonly data: Readonly<Record<string, string>>;
}

export interface SuppressionDirective {
  /** `vfs-suppress-file` rather than `vfs-suppress`. */
  readonly isFileWide: boolean;
  /** The codes the directive is restricted to; `undefined` when it covers every code. */
  readonly codes: readonly VfsCode[] | undefined;
  readonly category: string | undefined;
  readonly reason: string | undefined;
  /** The first thing wrong with the text, if anything. */
  readonly problem: SuppressionProblem | undefined;
}

type CategorySettings = Pick<VfsSettings, 'categories' | 'retiredCategories'>;

/** What the parser needs of a comment: ESLint's `Line` / `Block` comment (or a hashbang). */
export interface CommentText {
  readonly type: string;
  readonly value: string;
}

/** The text every directive starts with; a comment without it holds none. */
export const SUPPRESSION_MARKER = 'vfs-suppress';
const MARKER = /^vfs-suppress\b/u;
const HEAD = /^vfs-suppress(?<file>-file)?(?:\((?<codes>[^()]*)\))?\s*:/u;
const BARE_MARKER = /^vfs-suppress(?:-file)?\s*$/u;
const SEPARATOR = /^\s*[:—-]?\s*/u;
/** What may follow a category: a `-` only when no upper-case word follows it (the greedy token took those). */
const CATEGORY_BOUNDARY = /[\s:—-]/u;
/** The form of a configured category (`settings.ts` rejects any other), read as far as it goes. */
const CATEGORY_TOKEN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*/u;
const FIRST_WORD = /^[^\s:—]+/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** `EXCEPTION-BOOTSTRAP`, `OUT-OF-SCOPE` — for messages. */
export function formatList(items: readonly string[], empty: string): string {
  return items.length === 0 ? empty : items.map((item) => `\`${item}\``).join(', ');
}

/** The directive text of a comment, from the marker to the end of the comment, on one line. */
export function getDirectiveText(comment: CommentText): string | undefined {
  // The marker is read from the comment's own text: one without it holds none (most comments, and
  // long JSDoc blocks, are then never split into lines).
  if (!comment.value.includes(SUPPRESSION_MARKER)) return undefined;
  if (comment.type === 'Line') {
    const text = comment.value.trim();
    return MARKER.test(text) ? text : undefined;
  }
  if (comment.type !== 'Block') return undefined;
  const lines = comment.value.split(/\r\n|[\n\r\u2028\u2029]/u).map((line) => line.replace(/^[\s*]+/u, ''));
  // Only the first line with text counts: a later line is documentation, whatever it says.
  const start = lines.findIndex((line) => line !== '');
  if (start === -1 || !MARKER.test(lines[start] ?? '')) return undefined;
  return lines
    .slice(start)
    .join(' ')
    .replace(/[\s*]+$/u, '')
    .trim();
}

/**
 * The category at the start of `text`, read without looking at the settings, so that it is
 * compared whole with them: `OUT-OF-SCOPE-LEGACY` is a category of its own, not `OUT-OF-SCOPE`
 * followed by a reason. It is every upper-case word joined by `-`; a `-` followed by anything
 * else (`OUT-OF-SCOPE-discovers docker`) separates it from the reason. A first word not of that
 * form (`out-of-scope`, `OUT-OF-SCOPE-Docker`, `because`) is read up to whitespace, `:` or `—` and
 * reported whole.
 */
function readCategory(text: string): string | undefined {
  const token = CATEGORY_TOKEN.exec(text)?.[0];
  if (token !== undefined && (token.length === text.length || CATEGORY_BOUNDARY.test(text.charAt(token.length)))) {
    return token;
  }
  const word = FIRST_WORD.exec(text)?.[0];
  return word && HAS_WORD.test(word) ? word : undefined;
}

function describeCategories(settings: CategorySettings): Record<string, string> {
  return { categories: formatList(settings.categories, "none (settings['vfs-compliance'].categories is empty)") };
}

/**
 * Parses the directive of a comment; `undefined` when the comment is not a suppression at all.
 * Never throws: whatever the user wrote is a directive with a `problem` or a valid one.
 */
export function parseSuppressionComment(
  comment: CommentText,
  settings: CategorySettings,
): SuppressionDirective | undefined {
  const text = getDirectiveText(comment);
  if (text === undefined) return undefined;
  const isFileWide = text.startsWith('vfs-suppress-file');
  const invalid = (messageId: SuppressionProblemId, data: Record<string, string> = {}): SuppressionDirective => ({
    isFileWide,
    codes: undefined,
    category: undefined,
    reason: undefined,
    problem: { messageId, data },
  });

  const head = HEAD.exec(text);
  if (!head) {
    return BARE_MARKER.test(text)
      ? invalid('missingCategory', describeCategories(settings))
      : invalid('malformedSuppression');
  }

  let codes: VfsCode[] | undefined;
  const codeList = head.groups?.codes;
  if (codeList !== undefined) {
    const entries = codeList.split(/[\s,]+/u).filter((entry) => entry !== '');
    if (entries.length === 0) return invalid('malformedSuppression');
    const unknown = entries.find((entry) => !isVfsCode(entry));
    if (unknown !== undefined) return invalid('unknownCode', { code: unknown, codes: formatList(VFS_CODES, '') });
    codes = [...new Set(entries as VfsCode[])];
  }

  const body = text.slice(head[0].length).trimStart();
  const category = readCategory(body);
  if (category === undefined) return invalid('missingCategory', describeCategories(settings));
  const afterCategory = body.slice(category.length);
  const reason = afterCategory.slice(SEPARATOR.exec(afterCategory)?.[0].length ?? 0).trim();

  let problem: SuppressionProblem | undefined;
  if (settings.retiredCategories.includes(category)) {
    problem = { messageId: 'retiredCategory', data: { category, ...describeCategories(settings) } };
  } else if (!settings.categories.includes(category)) {
    problem = { messageId: 'unknownCategory', data: { category, ...describeCategories(settings) } };
  } else if (!HAS_WORD.test(reason)) {
    problem = { messageId: 'missingReason', data: { category } };
  }
  return { isFileWide, codes, category, reason: reason === '' ? undefined : reason, problem };
}
