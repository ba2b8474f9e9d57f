/**
 * What the analysis reports: one finding per violation, typed per message. Each code's messages
 * and the data their text needs (beyond `name`) are listed here, so a producer that leaves out or
 * renames a field, and a rule that reads one its message does not have, fail to compile.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { OperationCode, VfsCode } from './codes.js';

/**
 * How a finding was reached:
 * - `call` / `construct`: the operation is called or constructed here (reported at the call);
 * - `escape`: the operation leaves what the file can follow (argument, object, export, return);
 * - `reexport`: `export * from 'fs'` hands every operation of the module to other files;
 * - `module`: a module object (`fs`, `fs.promises`) leaves what the file can follow, and with it
 *   every operation at once (`export default fs`, `use(fs)`, `{ ...fs }`, `return import('fs')`);
 * - `declaration`: a declaration is itself the violation (ORKVFS007's optional service).
 */
export type FindingForm = 'call' | 'construct' | 'escape' | 'reexport' | 'module' | 'declaration';

type NoData = Readonly<Record<never, never>>;

/** The messages of the five fs-operation rules. */
interface OperationMessageData {
  /** `verb` completes "`fs.x` …"; `instead` names the service member(s) to use, in backticks. */
  readonly call: { readonly verb: string; readonly instead: string };
  readonly escape: { readonly verb: string; readonly instead: string };
  readonly reexport: NoData;
  readonly module: NoData;
  /** A module load or code evaluation the analysis cannot follow (`strict`'s `reportUnverifiableLoads`). */
  readonly unverifiable: { readonly what: string };
}

/** Every message a finding is reported with, by code, and the data its text needs beyond `name`. */
export type FindingMessageData = { readonly [C in OperationCode]: OperationMessageData } & {
  /** `instead` names the service's path validation (`` `resolveAndValidate()` ``), from `serviceMethods`. */
  readonly ORKVFS004: {
    readonly nonConstant: { readonly argument: string; readonly instead: string };
    readonly spread: { readonly argument: string; readonly instead: string };
    readonly escape: { readonly instead: string };
    readonly reexport: { readonly instead: string };
    /** A `path` module object leaves the file, and `resolve` with it. */
    readonly module: { readonly instead: string };
  };
  readonly ORKVFS007: {
    readonly optional: { readonly service: string; readonly how: string };
  };
  readonly ORKVFS008: {
    readonly lexical: { readonly path: string; readonly side: string };
    readonly halfCanonical: { readonly canonical: string; readonly path: string };
    readonly lexicalRelative: { readonly path: string; readonly relative: string };
    readonly noBoundary: { readonly path: string };
  };
};

/** The message ids of a code's findings. */
export type FindingMessageId<C extends VfsCode = VfsCode> = C extends VfsCode
  ? keyof FindingMessageData[C] & string
  : never;

/** The suggestions a finding may carry, and the data their titles need. */
export interface SuggestionMessageData {
  readonly makeRequired: { readonly name: string; readonly service: string; readonly change: string };
  /** ORKVFS001–004, 006: the call rewritten to the service (`await this.fs.readAllText(p)`). */
  readonly useService: { readonly replacement: string };
}

export type SuggestionMessageId = keyof SuggestionMessageData;

export type FindingSuggestion = {
  readonly [M in SuggestionMessageId]: {
    readonly messageId: M;
    readonly data: SuggestionMessageData[M];
    readonly fix: TSESLint.ReportFixFunction;
  };
}[SuggestionMessageId];

interface FindingBase {
  /** Where the diagnostic lands. */
  readonly node: TSESTree.Node;
  /** What was found, as the user reads it: `fs.readFileSync`, `path.resolve`, `fileSystem?`. */
  readonly name: string;
  readonly form: FindingForm;
  /** `syntax` when the untyped analysis sees it; `types` when only the checker did. */
  readonly layer: 'syntax' | 'types';
  readonly suggestions?: readonly FindingSuggestion[];
}

/** A message of one of a code's findings with its data: `{ messageId: 'spread', data: { argument } }`. */
export type FindingMessage<C extends VfsCode = VfsCode> = C extends VfsCode
  ? {
      readonly [M in FindingMessageId<C>]: {
        readonly messageId: M;
        readonly data: FindingMessageData[C][M & keyof FindingMessageData[C]];
      };
    }[FindingMessageId<C>]
  : never;

/** One violation the shared analysis found, before policy (exemptions, suppressions) applies. */
export type Finding<C extends VfsCode = VfsCode> = C extends VfsCode
  ? FindingBase & { readonly code: C } & FindingMessage<C>
  : never;
