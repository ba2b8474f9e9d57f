/**
 * Lints a generated program with the plugin from `src/`, as a user's config would: one of the
 * plugin's configs, the generated settings, and a parser (typed through one shared project
 * service on `tests/fuzz/fixtures`, untyped with typescript-eslint's parser or espree).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Linter } from 'eslint';
import * as espree from 'espree';
import tseslint from 'typescript-eslint';

import plugin from '../../src/index.js';
import type { FuzzSettings } from './settings.js';
import type { Language } from './units.js';

export const fuzzFixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export type ParserKind = 'typed' | 'typescript' | 'espree';

export interface LintOptions {
  readonly language: Language;
  readonly parser: ParserKind;
  readonly config: 'recommended' | 'strict';
  readonly settings: FuzzSettings;
}

/** One finding as the user sees it. */
export interface Finding {
  readonly ruleId: string;
  /** `ORKVFS00N`, read from the message; `undefined` for `valid-suppression` and policy errors. */
  readonly code: string | undefined;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

const linter = new Linter({ cwd: fuzzFixturesDir });

/** The typed parser options are one object, so ESLint and typescript-eslint reuse one project service. */
const typedParserOptions = { projectService: true, tsconfigRootDir: fuzzFixturesDir };

function getLanguageOptions(options: LintOptions): Linter.LanguageOptions {
  switch (options.parser) {
    case 'typed':
      return { parser: tseslint.parser, parserOptions: typedParserOptions };
    case 'typescript':
      return { parser: tseslint.parser };
    case 'espree':
      return { parser: espree, ecmaVersion: 'latest', sourceType: 'module' };
  }
}

export class FatalParseError extends Error {}

/**
 * The plugin's findings on `code`. A rule that throws makes `Linter#verify` throw (the error
 * names the rule): that propagates. A fatal parse error means the generator wrote bad syntax.
 */
export function lintProgram(code: string, options: LintOptions): Finding[] {
  const filename = path.join(
    fuzzFixturesDir,
    { ts: 'file.ts', tsx: 'component.tsx', js: 'script.js' }[options.language],
  );
  const messages = linter.verify(
    code,
    [
      plugin.configs[options.config],
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.js'],
        languageOptions: getLanguageOptions(options),
        settings: { 'vfs-compliance': options.settings },
      },
    ],
    filename,
  );
  const fatal = messages.find((message) => message.fatal === true || message.ruleId === null);
  if (fatal)
    throw new FatalParseError(`the generated program does not parse (${options.parser}): ${fatal.message}\n${code}`);
  return messages.map((message) => ({
    ruleId: message.ruleId ?? '',
    code: /^(ORKVFS\d{3}):/u.exec(message.message)?.[1],
    line: message.line,
    column: message.column,
    message: message.message,
  }));
}

export function formatFindings(findings: readonly Finding[]): string {
  return (
    findings.map((finding) => `  ${finding.line}:${finding.column} ${finding.message.slice(0, 90)}`).join('\n') ||
    '  (none)'
  );
}
