/**
 * ORKVFS004 with a TypeScript program: what the checker shows to be a constant
 * (`src/analysis/types/constants.ts`) when the file alone cannot — imports, globals declared in
 * the program, Node's path members — next to the look-alikes that stay input. Every case runs
 * typed and without type information (untyped TypeScript; espree for the JavaScript ones), and
 * says what each run reports: the file alone never follows an import.
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

import rule, { type MessageIds, type Options } from '../../../src/rules/no-path-resolve-on-input.js';
import { range } from '../../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

interface Expected {
  /** The whole call the editor underlines: its first occurrence after `after`. */
  readonly at: string;
  readonly after?: string;
  /** The argument the message names. */
  readonly argument: string;
}

interface Case {
  readonly title: string;
  readonly code: string;
  /** What the typed run reports. */
  readonly typed: readonly Expected[];
  /** What a run without type information reports; the typed reports when left out. */
  readonly untyped?: readonly Expected[];
  readonly ts?: boolean;
}

const cases: Case[] = [];

// --- combining constants the checker found --------------------------------------------------------

const combined: readonly Expected[] = [
  { at: 'path.resolve(ROOT + dir)', argument: 'ROOT + dir' },
  { at: "path.resolve(ROOT || '/x')", argument: "ROOT || '/x'" },
  { at: "path.resolve(ROOT && '/y')", argument: "ROOT && '/y'" },
  { at: "path.resolve(ROOT ?? '/z')", argument: "ROOT ?? '/z'" },
  { at: "path.resolve(flag ? ROOT : '/x')", argument: "flag ? ROOT : '/x'" },
  { at: "path.resolve(flag ? '/x' : ROOT)", argument: "flag ? '/x' : ROOT" },
];

cases.push({
  title:
    'an imported constant joined with +, ||, &&, ??, ?: to a constant of the file (a never-reassigned let) stays a constant',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ROOT } from './path-constants.js';",
    "let dir = '/x';",
    'export function run(flag: boolean) {',
    '  path.resolve(ROOT + dir);',
    "  path.resolve(ROOT || '/x');",
    "  path.resolve(ROOT && '/y');",
    "  path.resolve(ROOT ?? '/z');",
    "  path.resolve(flag ? ROOT : '/x');",
    "  path.resolve(flag ? '/x' : ROOT);",
    '}',
  ].join('\n'),
  typed: [],
  untyped: combined,
});

const mixed: readonly Expected[] = [
  { at: 'path.resolve(`${ROOT}/${input}`)', argument: '`${ROOT}/${input}`' },
  { at: 'path.resolve(`${input}/${BASE}`)', argument: '`${input}/${BASE}`' },
  { at: 'path.resolve(ROOT - BASE)', argument: 'ROOT - BASE' },
  { at: 'path.resolve(ROOT === BASE)', argument: 'ROOT === BASE' },
  { at: 'path.resolve(ROOT, BASE < ROOT)', argument: 'BASE < ROOT' },
];

cases.push({
  title: 'a template with one input part is input; only + joins constants, not -, === or <',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ROOT, BASE } from './path-constants.js';",
    'export function run(input: string) {',
    '  path.resolve(`${ROOT}/${input}`);',
    '  path.resolve(`${input}/${BASE}`);',
    '  path.resolve(ROOT - BASE);',
    '  path.resolve(ROOT === BASE);',
    '  path.resolve(ROOT, BASE < ROOT);',
    '}',
  ].join('\n'),
  typed: mixed,
  untyped: [...mixed.slice(0, 4), { at: 'path.resolve(ROOT, BASE < ROOT)', argument: 'ROOT' }],
});

// --- bindings that never settle -------------------------------------------------------------------

cases.push({
  title: 'consts initialised from each other are input, in this file and imported from another',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { LOOP_A, LOOP_B } from './typed-constants-a.js';",
    'const A: string = B;',
    'const B: string = A;',
    'path.resolve(A);',
    'path.resolve(LOOP_A);',
    'path.resolve(LOOP_B);',
  ].join('\n'),
  typed: [
    { at: 'path.resolve(A)', argument: 'A' },
    { at: 'path.resolve(LOOP_A)', argument: 'LOOP_A' },
    { at: 'path.resolve(LOOP_B)', argument: 'LOOP_B' },
  ],
});

cases.push({
  title: 'a name declared twice as a value is input with types too: const then var, a destructured const then var',
  ts: true,
  code: [
    "import path from 'node:path';",
    "const DIRS = { cache: '/cache' } as const;",
    "const ROOT = '/srv';",
    'var ROOT = process.env.ROOT;',
    'const { cache } = DIRS;',
    'var cache = process.env.CACHE;',
    'path.resolve(ROOT);',
    'path.resolve(cache);',
  ].join('\n'),
  typed: [
    { at: 'path.resolve(ROOT)', argument: 'ROOT' },
    { at: 'path.resolve(cache)', argument: 'cache' },
  ],
});

cases.push({
  title: 'a namespace merged with a function hands out its const: an imported constant, not a constant of the file',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { ROOT } from './path-constants.js';",
    'function Merged() {}',
    'namespace Merged {',
    '  export const DIR = ROOT;',
    '}',
    'path.resolve(Merged.DIR);',
  ].join('\n'),
  typed: [],
  untyped: [{ at: 'path.resolve(Merged.DIR)', argument: 'Merged.DIR' }],
});

// --- declarations the checker finds in other files -----------------------------------------------

cases.push({
  title:
    'another file’s const of __dirname or __filename, of a name that is also a type, of an enum member through import =',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { DIR_NAME, FILE_NAME, TYPED_FIRST } from './typed-constants-a.js';",
    "import { FolderName } from './path-constants.js';",
    'import Cache = FolderName.Cache;',
    'path.resolve(DIR_NAME);',
    'path.resolve(FILE_NAME);',
    'path.resolve(TYPED_FIRST);',
    'path.resolve(Cache);',
  ].join('\n'),
  typed: [],
  untyped: [
    { at: 'path.resolve(DIR_NAME)', argument: 'DIR_NAME' },
    { at: 'path.resolve(FILE_NAME)', argument: 'FILE_NAME' },
    { at: 'path.resolve(TYPED_FIRST)', argument: 'TYPED_FIRST' },
    { at: 'path.resolve(Cache)', argument: 'Cache' },
  ],
});

cases.push({
  title: 'a const the program declares globally, named in a global comment or not',
  code: ['/* global APP_GLOBAL_ROOT */', "import path from 'node:path';", 'path.resolve(APP_GLOBAL_ROOT);'].join('\n'),
  typed: [],
  untyped: [{ at: 'path.resolve(APP_GLOBAL_ROOT)', argument: 'APP_GLOBAL_ROOT' }],
});

cases.push({
  title: 'a global the program declares as a constant does not make the next undeclared global one',
  code: ["import path from 'node:path';", 'path.resolve(APP_GLOBAL_ROOT);', 'path.resolve(undeclaredDir);'].join('\n'),
  typed: [{ at: 'path.resolve(undeclaredDir)', argument: 'undeclaredDir' }],
  untyped: [
    { at: 'path.resolve(APP_GLOBAL_ROOT)', argument: 'APP_GLOBAL_ROOT' },
    { at: 'path.resolve(undeclaredDir)', argument: 'undeclaredDir' },
  ],
});

// --- Node's path constants and their look-alikes -----------------------------------------------------

cases.push({
  title: 'sep and delimiter of path reached through an object that holds the module',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { paths } from './path-barrel.js';",
    'path.resolve(paths.tool.sep);',
    "path.resolve(paths.tool['delimiter']);",
  ].join('\n'),
  typed: [],
  untyped: [
    { at: 'path.resolve(paths.tool.sep)', argument: 'paths.tool.sep' },
    { at: "path.resolve(paths.tool['delimiter'])", argument: "paths.tool['delimiter']" },
  ],
});

const pathLookAlikes: readonly Expected[] = [
  { at: 'path.resolve(table[sep])', argument: 'table[sep]' },
  { at: 'path.resolve(posix)', argument: 'posix' },
  { at: 'path.resolve(paths.tool.posix)', argument: 'paths.tool.posix' },
  { at: 'path.resolve(local.sep)', argument: 'local.sep' },
  { at: 'path.resolve(tool.sep)', argument: 'tool.sep' },
  {
    at: "path.resolve(fileURLToPath(new URL('.', import.meta.url)))",
    argument: "fileURLToPath(new URL('.', import.meta.…",
  },
];

cases.push({
  title:
    'path members other than sep and delimiter, sep as a key, sep of another type, of a PlatformPath or a fileURLToPath of this file',
  ts: true,
  code: [
    "import path, { posix, sep } from 'node:path';",
    "import { paths } from './path-barrel.js';",
    'interface PlatformPath {',
    '  readonly sep: string;',
    '}',
    'declare const tool: PlatformPath;',
    'declare const local: { readonly sep: string };',
    'function fileURLToPath(url: URL): string {',
    '  return url.pathname;',
    '}',
    'export function run(table: Record<string, string>) {',
    '  path.resolve(table[sep]);',
    '  path.resolve(posix);',
    '  path.resolve(paths.tool.posix);',
    '  path.resolve(local.sep);',
    '  path.resolve(tool.sep);',
    "  path.resolve(fileURLToPath(new URL('.', import.meta.url)));",
    '}',
  ].join('\n'),
  typed: pathLookAlikes,
});

cases.push({
  title: 'sep of another interface in Node’s path module (an augmentation) is input',
  ts: true,
  code: [
    "import path, { type ToolPaths } from 'node:path';",
    'declare const options: ToolPaths;',
    'path.resolve(options.sep);',
  ].join('\n'),
  typed: [{ at: 'path.resolve(options.sep)', argument: 'options.sep' }],
});

// --- class members ------------------------------------------------------------------------------------

cases.push({
  title: 'a class or namespace read with a key the file cannot read, and a class’s prototype, are input',
  ts: true,
  code: [
    "import path from 'node:path';",
    "import { Paths, Config } from './path-constants.js';",
    'export function run(key: never) {',
    '  path.resolve(Paths[key]);',
    '  path.resolve(Config[key]);',
    '  path.resolve(Paths.prototype);',
    '  path.resolve(Paths.dir);',
    '}',
  ].join('\n'),
  typed: [
    { at: 'path.resolve(Paths[key])', argument: 'Paths[key]' },
    { at: 'path.resolve(Config[key])', argument: 'Config[key]' },
    { at: 'path.resolve(Paths.prototype)', argument: 'Paths.prototype' },
    { at: 'path.resolve(Paths.dir)', argument: 'Paths.dir' },
  ],
});

function toValid(item: Case, filename?: string): ValidTestCase<Options> {
  return { name: item.title, code: item.code, ...(filename ? { filename } : {}) };
}

function toInvalid(item: Case, errors: readonly Expected[], filename?: string): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item, filename),
    errors: errors.map((expected) => ({
      messageId: 'nonConstant' as const,
      data: { name: 'path.resolve', argument: expected.argument, instead: '`resolveAndValidate()`' },
      ...range(item.code, expected.at, expected.after === undefined ? {} : { after: expected.after }),
    })),
  };
}

function split(items: readonly Case[], errorsOf: (item: Case) => readonly Expected[], filename?: string) {
  return {
    valid: items.filter((item) => errorsOf(item).length === 0).map((item) => toValid(item, filename)),
    invalid: items.filter((item) => errorsOf(item).length > 0).map((item) => toInvalid(item, errorsOf(item), filename)),
  };
}

const untypedErrors = (item: Case): readonly Expected[] => item.untyped ?? item.typed;

createTypedRuleTester().run(
  'no-path-resolve-on-input typed constants A (typed)',
  rule,
  split(cases, (item) => item.typed),
);

createUntypedRuleTester().run(
  'no-path-resolve-on-input typed constants A (untyped TypeScript)',
  rule,
  split(cases, untypedErrors),
);

const javaScript = await createJavaScriptRuleTester();
javaScript.run(
  'no-path-resolve-on-input typed constants A (JavaScript, espree)',
  rule,
  split(
    cases.filter((item) => !item.ts),
    untypedErrors,
    'file.js',
  ),
);
