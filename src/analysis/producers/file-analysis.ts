/**
 * What every producer reads: the facts of one file that the analysis entry (../index.ts) computes
 * once and caches, whichever rules are on.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { VfsSettings } from '../../settings/settings.js';
import type { VfsCode } from '../knowledge/codes.js';
import type { Finding } from '../knowledge/findings.js';
import type { ModuleReference } from '../syntax/module-references.js';
import type { ModuleValues } from '../syntax/module-values.js';

export interface FileAnalysis {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  /** The linted file's name, as ESLint passes it. */
  readonly filename: string;
  readonly settings: VfsSettings;
  /** Present when the file was parsed with a TypeScript program. */
  readonly typeServices: ParserServicesWithTypeInformation | undefined;
  readonly values: ModuleValues;
  /** Every reference to a tracked module member: fs, path, watcher libraries; both layers. */
  readonly references: readonly ModuleReference[];
  /** Every call and `new` of the file, in source order (for producers that need candidates). */
  readonly calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  /** Every call, `new` and binary expression of the file, in the order of `nodes` (ORKVFS008's candidates). */
  readonly callsAndBinaries: readonly (TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.BinaryExpression)[];
  /** `import … from`, `import x = require(…)` and `export … from`/`export { … }` declarations, in source order. */
  readonly moduleDeclarations: readonly (
    | TSESTree.ImportDeclaration
    | TSESTree.TSImportEqualsDeclaration
    | TSESTree.ExportAllDeclaration
    | TSESTree.ExportNamedDeclaration
  )[];
  /** Every `import()` of the file, in source order. */
  readonly dynamicImports: readonly TSESTree.ImportExpression[];
  /** A `.d.ts` (`.d.mts`, `.d.cts`, `.d.css.ts`, …): it only describes modules, nothing in it runs. */
  readonly isDeclarationFile: boolean;
  /** Every node of the file, in source order: producers filter this instead of walking again. */
  readonly nodes: readonly TSESTree.Node[];
  /** The violations of one code, in source order, before exemptions and suppressions. */
  getFindings<C extends VfsCode>(code: C): readonly Finding<C>[];
}
