/**
 * No input makes the plugin throw (issue 20, item 10): a chain of 3,000 aliases overflowed the
 * stack in both modes. The value analysis now settles a chain of any length iteratively, and the
 * operation at its end is reported — never a crash, never silence.
 */
import path from 'node:path';

import { Linter } from 'eslint';
import * as espree from 'espree';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { fixturesDir } from '../rule-tester.js';

function lint(code: string, filename: string, typed: boolean) {
  const linter = new Linter({ cwd: fixturesDir });
  const languageOptions: Linter.LanguageOptions =
    filename.endsWith('.js') && !typed
      ? { parser: espree, ecmaVersion: 'latest', sourceType: 'commonjs' }
      : {
          parser: tseslint.parser,
          ...(typed ? { parserOptions: { projectService: true, tsconfigRootDir: fixturesDir } } : {}),
        };
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.js'],
          languageOptions,
          plugins: { 'vfs-compliance': plugin },
          rules: { 'vfs-compliance/no-direct-file-access': 'error' },
        },
      ],
      path.join(fixturesDir, filename),
    )
    .map(({ line, column, endLine, endColumn, message }) => ({ line, column, endLine, endColumn, message }));
}

const LENGTH = 3000;
const names = Array.from({ length: LENGTH + 1 }, (_, index) => `c${index}`);

/** `var c3000 = c2999; … var c1 = c0; var c0 = require('fs');`: the first name read is the deepest. */
const backwards = [
  ...names
    .slice(1)
    .reverse()
    .map((name, index) => `var ${name} = c${LENGTH - index - 1};`),
  "var c0 = require('fs');",
  `c${LENGTH}.readFileSync('a');`,
].join('\n');

/** A use before the chain, in a function: `function use() { c3000.readFileSync() } const c0 = …`. */
const forwards = [
  `export function use() { return c${LENGTH}.readFileSync('a'); }`,
  "import * as c0 from 'fs';",
  ...names.slice(1).map((name, index) => `const ${name} = c${index};`),
].join('\n');

/** Assignments, not declarations: `let c1; … c1 = c0;`, read before it is filled. */
const assigned = [
  `export function use() { return c${LENGTH}.promises; }`,
  "const c0 = require('node:fs');",
  `let ${names.slice(1).join(', ')};`,
  ...names
    .slice(1)
    .reverse()
    .map((name, index) => `${name} = c${LENGTH - index - 1};`),
].join('\n');

const readFileSync = (line: number, column: number, endColumn: number) => ({
  line,
  column,
  endLine: line,
  endColumn,
  message:
    "ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
});

describe('a chain of 3,000 aliases', () => {
  for (const typed of [false, true]) {
    const mode = typed ? 'typed' : 'untyped';
    // CommonJS: a `var` of a classic script is a global other scripts read, reported where it is
    // initialised (tests/rules/operations/leftover-escapes.test.ts); here only the chain is under test.
    it(`declared backwards, in a CommonJS file (${mode})`, () => {
      expect(lint(backwards, 'script.js', typed)).toEqual([readFileSync(3002, 1, 24)]);
    });
    it(`read before it is declared (${mode})`, () => {
      expect(lint(forwards, 'file.ts', typed)).toEqual([readFileSync(1, 32, 55)]);
    });
    it(`filled by assignments, read before them (${mode})`, () => {
      expect(lint(assigned, 'file.ts', typed)).toEqual([
        {
          line: 1,
          column: 32,
          endLine: 1,
          endColumn: 46,
          message:
            'ORKVFS001: the module object `fs.promises` escapes here, handing every fs operation (file, directory, handle, watcher and stream) of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
        },
      ]);
    });
  }
});
