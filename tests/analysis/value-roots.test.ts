/**
 * Root finding asks only candidate variables what they hold (`syntax/value-roots.ts`): a variable
 * whose declarator or assignment a walk up from a root passes. These are the places that walk must
 * pass — a pattern default, an assignment nested in an initialiser, a destructuring assignment, a
 * chain of aliases, a declarator after its use — each linted with espree and with typescript-eslint's
 * parser (no program); and the closure of the inert kinds it skips.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import type { Rule } from 'eslint';

import plugin from '../../src/index.js';
import { getProperty, INERT_KINDS, type Value } from '../../src/analysis/knowledge/module-kinds.js';

const READ =
  "bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use";

const cases: {
  name: string;
  code: string;
  expected: { line: number; column: number; endColumn: number; message: string }[];
}[] = [
  {
    name: 'a default in a declarator pattern',
    code: "import fs from 'node:fs';\nexport function load(options, p) {\n  const { read = fs.readFileSync } = options;\n  return read(p);\n}\n",
    expected: [
      {
        line: 4,
        column: 10,
        endColumn: 17,
        message: `ORKVFS001: \`fs.readFileSync\` reads a file directly, ${READ} \`tryReadAllBytes()\` / \`readAllText()\` instead.`,
      },
    ],
  },
  {
    name: 'an assignment inside an initialiser',
    code: "import fs from 'node:fs';\nlet remove;\nconst chosen = (remove = fs.rmSync);\nremove('/tmp/x');\n",
    expected: [
      {
        line: 4,
        column: 1,
        endColumn: 17,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: 'a destructuring assignment',
    code: "import fs from 'node:fs';\nlet read;\n({ readFileSync: read } = fs);\nread('/tmp/x');\n",
    expected: [
      {
        line: 4,
        column: 1,
        endColumn: 15,
        message: `ORKVFS001: \`fs.readFileSync\` reads a file directly, ${READ} \`tryReadAllBytes()\` / \`readAllText()\` instead.`,
      },
    ],
  },
  {
    name: 'a chain of aliases',
    code: "import fs from 'node:fs';\nconst a = fs;\nconst b = a;\nconst c = b.promises;\nawait c.readFile('/tmp/x');\n",
    expected: [
      {
        line: 5,
        column: 7,
        endColumn: 27,
        message: `ORKVFS001: \`fs.promises.readFile\` reads a file directly, ${READ} \`tryReadAllBytes()\` / \`readAllText()\` instead.`,
      },
    ],
  },
  {
    name: 'a declarator after its use',
    code: "import fs from 'node:fs';\nexport function f(p) {\n  return stat(p);\n}\nconst stat = fs.statSync;\n",
    expected: [
      {
        line: 3,
        column: 10,
        endColumn: 17,
        message: `ORKVFS001: \`fs.statSync\` inspects the disk directly, ${READ} \`exists()\` / \`tryGetEntry()\` instead.`,
      },
    ],
  },
  {
    name: 'a free global object',
    code: "const load = globalThis.process.getBuiltinModule;\nload('fs').rmSync('/tmp/x');\n",
    expected: [
      {
        line: 2,
        column: 1,
        endColumn: 28,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: "the module of `import('fs').then`",
    code: "import('node:fs').then((m) => m.rmSync('/tmp/x'));\n",
    expected: [
      {
        line: 1,
        column: 31,
        endColumn: 49,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: "a promise of `import()` held in a variable, then its callback's parameter",
    code: "const p = import('node:fs');\np.then((m) => m.rmSync('/tmp/x'));\n",
    expected: [
      {
        line: 2,
        column: 15,
        endColumn: 33,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: 'a catch binding assigned a module',
    code: "try {\n  JSON.parse('');\n} catch (e) {\n  e = require('node:fs');\n  e.rmSync('/tmp/x');\n}\n",
    expected: [
      {
        line: 5,
        column: 3,
        endColumn: 21,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: 'a class name assigned a module',
    code: "class Io {}\nIo = require('node:fs');\nIo.rmSync('/tmp/x');\n",
    expected: [
      {
        line: 3,
        column: 1,
        endColumn: 20,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: 'a global the file declares in a comment (a variable without definitions)',
    code: "/* global require */\nrequire('node:fs').rmSync('/tmp/x');\n",
    expected: [
      {
        line: 2,
        column: 1,
        endColumn: 36,
        message: `ORKVFS002: \`fs.rmSync\` touches a directory directly, ${READ} \`createDirectory()\` / \`delete()\` / \`enumerateFiles()\` instead.`,
      },
    ],
  },
  {
    name: 'inert values and a cycle of variables',
    code: "function f() {}\nconst F = f.constructor;\nnew F('return 1');\nlet a = b, b = a;\n",
    expected: [],
  },
];

const rules = Object.fromEntries(Object.keys(plugin.rules).map((rule) => [`vfs-compliance/${rule}`, 'error' as const]));

function lint(code: string, parser: 'espree' | 'typescript-eslint') {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.js'],
          languageOptions:
            parser === 'espree' ? { sourceType: 'module' } : { sourceType: 'module', parser: tseslint.parser },
          plugins: { 'vfs-compliance': plugin },
          rules,
        },
      ],
      'src/a.js',
    )
    .map(({ line, column, endColumn, message }) => ({ line, column, endColumn, message }));
}

describe('root finding passes every declarator and assignment a value reaches', () => {
  for (const parser of ['espree', 'typescript-eslint'] as const) {
    for (const { name, code, expected } of cases) {
      it(`${name} (${parser})`, () => {
        expect(lint(code, parser)).toEqual(expected);
      });
    }
  }
});

describe('inert values lead to nothing tracked', () => {
  const keys = [
    null,
    'constructor',
    'prototype',
    'getPrototypeOf',
    'hasOwn',
    'has',
    'get',
    'apply',
    'construct',
    'call',
    'bind',
    'default',
    'require',
    'process',
    'getBuiltinModule',
    'binding',
    'mainModule',
    'createRequire',
    '_load',
    'Module',
    'main',
    'eval',
    'Function',
    'Reflect',
    'Object',
    'globalThis',
    'promises',
    'readFileSync',
  ];
  for (const kind of INERT_KINDS) {
    it(`a member of ${kind} is inert or nothing`, () => {
      for (const key of keys) {
        const member = getProperty({ kind } as Value, key);
        expect(member === null || INERT_KINDS.has(member.kind), `${kind}[${String(key)}]`).toBe(true);
      }
    });
  }
});

describe('a variable without definitions outside the global scope is `arguments`', () => {
  // Root finding looks free globals up in the global scope only (value-roots.ts, 2): a scope
  // manager that declared, say, a `require` without definitions in a function scope would hide it.
  const script = `
    function f(a) { return arguments.length + a; }
    const g = function named() { return [named, arguments]; };
    const h = () => this;
    class C extends Object { static s = 1; x = this.y; static { let z = 1; } m() { return super.m(); } }
    for (const k of [1]) { try { k(); } catch (e) { label: { break label; } } }
    function* gen() { yield* arguments; }
    async function run() { await gen(); }
  `;
  const typescript = `${script}
    enum E { A, B = A }
    namespace N { export const v = 1; }
    declare global { interface Window { x: number } }
    declare module 'm' { export function f(): void; }
    type T<U> = U extends infer V ? V : never;
    interface I { (x: number): string }
    abstract class D<T> { constructor(private readonly t: T) {} abstract m(): void }
    function over(x: string): void;
    function over(x: unknown) { return x; }
  `;
  const found: string[] = [];
  const collect: Rule.RuleModule = {
    create(context) {
      return {
        'Program:exit'() {
          for (const scope of context.sourceCode.scopeManager?.scopes ?? []) {
            if (scope.type === 'global') continue;
            for (const variable of scope.variables) if (variable.defs.length === 0) found.push(variable.name);
          }
        },
      };
    },
  };
  const setups = [
    { name: 'espree, module', code: script, languageOptions: { sourceType: 'module' as const } },
    { name: 'espree, commonjs', code: script, languageOptions: { sourceType: 'commonjs' as const } },
    {
      name: 'espree, script',
      code: `${script}\nwith (Math) { max(1); }`,
      languageOptions: { sourceType: 'script' as const },
    },
    {
      name: 'typescript-eslint, module',
      code: typescript,
      languageOptions: { sourceType: 'module' as const, parser: tseslint.parser },
    },
    {
      name: 'typescript-eslint, script',
      code: typescript,
      languageOptions: { sourceType: 'script' as const, parser: tseslint.parser },
    },
  ];
  for (const { name, code, languageOptions } of setups) {
    it(name, () => {
      found.length = 0;
      const messages = new Linter({ configType: 'flat' }).verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions,
            plugins: { test: { rules: { collect } } },
            rules: { 'test/collect': 'error' },
          },
        ],
        'src/a.ts',
      );
      expect(messages.filter((message) => message.fatal)).toEqual([]);
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set(['arguments']));
    });
  }
});
