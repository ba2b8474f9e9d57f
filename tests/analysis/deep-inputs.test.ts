/**
 * No input makes the plugin throw, however deep it nests (issue 20, item 10): every walk over
 * user-controlled depth is iterative or settles in steps (`DeepMemo`), and the answer at depth
 * 5,000 is the answer at depth 1 — a finding, never silence. Chains of bindings (`const cN =
 * cN-1`, concatenations, templates, `let` rebuilt from itself, enum members) run at 5,000 links in
 * every mode; syntax that nests (parentheses, conditionals, arrays, templates, member and call
 * chains) runs at 250 levels, which both parsers and ESLint's scope analysis take (typescript-estree
 * overflows its own stack near 400 nested binary expressions, espree near 600: not ours).
 */
import path from 'node:path';

import { Linter } from 'eslint';
import * as espree from 'espree';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { fixturesDir } from '../rule-tester.js';

type Mode = 'typed' | 'untyped' | 'javascript';

const allRules = Object.fromEntries(
  Object.keys(plugin.rules).map((name) => [`vfs-compliance/${name}`, 'error' as const]),
);

function lint(code: string, mode: Mode): { rule: string; line: number; column: number }[] {
  const linter = new Linter({ cwd: fixturesDir });
  const languageOptions: Linter.LanguageOptions =
    mode === 'javascript'
      ? { parser: espree, ecmaVersion: 'latest', sourceType: 'module' }
      : {
          parser: tseslint.parser,
          parserOptions: mode === 'typed' ? { projectService: true, tsconfigRootDir: fixturesDir } : {},
        };
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts', '**/*.js'], languageOptions, plugins: { 'vfs-compliance': plugin }, rules: allRules }],
    path.join(fixturesDir, mode === 'javascript' ? 'file.js' : 'file.ts'),
  );
  return messages.map((message) => ({
    rule: message.fatal ? `fatal: ${message.message}` : (message.ruleId ?? '').replace('vfs-compliance/', ''),
    line: message.line,
    column: message.column,
  }));
}

const range = (length: number): number[] => Array.from({ length }, (_, index) => index);
const LINKS = 5000;
const LEVELS = 250;
const REWRITES = 1000;

interface DeepCase {
  readonly title: string;
  readonly code: string;
  readonly expected: readonly { rule: string; line: number; column: number }[];
  /** Also with a TypeScript program (each typed case costs a program update: the long chains only). */
  readonly typed?: boolean;
}

const chains: DeepCase[] = [
  {
    title: '5,000 const aliases of fs',
    code: [
      "const fs = require('fs');",
      'const c0 = fs;',
      ...range(LINKS).map((i) => `const c${i + 1} = c${i};`),
      `c${LINKS}.readFileSync('a');`,
    ].join('\n'),
    expected: [{ rule: 'no-direct-file-access', line: LINKS + 3, column: 1 }],
    typed: true,
  },
  {
    title: '5,000 const aliases of a specifier and of a key',
    code: [
      "const s0 = 'node:fs';",
      "const k0 = 'rmSync';",
      ...range(LINKS).map((i) => `const s${i + 1} = s${i}, k${i + 1} = k${i};`),
      `require(s${LINKS})[k${LINKS}]('a');`,
    ].join('\n'),
    expected: [{ rule: 'no-direct-directory-access', line: LINKS + 3, column: 1 }],
    typed: true,
  },
  {
    title: '5,000 concatenations and templates of constants stay constants; one input at the end does not',
    code: [
      "import path from 'node:path';",
      "const c0 = 'a';",
      ...range(LINKS).map((i) => (i % 2 ? `const c${i + 1} = c${i} + '/b';` : `const c${i + 1} = \`\${c${i}}/b\`;`)),
      `export const fixed = path.resolve(c${LINKS});`,
      `export const input = (x) => path.resolve(c${LINKS}, x);`,
    ].join('\n'),
    expected: [{ rule: 'no-path-resolve-on-input', line: LINKS + 4, column: 29 }],
    typed: true,
  },
  {
    title: 'a lexical path through 5,000 const links and a let rebuilt 1,000 times',
    code: [
      "import path from 'node:path';",
      'export function g(root, input) {',
      '  const c0 = path.join(root, input);',
      ...range(LINKS).map((i) => `  const c${i + 1} = c${i};`),
      `  let p = c${LINKS};`,
      // Reaching writes cost a pass over the variable's writes per read: 1,000 keep the test quick.
      ...range(REWRITES).map(() => "  p = p + 'x';"),
      '  return [p.startsWith(root)];',
      '}',
    ].join('\n'),
    expected: [{ rule: 'no-lexical-containment', line: LINKS + REWRITES + 5, column: 11 }],
    typed: true,
  },
  {
    title: 'a canonical root bounded by a separator 5,000 links away',
    code: [
      "import fs from 'node:fs';",
      'export function g(root, input) {',
      '  const real = fs.realpathSync(input);',
      "  const c0 = fs.realpathSync(root) + '/';",
      ...range(LINKS).map((i) => `  const c${i + 1} = c${i};`),
      `  return real.startsWith(c${LINKS}) || real.startsWith(fs.realpathSync(root));`,
      '}',
    ].join('\n'),
    expected: [
      { rule: 'no-direct-file-access', line: 3, column: 16 },
      { rule: 'no-direct-file-access', line: 4, column: 14 },
      { rule: 'no-lexical-containment', line: LINKS + 5, column: 36 },
      { rule: 'no-direct-file-access', line: LINKS + 5, column: 52 },
    ].sort((a, b) => a.line - b.line || a.column - b.column),
  },
];

const nested: DeepCase[] = [
  {
    title: '250 parentheses, conditionals, sequences and logical expressions around fs',
    code: [
      "const fs = require('fs');",
      `${'('.repeat(LEVELS)}fs${')'.repeat(LEVELS)}.readFileSync('a');`,
      `const f = ${'x ? fs : ('.repeat(LEVELS)}fs${')'.repeat(LEVELS)};`,
      `const g = ${'(0, '.repeat(LEVELS)}fs${')'.repeat(LEVELS)};`,
      `const h = ${'x || ('.repeat(LEVELS)}fs${')'.repeat(LEVELS)};`,
      "f.rmSync('a'); g.mkdirSync('a'); h.openSync('a');",
    ].join('\n'),
    expected: [
      { rule: 'no-direct-file-access', line: 2, column: 1 },
      { rule: 'no-direct-directory-access', line: 6, column: 1 },
      { rule: 'no-direct-directory-access', line: 6, column: 16 },
      { rule: 'no-direct-handle-open', line: 6, column: 34 },
    ],
  },
  {
    title: 'fs 250 arrays and objects deep is handed out',
    code: [
      "const fs = require('fs');",
      `export const a = ${'['.repeat(LEVELS)}fs${']'.repeat(LEVELS)};`,
      `export const o = ${'{ a: '.repeat(LEVELS)}fs${' }'.repeat(LEVELS)};`,
    ].join('\n'),
    expected: [
      { rule: 'no-direct-file-access', line: 2, column: 18 + LEVELS },
      { rule: 'no-direct-file-access', line: 3, column: 18 + 5 * LEVELS },
    ],
  },
  {
    title: 'a resolve of 250 nested concatenations and templates of a constant, and of an input',
    code: [
      "import path from 'node:path';",
      "const a = 'x';",
      `path.resolve(${'a + ('.repeat(LEVELS)}a${')'.repeat(LEVELS)});`,
      `path.resolve(${'`${'.repeat(LEVELS)}a${'}`'.repeat(LEVELS)});`,
      `path.resolve(${'a + ('.repeat(LEVELS)}process.argv[2]${')'.repeat(LEVELS)});`,
    ].join('\n'),
    expected: [{ rule: 'no-path-resolve-on-input', line: 5, column: 1 }],
  },
  {
    title: 'a call chain of 250 calls on an operation, and 250 nested blocks and functions',
    code: [
      "const fs = require('fs');",
      `fs.readFileSync${"('a')".repeat(LEVELS)};`,
      `${'{'.repeat(LEVELS)}fs.mkdirSync('a');${'}'.repeat(LEVELS)}`,
      `${'function f() {'.repeat(LEVELS)}fs.rmdirSync('a');${'}'.repeat(LEVELS)}`,
    ].join('\n'),
    expected: [
      { rule: 'no-direct-file-access', line: 2, column: 1 },
      { rule: 'no-direct-directory-access', line: 3, column: LEVELS + 1 },
      { rule: 'no-direct-directory-access', line: 4, column: 14 * LEVELS + 1 },
    ],
  },
];

describe('deep inputs', () => {
  for (const item of [...chains, ...nested]) {
    const modes: Mode[] = item.typed ? ['untyped', 'javascript', 'typed'] : ['untyped', 'javascript'];
    for (const mode of modes) {
      it(`${item.title} (${mode})`, { timeout: 120_000 }, () => {
        expect(lint(item.code, mode)).toEqual(item.expected);
      });
    }
  }
});
