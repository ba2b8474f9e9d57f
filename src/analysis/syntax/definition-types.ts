import type { TSESLint } from '@typescript-eslint/utils';

/**
 * The kinds of a scope definition (`Definition#type`), as `@typescript-eslint/scope-manager`
 * names them. Its enum is a value of that package, whose entry loads every TypeScript lib
 * declaration (about 70 ms): a run without typescript-eslint's parser (espree, oxlint) would load
 * it for these strings alone. `tests/architecture.test.ts` checks the table against the enum.
 */
export const DefinitionType = {
  CatchClause: 'CatchClause',
  ClassName: 'ClassName',
  FunctionName: 'FunctionName',
  ImplicitGlobalVariable: 'ImplicitGlobalVariable',
  ImportBinding: 'ImportBinding',
  Parameter: 'Parameter',
  TSEnumName: 'TSEnumName',
  TSEnumMember: 'TSEnumMemberName',
  TSModuleName: 'TSModuleName',
  Type: 'Type',
  Variable: 'Variable',
} as unknown as typeof TSESLint.Scope.DefinitionType;
