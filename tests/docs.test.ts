/**
 * The examples in docs/rules/*.md are linted with the rule they document, so a page can never show
 * an "incorrect" example the rule lets through or a "correct" one it reports.
 *
 * Marker convention (what a page author writes):
 *
 * - A line whose text starts with `❌ Incorrect` opens a run of incorrect examples; a line whose
 *   text starts with `✅ Correct` opens a run of correct ones. The marker may be plain text, bold
 *   (`**❌ Incorrect**`) or a heading (`#### ✅ Correct`).
 * - Every ```ts / ```tsx / ```js fence after a marker, up to the next marker or the next heading,
 *   is one example of that kind. Fences anywhere else (configuration snippets) are not linted.
 * - ❌ an incorrect example must get at least one report of the page's rule; ✅ a correct one
 *   none. Neither may fail to parse.
 * - Each example is linted twice: typed (a TypeScript program from tests/fixtures, where
 *   `./file-system-service.js` resolves to a real `IFileSystemService`) and untyped (the parser
 *   without a program). A marker that goes on with `(with type information)` — e.g.
 *   `✅ Correct (with type information)` — limits its examples to the typed run. ```js fences are
 *   linted once, with espree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../src/index.js';
import { rules } from '../src/rules/index.js';
import { getOperationRules, renderApiTable, replaceApiTable } from '../scripts/generate-api-tables.js';
import { fixturesDir } from './rule-tester.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'docs/rules');

type Kind = 'incorrect' | 'correct';
type Language = 'ts' | 'tsx' | 'js';

interface Example {
  readonly kind: Kind;
  readonly typedOnly: boolean;
  readonly language: Language;
  readonly code: string;
  /** 1-based line of the opening fence, for messages. */
  readonly line: number;
}

const MARKER = /^[\s#*_>]*(?<emoji>❌|✅)\s*(?<label>Incorrect|Correct)(?<rest>.*)$/u;
const FENCE_OPEN = /^```(?<info>\S*)/u;
const LANGUAGES: Record<string, Language> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js' };

function extractExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  const lines = markdown.split(/\r?\n/u);
  let section: { kind: Kind; typedOnly: boolean } | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const marker = MARKER.exec(line);
    if (marker?.groups) {
      section = {
        kind: marker.groups.emoji === '❌' ? 'incorrect' : 'correct',
        typedOnly: /\(with type information\)/u.test(marker.groups.rest ?? ''),
      };
      continue;
    }
    if (/^#{1,6}\s/u.test(line)) {
      section = undefined;
      continue;
    }
    const fence = FENCE_OPEN.exec(line);
    if (!fence) continue;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !(lines[index] ?? '').startsWith('```'); index += 1) {
      body.push(lines[index] ?? '');
    }
    const language = LANGUAGES[fence.groups?.info ?? ''];
    if (section && language) {
      examples.push({ ...section, language, code: `${body.join('\n')}\n`, line: start + 1 });
    }
  }
  return examples;
}

const PREFIX = 'vfs-compliance';

function lint(ruleName: string, example: Example, typed: boolean): Linter.LintMessage[] {
  // cwd is the fixtures folder, so the example file is not under an exempt /tests/ folder.
  const linter = new Linter({ configType: 'flat', cwd: fixturesDir });
  const filename = path.join(fixturesDir, example.language === 'tsx' ? 'component.tsx' : 'file.ts');
  const ruleConfig: Linter.Config = {
    plugins: { [PREFIX]: plugin },
    rules: { [`${PREFIX}/${ruleName}`]: 'error' },
  };
  if (example.language === 'js') {
    return linter.verify(
      example.code,
      [{ files: ['**/*.js'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } }, ruleConfig],
      path.join(fixturesDir, 'example.js'),
    );
  }
  return linter.verify(
    example.code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
          parser: tsParser,
          parserOptions: typed ? { projectService: true, tsconfigRootDir: fixturesDir } : {},
        },
      },
      ruleConfig,
    ],
    filename,
  );
}

function describeMessages(messages: readonly Linter.LintMessage[]): string {
  return messages.map((message) => `${message.line}:${message.column} ${message.ruleId ?? 'fatal'} ${message.message}`).join('\n');
}

const pages = readdirSync(docsDir)
  .filter((file) => file.endsWith('.md'))
  .sort();

describe('the marker convention', () => {
  it('collects fences after a marker, up to the next heading, and skips other fences', () => {
    const examples = extractExamples(
      [
        '```ts',
        'ignored();',
        '```',
        '❌ Incorrect',
        '```ts',
        'a();',
        '```',
        '```ts',
        'b();',
        '```',
        '#### ✅ Correct (with type information)',
        '```tsx',
        'c();',
        '```',
        '## Options',
        '```js',
        'ignored();',
        '```',
      ].join('\n'),
    );
    expect(examples).toEqual([
      { kind: 'incorrect', typedOnly: false, language: 'ts', code: 'a();\n', line: 5 },
      { kind: 'incorrect', typedOnly: false, language: 'ts', code: 'b();\n', line: 8 },
      { kind: 'correct', typedOnly: true, language: 'tsx', code: 'c();\n', line: 12 },
    ]);
  });
});

describe.each(pages)('docs/rules/%s', (page) => {
  const ruleName = page.slice(0, -'.md'.length);
  const markdown = readFileSync(path.join(docsDir, page), 'utf8');
  const examples = extractExamples(markdown);

  it('documents an existing rule with both incorrect and correct examples', () => {
    expect(Object.keys(rules)).toContain(ruleName);
    expect(examples.filter((example) => example.kind === 'incorrect').length).toBeGreaterThan(0);
    expect(examples.filter((example) => example.kind === 'correct').length).toBeGreaterThan(0);
  });

  const runs = examples.flatMap((example) => {
    const modes = example.language === 'js' ? [false] : example.typedOnly ? [true] : [true, false];
    return modes.map((typed) => ({
      title: `${example.kind === 'incorrect' ? '❌' : '✅'} line ${example.line} (${example.language === 'js' ? 'espree' : typed ? 'typed' : 'untyped'})`,
      example,
      typed,
    }));
  });

  it.each(runs)('$title', ({ example, typed }) => {
    if (!(ruleName in rules)) return;
    const messages = lint(ruleName, example, typed);
    const fatal = messages.filter((message) => message.fatal);
    expect(fatal, describeMessages(fatal)).toEqual([]);
    const reports = messages.filter((message) => message.ruleId === `${PREFIX}/${ruleName}`);
    if (example.kind === 'incorrect') {
      expect(reports.length, `no ${ruleName} report for:\n${example.code}`).toBeGreaterThan(0);
    } else {
      expect(reports, `${describeMessages(reports)}\n${example.code}`).toEqual([]);
    }
  });
});

describe('API tables (scripts/generate-api-tables.ts)', () => {
  it.each(getOperationRules())('docs/rules/$rule.md has the table generated from src/analysis/fs-api.ts', ({ rule, code }) => {
    const page = readFileSync(path.join(docsDir, `${rule}.md`), 'utf8');
    expect(replaceApiTable(page, renderApiTable(code)), 'run `npm run docs`').toBe(page);
  });
});
