/**
 * What a user reads: one rule of the plugin run through ESLint's `Linter`, and each report's
 * rendered text with its whole range. Rule tests state `messageId` and `data`, which the rule
 * tester fills into the rule's own template, so a reworded template would pass them; a test that
 * compares this text with a literal fails on it.
 */
import path from 'node:path';

import { Linter } from 'eslint';
import * as espree from 'espree';
import tseslint from 'typescript-eslint';

import plugin from '../src/index.js';
import { fixturesDir } from './rule-tester.js';

export interface RenderedMessage {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | undefined;
  readonly endColumn: number | undefined;
  /** What each editor suggestion says it does; absent when the report offers none. */
  readonly suggestions?: readonly string[];
}

export interface RenderOptions {
  /** `typed`: a TypeScript program from tests/fixtures; `untyped`: the TS parser alone; `javascript`: espree. */
  readonly mode?: 'typed' | 'untyped' | 'javascript';
  /** `settings['vfs-compliance']`. */
  readonly settings?: Record<string, unknown>;
  readonly options?: readonly unknown[];
  /** A file name under tests/fixtures; `file.ts` (or `script.js` for `javascript`) by default. */
  readonly filename?: string;
}

export function renderedMessages(rule: string, code: string, options: RenderOptions = {}): RenderedMessage[] {
  const mode = options.mode ?? 'untyped';
  const filename = options.filename ?? (mode === 'javascript' ? 'script.js' : 'file.ts');
  const languageOptions: Linter.LanguageOptions =
    mode === 'javascript'
      ? { parser: espree, ecmaVersion: 'latest', sourceType: 'module' }
      : {
          parser: tseslint.parser,
          parserOptions: mode === 'typed' ? { projectService: true, tsconfigRootDir: fixturesDir } : {},
        };
  const linter = new Linter({ cwd: fixturesDir });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.js'],
        languageOptions,
        plugins: { 'vfs-compliance': plugin },
        rules: { [`vfs-compliance/${rule}`]: ['error', ...(options.options ?? [])] },
        ...(options.settings ? { settings: { 'vfs-compliance': options.settings } } : {}),
      },
    ],
    path.join(fixturesDir, filename),
  );
  return messages.map(({ message, line, column, endLine, endColumn, fatal, suggestions }) => {
    if (fatal === true) throw new Error(`test bug: the code does not parse: ${message}`);
    return {
      message,
      line,
      column,
      endLine,
      endColumn,
      ...(suggestions ? { suggestions: suggestions.map((suggestion) => suggestion.desc) } : {}),
    };
  });
}
