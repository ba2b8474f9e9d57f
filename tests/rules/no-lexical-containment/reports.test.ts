/**
 * ORKVFS008 run three ways: typed, untyped TypeScript and plain JavaScript (espree). A case is
 * `ts` when it uses TypeScript syntax and `typed` when only the checker shows an origin (it runs
 * as valid untyped). Each report states the text it underlines (tests/rules/case-table.ts).
 */
import rule, { type MessageIds, type Options } from '../../../src/rules/no-lexical-containment.js';
import { runCaseTable, type Case as TableCase, type ExpectedError } from '../case-table.js';

type Id = Exclude<MessageIds, 'missingTypeInformation'>;
type Case = TableCase<MessageIds, Options>;

/** The typed tester lints tests/fixtures/file.ts: a case with a path of its own runs untyped only. */
const untypedModes = ['untyped', 'javascript'] as const;

const lexical = (name: string, path: string, side = 'the path') => ({ name, path, side });

const valid: Case[] = [
  {
    title: 'two parameters whose origin the file does not show',
    code: [
      'export function isInside(root, file) {',
      '  return file.startsWith(root) || file.indexOf(root) === 0 || file.slice(0, root.length) === root;',
      '}',
    ].join('\n'),
  },
  {
    title: 'URLs and names',
    code: [
      "const base = 'https://example.com/api/';",
      'export function route(url, name) {',
      "  return url.startsWith(base) || name.startsWith('index') || url.indexOf('/v1') === 0;",
      '}',
    ].join('\n'),
  },
  {
    title: 'basename and extname yield names, not locations',
    code: [
      "import path from 'node:path';",
      'export function isHidden(file) {',
      "  return path.basename(file).startsWith('.') || path.extname(file).startsWith('.ts');",
      '}',
    ].join('\n'),
  },
  {
    title: 'the correct form: realpath on both sides, then a separator-bounded prefix',
    code: [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      'export function isInside(rootDir, input) {',
      '  const root = fs.realpathSync.native(rootDir);',
      '  const real = fs.realpathSync(path.resolve(root, input));',
      '  return real === root || real.startsWith(root + path.sep);',
      '}',
    ].join('\n'),
  },
  {
    title: "the correct form with '/', a template, a bound prefix and an endsWith guard",
    code: [
      "import { realpathSync } from 'fs';",
      "import { sep } from 'path';",
      'export function check(rootDir, input) {',
      '  const root = realpathSync(rootDir);',
      '  const real = realpathSync(input);',
      '  const prefix = `${root}/`;',
      '  const bounded = root.endsWith(sep) ? root : root + sep;',
      "  return real.startsWith(root + '/') || real.startsWith(`${root}${sep}`) || real.startsWith(prefix) || real.indexOf(bounded) === 0;",
      '}',
    ].join('\n'),
  },
  {
    title: 'the correct form: path.relative on the realpaths (fs/promises, named imports)',
    code: [
      "import { realpath } from 'node:fs/promises';",
      "import { relative, isAbsolute, sep } from 'node:path';",
      'export async function contains(rootDir, input) {',
      '  const root = await realpath(rootDir);',
      '  const target = await realpath(input);',
      '  const rel = relative(root, target);',
      "  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));",
      '}',
    ].join('\n'),
  },
  {
    title: 'a lexical resolve replaced by its realpath before the test',
    code: [
      "const fs = require('fs');",
      "const path = require('path');",
      'exports.isInside = async function (root, input) {',
      '  const realRoot = await fs.promises.realpath(root);',
      '  let target = path.resolve(realRoot, input);',
      '  target = await fs.promises.realpath(target);',
      '  input = fs.realpathSync(input);',
      '  return target.startsWith(realRoot + path.sep) && input.startsWith(realRoot + path.sep);',
      '};',
    ].join('\n'),
  },
  {
    title: 'the boundary checked next to the prefix test',
    code: [
      "import fs from 'fs';",
      'export function isInside(rootDir, input) {',
      '  const root = fs.realpathSync(rootDir);',
      '  const real = fs.realpathSync(input);',
      "  return real.startsWith(root) && (real.length === root.length || real[root.length] === '/');",
      '}',
    ].join('\n'),
  },
  {
    title: 'dirname of a canonical path is canonical; the realpath callback hands a canonical path',
    code: [
      "import fs from 'fs';",
      "import path from 'path';",
      'export function check(rootDir, input, done) {',
      '  const root = fs.realpathSync(rootDir);',
      '  const parent = path.dirname(fs.realpathSync(input));',
      '  fs.realpath(input, (error, real) => done(error, real.startsWith(root + path.sep), parent.startsWith(root + path.sep)));',
      '}',
    ].join('\n'),
  },
  {
    title: 'prefixes that name no place, and tests that are not prefix tests',
    code: [
      "import path from 'path';",
      'export function kinds(input, root) {',
      '  const full = path.resolve(input);',
      "  return [full.startsWith('/'), full.startsWith('./'), full.startsWith('.'), full.indexOf(root) !== -1, full.startsWith(root, 1), full.includes(root)];",
      '}',
    ].join('\n'),
  },
  {
    title: 'dirname keeps the origin of its argument: of a parameter, it shows nothing',
    code: [
      "import path from 'path';",
      'export function isSibling(file, other) {',
      '  return other.startsWith(path.dirname(file)) || path.dirname(other).indexOf(path.dirname(file)) === 0;',
      '}',
    ].join('\n'),
  },
  {
    title: "a chain that also asks about './' is making a module specifier, not containing",
    code: [
      "import path from 'path';",
      'export function specifier(root, base, file) {',
      '  let spec = path.relative(path.join(root, base), file);',
      "  if (!spec.startsWith('./') && !spec.startsWith('../')) spec = `./${spec}`;",
      '  const normalized = path.normalize(file);',
      "  return [spec, normalized.startsWith('.\\\\') || normalized.startsWith('..')];",
      '}',
    ].join('\n'),
  },
  {
    title: 'look-alikes: a local path object and a module that only shares the names',
    code: [
      "import { resolve } from './look-alike.js';",
      'const path = { join: (a, b) => a + b };',
      'export function isInside(root, input) {',
      '  return resolve(root, input).startsWith(root) || path.join(root, input).startsWith(root);',
      '}',
    ].join('\n'),
  },
  {
    title: 'another function or a public field: the origin is not shown',
    code: [
      "import path from 'path';",
      'function rootOf(dir) {',
      '  return path.resolve(dir);',
      '}',
      'export class Fence {',
      '  root;',
      '  #mixed;',
      '  constructor(dir) {',
      '    this.root = path.resolve(dir);',
      '    this.#mixed = path.resolve(dir);',
      '  }',
      '  setMixed(real) {',
      '    this.#mixed = real;',
      '  }',
      '  has(file) {',
      '    return file.startsWith(rootOf(file)) || file.startsWith(this.root) || file.startsWith(this.#mixed);',
      '  }',
      '}',
    ].join('\n'),
  },
  {
    title: 'a field written from itself is not shown (and does not loop)',
    code: [
      "import path from 'path';",
      'export class Fence {',
      "  #root = path.resolve('data');",
      '  grow() {',
      '    this.#root = this.#root + path.sep;',
      '  }',
      '  has(file) {',
      '    return file.startsWith(this.#root);',
      '  }',
      '}',
    ].join('\n'),
  },
  {
    title: 'the relative idiom on values the file does not show',
    code: [
      "import path from 'path';",
      'export function isInside(root, file) {',
      '  const rel = path.relative(root, file);',
      "  return !rel.startsWith('..') && rel !== '..' && !path.isAbsolute(rel);",
      '}',
    ].join('\n'),
  },
  {
    title: 'a suppression restricted to the code',
    code: [
      "import path from 'path';",
      'export function isInside(root, input) {',
      '  // vfs-suppress(ORKVFS008): OUT-OF-SCOPE: groups build output, no access decision',
      '  return path.join(root, input).startsWith(root);',
      '}',
    ].join('\n'),
  },
  {
    title: 'a declaration file runs nothing',
    code: "import path from 'path';\nexport declare const inside: boolean;\ndeclare const x: ReturnType<typeof path.join>;",
    ts: true,
    filename: 'types.d.ts',
    modes: untypedModes,
  },
];

const invalid: Case[] = [
  {
    title: 'both sides from path.resolve',
    code: [
      "import path from 'node:path';",
      'export function isInside(root, input) {',
      '  return path.resolve(root, input).startsWith(path.resolve(root));',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.resolve', 'path.resolve(root, input)'),
        span: 'path.resolve(root, input).startsWith(path.resolve(root))',
      },
    ],
  },
  {
    title: 'const bindings, renamed destructuring of require, posix, and each prefix form',
    code: [
      "const { join: joinPath, normalize } = require('path');",
      "const { posix } = require('node:path');",
      'exports.a = function (root, input) {',
      '  const target = joinPath(root, input);',
      '  return target.indexOf(root) === 0;',
      '};',
      'exports.b = function (root, input) {',
      '  const full = posix.resolve(root, input);',
      '  return full.slice(0, root.length) === root || 0 !== full.indexOf(root) || full.substring(0, root.length) != root;',
      '};',
      'exports.c = (root, input) => normalize(input).indexOf(root) > 0;',
    ].join('\n'),
    errors: [
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.indexOf(root) === 0' },
      {
        messageId: 'lexical',
        data: lexical('path.posix.resolve', 'full'),
        span: 'full.slice(0, root.length) === root',
      },
      {
        messageId: 'lexical',
        data: lexical('path.normalize', 'normalize(input)'),
        span: 'normalize(input).indexOf(root) > 0',
      },
    ],
  },
  {
    title: 'more ways to reach path: dynamic import, createRequire, getBuiltinModule, path/posix, .call',
    code: [
      "import { createRequire } from 'node:module';",
      "import { join as posixJoin } from 'path/posix';",
      'export async function all(root, input) {',
      "  const { normalize } = await import('node:path');",
      "  const nodePath = createRequire(import.meta.url)('path');",
      "  const { resolve } = process.getBuiltinModule('node:path');",
      '  return [',
      '    normalize(input).startsWith(root),',
      '    nodePath.join(root, input).indexOf(root) === 0,',
      '    resolve(input).startsWith?.(root),',
      '    posixJoin(root, input).startsWith(root),',
      '    nodePath.resolve.call(null, root, input).startsWith(root),',
      '  ];',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.normalize', 'normalize(input)'),
        span: 'normalize(input).startsWith(root)',
      },
      {
        messageId: 'lexical',
        data: lexical('path.join', 'nodePath.join(root, input)'),
        span: 'nodePath.join(root, input).indexOf(root) === 0',
      },
      {
        messageId: 'lexical',
        data: lexical('path.resolve', 'resolve(input)'),
        span: 'resolve(input).startsWith?.(root)',
      },
      {
        messageId: 'lexical',
        data: lexical('path.posix.join', 'posixJoin(root, input)'),
        span: 'posixJoin(root, input).startsWith(root)',
      },
      {
        messageId: 'lexical',
        data: lexical('path.resolve', 'nodePath.resolve.call(null, root, input)'),
        span: 'nodePath.resolve.call(null, root, input).startsWith(root)',
      },
    ],
  },
  {
    title: 'with types: realpath through a parameter typed typeof import("fs")',
    ts: true,
    typed: true,
    code: [
      "export function isInside(io: typeof import('fs'), rootDir: string, input: string): boolean {",
      '  const root = io.realpathSync(rootDir);',
      '  return io.realpathSync(input).startsWith(root);',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'noBoundary',
        data: { name: 'root', path: 'io.realpathSync(input)' },
        span: 'io.realpathSync(input).startsWith(root)',
      },
    ],
  },
  {
    title: 'the root side lexical, the path of unknown origin; win32 and a computed key',
    code: [
      "import { win32 } from 'path';",
      "import * as nodePath from 'node:path';",
      'export function isInside(root, file) {',
      "  const key = 'normalize';",
      '  return file.startsWith(win32.resolve(root)) || file.startsWith(nodePath[key](root));',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.win32.resolve', 'win32.resolve(root)', 'the root'),
        span: 'file.startsWith(win32.resolve(root))',
      },
      {
        messageId: 'lexical',
        data: lexical('path.normalize', 'nodePath[key](root)', 'the root'),
        span: 'file.startsWith(nodePath[key](root))',
      },
    ],
  },
  {
    title: 'a traversal test on a normalized path, and a constant root',
    code: [
      "import path from 'path';",
      'export function check(input) {',
      "  if (path.normalize(input).startsWith('..')) throw new Error('outside');",
      "  return path.resolve('/srv', input).startsWith('/srv/data');",
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.normalize', 'path.normalize(input)'),
        span: "path.normalize(input).startsWith('..')",
      },
      {
        messageId: 'lexical',
        data: lexical('path.resolve', "path.resolve('/srv', input)"),
        span: "path.resolve('/srv', input).startsWith('/srv/data')",
      },
    ],
  },
  {
    title: "a '..' test on an archive path normalized with path.posix",
    code: [
      "import path from 'node:path';",
      'export function escapes(entryPath, linkPath) {',
      '  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(entryPath), linkPath));',
      "  return resolved.startsWith('../') || resolved === '..' || resolved.startsWith(`..${path.sep}`);",
      '}',
    ].join('\n'),
    errors: [
      { messageId: 'lexical', data: lexical('path.posix.normalize', 'resolved'), span: "resolved.startsWith('../')" },
    ],
  },
  {
    title: 'half-canonical: a realpath against a lexical root, and a lexical path against a realpath',
    code: [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      'export async function isInside(rootDir, input) {',
      '  const root = path.resolve(rootDir);',
      '  const real = fs.realpathSync(input);',
      '  const realRoot = await fs.promises.realpath(rootDir);',
      '  return real.startsWith(root + path.sep) && path.join(realRoot, input).startsWith(realRoot + path.sep);',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'halfCanonical',
        data: { name: 'path.resolve', path: 'root + path.sep', canonical: 'real' },
        span: 'real.startsWith(root + path.sep)',
      },
      {
        messageId: 'halfCanonical',
        data: { name: 'path.join', path: 'path.join(realRoot, input)', canonical: 'realRoot + path.sep' },
        span: 'path.join(realRoot, input).startsWith(realRoot + path.sep)',
      },
    ],
  },
  {
    title: 'canonical on both sides without a separator boundary',
    code: [
      "import { realpathSync } from 'node:fs';",
      'export function isInside(rootDir, input) {',
      '  const root = realpathSync.native(rootDir);',
      '  const real = realpathSync(input);',
      '  return real.startsWith(root) || real.indexOf(root) === 0;',
      '}',
    ].join('\n'),
    errors: [{ messageId: 'noBoundary', data: { name: 'root', path: 'real' }, span: 'real.startsWith(root)' }],
  },
  {
    title: 'the relative idiom on a lexical path: one finding per check',
    code: [
      "import path from 'path';",
      'export function isInside(root, input) {',
      '  const rel = path.relative(root, path.join(root, input));',
      "  if (rel === '..') return false;",
      "  return !rel.startsWith('..') && !path.isAbsolute(rel);",
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexicalRelative',
        data: { name: 'path.join', path: 'rel', relative: 'path.relative' },
        span: "rel === '..'",
      },
      {
        messageId: 'lexicalRelative',
        data: { name: 'path.join', path: 'rel', relative: 'path.relative' },
        span: "rel.startsWith('..')",
      },
    ],
  },
  {
    title: 'parameters reassigned lexically, a write on one branch, a write a loop brings back',
    code: [
      "import fs from 'fs';",
      "import path from 'path';",
      'export function a(root, file) {',
      '  root = path.resolve(root);',
      '  file = path.resolve(root, file);',
      '  return file.startsWith(root + path.sep);',
      '}',
      'export function b(rootDir, file, extra) {',
      '  const root = fs.realpathSync(rootDir);',
      '  let real = fs.realpathSync(file);',
      '  if (extra) real = path.join(real, extra);',
      '  return real.startsWith(root + path.sep);',
      '}',
      'export function c(rootDir, file) {',
      '  const root = fs.realpathSync(rootDir);',
      '  let dir = fs.realpathSync(file);',
      '  while (dir.startsWith(root + path.sep)) dir = path.join(dir, "..");',
      '}',
    ].join('\n'),
    errors: [
      { messageId: 'lexical', data: lexical('path.resolve', 'file'), span: 'file.startsWith(root + path.sep)' },
      {
        messageId: 'halfCanonical',
        data: { name: 'path.join', path: 'real', canonical: 'root + path.sep' },
        span: 'real.startsWith(root + path.sep)',
      },
      {
        messageId: 'halfCanonical',
        data: { name: 'path.join', path: 'dir', canonical: 'root + path.sep' },
        span: 'dir.startsWith(root + path.sep)',
      },
    ],
  },
  {
    title: 'string methods keep a path a path: case folding, slash rewriting',
    code: [
      "import path from 'path';",
      'export function isInside(root, input) {',
      '  const file = path.resolve(root, input);',
      "  return file.startsWith(root) || file.toLowerCase().startsWith(root.toLowerCase()) || file.replace(/\\\\/g, '/').startsWith(root);",
      '}',
    ].join('\n'),
    errors: [{ messageId: 'lexical', data: lexical('path.resolve', 'file'), span: 'file.startsWith(root)' }],
  },
  {
    title: 'a #private field written only in the class',
    code: [
      "import fs from 'fs';",
      "import path from 'path';",
      'export class Fence {',
      '  #root;',
      '  constructor(dir) {',
      '    this.#root = path.resolve(dir);',
      '  }',
      '  has(file) {',
      '    const check = () => fs.realpathSync(file).startsWith(this.#root + path.sep);',
      '    return check();',
      '  }',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'halfCanonical',
        data: { name: 'path.resolve', path: 'this.#root + path.sep', canonical: 'fs.realpathSync(file)' },
        span: 'fs.realpathSync(file).startsWith(this.#root + path.sep)',
      },
    ],
  },
  {
    title: 'a readonly field (TypeScript), and import = require',
    ts: true,
    code: [
      "import fs = require('fs');",
      'export class Fence {',
      '  private readonly root: string;',
      '  private readonly other = fs.realpathSync(process.cwd());',
      '  constructor(dir: string) {',
      '    this.root = fs.realpathSync(dir);',
      '  }',
      '  has(file: string): boolean {',
      '    return fs.realpathSync(file).startsWith(this.root) || fs.realpathSync(file).startsWith(this.other!);',
      '  }',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'noBoundary',
        data: { name: 'this.root', path: 'fs.realpathSync(file)' },
        span: 'fs.realpathSync(file).startsWith(this.root)',
      },
      {
        messageId: 'noBoundary',
        data: { name: 'this.other!', path: 'fs.realpathSync(file)' },
        span: 'fs.realpathSync(file).startsWith(this.other!)',
      },
    ],
  },
  {
    title: 'with types: a barrel that re-exports resolve',
    ts: true,
    typed: true,
    code: [
      "import { resolve } from './path-barrel.js';",
      'export function isInside(root: string, input: string): boolean {',
      '  return resolve(root, input).startsWith(root);',
      '}',
    ].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.resolve', 'resolve(root, input)'),
        span: 'resolve(root, input).startsWith(root)',
      },
    ],
  },
  {
    title: 'an exempt file: the fence lives there, so the rule applies',
    code: [
      "import path from 'path';",
      'export function isInside(root, input) {',
      '  return path.join(root, input).startsWith(root);',
      '}',
    ].join('\n'),
    filename: 'src/security/path-validator.ts',
    modes: untypedModes,
    settings: { exemptFiles: ['security/path-validator.ts'] },
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.join', 'path.join(root, input)'),
        span: 'path.join(root, input).startsWith(root)',
      },
    ],
  },
  {
    title: 'an exempt folder',
    code: "import path from 'path';\nexport const inside = (root, input) => path.join(root, input).startsWith(root);",
    filename: 'tests/helpers.ts',
    modes: untypedModes,
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.join', 'path.join(root, input)'),
        span: 'path.join(root, input).startsWith(root)',
      },
    ],
  },
];

/**
 * Where a value comes from (src/analysis/producers/path-origin.ts): which writes of a variable reach a test,
 * how branches merge, the realpath callback, `.call`/`.apply`, class fields. Each case puts the
 * forms that decide one question side by side, the silent ones next to the reported ones.
 */

function origin(
  title: string,
  lines: readonly string[],
  errors: readonly ExpectedError<Id>[] = [],
  extra: Partial<Case> = {},
): void {
  const code = ["import fs from 'fs';", "import path from 'path';", ...lines].join('\n');
  if (errors.length === 0) valid.push({ title, code, ...extra });
  else invalid.push({ title, code, errors, ...extra });
}

const half = (name: string, path: string, canonical: string) => ({ name, path, canonical });

origin(
  'a write in the outer function after a closure reaches the closure (arrow, function expression, function declaration)',
  [
    'export function f(rootDir, dir) {',
    '  let root = fs.realpathSync(rootDir);',
    '  const arrow = (file) => fs.realpathSync(file).startsWith(root + path.sep);',
    '  const expression = function (file) { return fs.realpathSync(file).startsWith(root + path.sep); };',
    '  function declaration(file) { return fs.realpathSync(file).startsWith(root + path.sep); }',
    '  root = path.resolve(dir);',
    '  return [arrow, expression, declaration];',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
      nth: 1,
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
      nth: 2,
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
      nth: 3,
    },
  ],
);

origin('a write that always runs before a closure replaces the earlier ones', [
  'export function f(rootDir, dir) {',
  '  let root = path.resolve(dir);',
  '  root = fs.realpathSync(rootDir);',
  '  return (file) => fs.realpathSync(file).startsWith(root + path.sep);',
  '}',
]);

origin(
  'a write in a block or on an if branch does not replace the earlier one',
  [
    'export function inBlock(rootDir, file, strict) {',
    '  let root = path.resolve(rootDir);',
    '  if (strict) {',
    '    root = fs.realpathSync(rootDir);',
    '  }',
    '  return fs.realpathSync(file).startsWith(root + path.sep);',
    '}',
    'export function onBranch(rootDir, file, strict) {',
    '  let root = path.resolve(rootDir);',
    '  if (strict) root = fs.realpathSync(rootDir);',
    '  return fs.realpathSync(file).startsWith(root + path.sep);',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
      nth: 1,
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
      nth: 2,
    },
  ],
);

origin('a write that always runs replaces the earlier one: at module level, in a static block, last in the file', [
  "let root = path.resolve('data');",
  "root = fs.realpathSync('data');",
  'export class Fence {',
  '  static inside;',
  '  static {',
  "    let dir = path.resolve('data');",
  "    dir = fs.realpathSync('data');",
  "    Fence.inside = fs.realpathSync('x').startsWith(dir + path.sep);",
  '  }',
  '}',
  'export default (file) => fs.realpathSync(file).startsWith(root + path.sep)',
]);

origin('a write after the test does not reach it: in the same function, in a closure inside a loop', [
  'export function f(rootDir, file, files) {',
  '  const root = fs.realpathSync(rootDir);',
  '  let real = fs.realpathSync(file);',
  '  const inside = real.startsWith(root + path.sep);',
  "  real = path.join(real, 'x');",
  '  for (const each of files) {',
  '    const check = () => {',
  '      let other = fs.realpathSync(each);',
  '      const ok = other.startsWith(root + path.sep);',
  "      other = path.join(other, 'x');",
  '      return ok;',
  '    };',
  '    check();',
  '  }',
  '  return inside;',
  '}',
]);

origin(
  'a write in the enclosing function or module replaced before the test does not reach it',
  [
    "let root = path.resolve('data');",
    'export function f(file) {',
    "  root = fs.realpathSync('data');",
    '  return fs.realpathSync(file).startsWith(root);',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(root)',
    },
  ],
);

origin(
  'a write in a sibling closure cannot be ordered, so it reaches the test',
  [
    'export function f(rootDir, file, dir) {',
    '  let root = fs.realpathSync(rootDir);',
    '  const reset = () => {',
    '    root = path.resolve(dir);',
    '  };',
    '  reset();',
    '  return fs.realpathSync(file).startsWith(root + path.sep);',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
    },
  ],
);

origin(
  'a single let write, and the writes ordered by position (a var assigned before its hoisted declaration)',
  [
    'export function f(root, input) {',
    '  let target = path.resolve(root, input);',
    '  return target.startsWith(root);',
    '}',
    'export function g(file) {',
    '  dir = fs.realpathSync(file);',
    '  var dir = path.resolve(file);',
    '  return fs.realpathSync(file).startsWith(dir + path.sep);',
    '}',
  ],
  [
    { messageId: 'lexical', data: lexical('path.resolve', 'target'), span: 'target.startsWith(root)' },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'dir + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(dir + path.sep)',
    },
  ],
);

origin(
  'branches merge: two realpaths are canonical, a realpath and a parameter are not shown',
  [
    'export function f(rootDir, file, other, pick) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const mixed = (pick ? fs.realpathSync(file) : other).startsWith(root);',
    '  return mixed || (pick ? fs.realpathSync(file) : fs.realpathSync(other)).startsWith(root);',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'pick ? fs.realpathSync(file) : fs.realp…' },
      span: '(pick ? fs.realpathSync(file) : fs.realpathSync(other)).startsWith(root)',
    },
  ],
);

origin(
  'a parameter reassigned with a realpath is canonical; on a branch, the caller’s value still reaches',
  [
    'export function f(rootDir, file, other, strict) {',
    '  const root = fs.realpathSync(rootDir);',
    '  file = fs.realpathSync(file);',
    '  if (strict) other = fs.realpathSync(other);',
    '  return file.startsWith(root) || other.startsWith(root);',
    '}',
  ],
  [{ messageId: 'noBoundary', data: { name: 'root', path: 'file' }, span: 'file.startsWith(root)' }],
);

origin(
  'a function name and a catch parameter reassigned with a realpath are canonical; on a branch, not shown',
  [
    'function dir() {}',
    "dir = fs.realpathSync('data');",
    'export function f(file) {',
    '  try {',
    '    return fs.realpathSync(file).startsWith(dir);',
    '  } catch (base) {',
    "    base = fs.realpathSync('data');",
    '    return fs.realpathSync(file).startsWith(base);',
    '  }',
    '}',
    'export function g(file) {',
    '  try {',
    '    return 1;',
    '  } catch (base) {',
    "    if (file) base = fs.realpathSync('data');",
    '    return fs.realpathSync(file).startsWith(base);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'dir', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(dir)',
    },
    {
      messageId: 'noBoundary',
      data: { name: 'base', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(base)',
    },
  ],
);

origin('a destructured element is not the path; a for-of variable holds the element inside its loop', [
  'export function f(root, input, dirs) {',
  '  const [drive] = path.resolve(input);',
  '  let { length } = path.join(root, input);',
  '  let dir = path.resolve(root);',
  '  for (dir of dirs) {',
  '    if (input.startsWith(dir)) return true;',
  '  }',
  '  return drive.startsWith(root) || length.startsWith(root);',
  '}',
]);

origin(
  'a for…in, for…of or for await…of header may write zero times: after the loop the write before it still reaches (a bare name, var, destructuring)',
  [
    'export async function f(rootDir, file, dirs) {',
    '  const real = fs.realpathSync(file);',
    '  let a = path.resolve(rootDir);',
    '  for (a of dirs) {}',
    '  let b = path.resolve(rootDir);',
    '  for (b in dirs) {}',
    '  let c = path.resolve(rootDir);',
    '  for await (c of dirs) {}',
    '  let d = path.resolve(rootDir);',
    '  for ({ d } of dirs);',
    '  let e = path.resolve(rootDir);',
    '  for ([e = rootDir] of dirs) {}',
    '  var g = path.resolve(rootDir);',
    '  for (var g of dirs) {}',
    '  return [',
    '    real.startsWith(a + path.sep),',
    '    real.startsWith(b + path.sep),',
    '    real.startsWith(c + path.sep),',
    '    real.startsWith(d + path.sep),',
    '    real.startsWith(e + path.sep),',
    '    real.startsWith(g + path.sep),',
    '  ];',
    '}',
  ],
  ['a', 'b', 'c', 'd', 'e', 'g'].map((name): ExpectedError<Id> => ({
    messageId: 'halfCanonical',
    data: half('path.resolve', `${name} + path.sep`, 'real'),
    span: `real.startsWith(${name} + path.sep)`,
  })),
);

origin(
  'inside its loop a for…in/for…of header’s write always runs first, also before a closure in the body, and a later write in the body does not come back past it',
  [
    'export async function f(rootDir, dirs) {',
    '  const root = fs.realpathSync(rootDir);',
    '  let a = path.resolve(rootDir);',
    '  for (a of dirs) if (a.startsWith(root + path.sep)) return true;',
    '  let b = path.resolve(rootDir);',
    '  for (b in dirs) {',
    '    if (b.startsWith(root + path.sep)) return true;',
    '  }',
    '  let c = path.resolve(rootDir);',
    '  for await (c of dirs) {',
    '    const check = () => c.startsWith(root + path.sep);',
    '    if (check()) return true;',
    '  }',
    '  let d = path.resolve(rootDir);',
    '  for ({ d } of dirs) if (d.startsWith(root + path.sep)) return true;',
    '  let e = path.resolve(rootDir);',
    '  for ([e = rootDir] of dirs) if (e.startsWith(root + path.sep)) return true;',
    '  var g = path.resolve(rootDir);',
    '  for (var g of dirs) {',
    '    if (g.startsWith(root + path.sep)) return true;',
    "    g = path.join(g, 'x');",
    '  }',
    '  return false;',
    '}',
  ],
);

origin(
  'a write that always runs first inside a loop is not passed by a later write of that loop; one before the loop (a for(;;) init, a let before a while) is',
  [
    'export function f(rootDir, file, dirs) {',
    '  const root = fs.realpathSync(rootDir);',
    '  for (let dir of dirs) {',
    '    dir = fs.realpathSync(dir);',
    '    if (dir.startsWith(root + path.sep)) return true;',
    "    dir = path.join(dir, 'x');",
    '  }',
    '  let other;',
    '  while (dirs.length) {',
    '    other = fs.realpathSync(dirs.pop());',
    '    if (other.startsWith(root + path.sep)) return true;',
    "    other = path.join(other, 'x');",
    '  }',
    "  for (let up = fs.realpathSync(file); up !== root; up = path.join(up, '..')) {",
    '    if (up.startsWith(root + path.sep)) return true;',
    '  }',
    '  let last = fs.realpathSync(file);',
    '  while (last !== root) {',
    '    if (last.startsWith(root + path.sep)) return true;',
    "    last = path.join(last, '..');",
    '  }',
    '  return false;',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.join', 'up', 'root + path.sep'),
      span: 'up.startsWith(root + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.join', 'last', 'root + path.sep'),
      span: 'last.startsWith(root + path.sep)',
    },
  ],
);

origin(
  'a write in a statement’s head always runs (an if’s, a while’s or a do-while’s test, a switch’s value, a for(;;)’s init or test, a for…of’s iterable), as does a destructuring assignment or a chained one',
  [
    'export function f(rootDir, file, next, opts, list) {',
    '  let a = path.resolve(rootDir);',
    '  if ((a = fs.realpathSync(rootDir))) next();',
    '  let b = path.resolve(rootDir);',
    '  while ((b = fs.realpathSync(rootDir))) next();',
    '  let c = path.resolve(rootDir);',
    '  do next(); while ((c = fs.realpathSync(rootDir)));',
    '  let d = path.resolve(rootDir);',
    '  switch ((d = fs.realpathSync(rootDir))) {',
    '    default:',
    '      next();',
    '  }',
    '  let e = path.resolve(rootDir);',
    '  for (e = fs.realpathSync(rootDir); !e; ) next();',
    '  let g = path.resolve(rootDir);',
    '  for (; (g = fs.realpathSync(rootDir)); ) next();',
    '  let h = path.resolve(rootDir);',
    '  ({ h } = opts);',
    '  let i = path.resolve(rootDir);',
    '  [, i] = list;',
    '  let j = path.resolve(rootDir);',
    '  ({ key: j = rootDir } = opts);',
    '  let k = path.resolve(rootDir);',
    '  [...k] = list;',
    '  let m = path.resolve(rootDir);',
    '  opts = m = fs.realpathSync(rootDir);',
    '  let n = path.resolve(rootDir);',
    '  for (const item of ((n = fs.realpathSync(rootDir)), list)) next(item);',
    '  const real = fs.realpathSync(file);',
    '  return [',
    '    real.startsWith(a + path.sep) && real.startsWith(b + path.sep) && real.startsWith(c + path.sep),',
    '    real.startsWith(d + path.sep) && real.startsWith(e + path.sep) && real.startsWith(g + path.sep),',
    '    real.startsWith(h + path.sep) && real.startsWith(i + path.sep) && real.startsWith(j + path.sep),',
    '    real.startsWith(k + path.sep) && real.startsWith(m + path.sep) && real.startsWith(n + path.sep),',
    '  ];',
    '}',
  ],
);

origin('a write hides the earlier ones within its own branch, loop body or iterable, even where it may not run', [
  'export function f(rootDir, file, strict, dirs) {',
  '  const real = fs.realpathSync(file);',
  '  const found = [];',
  '  let a = path.resolve(rootDir);',
  '  if (strict) (a = fs.realpathSync(rootDir)), found.push(real.startsWith(a + path.sep));',
  '  let b = path.resolve(rootDir);',
  '  for (const dir of dirs) (b = fs.realpathSync(dir)), found.push(real.startsWith(b + path.sep));',
  '  let c = path.resolve(rootDir);',
  '  found.push(strict ? ((c = fs.realpathSync(rootDir)), real.startsWith(c + path.sep)) : false);',
  '  let d = path.resolve(rootDir);',
  '  for (const dir of ((d = fs.realpathSync(rootDir)), dirs)) found.push(real.startsWith(d + path.sep), dir);',
  '  return found;',
  '}',
]);

origin(
  'a write that may not run does not hide the earlier one: a for(;;)’s update or body, a for…of body, a default value, the right of ??=; nor does one on the other branch',
  [
    'export function f(rootDir, file, list, opts, strict) {',
    '  let a = path.resolve(rootDir);',
    '  for (let i = 0; i < list.length; a = fs.realpathSync(rootDir)) i += 1;',
    '  let b = path.resolve(rootDir);',
    '  for (let i = 0; i < list.length; i += 1) b = fs.realpathSync(rootDir);',
    '  let c = path.resolve(rootDir);',
    '  [opts = (c = fs.realpathSync(rootDir))] = list;',
    '  let d = path.resolve(rootDir);',
    '  opts ??= d = fs.realpathSync(rootDir);',
    '  let e = path.resolve(rootDir);',
    '  for (const dir of list) e = fs.realpathSync(dir);',
    '  const real = fs.realpathSync(file);',
    '  const found = [];',
    '  let g = path.resolve(rootDir);',
    '  if (strict) g = fs.realpathSync(rootDir);',
    '  else found.push(real.startsWith(g + path.sep));',
    '  let h = path.resolve(rootDir);',
    '  found.push(strict ? (h = fs.realpathSync(rootDir)) : real.startsWith(h + path.sep));',
    '  let k = path.resolve(rootDir);',
    '  for (let i = 0; i < 1; k = fs.realpathSync(rootDir)) found.push(real.startsWith(k + path.sep));',
    '  return [',
    '    ...found,',
    '    real.startsWith(a + path.sep),',
    '    real.startsWith(b + path.sep),',
    '    real.startsWith(c + path.sep),',
    '    real.startsWith(d + path.sep),',
    '    real.startsWith(e + path.sep),',
    '  ];',
    '}',
  ],
  ['g', 'h', 'k', 'a', 'b', 'c', 'd', 'e'].map((name): ExpectedError<Id> => ({
    messageId: 'halfCanonical',
    data: half('path.resolve', `${name} + path.sep`, 'real'),
    span: `real.startsWith(${name} + path.sep)`,
  })),
);

origin(
  'a TypeScript wrapper around the target of an assignment: the value written still reaches',
  [
    'export function f(rootDir: string, file: string): boolean[] {',
    '  const real = fs.realpathSync(file);',
    '  let a: unknown = fs.realpathSync(rootDir);',
    '  (a as string) = path.resolve(rootDir);',
    '  let b: string | undefined = fs.realpathSync(rootDir);',
    '  b! = path.resolve(rootDir);',
    '  let c: unknown = path.resolve(rootDir);',
    '  (c as string) = fs.realpathSync(rootDir);',
    '  return [real.startsWith(a + path.sep), real.startsWith(b + path.sep), real.startsWith(c + path.sep)];',
    '}',
  ],
  ['a', 'b'].map((name): ExpectedError<Id> => ({
    messageId: 'halfCanonical',
    data: half('path.resolve', `${name} + path.sep`, 'real'),
    span: `real.startsWith(${name} + path.sep)`,
  })),
  { ts: true },
);

origin(
  'the realpath callback: its second parameter, with or without options, and only as the last argument of realpath',
  [
    'export function f(rootDir, input, done) {',
    '  const root = fs.realpathSync(rootDir);',
    '  fs.realpath(input, (error, real) => done(real.startsWith(root)));',
    "  fs.realpath(input, 'utf8', (error, real) => done(real.startsWith(root)));",
    '  fs.realpath(input, (first, second) => done(first.startsWith(root)));',
    '  fs.readFile(input, (error, data) => done(data.startsWith(root)));',
    '  fs.realpath(input, (error, value) => done(value.startsWith(root)), undefined);',
    '}',
  ],
  [
    { messageId: 'noBoundary', data: { name: 'root', path: 'real' }, span: 'real.startsWith(root)', nth: 1 },
    { messageId: 'noBoundary', data: { name: 'root', path: 'real' }, span: 'real.startsWith(root)', nth: 2 },
  ],
);

origin(
  'the callback realpath returns nothing unless awaited; another fs call returns no path',
  [
    'export async function f(rootDir, input, done) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const nothing = fs.realpath(input, done);',
    "  const data = fs.readFileSync(input, 'utf8');",
    '  const awaited = await fs.realpath(input);',
    '  return [nothing.startsWith(root), data.startsWith(root), awaited.startsWith(root)];',
    '}',
  ],
  [{ messageId: 'noBoundary', data: { name: 'root', path: 'awaited' }, span: 'awaited.startsWith(root)' }],
);

origin(
  'an awaited realpath seen through a TypeScript wrapper',
  [
    'export async function f(rootDir: string, input: string) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const real = await (fs.realpath(input) as unknown as Promise<string>);',
    '  return real.startsWith(root);',
    '}',
  ],
  [{ messageId: 'noBoundary', data: { name: 'root', path: 'real' }, span: 'real.startsWith(root)' }],
  { ts: true },
);

origin(
  'normalize and a one-argument resolve keep a canonical path canonical (also through .call, and .apply of an array literal); more arguments, or an .apply list the file cannot show, make it lexical',
  [
    'export function f(rootDir, input, parts) {',
    '  const root = fs.realpathSync(rootDir);',
    '  return [',
    '    fs.realpathSync(input).startsWith(path.resolve(root) + path.sep),',
    '    fs.realpathSync(input).startsWith(path.normalize(root) + path.sep),',
    '    fs.realpathSync(input).startsWith(path.resolve.call(null, root) + path.sep),',
    '    path.resolve(root, input).startsWith(root + path.sep),',
    '    fs.realpathSync(input).startsWith(path.resolve.apply(null, [root]) + path.sep),',
    '    path.resolve.apply(null, parts).startsWith(root + path.sep),',
    '    path.dirname.call(null, fs.realpathSync(input)).startsWith(root),',
    '    path.dirname.apply(null, [fs.realpathSync(input)]).startsWith(root),',
    '  ];',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'path.resolve(root, input)', 'root + path.sep'),
      span: 'path.resolve(root, input).startsWith(root + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'path.resolve.apply(null, parts)', 'root + path.sep'),
      span: 'path.resolve.apply(null, parts).startsWith(root + path.sep)',
    },
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'path.dirname.call(null, fs.realpathSync…' },
      span: 'path.dirname.call(null, fs.realpathSync(input)).startsWith(root)',
    },
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'path.dirname.apply(null, [fs.realpathSy…' },
      span: 'path.dirname.apply(null, [fs.realpathSync(input)]).startsWith(root)',
    },
  ],
);

origin(
  'a string method keeps a path a path only when it returns the path again',
  [
    'export function f(root, input) {',
    '  const full = path.resolve(root, input);',
    '  return [full.toLowerCase().startsWith(root), full.slice(1).startsWith(root), full.trim().indexOf(root) === 0];',
    '}',
  ],
  [
    {
      messageId: 'lexical',
      data: lexical('path.resolve', 'full.toLowerCase()'),
      span: 'full.toLowerCase().startsWith(root)',
    },
    { messageId: 'lexical', data: lexical('path.resolve', 'full.trim()'), span: 'full.trim().indexOf(root) === 0' },
  ],
);

origin(
  'a #private field among others, and one read in another field’s initialiser',
  [
    'export class Fence {',
    "  #other = fs.realpathSync('a');",
    "  #root = path.resolve('data');",
    '  #prefix = this.#root + path.sep;',
    '  has(file) {',
    '    const direct = fs.realpathSync(file).startsWith(this.#root + path.sep);',
    '    const prefixed = fs.realpathSync(file).startsWith(this.#prefix);',
    '    return direct || prefixed;',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.#root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.#root + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.#prefix', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.#prefix)',
    },
  ],
);

origin(
  'a readonly field is followed through this, not through another object',
  [
    'export class Fence {',
    "  readonly root = path.resolve('data');",
    '  has(file: string, options: { root: string }): boolean {',
    '    const other = fs.realpathSync(file).startsWith(options.root + path.sep);',
    '    return other || fs.realpathSync(file).startsWith(this.root + path.sep);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.root + path.sep)',
    },
  ],
  { ts: true },
);

origin(
  'assignment operators: ??= and ||= merge both sides, &&= keeps the right, += keeps the path at the start',
  [
    'export function f(rootDir, file, dir) {',
    '  let root = fs.realpathSync(rootDir);',
    '  root ??= path.resolve(dir);',
    '  let other = path.resolve(dir);',
    '  other ||= fs.realpathSync(rootDir);',
    '  let joined = fs.realpathSync(rootDir);',
    '  joined &&= path.join(joined, dir);',
    '  let prefix = path.resolve(dir);',
    '  prefix += path.sep;',
    '  let real = fs.realpathSync(rootDir);',
    '  real ??= fs.realpathSync(dir);',
    '  const a = fs.realpathSync(file).startsWith(root + path.sep);',
    '  const b = fs.realpathSync(file).startsWith(other + path.sep);',
    '  const c = fs.realpathSync(file).startsWith(joined + path.sep);',
    '  const d = fs.realpathSync(file).startsWith(prefix);',
    '  return [a, b, c, d, fs.realpathSync(file).startsWith(real)];',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(root + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'other + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(other + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.join', 'joined + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(joined + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'prefix', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(prefix)',
    },
    {
      messageId: 'noBoundary',
      data: { name: 'real', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(real)',
    },
  ],
);

origin(
  'a #private field also set with ??= in a method: the writes agree',
  [
    'export class Fence {',
    "  #root = path.resolve('data');",
    '  reset(dir) {',
    '    this.#root ??= path.resolve(dir);',
    '  }',
    '  has(file) {',
    '    return fs.realpathSync(file).startsWith(this.#root + path.sep);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.#root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.#root + path.sep)',
    },
  ],
);

origin(
  'the expressions a path passes through: templates that start with it, &&, ||, an assignment, a sequence',
  [
    'export function f(root, input, other, ok) {',
    '  const full = path.resolve(root, input);',
    '  let target;',
    '  return [',
    '    `${full}/sub`.startsWith(root),',
    '    `./${full}`.startsWith(root),',
    '    (ok && full).startsWith(root),',
    '    (full || other).startsWith(root),',
    '    (target = path.join(root, input)).startsWith(root),',
    '    (ok, other, full).startsWith(root),',
    '    (ok, full, other).startsWith(root),',
    '  ];',
    '}',
  ],
  [
    { messageId: 'lexical', data: lexical('path.resolve', '`${full}/sub`'), span: '`${full}/sub`.startsWith(root)' },
    { messageId: 'lexical', data: lexical('path.resolve', 'ok && full'), span: '(ok && full).startsWith(root)' },
    { messageId: 'lexical', data: lexical('path.resolve', 'full || other'), span: '(full || other).startsWith(root)' },
    {
      messageId: 'lexical',
      data: lexical('path.join', 'target = path.join(root, input)'),
      span: '(target = path.join(root, input)).startsWith(root)',
    },
    {
      messageId: 'lexical',
      data: lexical('path.resolve', 'ok, other, full'),
      span: '(ok, other, full).startsWith(root)',
    },
  ],
);

origin(
  'TypeScript wrappers around a path keep its origin',
  [
    'export function f(root: string, input: string): boolean[] {',
    '  const full = path.resolve(root, input);',
    '  return [(full as string).startsWith(root), full!.startsWith(root)];',
    '}',
  ],
  [
    {
      messageId: 'lexical',
      data: lexical('path.resolve', 'full as string'),
      span: '(full as string).startsWith(root)',
    },
    { messageId: 'lexical', data: lexical('path.resolve', 'full!'), span: 'full!.startsWith(root)' },
  ],
  { ts: true },
);

origin(
  'the native callback realpath returns nothing; a pending promises.realpath is canonical once awaited',
  [
    'export async function f(rootDir, input, done) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const native = fs.realpath.native(input, done);',
    '  const pending = fs.promises.realpath(input);',
    '  return [native.startsWith(root), (await pending).startsWith(root)];',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'await pending' },
      span: '(await pending).startsWith(root)',
    },
  ],
);

origin('a prefix assigned with a separator later is bounded; a global another file may write is not shown', [
  '/* global base:writable */',
  "base = fs.realpathSync('data');",
  'export function f(rootDir, file) {',
  '  const root = fs.realpathSync(rootDir);',
  '  let prefix;',
  '  prefix = root + path.sep;',
  '  return fs.realpathSync(file).startsWith(prefix) || fs.realpathSync(file).startsWith(base);',
  '}',
]);

origin(
  'a #private field is one field through any object of its class (its brand check throws for another object): written or read through another instance, or through this in a nested function',
  [
    'export class Fence {',
    '  #root;',
    '  static create(dir) {',
    '    const fence = new Fence();',
    '    fence.#root = path.resolve(dir);',
    '    return fence;',
    '  }',
    '  static has(fence, file) {',
    '    return fs.realpathSync(file).startsWith(fence.#root + path.sep);',
    '  }',
    '  has(file) {',
    '    function check() {',
    '      return fs.realpathSync(file).startsWith(this.#root + path.sep);',
    '    }',
    '    return check.call(this) || fs.realpathSync(file).startsWith(this.#root + path.sep);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'fence.#root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(fence.#root + path.sep)',
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.#root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.#root + path.sep)',
      nth: 1,
    },
    {
      messageId: 'halfCanonical',
      data: half('path.resolve', 'this.#root + path.sep', 'fs.realpathSync(file)'),
      span: 'fs.realpathSync(file).startsWith(this.#root + path.sep)',
      nth: 2,
    },
  ],
);

origin(
  'a #private field written through another instance or in a nested function is written: writes that disagree are not shown',
  [
    'export class Adopted {',
    "  #root = path.resolve('data');",
    '  adopt(other, dir) {',
    '    other.#root = fs.realpathSync(dir);',
    '  }',
    '  has(file) {',
    '    return fs.realpathSync(file).startsWith(this.#root + path.sep);',
    '  }',
    '}',
    'export class Nested {',
    "  #root = fs.realpathSync('data');",
    '  reset(dir) {',
    '    function lexical() {',
    '      this.#root = path.resolve(dir);',
    '    }',
    '    lexical.call(this);',
    '  }',
    '  has(file) {',
    '    return fs.realpathSync(file).startsWith(this.#root);',
    '  }',
    '}',
  ],
);

origin(
  'a #name in an inner class is the inner class’s field when it declares one, the outer class’s otherwise',
  [
    'export class Fence {',
    "  #root = fs.realpathSync('data');",
    "  #base = fs.realpathSync('data');",
    '  make(dir) {',
    '    return class {',
    '      #root;',
    '      set(other) {',
    '        other.#root = path.resolve(dir);',
    '      }',
    '      setOuter(outer) {',
    '        outer.#base = path.resolve(dir);',
    '      }',
    '    };',
    '  }',
    '  has(file) {',
    '    return fs.realpathSync(file).startsWith(this.#root) || fs.realpathSync(file).startsWith(this.#base);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'this.#root', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(this.#root)',
    },
  ],
);

origin(
  'a readonly field: this in a nested function, an object literal’s method or a static method is not the instance, so its writes and reads are not the field’s',
  [
    'export class Fence {',
    "  readonly root: string = fs.realpathSync('data');",
    "  static root = '';",
    '  static reset(dir: string): void {',
    '    this.root = path.resolve(dir);',
    '  }',
    '  constructor(dir: string) {',
    '    function reset(this: { root: string }) {',
    '      this.root = path.resolve(dir);',
    '    }',
    "    reset.call({ root: '' });",
    "    const helper = { root: '', set() { this.root = path.resolve(dir); } };",
    '    helper.set();',
    '  }',
    '  has(file: string): boolean {',
    '    return fs.realpathSync(file).startsWith(this.root);',
    '  }',
    '  check(file: string): boolean {',
    '    function inner(this: { root: string }) {',
    '      return fs.realpathSync(file).startsWith(this.root);',
    '    }',
    '    return inner.call(this);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'this.root', path: 'fs.realpathSync(file)' },
      span: 'fs.realpathSync(file).startsWith(this.root)',
      nth: 1,
    },
  ],
  { ts: true },
);

origin(
  'with types: a path function only the checker shows (a dependency object, a barrel’s object) keeps its arguments: dirname, relative and a one-argument resolve read them; .call and .apply forward them',
  [
    "import { paths } from './path-barrel.js';",
    "export function f(lib: typeof import('path'), rootDir: string, input: string, parts: string[]): boolean[] {",
    '  const root = fs.realpathSync(rootDir);',
    '  const rel = lib.relative(root, lib.join(root, input));',
    '  const real = paths.tool.relative(root, fs.realpathSync(input));',
    '  return [',
    '    fs.realpathSync(input).startsWith(lib.resolve(root) + path.sep),',
    '    fs.realpathSync(input).startsWith(paths.tool.normalize(root) + path.sep),',
    '    fs.realpathSync(input).startsWith(lib.resolve.call(null, root) + path.sep),',
    '    lib.dirname(fs.realpathSync(input)).startsWith(root),',
    "    rel === '..',",
    "    real === '..',",
    '    fs.realpathSync(input).startsWith(paths.tool.normalize.apply(null, [root]) + path.sep),',
    '    fs.realpathSync(input).startsWith(paths.tool.normalize.apply(null, parts)),',
    '  ];',
    '}',
  ],
  [
    {
      messageId: 'noBoundary',
      data: { name: 'root', path: 'lib.dirname(fs.realpathSync(input))' },
      span: 'lib.dirname(fs.realpathSync(input)).startsWith(root)',
    },
    {
      messageId: 'lexicalRelative',
      data: { path: 'rel', relative: 'path.relative', name: 'path.join' },
      span: "rel === '..'",
    },
    {
      messageId: 'halfCanonical',
      data: half('path.normalize', 'paths.tool.normalize.apply(null, parts)', 'fs.realpathSync(input)'),
      span: 'fs.realpathSync(input).startsWith(paths.tool.normalize.apply(null, parts))',
    },
  ],
  { ts: true, typed: true },
);

origin(
  'relative paths merged: one computed from a lexical path decides, whichever write or branch it is; all from realpaths show nothing',
  [
    'export function f(rootDir, input, strict) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const real = fs.realpathSync(input);',
    '  let first = path.relative(root, path.join(root, input));',
    '  if (strict) first = path.relative(root, real);',
    '  let second = path.relative(root, real);',
    '  if (strict) second = path.relative(root, path.join(root, input));',
    '  const branch = strict ? path.relative(root, real) : path.relative(path.resolve(rootDir), real);',
    '  let both = path.relative(root, real);',
    '  if (strict) both = path.relative(real, root);',
    "  return [first === '..', second.startsWith('..'), path.isAbsolute(branch), both === '..'];",
    '}',
  ],
  [
    {
      messageId: 'lexicalRelative',
      data: { path: 'first', relative: 'path.relative', name: 'path.join' },
      span: "first === '..'",
    },
    {
      messageId: 'lexicalRelative',
      data: { path: 'second', relative: 'path.relative', name: 'path.join' },
      span: "second.startsWith('..')",
    },
    {
      messageId: 'lexicalRelative',
      data: { path: 'branch', relative: 'path.relative', name: 'path.resolve' },
      span: 'path.isAbsolute(branch)',
    },
  ],
);

origin(
  'a #private field set from path.relative is a relative path: lexical when its writes are (a lexical path agrees), not shown when one is computed from realpaths',
  [
    'export class Fence {',
    '  #lexical;',
    '  #real;',
    '  #mixed;',
    '  #split;',
    '  constructor(rootDir, input) {',
    '    const root = fs.realpathSync(rootDir);',
    '    this.#lexical = path.relative(root, path.join(root, input));',
    '    this.#real = path.relative(root, fs.realpathSync(input));',
    '    this.#mixed = path.relative(root, path.join(root, input));',
    '    this.#split = path.relative(root, fs.realpathSync(input));',
    '  }',
    '  reset(rootDir, input) {',
    '    this.#lexical = path.relative(rootDir, path.normalize(input));',
    '    this.#mixed = path.join(rootDir, input);',
    '    this.#split = path.relative(rootDir, path.normalize(input));',
    '  }',
    '  inside() {',
    "    return this.#lexical !== '..' && !this.#real.startsWith('..') && this.#split !== '..';",
    '  }',
    '  absolute() {',
    '    return path.isAbsolute(this.#mixed);',
    '  }',
    '}',
  ],
  [
    {
      messageId: 'lexicalRelative',
      data: { path: 'this.#lexical', relative: 'path.relative', name: 'path.join' },
      span: "this.#lexical !== '..'",
    },
    {
      messageId: 'lexicalRelative',
      data: { path: 'this.#mixed', relative: 'path.relative', name: 'path.join' },
      span: 'path.isAbsolute(this.#mixed)',
    },
  ],
);

origin('a var read before its only write holds no path yet: no write reaches the test', [
  'export function f(file) {',
  '  const inside = fs.realpathSync(file).startsWith(root + path.sep);',
  '  var root = path.resolve(file);',
  '  return inside;',
  '}',
]);

/**
 * The documented ways of reaching a lexical function (docs/rules/no-lexical-containment.md), each
 * in one case: a new form is added here once and runs in every mode its syntax allows.
 */
const reachForms: readonly {
  title: string;
  header: string;
  call: string;
  name: string;
  ts?: boolean;
  typed?: boolean;
}[] = [
  {
    title: 'a default import',
    header: "import path from 'path';",
    call: 'path.resolve(root, input)',
    name: 'path.resolve',
  },
  {
    title: 'a namespace import of node:path',
    header: "import * as path from 'node:path';",
    call: 'path.join(root, input)',
    name: 'path.join',
  },
  {
    title: 'a named import',
    header: "import { normalize } from 'path';",
    call: 'normalize(input)',
    name: 'path.normalize',
  },
  {
    title: 'a renamed import of node:path/posix',
    header: "import { resolve as toAbsolute } from 'node:path/posix';",
    call: 'toAbsolute(root, input)',
    name: 'path.posix.resolve',
  },
  {
    title: 'the default import of path/win32',
    header: "import win32 from 'path/win32';",
    call: 'win32.normalize(input)',
    name: 'path.win32.normalize',
  },
  {
    title: 'path.posix',
    header: "import path from 'path';",
    call: 'path.posix.join(root, input)',
    name: 'path.posix.join',
  },
  {
    title: 'path.win32',
    header: "import path from 'node:path';",
    call: 'path.win32.resolve(root, input)',
    name: 'path.win32.resolve',
  },
  { title: 'require', header: '// no import', call: "require('path').join(root, input)", name: 'path.join' },
  {
    title: 'destructured require of toNamespacedPath',
    header: "const { toNamespacedPath } = require('node:path');",
    call: 'toNamespacedPath(input)',
    name: 'path.toNamespacedPath',
  },
  {
    title: 'a constant computed key',
    header: "import path from 'path';",
    call: "path['resolve'](root, input)",
    name: 'path.resolve',
  },
  {
    title: 'import x = require()',
    header: "import path = require('path');",
    call: 'path.join(root, input)',
    name: 'path.join',
    ts: true,
  },
  {
    title: 'a barrel, with types',
    header: "import { join } from './path-barrel.js';",
    call: 'join(root, input)',
    name: 'path.join',
    ts: true,
    typed: true,
  },
];

for (const form of reachForms) {
  const test = `${form.call}.startsWith(root)`;
  const code = [form.header, 'export function isInside(root, input) {', `  return ${test};`, '}'].join('\n');
  invalid.push({
    title: `reached through ${form.title}`,
    code,
    errors: [{ messageId: 'lexical', data: lexical(form.name, form.call), span: test }],
    ...(form.ts ? { ts: true } : {}),
    ...(form.typed ? { typed: true } : {}),
  });
}

/** Each documented prefix test, on a path `path.join` built. */
const prefixForms: readonly string[] = [
  'target.startsWith(root)',
  'target.indexOf(root) === 0',
  'target.indexOf(root) !== 0',
  'target.indexOf(root) > 0',
  '0 === target.indexOf(root)',
  'target.slice(0, root.length) === root',
  'target.substring(0, root.length) === root',
  'target.substr(0, root.length) === root',
  "target.startsWith('..')",
];

for (const test of prefixForms) {
  const code = [
    "import path from 'path';",
    'export function isInside(root, input) {',
    '  const target = path.join(root, input);',
    `  return ${test};`,
    '}',
  ].join('\n');
  invalid.push({
    title: `the prefix test ${test}`,
    code,
    errors: [{ messageId: 'lexical', data: lexical('path.join', 'target'), span: test }],
  });
}

/** The relative idiom's three `..` tests, on a path `path.join` built. */
for (const test of ["rel.startsWith('..')", "rel === '..'", 'path.isAbsolute(rel)']) {
  const code = [
    "import path from 'path';",
    'export function isInside(root, input) {',
    '  const rel = path.relative(root, path.join(root, input));',
    `  return ${test};`,
    '}',
  ].join('\n');
  invalid.push({
    title: `the relative idiom tested with ${test}`,
    code,
    errors: [
      {
        messageId: 'lexicalRelative',
        data: { path: 'rel', relative: 'path.relative', name: 'path.join' },
        span: test,
      },
    ],
  });
}

/** Canonical sides: each documented realpath form, with and without a separator boundary. */
const canonicalForms: readonly { title: string; header: string; real: (value: string) => string; async?: boolean }[] = [
  { title: 'fs.realpathSync', header: "import fs from 'node:fs';", real: (value) => `fs.realpathSync(${value})` },
  {
    title: 'fs.realpathSync.native',
    header: "import fs from 'fs';",
    real: (value) => `fs.realpathSync.native(${value})`,
  },
  {
    title: 'fs.promises.realpath',
    header: "import { promises } from 'fs';",
    real: (value) => `await promises.realpath(${value})`,
    async: true,
  },
  {
    title: 'realpath of fs/promises',
    header: "import { realpath } from 'node:fs/promises';",
    real: (value) => `await realpath(${value})`,
    async: true,
  },
];

const boundedForms: readonly string[] = [
  'real === root || real.startsWith(root + path.sep)',
  "real.startsWith(root + '/')",
  'real.startsWith(`${root}/`)',
  'real.startsWith(root.endsWith(path.sep) ? root : root + path.sep)',
  'real.startsWith(root) && real[root.length] === path.sep',
];

for (const form of canonicalForms) {
  const lines = (test: string) =>
    [
      form.header,
      "import path from 'path';",
      `export ${form.async ? 'async ' : ''}function isInside(rootDir, input) {`,
      `  const root = ${form.real('rootDir')};`,
      `  const real = ${form.real('path.resolve(root, input)')};`,
      `  return ${test};`,
      '}',
    ].join('\n');
  const unbounded = lines('real.startsWith(root)');
  invalid.push({
    title: `${form.title} on both sides without a separator boundary`,
    code: unbounded,
    errors: [{ messageId: 'noBoundary', data: { path: 'real', name: 'root' }, span: 'real.startsWith(root)' }],
  });
  const half = lines('real.startsWith(path.resolve(rootDir))');
  invalid.push({
    title: `${form.title} against a root path.resolve built`,
    code: half,
    errors: [
      {
        messageId: 'halfCanonical',
        data: { canonical: 'real', path: 'path.resolve(rootDir)', name: 'path.resolve' },
        span: 'real.startsWith(path.resolve(rootDir))',
      },
    ],
  });
  for (const test of boundedForms)
    valid.push({ title: `${form.title} on both sides, bounded by ${test}`, code: lines(test) });
}

await runCaseTable('no-lexical-containment', rule, { valid, invalid });

// The program requirement guards the migration codes, which the allowlist lifts: an exempt file
// without a program is still checked for ORKVFS008, untyped, and gets no missing-program error.
await runCaseTable(
  'no-lexical-containment with requireTypeInformation',
  rule,
  {
    invalid: [
      {
        title: 'an exempt file is checked without a program',
        code: "import path from 'path';\nexport const inside = (root, input) => path.join(root, input).startsWith(root);",
        filename: 'tests/helpers.ts',
        errors: [
          {
            messageId: 'lexical',
            data: lexical('path.join', 'path.join(root, input)'),
            span: 'path.join(root, input).startsWith(root)',
          },
        ],
      },
      {
        title: 'any other file gets the missing-program error instead',
        code: "import path from 'path';\nexport const inside = (root, input) => path.join(root, input).startsWith(root);",
        errors: [{ messageId: 'missingTypeInformation', span: 'import', point: true }],
      },
    ],
  },
  { settings: { requireTypeInformation: true }, modes: ['untyped'] },
);

// The text a user reads: each message rendered whole (a messageId passes a reworded template).
const insteadText =
  'Canonicalize both sides with `fs.realpath` (or `fs.realpathSync.native`), then test containment: `real === root || real.startsWith(root + path.sep)`, or `path.relative` on the two real paths.';
const messageForms = [
  "import path from 'node:path';",
  "import { realpathSync } from 'node:fs';",
  'export function lexicalTest(root, input) {',
  '  return path.join(root, input).startsWith(root);',
  '}',
  'export function halfCanonical(root, input) {',
  '  return realpathSync(input).startsWith(path.resolve(root));',
  '}',
  'export function lexicalRelative(root, input) {',
  '  const rel = path.relative(root, path.join(root, input));',
  "  return rel === '..';",
  '}',
  'export function noBoundary(rootDir, input) {',
  '  const root = realpathSync(rootDir);',
  '  return realpathSync(input).startsWith(root);',
  '}',
].join('\n');

await runCaseTable('no-lexical-containment, the text a user reads', rule, {
  invalid: [
    {
      title: 'lexical, halfCanonical, lexicalRelative and noBoundary',
      code: messageForms,
      errors: [
        {
          message: `ORKVFS008: this containment test checks the path \`path.join(root, input)\`, which \`path.join\` built lexically: \`..\` collapsed by string rules and no symlink followed, so a path that passes can still lead outside. ${insteadText}`,
          span: 'path.join(root, input).startsWith(root)',
        },
        {
          message:
            'ORKVFS008: this containment test compares the canonical `realpathSync(input)` with `path.resolve(root)`, which `path.resolve` built lexically: a canonical path against a non-canonical one is the same bug relocated. Canonicalize `path.resolve(root)` with `fs.realpath` too, then test containment.',
          span: 'realpathSync(input).startsWith(path.resolve(root))',
        },
        {
          message: `ORKVFS008: this \`..\` test reads \`rel\`, computed by \`path.relative\` from a path \`path.join\` built lexically, so a symlink inside the root still leads outside. ${insteadText}`,
          span: "rel === '..'",
        },
        {
          message:
            'ORKVFS008: `realpathSync(input)` is tested against the prefix `root` without a separator boundary, so `/work-evil` passes for `/work`. Test `real === root || real.startsWith(root + path.sep)` instead.',
          span: 'realpathSync(input).startsWith(root)',
        },
      ],
    },
  ],
});
