/**
 * A top-level binding is a global only in a file ESLint calls a classic script. typescript-eslint's
 * parser gives a CommonJS file no wrapper scope, so its top-level `const` sits in the global scope
 * of the scope manager: ESLint's stated `sourceType`, not the scope, decides (eslint's own `lib/`
 * under the typed bench config reported 20 `require`s as global escapes before).
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';

const code = "const fs = require('node:fs');\nmodule.exports = typeof fs.cp;\n";

function lint(
  sourceType: 'commonjs' | 'script',
): { line: number; column: number; endColumn?: number; message: string }[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.js'],
          languageOptions: { sourceType, parser: tseslint.parser },
          plugins: { 'vfs-compliance': plugin },
          rules: { 'vfs-compliance/no-direct-file-access': 'error' },
        },
      ],
      'lib/cache.js',
    )
    .map(({ line, column, endColumn, message }) => ({ line, column, endColumn, message }));
}

describe("typescript-eslint's parser on JavaScript", () => {
  it('a CommonJS require at the top of the file stays in its module', () => {
    expect(lint('commonjs')).toEqual([]);
  });

  it('the same binding in a classic script is a global, reported at its initialiser', () => {
    expect(lint('script')).toEqual([
      {
        line: 1,
        column: 12,
        endColumn: 30,
        message:
          'ORKVFS001: the module object `fs` escapes here, handing every fs operation (file, directory, handle, watcher and stream) of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
      },
    ]);
  });
});
