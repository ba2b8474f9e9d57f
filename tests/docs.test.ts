/**
 * The examples in docs/rules/*.md are linted with the rule they document, and each must report
 * exactly what its page says it reports: a page can never show an "incorrect" example the rule
 * lets through or reports differently, nor a "correct" one it reports.
 *
 * Marker convention (what a page author writes):
 *
 * - A line whose text starts with `❌ Incorrect` opens a run of incorrect examples; a line whose
 *   text starts with `✅ Correct` opens a run of correct ones. The marker may be plain text, bold
 *   (`**❌ Incorrect**`) or a heading (`#### ✅ Correct`).
 * - Every ```ts / ```tsx / ```js fence after a marker, up to the next marker or the next heading,
 *   is one example of that kind. Fences anywhere else (configuration snippets) are not linted.
 * - Each example is linted twice: typed (a TypeScript program from tests/fixtures, where
 *   `./file-system-service.js` resolves to a real `IFileSystemService`) and untyped (the parser
 *   without a program). A marker that goes on with `(with type information)` — e.g.
 *   `✅ Correct (with type information)` — limits its examples to the typed run. ```js fences are
 *   linted once, with espree. Neither run may fail to parse.
 *
 * Expectation grammar (❌ examples). On the line right after an incorrect example's closing
 * fence, an HTML comment (hidden when the page is rendered) states every report of the page's
 * rule, in any order:
 *
 *     <!-- expect: ORKVFS001 call 4:21-4:47, ORKVFS001 call 5:9-5:33 -->
 *
 * - One finding is `[CODE ]messageId line:column-endLine:endColumn`: the code that starts the
 *   message (`ORKVFS001`…`ORKVFS008`; valid-suppression's messages have none, so its findings
 *   are just `missingReason 9:51-9:80`), the rule's messageId, and the underlined range, with
 *   lines counted from the first line inside the fence and 1-based columns, as ESLint prints them.
 * - `<!-- expect (typed): … -->` and `<!-- expect (untyped): … -->` state one run only, where the
 *   two differ; they follow each other on consecutive lines after the fence. Every run the example
 *   gets must be stated: an incorrect example without its expectation fails, and so does one
 *   that states no finding.
 * - The test checks exactly the stated findings — no more, no fewer, same codes, messageIds and
 *   ranges. ✅ correct examples state nothing (their marker says "no report") and must get none;
 *   an expectation after a correct example, or anywhere not right after an incorrect fence, fails.
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
type Run = 'typed' | 'untyped';

interface Example {
  readonly kind: Kind;
  readonly typedOnly: boolean;
  readonly language: Language;
  readonly code: string;
  /** 1-based line of the opening fence, for messages. */
  readonly line: number;
  /**
   * The findings stated after the fence, normalized (`ORKVFS001 call 4:21-4:47`): under `all`
   * for `<!-- expect: … -->`, under a run for `<!-- expect (typed): … -->`.
   */
  readonly expect: Partial<Record<Run | 'all', readonly string[]>>;
}

interface ParsedPage {
  readonly examples: Example[];
  /** What is wrong with the page's expectation comments themselves, one line each. */
  readonly problems: string[];
}

const MARKER = /^[\s#*_>]*(?<emoji>❌|✅)\s*(?<label>Incorrect|Correct)(?<rest>.*)$/u;
const FENCE_OPEN = /^```(?<info>\S*)/u;
const LANGUAGES: Record<string, Language> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js' };
const EXPECT = /^<!--\s*expect(?:\s*\((?<run>typed|untyped)\))?\s*:(?<findings>.*?)-->\s*$/u;
const FINDING = /^(?:ORKVFS\d{3} )?[a-z][A-Za-z]* \d+:\d+-\d+:\d+$/u;

function parseFindings(text: string): string[] {
  return text
    .split(',')
    .map((finding) => finding.trim().replace(/\s+/gu, ' '))
    .filter((finding) => finding !== '');
}

function extractExamples(markdown: string): ParsedPage {
  const examples: Example[] = [];
  const problems: string[] = [];
  const lines = markdown.split(/\r?\n/u);
  let section: { kind: Kind; typedOnly: boolean } | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^\s*<!--\s*expect/u.test(line)) {
      problems.push(`line ${index + 1}: an expectation not right after the closing fence of a ❌ example`);
      continue;
    }
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
    if (!section || !language) continue;
    const expect: Partial<Record<Run | 'all', readonly string[]>> = {};
    for (let next = index + 1; /^\s*<!--\s*expect/u.test(lines[next] ?? ''); next += 1) {
      index = next;
      const comment = EXPECT.exec((lines[next] ?? '').trim());
      const where = `line ${next + 1}`;
      if (!comment?.groups) {
        problems.push(`${where}: not \`<!-- expect: … -->\` or \`<!-- expect (typed|untyped): … -->\``);
        continue;
      }
      const run = (comment.groups.run as Run | undefined) ?? 'all';
      const findings = parseFindings(comment.groups.findings ?? '');
      if (section.kind === 'correct') problems.push(`${where}: a ✅ example states no findings (it must get none)`);
      if (run in expect)
        problems.push(`${where}: a second \`expect${run === 'all' ? '' : ` (${run})`}\` for one example`);
      for (const finding of findings.filter((text) => !FINDING.test(text))) {
        problems.push(`${where}: \`${finding}\` is not \`[CODE ]messageId line:column-endLine:endColumn\``);
      }
      expect[run] = findings;
    }
    examples.push({ ...section, language, code: `${body.join('\n')}\n`, line: start + 1, expect });
  }
  return { examples, problems };
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
  return messages
    .map((message) => `${message.line}:${message.column} ${message.ruleId ?? 'fatal'} ${message.message}`)
    .join('\n');
}

/** A report in the expectation grammar: `ORKVFS001 call 4:21-4:47`. */
function formatFinding(message: Linter.LintMessage): string {
  const code = /^(?<code>ORKVFS\d{3}):/u.exec(message.message)?.groups?.code;
  const range = `${message.line}:${message.column}-${message.endLine ?? '?'}:${message.endColumn ?? '?'}`;
  return [code, message.messageId ?? '?', range].filter((part) => part !== undefined).join(' ');
}

function byPosition(finding: string): number[] {
  return (/(\d+):(\d+)-(\d+):(\d+)$/u.exec(finding)?.slice(1) ?? []).map(Number);
}

function sortFindings(findings: readonly string[]): string[] {
  return [...findings].sort((left, right) => {
    const [a, b] = [byPosition(left), byPosition(right)];
    const difference = a.map((value, index) => value - (b[index] ?? 0)).find((value) => value !== 0);
    return difference ?? left.localeCompare(right);
  });
}

const pages = readdirSync(docsDir)
  .filter((file) => file.endsWith('.md'))
  .sort();

describe('the marker convention', () => {
  it('collects fences after a marker, up to the next heading, with the findings stated after them', () => {
    const { examples, problems } = extractExamples(
      [
        '```ts',
        'ignored();',
        '```',
        '❌ Incorrect',
        '```ts',
        'a();',
        '```',
        '<!-- expect: ORKVFS001 call 1:1-1:4,  ORKVFS001  call 1:1-1:2 -->',
        '```ts',
        'b();',
        '```',
        '<!-- expect (typed): unusedSuppression 2:3-2:9 -->',
        '<!--expect (untyped):unusedSuppressionWithoutTypes 2:3-2:9-->',
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
    expect(problems).toEqual([]);
    expect(examples).toEqual([
      {
        kind: 'incorrect',
        typedOnly: false,
        language: 'ts',
        code: 'a();\n',
        line: 5,
        expect: { all: ['ORKVFS001 call 1:1-1:4', 'ORKVFS001 call 1:1-1:2'] },
      },
      {
        kind: 'incorrect',
        typedOnly: false,
        language: 'ts',
        code: 'b();\n',
        line: 9,
        expect: { typed: ['unusedSuppression 2:3-2:9'], untyped: ['unusedSuppressionWithoutTypes 2:3-2:9'] },
      },
      { kind: 'correct', typedOnly: true, language: 'tsx', code: 'c();\n', line: 15, expect: {} },
    ]);
  });

  it('flags expectations that are malformed, doubled, misplaced or on a correct example', () => {
    const { problems } = extractExamples(
      [
        '<!-- expect: ORKVFS001 call 1:1-1:4 -->',
        '❌ Incorrect',
        '```ts',
        'a();',
        '```',
        '<!-- expect: ORKVFS001 1:1, call 1:1-1:4 -->',
        '<!-- expect: ORKVFS001 call 1:1-1:4 -->',
        '<!-- expected: call 1:1-1:4 -->',
        '',
        '<!-- expect: call 1:1-1:4 -->',
        '✅ Correct',
        '```ts',
        'b();',
        '```',
        '<!-- expect: call 1:1-1:4 -->',
        '```json',
        '{}',
        '```',
        '<!-- expect: call 1:1-1:4 -->',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'line 1: an expectation not right after the closing fence of a ❌ example',
      'line 6: `ORKVFS001 1:1` is not `[CODE ]messageId line:column-endLine:endColumn`',
      'line 7: a second `expect` for one example',
      'line 8: not `<!-- expect: … -->` or `<!-- expect (typed|untyped): … -->`',
      'line 10: an expectation not right after the closing fence of a ❌ example',
      'line 15: a ✅ example states no findings (it must get none)',
      'line 19: an expectation not right after the closing fence of a ❌ example',
    ]);
  });

  it('writes a report the way a page states it, and orders findings by position', () => {
    const report: Omit<Linter.LintMessage, 'message'> = {
      line: 4,
      column: 21,
      endLine: 4,
      endColumn: 47,
      severity: 2,
      ruleId: 'x',
    };
    expect(formatFinding({ ...report, messageId: 'call', message: 'ORKVFS001: `readFileSync` reads a file.' })).toBe(
      'ORKVFS001 call 4:21-4:47',
    );
    expect(formatFinding({ ...report, messageId: 'missingReason', message: 'This `OUT-OF-SCOPE` suppression…' })).toBe(
      'missingReason 4:21-4:47',
    );
    expect(sortFindings(['b 10:1-10:2', 'a 9:12-9:13', 'a 9:3-9:40', 'a 9:3-9:4'])).toEqual([
      'a 9:3-9:4',
      'a 9:3-9:40',
      'a 9:12-9:13',
      'b 10:1-10:2',
    ]);
  });
});

describe.each(pages)('docs/rules/%s', (page) => {
  const ruleName = page.slice(0, -'.md'.length);
  const markdown = readFileSync(path.join(docsDir, page), 'utf8');
  const { examples, problems } = extractExamples(markdown);

  it('documents an existing rule with both incorrect and correct examples, in the expectation grammar', () => {
    expect(Object.keys(rules)).toContain(ruleName);
    expect(examples.filter((example) => example.kind === 'incorrect').length).toBeGreaterThan(0);
    expect(examples.filter((example) => example.kind === 'correct').length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  const runs = examples.flatMap((example) => {
    // A ```js fence gets one run, with espree and no program: its `untyped` run.
    const modes: Run[] = example.language === 'js' ? ['untyped'] : example.typedOnly ? ['typed'] : ['typed', 'untyped'];
    return modes.map((run) => ({
      title: `${example.kind === 'incorrect' ? '❌' : '✅'} line ${example.line} (${example.language === 'js' ? 'espree' : run})`,
      example,
      run,
    }));
  });

  it.each(runs.map((entry) => [entry.title, entry] as const))('%s', (_title, { example, run }) => {
    if (!(ruleName in rules)) return;
    const messages = lint(ruleName, example, run === 'typed');
    const fatal = messages.filter((message) => message.fatal);
    expect(fatal, describeMessages(fatal)).toEqual([]);
    const reports = messages.filter((message) => message.ruleId === `${PREFIX}/${ruleName}`);
    const actual = sortFindings(reports.map(formatFinding));
    if (example.kind === 'correct') {
      expect(reports, `${describeMessages(reports)}\n${example.code}`).toEqual([]);
      return;
    }
    const stated = example.expect[run] ?? example.expect.all;
    const fence = `the ❌ example at line ${example.line}`;
    expect(
      stated,
      `${fence} states no \`<!-- expect: … -->\` for its ${run} run; it reports:\n${actual.join(', ')}`,
    ).toBeDefined();
    expect(stated?.length, `${fence} must state at least one finding`).toBeGreaterThan(0);
    expect(actual, `${fence}:\n${describeMessages(reports)}\n${example.code}`).toEqual(sortFindings(stated ?? []));
  });
});

describe('API tables (scripts/generate-api-tables.ts)', () => {
  const tables = getOperationRules().map(({ rule, code }) => ({ page: `docs/rules/${rule}.md`, code }));
  it.each(tables)('$page has the table generated from src/analysis/knowledge/fs-api.ts', ({ page: file, code }) => {
    const page = readFileSync(path.join(root, file), 'utf8');
    expect(replaceApiTable(page, renderApiTable(code)), 'run `npm run docs`').toBe(page);
  });
});
