/**
 * What the project allows in one file: whether the file is in scope at all (path allowlist) and
 * which findings a valid `vfs-suppress` comment covers. Computed once per file, on first use, and
 * cached on the `SourceCode` object like the analysis; nothing survives the file.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { Finding } from '../analysis/knowledge/findings.js';
import { codesBeyondAllowlist } from '../analysis/knowledge/fs-api.js';
import { VFS_CODES, type VfsCode } from '../analysis/knowledge/codes.js';
import { getTypeServices } from '../analysis/types/type-services.js';
import { isCaseInsensitivePlatform, isExemptPath } from './exempt-paths.js';
import { getSettings, type VfsSettings } from '../settings/settings.js';
import {
  parseSuppressionComment,
  SUPPRESSION_MARKER,
  type SuppressionDirective,
  type SuppressionProblem,
} from './suppression-comments.js';
import { SuppressionIndex } from './scope-index.js';
import { getCommentScopes, isBeforeFirstToken, type SuppressionScope } from './suppression-scopes.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

export interface Suppression {
  readonly comment: TSESTree.Comment;
  readonly directive: SuppressionDirective;
  /** What is wrong with the comment (its text, or a file-wide one where it is not allowed). */
  readonly problem: SuppressionProblem | undefined;
  /** What the comment covers; `undefined` when it leads nothing. */
  readonly scope: SuppressionScope | undefined;
  /** Only a valid suppression (no problem) suppresses anything. */
  readonly isValid: boolean;
}

export interface FilePolicy {
  /** The file is on the allowlist (exempt folder or exempt file). */
  readonly isExempt: boolean;
  /** Whether the allowlist takes the file out of `code`'s scope (every code but ORKVFS008). */
  isExemptFrom(code: VfsCode): boolean;
  /** Every `vfs-suppress` comment of the file in source order (an exempt file's too: ORKVFS008 applies there). */
  readonly suppressions: readonly Suppression[];
  /** Whether a valid suppression covers the finding (by an index: a logarithm of the suppressions). */
  isSuppressed(finding: Finding): boolean;
  /** The file came with a TypeScript program (`getTypeServices`). */
  readonly isTyped: boolean;
  /** The codes in force in the file: all of them, or only those beyond the allowlist in an exempt file. */
  readonly codes: readonly VfsCode[];
  /**
   * `requireTypeInformation` is on and the file has no program: no code runs untyped, and the file
   * gets one error at its top instead. An exempt file never lacks types: the requirement guards the
   * migration codes, which the allowlist lifts.
   */
  readonly lacksRequiredTypes: boolean;
  /** Whether the analysis runs on the file: some code is in force and no required program is missing. */
  readonly isChecked: boolean;
}

function getPlacementProblem(
  sourceCode: Readonly<TSESLint.SourceCode>,
  comment: TSESTree.Comment,
  settings: VfsSettings,
): SuppressionProblem | undefined {
  if (!settings.allowFileSuppressions) return { messageId: 'fileSuppressionNotAllowed', data: {} };
  if (!isBeforeFirstToken(sourceCode, comment)) return { messageId: 'misplacedFileSuppression', data: {} };
  return undefined;
}

function getSuppressions(sourceCode: Readonly<TSESLint.SourceCode>, settings: VfsSettings): Suppression[] {
  // Every directive holds its marker (`getDirectiveText`), and a comment's text is part of the
  // file's: a file without the marker has no directive, and its comments are not read one by one.
  if (!sourceCode.text.includes(SUPPRESSION_MARKER)) return [];
  const parsed: { comment: TSESTree.Comment; directive: SuppressionDirective }[] = [];
  for (const comment of sourceCode.getAllComments()) {
    const directive = parseSuppressionComment(comment, settings);
    if (directive) parsed.push({ comment, directive });
  }
  if (parsed.length === 0) return [];
  const scopes = getCommentScopes(
    sourceCode,
    parsed.filter(({ directive }) => !directive.isFileWide).map(({ comment }) => comment),
  );
  return parsed.map(({ comment, directive }) => {
    const problem =
      directive.problem ?? (directive.isFileWide ? getPlacementProblem(sourceCode, comment, settings) : undefined);
    const scope: SuppressionScope | undefined = directive.isFileWide
      ? problem?.messageId === 'misplacedFileSuppression'
        ? undefined
        : { kind: 'file' }
      : scopes.get(comment);
    return {
      comment,
      directive,
      problem,
      scope,
      isValid: problem === undefined,
    };
  });
}

const cache = new WeakMap<object, FilePolicy>();

export function getFilePolicy(context: AnyRuleContext): FilePolicy {
  const cached = cache.get(context.sourceCode);
  if (cached) return cached;
  const settings = getSettings(context);
  const isExempt = isExemptPath(context.filename, context.cwd, settings, { ignoreCase: isCaseInsensitivePlatform() });
  const suppressions = getSuppressions(context.sourceCode, settings);
  const valid = new SuppressionIndex(
    suppressions.flatMap(({ isValid, scope, directive }) => (isValid ? [{ scope, codes: directive.codes }] : [])),
  );
  const isExemptFrom = (code: VfsCode): boolean => isExempt && !codesBeyondAllowlist.has(code);
  const isTyped = getTypeServices(context.sourceCode) !== undefined;
  const codes = VFS_CODES.filter((code) => !isExemptFrom(code));
  const lacksRequiredTypes = !isExempt && !isTyped && settings.requireTypeInformation;
  const policy: FilePolicy = {
    isExempt,
    isExemptFrom,
    suppressions,
    isSuppressed: (finding) => valid.covers(finding),
    isTyped,
    codes,
    lacksRequiredTypes,
    isChecked: codes.length > 0 && !lacksRequiredTypes,
  };
  cache.set(context.sourceCode, policy);
  return policy;
}
