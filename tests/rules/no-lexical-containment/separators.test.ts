/**
 * ORKVFS008's separator and `..` recognition, run three ways (typed, untyped TypeScript, plain
 * JavaScript): which prefixes are a `..` test (each spelling of `..` followed by a separator),
 * which roots are separator-bounded (each spelling of a separator at the end of a root, through
 * templates, conditionals and bindings), and the neighbours that are neither. Positions are
 * written in the test: the underlined text of each case is the whole containment test.
 */
import rule, { type MessageIds, type Options } from '../../../src/rules/no-lexical-containment.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';

type Case = TableCase<MessageIds, Options>;

const valid: Case[] = [];
const invalid: Case[] = [];

/** Every spelling of the separator the rule knows: literal, `path.sep` of each flavour, named, renamed, required. */
const imports = [
  "import fs from 'node:fs';",
  "import path from 'node:path';",
  "import { sep } from 'path';",
  "import { sep as winSep } from 'node:path/win32';",
  "const { sep: slash } = require('path');",
];

/** `rel` is `path.relative` of a path `path.join` built: a `..` test on it is `lexicalRelative`. */
const relativeCode = (test: string): string =>
  [
    ...imports,
    'export function isInside(root, input, name) {',
    '  const rel = path.relative(root, path.join(root, input));',
    `  return ${test};`,
    '}',
  ].join('\n');

const traversalRelative = { path: 'rel', relative: 'path.relative', name: 'path.join' };
/** What a prefix test of `rel` against a prefix the file does not show earns: rel is lexical. */
const prefixOfRelative = { path: 'rel', side: 'the path', name: 'path.join' };

/** The prefixes that leave the root: `..` and `..` followed by any separator spelling. */
const traversals: readonly string[] = [
  "'..'",
  "'../'",
  "'..\\\\'",
  "'..' + '/'",
  "'..' + '\\\\'",
  "'..' + path.sep",
  "('..' + path.sep)",
  "'..' + path.posix.sep",
  "'..' + path.win32.sep",
  "'..' + sep",
  "'..' + winSep",
  "'..' + slash",
  '`..${path.sep}`',
  '`..${path.win32.sep}`',
  '`..${sep}`',
  '`..${slash}`',
  "`..${'/'}`",
];

for (const traversal of traversals) {
  for (const test of [
    `rel.startsWith(${traversal})`,
    `rel.indexOf(${traversal}) === 0`,
    `!rel.startsWith(${traversal}, 0)`,
  ]) {
    const span = test.startsWith('!') ? test.slice(1) : test;
    invalid.push({
      title: `the .. test ${test}`,
      code: relativeCode(test),
      errors: [{ messageId: 'lexicalRelative', data: traversalRelative, span }],
    });
  }
}

/** A `..` test on a path `path.normalize` built: the constant spellings (a root test of them would name no place). */
for (const traversal of ["'..'", "'../'", "'..\\\\'"]) {
  const test = `path.normalize(input).startsWith(${traversal})`;
  invalid.push({
    title: `the .. test ${test} on a normalized path`,
    code: [...imports, 'export function escapes(input) {', `  return ${test};`, '}'].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: { path: 'path.normalize(input)', side: 'the path', name: 'path.normalize' },
        span: test,
      },
    ],
  });
}

invalid.push({
  title: 'a .. test of a path written over several lines: the message shows it on one',
  code: [
    ...imports,
    'export function escapes(input) {',
    '  return path.normalize(',
    '    input,',
    "  ).startsWith('..');",
    '}',
  ].join('\n'),
  errors: [
    {
      messageId: 'lexical',
      data: { path: 'path.normalize( input, )', side: 'the path', name: 'path.normalize' },
      span: "path.normalize(\n    input,\n  ).startsWith('..')",
    },
  ],
});

/**
 * Neighbours that are not a `..` test: `..` followed by something that is not a separator (a
 * name, another module's `sep`, `path.delimiter`, a subtraction), a separator followed by more,
 * a template of two expressions. They are prefix tests of the lexical `rel`.
 */
const notTraversals: readonly string[] = [
  "'..' + name",
  "'..' + path.delimiter",
  "'..' + fs.sep",
  "'..' - path.sep",
  'name + path.sep',
  '`..${name}`',
  '`..${path.delimiter}`',
  '`..${fs.sep}`',
  '`..${path.sep}x`',
  '`..${path.sep}${name}`',
  '`${name}${path.sep}`',
  '`x..${path.sep}`',
];

for (const prefix of notTraversals) {
  const test = `rel.startsWith(${prefix})`;
  invalid.push({
    title: `not a .. test: ${test}`,
    code: relativeCode(test),
    errors: [{ messageId: 'lexical', data: prefixOfRelative, span: test }],
  });
}

/**
 * A prefix of separators and dots names no place, whichever way the separator is spelled: it asks
 * whether a path is absolute or relative, like `startsWith('/')` and `startsWith('./')`.
 */
const nameLike: readonly string[] = [
  'path.sep',
  'path.win32.sep',
  'slash',
  "'.' + path.sep",
  '`.${sep}`',
  '`${path.sep}`',
  '`.${winSep}`',
  'sep + sep',
  "`.${'/'}`",
  "'.' + path.sep + '.'",
  '`..${path.sep}${path.sep}`',
];
for (const prefix of nameLike) {
  valid.push({
    title: `a prefix that names no place: ${prefix}`,
    code: [
      ...imports,
      'export function kinds(root, input) {',
      '  const rel = path.relative(root, path.join(root, input));',
      `  return path.normalize(input).startsWith(${prefix}) || rel.startsWith(${prefix}) || path.resolve(input).indexOf(${prefix}) === 0;`,
      '}',
    ].join('\n'),
  });
}

/** A place spelled with a separator is a place: the prefix test of a lexical path is reported. */
for (const prefix of [
  "path.sep + 'srv'",
  "'/srv' + sep",
  '`${path.sep}srv${path.sep}`',
  "'C:' + path.win32.sep + 'data'",
]) {
  const test = `path.normalize(input).startsWith(${prefix})`;
  invalid.push({
    title: `a place spelled with a separator: ${prefix}`,
    code: [...imports, 'export function inside(input) {', `  return ${test};`, '}'].join('\n'),
    errors: [
      {
        messageId: 'lexical',
        data: { path: 'path.normalize(input)', side: 'the path', name: 'path.normalize' },
        span: test,
      },
    ],
  });
}

/** A spread argument shows no prefix: neither a `..` test nor a root. */
valid.push({
  title: 'a spread prefix is not shown',
  code: [
    ...imports,
    'export function isInside(root, input, prefixes) {',
    '  const rel = path.relative(root, path.join(root, input));',
    '  return rel.startsWith(...prefixes) || rel.indexOf(...prefixes) === 0 || path.join(root, input).startsWith(...prefixes);',
    '}',
  ].join('\n'),
});

/** `real` and `root` are canonical: the test is right exactly when the prefix ends in a separator. */
const canonicalCode = (test: string, setup: readonly string[] = []): string =>
  [
    ...imports,
    "import { suffix } from './suffix.js';",
    'export function isInside(rootDir, input, name, flag) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const real = fs.realpathSync(input);',
    ...setup.map((line) => `  ${line}`),
    `  return ${test};`,
    '}',
  ].join('\n');

const bounded: readonly (string | { readonly prefix: string; readonly setup: readonly string[] })[] = [
  "root + '/'",
  "root + '\\\\'",
  'root + path.sep',
  'root + path.posix.sep',
  'root + path.win32.sep',
  'root + sep',
  'root + winSep',
  'root + slash',
  "root + 'data/'",
  '`${root}/`',
  '`${root}\\\\`',
  '`${root}${path.sep}`',
  '`${root}${sep}`',
  '`${root}/${name}/`',
  '`${root}${name}${sep}`',
  '`${root + sep}`',
  "root.endsWith('/') ? root : root + '/'",
  "root.endsWith('\\\\') ? root : `${root}\\\\`",
  'root.endsWith(path.sep) ? root : root + path.sep',
  'root.endsWith(winSep) ? root : root + winSep',
  "flag ? root + '/' : `${root}${sep}`",
  { prefix: 'prefix', setup: ['const prefix = root + path.sep;'] },
  { prefix: '`${prefix}`', setup: ['const prefix = root + path.sep;'] },
  { prefix: 'prefix', setup: ['let prefix = root + path.sep;', 'if (flag) prefix = `${root}/`;'] },
  { prefix: 'prefix', setup: ['let prefix;', "if (flag) prefix = root + '/';", 'else prefix = root + sep;'] },
  // One bounded value reached twice, and a loop that hands a bounded value back: still bounded.
  { prefix: 'flag ? prefix : prefix', setup: ['const prefix = root + path.sep;'] },
  { prefix: 'flag ? prefix : `${prefix}`', setup: ['const prefix = `${root}/`;'] },
  {
    prefix: 'prefix',
    setup: ['const bounded = root + path.sep;', 'let prefix = bounded;', 'if (flag) prefix = bounded;'],
  },
  { prefix: 'prefix', setup: ['let prefix = root + path.sep;', 'while (flag) prefix = root + prefix;'] },
  {
    prefix: 'prefix',
    setup: ["let prefix = root + '/';", 'for (const part of name) prefix = `${root}${part}${prefix}`;'],
  },
  // The guard's receiver and the kept value compared whole, however long.
  {
    prefix:
      'realRootOfTheWorkspaceAndAllOfItsProjects.endsWith(sep) ? realRootOfTheWorkspaceAndAllOfItsProjects : realRootOfTheWorkspaceAndAllOfItsProjects + sep',
    setup: ['const realRootOfTheWorkspaceAndAllOfItsProjects = root;'],
  },
];

for (const item of bounded) {
  const { prefix, setup } = typeof item === 'string' ? { prefix: item, setup: [] } : item;
  const test = `real.startsWith(${prefix})`;
  valid.push({ title: `bounded: ${[...setup, test].join(' ')}`, code: canonicalCode(test, setup) });
}

/** Roots that do not end in a separator, however close they come (`name`: the message shortens a long prefix). */
const unbounded: readonly (
  string | { readonly prefix: string; readonly setup?: readonly string[]; readonly name?: string }
)[] = [
  'root + path.delimiter',
  'root + fs.sep',
  'root + name',
  'root + suffix',
  "root + '/' + name",
  "root + '-'",
  '`${root}`',
  '`${root}-`',
  '`${root}${name}`',
  '`${root}/${name}`',
  '`${root}${path.sep}${name}`',
  '`${root}${suffix}`',
  '`${root}${0 - path.sep}`',
  'flag ? root : root + path.sep',
  'flag ? root + path.sep : root',
  'flag ? root : `${root}${path.sep}`',
  { prefix: 'name.endsWith(path.sep) ? root : root + path.sep', name: 'name.endsWith(path.sep) ? root : root +…' },
  { prefix: 'root.endsWith(name) ? root : root + path.sep', name: 'root.endsWith(name) ? root : root + pat…' },
  {
    prefix: 'root.endsWith(path.delimiter) ? root : root + path.sep',
    name: 'root.endsWith(path.delimiter) ? root : …',
  },
  'root.endsWith() ? root : root + path.sep',
  // The message shows the prefix on one line: a run of white space is one space.
  { prefix: 'root +\n    \t name', name: 'root + name' },
  { prefix: 'root.endsWith(...name) ? root : root + path.sep', name: 'root.endsWith(...name) ? root : root + …' },
  { prefix: 'prefix', setup: ['let prefix = root + path.sep;', 'if (flag) prefix = root;'] },
  { prefix: 'prefix', setup: ['let prefix = root;', 'if (flag) prefix = root + path.sep;'] },
  // A loop that hands back a value without a boundary, or starts from one.
  { prefix: 'prefix', setup: ['let prefix = root;', 'while (flag) prefix = root + prefix;'] },
  {
    prefix: 'prefix',
    setup: ['let prefix = root + path.sep;', 'while (flag) prefix = root + (flag ? prefix : name);'],
  },
  { prefix: 'flag ? prefix : prefix', setup: ['const prefix = root;'] },
  // Receivers that share their first 40 characters are still two values.
  {
    prefix:
      'realRootOfTheWorkspaceAndAllOfItsProjectsA.endsWith(sep) ? realRootOfTheWorkspaceAndAllOfItsProjectsB : realRootOfTheWorkspaceAndAllOfItsProjectsB + sep',
    setup: [
      'const realRootOfTheWorkspaceAndAllOfItsProjectsA = root;',
      'const realRootOfTheWorkspaceAndAllOfItsProjectsB = fs.realpathSync(name);',
    ],
    name: 'realRootOfTheWorkspaceAndAllOfItsProjec…',
  },
];

for (const item of unbounded) {
  const { prefix, setup = [], name = prefix } = typeof item === 'string' ? { prefix: item } : item;
  const test = `real.startsWith(${prefix})`;
  invalid.push({
    title: `not bounded: ${[...setup, test].join(' ')}`,
    code: canonicalCode(test, setup),
    errors: [{ messageId: 'noBoundary', data: { path: 'real', name }, span: test }],
  });
}

/** A prefix that ends in a function or a class (its source text): no boundary, wherever it is declared. */
for (const [declaration, name] of [
  ['function trailer() {}', 'trailer'],
  ['class Trailer {}', 'Trailer'],
] as const) {
  const test = `fs.realpathSync(input).startsWith(root + ${name})`;
  invalid.push({
    title: `not bounded: a prefix ending in ${declaration} declared after the test`,
    code: [
      ...imports,
      'export function isInside(rootDir, input) {',
      '  const root = fs.realpathSync(rootDir);',
      `  const inside = ${test};`,
      `  ${declaration}`,
      '  return inside;',
      '}',
    ].join('\n'),
    errors: [{ messageId: 'noBoundary', data: { path: 'fs.realpathSync(input)', name: `root + ${name}` }, span: test }],
  });
}

await runCaseTable('no-lexical-containment separators', rule, { valid, invalid });
