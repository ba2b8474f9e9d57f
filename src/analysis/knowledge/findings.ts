import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { VfsCode } from './codes.js';

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

export interface FindingSuggestion {
  readonly messageId: string;
  readonly data?: Record<string, string>;
  readonly fix: TSESLint.ReportFixFunction;
}

/** One violation the shared analysis found, before policy (exemptions, suppressions) applies. */
export interface Finding {
  readonly code: VfsCode;
  /** Where the diagnostic lands. */
  readonly node: TSESTree.Node;
  /** What was found, as the user reads it: `fs.readFileSync`, `path.resolve`, `fileSystem?`. */
  readonly name: string;
  readonly form: FindingForm;
  /** `syntax` when the untyped analysis sees it; `types` when only the checker did. */
  readonly layer: 'syntax' | 'types';
  /** Message id of the reporting rule; rules with one message may leave it out. */
  readonly messageId?: string;
  /** Extra message data (beyond `name`) the reporting rule's message needs. */
  readonly data?: Readonly<Record<string, string>>;
  readonly suggestions?: readonly FindingSuggestion[];
}
