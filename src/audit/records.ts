/**
 * What the audit rule tells the command about one file: plain, JSON-serialisable records, one
 * per file, finding and suppression comment. Each travels as the text of one lint message (its
 * location is the message's), because lint messages are what ESLint hands back from every file,
 * worker threads (`--concurrency`) included.
 */
import type { ExemptingEntry } from '../policy/exempt-paths.js';

/** The internal plugin's namespace and its one rule; never in the plugin users configure. */
export const AUDIT_PLUGIN_NAME = 'vfs-compliance-audit-internal';
export const AUDIT_RULE_NAME = 'record';
export const AUDIT_RULE_ID = `${AUDIT_PLUGIN_NAME}/${AUDIT_RULE_NAME}`;

/** The environment variable that carries an `AuditEslintRequest` to `eslint-options.ts`, in every thread. */
export const OPTIONS_ENV = 'VFS_COMPLIANCE_AUDIT_ESLINT_OPTIONS';

/** The part of the ESLint options the command line decides: plain JSON. */
export interface AuditEslintRequest {
  readonly cwd: string;
  readonly overrideConfigFile: string | undefined;
  readonly concurrency: number | 'auto' | 'off';
}

/** The settings the command needs from each file's configuration. */
export interface SettingsRecord {
  readonly categories: readonly string[];
  readonly retiredCategories: readonly string[];
  readonly budgets: Readonly<Record<string, number>>;
}

/** One per file the plugin can analyse, at its top. */
export interface FileRecord {
  readonly kind: 'file';
  /** The allowlist entry that puts the file out of scope. */
  readonly exempt: ExemptingEntry | null;
  /** Whether the analysis ran: false when `requireTypeInformation` is on and the file has no program. */
  readonly checked: boolean;
  readonly typed: boolean;
  readonly settings: SettingsRecord;
}

/** One per finding of the shared analysis in a file in scope, at the finding. */
export interface FindingRecord {
  readonly kind: 'finding';
  readonly code: string;
  readonly name: string;
  /** Whether a valid suppression covers it. */
  readonly suppressed: boolean;
  /** Whether it carries a suggested migration (a rewrite to the service, a required service). */
  readonly suggested: boolean;
  /** Whether an `eslint-disable` comment hides it from ESLint (never from the audit). */
  readonly disabled: boolean;
}

/** One per `vfs-suppress` comment of a file in scope, at the comment. */
export interface SuppressionRecord {
  readonly kind: 'suppression';
  /** A `valid-suppression` message id when the comment suppresses nothing by itself (`noTarget` included). */
  readonly problem: string | null;
  /** `line`, `statement`, `declaration`, `parameter`, `JSX child` or `file`; null when it covers nothing. */
  readonly scope: string | null;
  /** The codes it is restricted to; null for every code. */
  readonly codes: readonly string[] | null;
  readonly category: string | null;
  readonly reason: string | null;
  /** How many findings it covers; null in a file the analysis did not run on. */
  readonly covers: number | null;
  /** The directive as written, on one line. */
  readonly text: string;
}

export type AuditRecord = FileRecord | FindingRecord | SuppressionRecord;

export function encodeRecord(record: AuditRecord): string {
  return JSON.stringify(record);
}

export function decodeRecord(message: string): AuditRecord {
  return JSON.parse(message) as AuditRecord;
}
