/**
 * What loading the plugin loads. An untyped run (espree, oxlint) has none of typescript-eslint's
 * packages in memory: each package the plugin's entry reaches through a value import is paid on
 * every run before the first file is linted. `@typescript-eslint/utils`'s own entry alone loads
 * its scope manager and every TypeScript lib declaration with it (about 70 ms on this machine, 1.5%
 * of an untyped lint of vite's 9 bundled files), so the plugin imports the entry's parts it uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TSESLint } from '@typescript-eslint/utils';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { DefinitionType } from '../src/analysis/syntax/definition-types.js';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** The specifiers a file imports or re-exports as values (an `import type`, or only type names, loads nothing). */
function getValueImports(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly) {
      const reference = statement.moduleReference;
      if (ts.isExternalModuleReference(reference)) specifiers.push((reference.expression as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The packages every file the entry reaches through value imports imports as values. */
function getLoadedPackages(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of getValueImports(fs.readFileSync(path.join(srcDir, file), 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else
        pending.push(
          path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.replace(/\.js$/u, '.ts'))),
        );
    }
  }
  return [...packages].sort();
}

describe('loading the plugin', () => {
  it('imports no package entry that loads a scope manager or a compiler', () => {
    expect(getLoadedPackages('index.ts')).toEqual([
      '@typescript-eslint/types',
      '@typescript-eslint/utils/ast-utils',
      '@typescript-eslint/utils/eslint-utils',
      'node:module',
      'node:path',
    ]);
  });

  it('reads definition kinds from a table equal to the scope manager’s', () => {
    expect({ ...DefinitionType }).toEqual({ ...TSESLint.Scope.DefinitionType });
  });

  it('finds a value import of a package entry and skips type-only ones', () => {
    const text = [
      "import type { TSESTree } from '@typescript-eslint/utils';",
      "import { type TSESLint } from '@typescript-eslint/utils/ts-eslint';",
      "import { ESLintUtils } from '@typescript-eslint/utils';",
      "export * from 'typescript';",
    ].join('\n');
    expect(getValueImports(text)).toEqual(['@typescript-eslint/utils', 'typescript']);
  });
});
