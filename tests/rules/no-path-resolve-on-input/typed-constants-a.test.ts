/**
 * ORKVFS004 with a TypeScript program: what the checker shows to be a constant
 * (`src/analysis/types/constants.ts`) when the file alone cannot — imports, globals declared in
 * the program, Node's path members — next to the look-alikes that stay input. Every case runs
 * typed and without type information (untyped TypeScript; espree for the JavaScript ones), and
 * says what each run reports: the file alone never follows an import.
 */
import rule, { type MessageIds, type Options } from '../../../src/rules/no-path-resolve-on-input.js';
import { inModes, runCaseTable, type Case as TableCase, type ExpectedError } from '../case-table.js';
import { nonConstant, withoutProgram } from './expected.js';

type Case = TableCase<MessageIds, Options>;

const cases: Case[] = [];

// --- combining constants the checker found --------------------------------------------------------

const combined: readonly ExpectedError<MessageIds>[] = [
  nonConstant('ROOT + dir', 'path.resolve(ROOT + dir)'),
  nonConstant("ROOT || '/x'", "path.resolve(ROOT || '/x')"),
  nonConstant("ROOT && '/y'", "path.resolve(ROOT && '/y')"),
  nonConstant("ROOT ?? '/z'", "path.resolve(ROOT ?? '/z')"),
  nonConstant("flag ? ROOT : '/x'", "path.resolve(flag ? ROOT : '/x')"),
  nonConstant("flag ? '/x' : ROOT", "path.resolve(flag ? '/x' : ROOT)"),
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
  errors: [...inModes(withoutProgram, combined)],
});

const mixed: readonly ExpectedError<MessageIds>[] = [
  nonConstant('`${ROOT}/${input}`', 'path.resolve(`${ROOT}/${input}`)'),
  nonConstant('`${input}/${BASE}`', 'path.resolve(`${input}/${BASE}`)'),
  nonConstant('ROOT - BASE', 'path.resolve(ROOT - BASE)'),
  nonConstant('ROOT === BASE', 'path.resolve(ROOT === BASE)'),
  nonConstant('BASE < ROOT', 'path.resolve(ROOT, BASE < ROOT)'),
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
  errors: [
    ...inModes(['typed'], mixed),
    ...inModes(withoutProgram, [...mixed.slice(0, 4), nonConstant('ROOT', 'path.resolve(ROOT, BASE < ROOT)')]),
  ],
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
  errors: [
    nonConstant('A', 'path.resolve(A)'),
    nonConstant('LOOP_A', 'path.resolve(LOOP_A)'),
    nonConstant('LOOP_B', 'path.resolve(LOOP_B)'),
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
  errors: [nonConstant('ROOT', 'path.resolve(ROOT)'), nonConstant('cache', 'path.resolve(cache)')],
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
  errors: [...inModes(withoutProgram, [nonConstant('Merged.DIR', 'path.resolve(Merged.DIR)')])],
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
  errors: [
    ...inModes(withoutProgram, [
      nonConstant('DIR_NAME', 'path.resolve(DIR_NAME)'),
      nonConstant('FILE_NAME', 'path.resolve(FILE_NAME)'),
      nonConstant('TYPED_FIRST', 'path.resolve(TYPED_FIRST)'),
      nonConstant('Cache', 'path.resolve(Cache)'),
    ]),
  ],
});

cases.push({
  title: 'a const the program declares globally, named in a global comment or not',
  code: ['/* global APP_GLOBAL_ROOT */', "import path from 'node:path';", 'path.resolve(APP_GLOBAL_ROOT);'].join('\n'),
  errors: [...inModes(withoutProgram, [nonConstant('APP_GLOBAL_ROOT', 'path.resolve(APP_GLOBAL_ROOT)')])],
});

cases.push({
  title: 'a global the program declares as a constant does not make the next undeclared global one',
  code: ["import path from 'node:path';", 'path.resolve(APP_GLOBAL_ROOT);', 'path.resolve(undeclaredDir);'].join('\n'),
  errors: [
    ...inModes(['typed'], [nonConstant('undeclaredDir', 'path.resolve(undeclaredDir)')]),
    ...inModes(withoutProgram, [
      nonConstant('APP_GLOBAL_ROOT', 'path.resolve(APP_GLOBAL_ROOT)'),
      nonConstant('undeclaredDir', 'path.resolve(undeclaredDir)'),
    ]),
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
  errors: [
    ...inModes(withoutProgram, [
      nonConstant('paths.tool.sep', 'path.resolve(paths.tool.sep)'),
      nonConstant("paths.tool['delimiter']", "path.resolve(paths.tool['delimiter'])"),
    ]),
  ],
});

const pathLookAlikes: readonly ExpectedError<MessageIds>[] = [
  nonConstant('table[sep]', 'path.resolve(table[sep])'),
  nonConstant('posix.basename', 'path.resolve(posix.basename)'),
  nonConstant('paths.tool.posix', 'path.resolve(paths.tool.posix)'),
  nonConstant('local.sep', 'path.resolve(local.sep)'),
  nonConstant('tool.sep', 'path.resolve(tool.sep)'),
  nonConstant("fileURLToPath(new URL('.', import.meta.…", "path.resolve(fileURLToPath(new URL('.', import.meta.url)))"),
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
    '  path.resolve(posix.basename);',
    '  path.resolve(paths.tool.posix);',
    '  path.resolve(local.sep);',
    '  path.resolve(tool.sep);',
    "  path.resolve(fileURLToPath(new URL('.', import.meta.url)));",
    '}',
  ].join('\n'),
  errors: pathLookAlikes,
});

cases.push({
  title: 'sep of another interface in Node’s path module (an augmentation) is input',
  ts: true,
  code: [
    "import path, { type ToolPaths } from 'node:path';",
    'declare const options: ToolPaths;',
    'path.resolve(options.sep);',
  ].join('\n'),
  errors: [nonConstant('options.sep', 'path.resolve(options.sep)')],
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
  errors: [
    nonConstant('Paths[key]', 'path.resolve(Paths[key])'),
    nonConstant('Config[key]', 'path.resolve(Config[key])'),
    nonConstant('Paths.prototype', 'path.resolve(Paths.prototype)'),
    nonConstant('Paths.dir', 'path.resolve(Paths.dir)'),
  ],
});

// --- a module's default export (issue 20, item 5) ------------------------------------------------

cases.push({
  title:
    'a string another file exports as its default, as a literal or through a const, is a constant with types; a let exported as default is input',
  code: [
    "import path from 'node:path';",
    "import ROOT from './app-root.js';",
    "import NAMED_ROOT from './app-root-named.js';",
    "import INPUT_ROOT from './app-root-input.js';",
    "path.resolve(ROOT, 'x');",
    "path.resolve(NAMED_ROOT, 'x');",
    "path.resolve(INPUT_ROOT, 'x');",
  ].join('\n'),
  errors: [
    ...inModes(withoutProgram, [
      nonConstant('ROOT', "path.resolve(ROOT, 'x')"),
      nonConstant('NAMED_ROOT', "path.resolve(NAMED_ROOT, 'x')"),
    ]),
    nonConstant('INPUT_ROOT', "path.resolve(INPUT_ROOT, 'x')"),
  ],
});

cases.push({
  title: 'a default export re-exported by name, and an imported enum member joined to it, stay constants with types',
  code: [
    "import path from 'node:path';",
    "import { default as ROOT } from './app-root.js';",
    "import { Mods } from './module-names.js';",
    'path.resolve(ROOT + Mods.Fs);',
    'path.resolve(`${ROOT}/${Mods.Path}`);',
  ].join('\n'),
  errors: inModes(withoutProgram, [
    nonConstant('ROOT + Mods.Fs', 'path.resolve(ROOT + Mods.Fs)'),
    nonConstant('`${ROOT}/${Mods.Path}`', 'path.resolve(`${ROOT}/${Mods.Path}`)'),
  ]),
});

await runCaseTable('no-path-resolve-on-input typed constants A', rule, { invalid: cases });
