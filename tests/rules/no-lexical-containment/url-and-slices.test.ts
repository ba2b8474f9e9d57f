/**
 * ORKVFS008 on the rest of issue 20's item 7, each with its neighbours: a bounded slice compared
 * with the root and a separator (`t.slice(0, base.length + 1) === base + sep`), URL resolution
 * against a root on disk (lexical unless `realpath` reads the result next), the separator added by
 * `path.join(realRoot, path.sep)` (a bounded canonical prefix), and a path rebuilt from itself
 * (`p = p + sep` reads `p` before it writes it). Run three ways: typed, untyped TypeScript and
 * plain JavaScript (espree). Each report states the text it underlines.
 */
import rule, { type MessageIds, type Options } from '../../../src/rules/no-lexical-containment.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';

type Case = TableCase<MessageIds, Options>;

const lexical = (name: string, path: string) => ({ name, path, side: 'the path' });

/** `t` is lexical (`path.join`); the test starts on line 4. */
const joined = (...test: readonly string[]): string =>
  [
    "import path from 'node:path';",
    'export function isInside(base, input, other) {',
    '  const t = path.join(base, input);',
    ...test,
    '}',
  ].join('\n');

/** Both sides canonical; the test starts on line 6. */
const canonical = (...test: readonly string[]): string =>
  [
    "import fs from 'node:fs';",
    "import path from 'node:path';",
    'export function isInside(rootDir, input) {',
    '  const realRoot = fs.realpathSync(rootDir);',
    '  const real = fs.realpathSync(input);',
    ...test,
    '}',
  ].join('\n');

/** URL resolution against `root`; the code starts on line 5. */
const url = (...body: readonly string[]): string =>
  [
    "import fs from 'node:fs';",
    "import path from 'node:path';",
    "import { fileURLToPath, pathToFileURL } from 'node:url';",
    'export async function resolveInside(root, input) {',
    ...body,
    '}',
  ].join('\n');

const valid: Case[] = [
  {
    title: 'a bounded slice of canonical paths, with the separator',
    code: canonical(
      '  return [real.slice(0, realRoot.length + 1) === realRoot + path.sep, real.substring(0, realRoot.length + 1) === `${realRoot}/`];',
    ),
  },
  {
    title: 'a slice compared with something else than what it measured, or with a name',
    code: joined(
      "  return [t.slice(0, base.length + 1) === other + '/', t.slice(0, 3) === 'abc', t.slice(0, other.length) === base];",
    ),
  },
  {
    title: 'path.join(realRoot, path.sep) and realRoot + path.sep are bounded canonical prefixes',
    code: canonical(
      "  return [real.startsWith(path.join(realRoot, path.sep)), real.startsWith(path.join(realRoot, '/')), real.startsWith(realRoot + path.sep)];",
    ),
  },
  {
    title: 'a scheme or a home prefix of a normalized specifier names no place',
    code: [
      "import path from 'node:path';",
      'export function kind(spec) {',
      "  return [path.normalize(spec).startsWith('node:'), path.normalize(spec).startsWith('~'), path.normalize(spec).startsWith('~/')];",
      '}',
    ].join('\n'),
  },
  {
    title: 'URL resolution that realpath reads next, directly or through a const only realpath reads',
    code: url(
      '  const a = await fs.promises.realpath(fileURLToPath(new URL(input, pathToFileURL(root + path.sep))));',
      '  const p = fileURLToPath(new URL(input, pathToFileURL(root + path.sep)));',
      '  const b = fs.realpathSync(p);',
      '  return [a, b];',
    ),
  },
  {
    title: 'URL resolution of a constant, against a non-file base, or a URL parsed without a base',
    code: url(
      "  return [new URL('./assets/', pathToFileURL(root + path.sep)), new URL(input, 'https://example.com/'), new URL(input), new URL(input, import.meta.url)];",
    ),
  },
];

const invalid: Case[] = [
  {
    title: 'a bounded slice of a lexical path compared with the root and a separator, however spelled',
    code: joined(
      '  return [',
      '    t.slice(0, base.length + 1) === base + path.sep,',
      "    t.substring(0, base.length + 1) === base + '/',",
      '    t.substr(0, base.length + 1) !== `${base}${path.sep}`,',
      '    base + path.sep === t.slice(0, base.length + path.sep.length),',
      '  ];',
    ),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.join', 't'),
        span: 't.slice(0, base.length + 1) === base + path.sep',
      },
      { messageId: 'lexical', data: lexical('path.join', 't'), span: "t.substring(0, base.length + 1) === base + '/'" },
      {
        messageId: 'lexical',
        data: lexical('path.join', 't'),
        span: 't.substr(0, base.length + 1) !== `${base}${path.sep}`',
      },
      {
        messageId: 'lexical',
        data: lexical('path.join', 't'),
        span: 'base + path.sep === t.slice(0, base.length + path.sep.length)',
      },
    ],
  },
  {
    title: 'a slice of canonical paths without the separator has no boundary',
    code: canonical('  return real.slice(0, realRoot.length) === realRoot;'),
    errors: [
      {
        messageId: 'noBoundary',
        data: { path: 'real', name: 'realRoot' },
        span: 'real.slice(0, realRoot.length) === realRoot',
      },
    ],
  },
  {
    title: 'path.join(realRoot, sub) adds a segment a symlink may redirect: half canonical',
    code: canonical("  return real.startsWith(path.join(realRoot, 'sub'));"),
    errors: [
      {
        messageId: 'halfCanonical',
        data: { name: 'path.join', canonical: 'real', path: "path.join(realRoot, 'sub')" },
        span: "real.startsWith(path.join(realRoot, 'sub'))",
      },
    ],
  },
  {
    title: 'URL resolution against a root on disk, returned, tested, or read by realpath and something else',
    code: url(
      '  const p = fileURLToPath(new URL(input, pathToFileURL(root + path.sep)));',
      '  fs.realpathSync(p);',
      "  const q = new URL(input, 'file:///srv/data/');",
      '  return [p.startsWith(root), q];',
    ),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('new URL', 'new URL(input, pathToFileURL(root + pat…'),
        span: 'new URL(input, pathToFileURL(root + path.sep))',
      },
      {
        messageId: 'lexical',
        data: lexical('new URL', "new URL(input, 'file:///srv/data/')"),
        span: "new URL(input, 'file:///srv/data/')",
      },
    ],
  },
  {
    title: 'a path rebuilt from itself keeps its lexical origin',
    code: joined('  let p = t;', "  p = p + 'x';", '  p += path.sep;', '  return p.startsWith(base);'),
    errors: [{ messageId: 'lexical', data: lexical('path.join', 'p'), span: 'p.startsWith(base)' }],
  },
];

await runCaseTable('no-lexical-containment url and slices', rule, { valid, invalid });
