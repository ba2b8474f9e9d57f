/**
 * The one list of codes: each code's rule and docs anchor. Rules, suppression parsing, settings
 * validation, the docs URLs and the audit all read it, so a code is added in one place.
 */

export const CODE_RULES = {
  ORKVFS001: 'no-direct-file-access',
  ORKVFS002: 'no-direct-directory-access',
  ORKVFS003: 'no-direct-handle-open',
  ORKVFS004: 'no-path-resolve-on-input',
  ORKVFS005: 'no-direct-watcher',
  ORKVFS006: 'no-path-based-stream',
  ORKVFS007: 'no-optional-file-system-service',
  ORKVFS008: 'no-lexical-containment',
} as const;

export type VfsCode = keyof typeof CODE_RULES;

/** The coded rules' names. */
export type CodedRuleName = (typeof CODE_RULES)[VfsCode];

/** Every code, in order. */
export const VFS_CODES = Object.keys(CODE_RULES) as readonly VfsCode[];

/** The codes whose findings are fs *operations* (as opposed to path.resolve, service types or containment). */
export const OPERATION_CODES = ['ORKVFS001', 'ORKVFS002', 'ORKVFS003', 'ORKVFS005', 'ORKVFS006'] as const;

export type OperationCode = (typeof OPERATION_CODES)[number];

export function isVfsCode(text: string): text is VfsCode {
  return Object.hasOwn(CODE_RULES, text);
}

/** The heading anchor a code's docs page gives it (`ORKVFS004` → `ork-vfs-004`). */
export function getCodeAnchor(code: VfsCode): string {
  return `ork-vfs-${code.slice('ORKVFS'.length)}`;
}

/** The code a coded rule reports, by the rule's name; `undefined` for `valid-suppression`. */
export function getRuleCode(ruleName: string): VfsCode | undefined {
  return VFS_CODES.find((code) => CODE_RULES[code] === ruleName);
}
