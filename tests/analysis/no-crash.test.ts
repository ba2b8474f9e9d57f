/**
 * A throwing rule aborts the user's whole lint run. Every rule of the plugin runs here on odd but
 * valid syntax, in every file kind, typed and untyped, and must only ever report diagnostics.
 */
import path from 'node:path';

import { parseForESLint } from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import * as espree from 'espree';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { range } from '../position.js';
import { fixturesDir } from '../rule-tester.js';

const allRules = Object.fromEntries(
  Object.keys(plugin.rules).map((name) => [`vfs-compliance/${name}`, 'error' as const]),
);

const typeScriptSnippets = [
  `declare module 'fs' { export function extra(): void; }\nimport fs = require('fs');\nexport = fs;`,
  `import * as fs from 'fs';\nnamespace N { export const read = fs.readFileSync; }\nimport r = N.read;\nr('a');`,
  `enum E { A = 'a' }\nabstract class B { abstract m(): void; declare x: number; }\nexport { E, B };`,
  `function dec(_: unknown, __: unknown) {}\nclass C { @dec m(this: C, fs?: typeof import('fs')) { fs?.readFileSync?.('a'); } }`,
  `import fs from 'fs';\nconst { [\`\${'read'}FileSync\`]: read } = fs;\nread('a');\nconst { ...rest } = fs;\nrest.mkdirSync('a');`,
  `import * as fs from 'fs';\nlet f = fs.readFileSync;\nf = fs.writeFileSync;\nf('a');\nlet g;\ng = require('fs');\ng.rmSync('a');`,
  `export const x = <T,>(v: T) => v;\nexport type T = typeof import('fs').readFileSync;\nlet y!: string;\nexport { y };`,
  `import fs from 'fs';\nfs.readFileSync\`tagged\`;\nconst [first] = [fs.readFileSync];\nfirst('a');\nfor (const f of [fs.unlinkSync]) f('a');`,
  `class A { static { require('fs').statSync('a'); } #p = require('path').resolve; get q() { return this.#p; } accessor r = 1; }`,
  `import path from 'path';\npath.resolve(...process.argv);\npath.posix.resolve(__dirname, 'x');\n[].map(path.resolve);`,
  `import type { IFileSystemService } from './file-system-service.js';\nexport class S { constructor(private readonly fs?: IFileSystemService | null) {} f = (s: IFileSystemService | undefined = undefined) => s; }`,
  `// vfs-suppress:\n// vfs-suppress: NOPE\n/* vfs-suppress-file: OUT-OF-SCOPE */\n// vfs-suppress(ORKVFS999): OUT-OF-SCOPE: reason\nrequire('fs').readFileSync(0);`,
  `export default async function* gen() { yield* (await import('fs')).readdirSync('.'); }`,
  `label: for (;;) { break label; }\nwith_: { }\nexport {};`,
];

/** Six hundred variables that fill each other in a cycle: the value analysis must not recurse once per link. */
const cyclicChain = [
  "const fs = require('fs');",
  `let ${Array.from({ length: 600 }, (_, i) => `v${i}`).join(', ')};`,
  ...Array.from({ length: 600 }, (_, i) => `v${i} = v${(i + 1) % 600} || (v${(i * 7 + 3) % 600} ?? fs);`),
  'v0.readFileSync(0);',
].join('\n');

const javaScriptSnippets = [
  cyclicChain,
  `const fs = require('fs');\nmodule.exports = fs.readFileSync;\nexports.x = () => fs.mkdirSync('a');`,
  `import('fs').then(function ({ readFileSync: r = null }) { r('a'); });\nnew (require('fs').ReadStream)('a');`,
  `const a = require(); const b = require(\`fs\`); b.readFileSync('a'); const c = require(\`\${'f'}s\`);`,
  `var fs = require('fs'), fs2 = fs; fs2.readFileSync('a'); process.getBuiltinModule?.('fs')?.rmSync('a');`,
];

function lint(code: string, filename: string, typed: boolean) {
  const linter = new Linter({ cwd: fixturesDir });
  const javaScript = filename.endsWith('.js');
  const languageOptions: Linter.LanguageOptions =
    javaScript && !typed
      ? { parser: espree, ecmaVersion: 'latest', sourceType: 'module' }
      : {
          parser: tseslint.parser,
          parserOptions: typed
            ? { projectService: true, tsconfigRootDir: fixturesDir }
            : { ecmaFeatures: { jsx: true } },
        };
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js'],
        languageOptions,
        plugins: { 'vfs-compliance': plugin },
        rules: allRules,
      },
    ],
    path.join(fixturesDir, filename),
  );
}

describe('no rule throws', () => {
  const kinds = ['file.ts', 'component.tsx', 'file.mts', 'file.cts', 'declarations.d.ts'];
  for (const typed of [false, true]) {
    for (const filename of kinds) {
      it(`on TypeScript syntax in ${filename} (${typed ? 'typed' : 'untyped'})`, () => {
        for (const snippet of typeScriptSnippets) {
          const messages = lint(snippet, filename, typed);
          expect(
            messages
              .filter((message) => message.fatal === true || !message.ruleId?.startsWith('vfs-compliance/'))
              .map((m) => [snippet, m.message]),
          ).toEqual([]);
        }
      });
    }
    it(`on plain JavaScript (${typed ? 'typed' : 'espree'})`, () => {
      for (const snippet of javaScriptSnippets) {
        const messages = lint(snippet, 'script.js', typed);
        expect(
          messages
            .filter((message) => message.fatal === true || !message.ruleId?.startsWith('vfs-compliance/'))
            .map((m) => [snippet, m.message]),
        ).toEqual([]);
        expect(messages.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('other languages', () => {
  it('a config without `files` reaching JSON files reports nothing and does not throw', async () => {
    const { default: json } = await import('@eslint/json');
    const linter = new Linter({ cwd: fixturesDir });
    const messages = linter.verify(
      '{ "fs": "readFileSync", "comment": "vfs-suppress: NOPE" }',
      [
        { files: ['**/*.json'], plugins: { json }, language: 'json/json' },
        {
          plugins: { 'vfs-compliance': plugin },
          rules: { ...allRules },
          settings: { 'vfs-compliance': { requireTypeInformation: true } },
        },
      ],
      path.join(fixturesDir, 'data.json'),
    );
    expect(messages).toEqual([]);
  });
});

describe('embedded TypeScript parsers', () => {
  it('a program whose node map lacks the nodes (Vue, Svelte) is tolerated by the typed layer', () => {
    const parser: Linter.Parser = {
      parseForESLint(code: string, options?: Record<string, unknown>) {
        const result = parseForESLint(code, options);
        // The program is there, but the ESTree nodes are not the ones it mapped.
        const esTreeNodeToTSNodeMap = { get: () => undefined, has: () => false };
        return { ...result, services: { ...result.services, esTreeNodeToTSNodeMap } };
      },
    } as Linter.Parser;
    const linter = new Linter({ cwd: fixturesDir });
    const code = [
      "import * as fs from 'fs';",
      "import path from 'path';",
      "import type { IFileSystemService } from './file-system-service.js';",
      "fs.readFileSync('a');",
      'export const resolved = path.resolve(process.argv[2] ?? "");',
      'export function load(x: { read(p: string): void }, fs?: IFileSystemService) { x.read("a"); return fs; }',
    ].join('\n');
    const messages = linter.verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser, parserOptions: { projectService: true, tsconfigRootDir: fixturesDir } },
          plugins: { 'vfs-compliance': plugin },
          rules: allRules,
        },
      ],
      path.join(fixturesDir, 'file.ts'),
    );
    expect(messages.filter((message) => message.fatal === true).map((message) => message.message)).toEqual([]);
    // The typed layer falls back to the syntax it has: the same reports, underlining the same text.
    expect(
      messages.map(({ ruleId, line, column, endLine, endColumn }) => ({ ruleId, line, column, endLine, endColumn })),
    ).toEqual([
      { ruleId: 'vfs-compliance/no-direct-file-access', ...range(code, "fs.readFileSync('a')") },
      { ruleId: 'vfs-compliance/no-path-resolve-on-input', ...range(code, 'path.resolve(process.argv[2] ?? "")') },
      { ruleId: 'vfs-compliance/no-optional-file-system-service', ...range(code, 'fs?: IFileSystemService') },
    ]);
  });
});
