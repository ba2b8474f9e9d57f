/**
 * What loading the plugin loads. An untyped run (espree, oxlint) has none of typescript-eslint's
 * packages in memory: each package the plugin's entry reaches through a value import is paid on
 * every run before the first file is linted. `@typescript-eslint/utils`'s own entry alone loads
 * its scope manager and every TypeScript lib declaration with it (about 70 ms on this machine, 1.5%
 * of an untyped lint of vite's 9 bundled files), so the plugin imports the entry's parts it uses.
 * Our own modules cost too: a hundred of them took about 60 ms more to load than one bundle, so
 * dist/ is bundled (scripts/build.mjs), and the built entry is checked here as well (`npm test`
 * builds dist/ before vitest runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TSESLint } from '@typescript-eslint/utils';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { DefinitionType } from '../src/analysis/syntax/definition-types.js';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

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

/**
 * The files `entry` reaches through the relative specifiers `getImports` finds (a `.js` specifier
 * names a `.ts` file below `folder` when `entry` is one), and the packages they import.
 */
function getLoad(folder: string, entry: string, getImports: (text: string) => string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of getImports(fs.readFileSync(path.join(folder, file), 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = file.endsWith('.ts') ? specifier.replace(/\.js$/u, '.ts') : specifier;
        pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The specifiers a built file imports, re-exports from or passes to `import()`; an `import()` of a
 * computed specifier is `'<computed>'`, which then shows among the packages.
 */
function getBuiltImports(text: string): string[] {
  const source = ts.createSourceFile('file.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      specifiers.push(specifier && ts.isStringLiteralLike(specifier) ? specifier.text : '<computed>');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

describe('loading the plugin', () => {
  it('imports no package entry that loads a scope manager or a compiler', () => {
    expect(getLoad(srcDir, 'index.ts', getValueImports).packages).toEqual([
      '@typescript-eslint/types',
      '@typescript-eslint/utils/ast-utils',
      '@typescript-eslint/utils/eslint-utils',
      'node:module',
      'node:path',
    ]);
  });

  it('loads the built plugin from at most 2 files of dist/, which import those packages and no other', () => {
    const { files, packages } = getLoad(distDir, 'index.js', getBuiltImports);
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(2);
    expect(packages).toEqual([
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

  it('finds every import form of a built file: static, re-export, import() of a constant and of a computed name', () => {
    const text = [
      'import { a } from "./plugin.js";',
      'import "node:path";',
      'export { b } from "../shared.js";',
      'export * from "./all.js";',
      'const c = await import("./lazy.js");',
      'const d = () => import(`./${name}.js`);',
      '// import("./comment.js")',
    ].join('\n');
    expect(getBuiltImports(text)).toEqual([
      './plugin.js',
      'node:path',
      '../shared.js',
      './all.js',
      './lazy.js',
      '<computed>',
    ]);
  });
});
