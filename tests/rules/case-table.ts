/**
 * The one way a rule test is written: a table of cases, fanned out to the three testers of
 * tests/rule-tester.ts (typed, untyped TypeScript, espree). Every expected report states its
 * underlined text (`span`), resolved in the case's own code to line, column, endLine and
 * endColumn, and its messageId with data (or its rendered message), all written in the test.
 */
import path from 'node:path';

import { RuleTester, type InvalidTestCase, type ValidTestCase } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';

import { range, type Range } from '../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

/** `typed`: a TypeScript program from tests/fixtures; `untyped`: the TS parser alone; `javascript`: espree. */
export type Mode = 'typed' | 'untyped' | 'javascript';

export const modes: readonly Mode[] = ['typed', 'untyped', 'javascript'];

export interface ExpectedSuggestion<Id extends string> {
  /** The id of the suggestion's message; or `desc`, the text a user reads. */
  readonly messageId?: Id;
  readonly desc?: string;
  readonly data?: Record<string, unknown>;
  /** The code after the suggestion is applied. */
  readonly output: string;
}

export interface ExpectedError<Id extends string> {
  /** The id of the message; or `message`, the text a user reads. */
  readonly messageId?: Id;
  readonly message?: string;
  readonly data?: Record<string, unknown>;
  /** The whole underlined text: its first occurrence (after `after`, or its `nth`) is where the report starts and ends. */
  readonly span: string;
  readonly after?: string;
  readonly nth?: number;
  /** The report is a point where the span starts (a file-level report, which ESLint gives no end). */
  readonly point?: boolean;
  /** The modes that report this one (`['typed']`: only the checker sees it); all the case's modes when left out. */
  readonly modes?: readonly Mode[];
  /** The editor suggestions, each with its output; not checked when left out. */
  readonly suggestions?: readonly ExpectedSuggestion<Id>[];
}

export interface Case<Id extends string, Options extends readonly unknown[] = []> {
  readonly title: string;
  readonly code: string;
  /** The code after the rule's fixes, for a rule that fixes. */
  readonly output?: string;
  /** What the case reports; a case without errors (in a mode) is a valid case (there). */
  readonly errors?: readonly ExpectedError<Id>[];
  /** Uses TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
  /** Only the checker reports it: it runs as valid in the untyped modes. */
  readonly typed?: boolean;
  /** The modes the case runs in at all; every mode (minus espree for `ts`) when left out. */
  readonly modes?: readonly Mode[];
  /** `settings['vfs-compliance']` for this case (over the table's). */
  readonly settings?: Record<string, unknown>;
  readonly options?: Options;
  /** The linted file's name (under tests/fixtures): `file.ts` by default, its `.js` twin with espree. */
  readonly filename?: string;
  /** Over the tester's, in every mode: `{ sourceType: 'script' }`, `{ parserOptions: { ecmaFeatures: { jsx: true } } }`. */
  readonly languageOptions?: Readonly<Record<string, unknown>>;
}

export interface Table<Id extends string, Options extends readonly unknown[] = []> {
  readonly valid?: readonly Case<Id, Options>[];
  readonly invalid?: readonly Case<Id, Options>[];
}

export interface TableOptions {
  /** `settings['vfs-compliance']` for every case. */
  readonly settings?: Record<string, unknown>;
  /** The modes the table runs in: all three by default. */
  readonly modes?: readonly Mode[];
  /** The typed mode's program root (tests/fixtures by default); its cases lint files there. */
  readonly tsconfigRootDir?: string;
}

/** `errors`, each reported only in `only` (what the checker proves constant, say, is reported only without it). */
export function inModes<Id extends string>(
  only: readonly Mode[],
  errors: readonly ExpectedError<Id>[],
): ExpectedError<Id>[] {
  return errors.map((error) => ({ ...error, modes: only }));
}

/**
 * What a user reads on a file linted without a program under `requireTypeInformation`: one
 * report at the start of `span` (the file's first token), with no end.
 */
export function missingProgram(span: string): ExpectedError<never> {
  return {
    message:
      "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
    span,
    point: true,
  };
}

const modeLabels: Record<Mode, string> = {
  typed: 'typed',
  untyped: 'untyped TypeScript',
  javascript: 'JavaScript, espree',
};

/** Whether `item` runs in `mode` at all. */
export function runsIn(item: Case<string, readonly unknown[]>, mode: Mode): boolean {
  if (item.modes && !item.modes.includes(mode)) return false;
  return !(mode === 'javascript' && item.ts);
}

/** What `item` reports in `mode`: none for a typed-only case without a program. */
export function getErrorsIn<Id extends string>(
  item: Case<Id, readonly unknown[]>,
  mode: Mode,
): readonly ExpectedError<Id>[] {
  if (item.typed && mode !== 'typed') return [];
  return (item.errors ?? []).filter((error) => !error.modes || error.modes.includes(mode));
}

function getFilename(item: Case<string, readonly unknown[]>, mode: Mode, options: TableOptions): string | undefined {
  if (mode === 'javascript') return (item.filename ?? 'file.ts').replace(/\.[cm]?tsx?$/u, '.js');
  if (mode === 'typed' && options.tsconfigRootDir)
    return path.join(options.tsconfigRootDir, item.filename ?? 'file.ts');
  return item.filename;
}

function toValid<Options extends readonly unknown[]>(
  item: Case<string, Options>,
  mode: Mode,
  options: TableOptions,
): ValidTestCase<Options> {
  const filename = getFilename(item, mode, options);
  const settings = item.settings ?? options.settings;
  return {
    name: item.title,
    code: item.code,
    ...(item.options ? { options: item.options } : {}),
    ...(settings ? { settings: { 'vfs-compliance': settings } } : {}),
    ...(filename ? { filename } : {}),
    ...(item.languageOptions ? { languageOptions: item.languageOptions } : {}),
  };
}

function toInvalid<Id extends string, Options extends readonly unknown[]>(
  item: Case<Id, Options>,
  errors: readonly ExpectedError<Id>[],
  mode: Mode,
  options: TableOptions,
): InvalidTestCase<Id, Options> {
  return {
    ...toValid(item, mode, options),
    ...(item.output === undefined ? {} : { output: item.output }),
    // ESLint reports in the order of position; a case states its reports in any order.
    errors: sortByPosition(item.code, errors).map((error) => ({
      ...(error.messageId === undefined ? {} : { messageId: error.messageId }),
      ...(error.message === undefined ? {} : { message: error.message }),
      ...(error.data === undefined ? {} : { data: error.data }),
      ...getPosition(item.code, error),
      ...(error.suggestions ? { suggestions: error.suggestions } : {}),
    })) as InvalidTestCase<Id, Options>['errors'],
  };
}

function getPosition(code: string, error: ExpectedError<string>): Partial<Range> & Pick<Range, 'line' | 'column'> {
  const { line, column, endLine, endColumn } = range(code, error.span, {
    ...(error.after === undefined ? {} : { after: error.after }),
    ...(error.nth === undefined ? {} : { nth: error.nth }),
  });
  return error.point ? { line, column } : { line, column, endLine, endColumn };
}

function sortByPosition<Id extends string>(
  code: string,
  errors: readonly ExpectedError<Id>[],
): readonly ExpectedError<Id>[] {
  const at = new Map(errors.map((error) => [error, getPosition(code, error)]));
  const key = (error: ExpectedError<Id>) => at.get(error) ?? { line: 0, column: 0 };
  return [...errors].sort((a, b) => key(a).line - key(b).line || key(a).column - key(b).column);
}

async function createTester(mode: Mode, options: TableOptions): Promise<RuleTester> {
  if (mode === 'javascript') return createJavaScriptRuleTester();
  if (mode === 'untyped') return createUntypedRuleTester();
  if (!options.tsconfigRootDir) return createTypedRuleTester();
  return new RuleTester({
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: options.tsconfigRootDir } },
  });
}

/**
 * Runs a table in each of its modes, as `name (typed)`, `name (untyped TypeScript)` and
 * `name (JavaScript, espree)`. In each mode a case runs as invalid when it reports there, and as
 * valid otherwise, so what only types see is pinned down as silence without them.
 */
export async function runCaseTable<Id extends string, Options extends readonly unknown[] = []>(
  name: string,
  rule: TSESLint.RuleModule<Id, Options>,
  table: Table<Id, Options>,
  options: TableOptions = {},
): Promise<void> {
  const cases = [...(table.valid ?? []), ...(table.invalid ?? [])];
  for (const mode of options.modes ?? modes) {
    const valid: ValidTestCase<Options>[] = [];
    const invalid: InvalidTestCase<Id, Options>[] = [];
    for (const item of cases) {
      if (!runsIn(item, mode)) continue;
      const errors = getErrorsIn(item, mode);
      if (errors.length === 0) valid.push(toValid(item, mode, options));
      else invalid.push(toInvalid(item, errors, mode, options));
    }
    if (valid.length + invalid.length === 0) continue;
    const tester = await createTester(mode, options);
    tester.run(`${name} (${modeLabels[mode]})`, rule, { valid, invalid });
  }
}
