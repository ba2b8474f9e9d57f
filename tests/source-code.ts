/**
 * The `SourceCode` ESLint builds for a piece of code, parents set, as rules see it: for tests of
 * the policy layer, which work on a `SourceCode` without running a rule of the plugin.
 */
import tsParser from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';

export type SourceCode = Readonly<TSESLint.SourceCode>;

export interface ParseOptions {
  /** `.ts` by default; `.tsx` turns JSX on. */
  readonly filename?: string;
  /** espree instead of typescript-eslint's parser (the file must then be JavaScript). */
  readonly parser?: 'ts' | 'espree';
}

/** The `SourceCode` of `code`, and the messages ESLint gave while parsing it (a parse error is one). */
export function parseSourceCode(
  code: string,
  options: ParseOptions = {},
): { sourceCode: SourceCode; messages: Linter.LintMessage[] } {
  const filename = options.filename ?? 'file.ts';
  let captured: SourceCode | undefined;
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions:
          options.parser === 'espree'
            ? { sourceType: 'module', ecmaVersion: 'latest' }
            : { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: filename.endsWith('.tsx') } } },
        plugins: {
          capture: {
            rules: {
              capture: {
                create(context) {
                  return {
                    'Program:exit'() {
                      captured = context.sourceCode as unknown as SourceCode;
                    },
                  };
                },
              },
            },
          },
        },
        rules: { 'capture/capture': 'error' },
      },
    ],
    filename,
  );
  if (!captured) throw new Error(`the capture rule did not run: ${JSON.stringify(messages)}`);
  return { sourceCode: captured, messages };
}
