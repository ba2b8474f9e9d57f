/**
 * ORKVFS008 on the spellings real guards use (issue 20, item 7): `lastIndexOf(root, 0) === 0`, a
 * `RegExp` anchored on the root, the first segment or first two characters of a relative path
 * compared with `..`, `split(sep).includes('..')`, a `..` regular expression (written in place or
 * held in a `const`, as send's and webpack-dev-middleware's `UP_PATH_REGEXP`); and their
 * neighbours: the same idioms on canonical paths, prefixes that name a scheme or a home rather
 * than a place, and look-alikes that ask about no containment; and the same questions asked of
 * the string (`p.match(re)`, `p.search(re) === 0`) or of a segment array (`indexOf('..')`). Run three ways: typed, untyped
 * TypeScript and plain JavaScript (espree). Positions are written out: line, column, end line,
 * end column of the test.
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';

import rule, { type MessageIds, type Options } from '../../../src/rules/no-lexical-containment.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

type Id = Exclude<MessageIds, 'missingTypeInformation'>;
/** messageId, data, line, column, endLine, endColumn */
type Expected = readonly [Id, Record<string, string>, number, number, number, number];

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
}

/** `target` is lexical (`path.join`), `rel` its `path.relative`; the test starts on line 5. */
const joined = (...test: readonly string[]): string =>
  [
    "import path from 'node:path';",
    'export function isInside(root, other, input) {',
    '  const target = path.join(root, input);',
    '  const rel = path.relative(root, target);',
    ...test,
    '}',
  ].join('\n');

const lexicalTarget = { name: 'path.join', path: 'target', side: 'the path' };
const lexicalRel = { name: 'path.join', path: 'rel', relative: 'path.relative' };

const valid: Case[] = [
  {
    title: 'the same idioms on a relative path of canonical paths',
    code: [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      'export function isInside(root, input) {',
      '  const real = fs.realpathSync(root);',
      '  const rel = path.relative(real, fs.realpathSync(path.join(real, input)));',
      "  return [rel.split(path.sep)[0] !== '..', rel.split(path.sep).includes('..'), rel.slice(0, 2) !== '..', /^\\.\\./.test(rel)];",
      '}',
    ].join('\n'),
  },
  {
    title: 'a scheme or a home prefix names no place on disk',
    code: [
      "import path from 'node:path';",
      'export function kind(spec) {',
      '  const normal = path.normalize(spec);',
      "  return [normal.startsWith('node:'), normal.startsWith('~'), normal.startsWith('~/'), normal.startsWith('file:')];",
      '}',
    ].join('\n'),
  },
  {
    title: 'split, includes and regular expressions that ask about no containment',
    code: joined(
      "  return ['a.b'.split('.').includes('..'), rel.split(path.sep).includes('src'), /^x/.test(target), new RegExp('^abc').test(target), rel.slice(0, 3) !== '..', rel.split(path.sep)[1] === '..'];",
    ),
  },
  {
    title: 'match and search with patterns that name no root, and array searches for other segments',
    code: joined(
      "  return [target.match(/\\.ts$/), target.search(/node_modules/) >= 0, rel.split(path.sep).indexOf('src'), input.match(/^\\.\\./), 'a..b'.split('.').indexOf('..')];",
    ),
  },
  {
    title: 'match on canonical paths with the separator in the anchored pattern',
    code: [
      "import fs from 'node:fs';",
      'export function isInside(root, input) {',
      '  const real = fs.realpathSync(root);',
      "  return fs.realpathSync(input).match(new RegExp('^' + real + '/'));",
      '}',
    ].join('\n'),
  },
];

const invalid: Case[] = [
  {
    title: 'lastIndexOf(root, 0) === 0, and a RegExp anchored on the root',
    code: joined(
      "  return [target.lastIndexOf(other, 0) === 0, 0 !== target.lastIndexOf(other), new RegExp(`^${other}`).test(target), RegExp('^' + other).exec(target)];",
    ),
    errors: [
      ['lexical', lexicalTarget, 5, 11, 5, 45],
      ['lexical', lexicalTarget, 5, 47, 5, 78],
      ['lexical', lexicalTarget, 5, 80, 5, 116],
      ['lexical', lexicalTarget, 5, 118, 5, 150],
    ],
  },
  {
    title: 'the first segment of a relative path compared with ..',
    code: joined("  return [rel.split(path.sep)[0] !== '..', '..' === rel.split('/')[0]];"),
    errors: [
      ['lexicalRelative', lexicalRel, 5, 11, 5, 42],
      ['lexicalRelative', lexicalRel, 5, 44, 5, 70],
    ],
  },
  {
    title: 'any segment of a relative path is ..',
    code: joined("  return rel.split(path.sep).includes('..');"),
    errors: [['lexicalRelative', lexicalRel, 5, 10, 5, 44]],
  },
  {
    title: 'the first two characters of a relative path compared with ..',
    code: joined("  return [rel.slice(0, 2) !== '..', rel.substring(0, 2) === '..'];"),
    errors: [
      ['lexicalRelative', lexicalRel, 5, 11, 5, 35],
      ['lexicalRelative', lexicalRel, 5, 37, 5, 65],
    ],
  },
  {
    title: 'a .. regular expression tested on a relative path',
    code: joined('  return [/^\\.\\./.test(rel), /(?:^|[\\\\/])\\.\\.(?:[\\\\/]|$)/.test(rel)];'),
    errors: [
      ['lexicalRelative', lexicalRel, 5, 11, 5, 28],
      ['lexicalRelative', lexicalRel, 5, 30, 5, 68],
    ],
  },
  {
    title: "send's and webpack-dev-middleware's UP_PATH_REGEXP, held in a const, on a normalized path",
    code: [
      "import path from 'node:path';",
      'const UP_PATH_REGEXP = /(?:^|[\\\\/])\\.\\.(?:[\\\\/]|$)/;',
      'export function isSafe(input) {',
      "  return !UP_PATH_REGEXP.test(path.normalize('.' + path.sep + input));",
      '}',
    ].join('\n'),
    errors: [
      [
        'lexical',
        { name: 'path.normalize', path: "path.normalize('.' + path.sep + input)", side: 'the path' },
        4,
        11,
        4,
        70,
      ],
    ],
  },
  {
    title: 'match and search with a pattern anchored on the root, written in place or held in a const',
    code: joined(
      '  const anchored = new RegExp(`^${other}`);',
      "  return [target.match(anchored) !== null, target.search(new RegExp('^' + other)) === 0, !!target.match(RegExp(`^${other}`))];",
    ),
    errors: [
      ['lexical', lexicalTarget, 6, 11, 6, 33],
      ['lexical', lexicalTarget, 6, 44, 6, 82],
      ['lexical', lexicalTarget, 6, 92, 6, 125],
    ],
  },
  {
    title: 'match with a .. pattern on a relative path',
    code: joined('  return [rel.match(/^\\.\\./) === null, rel.search(/(?:^|[\\\\/])\\.\\.(?:[\\\\/]|$)/) < 0];'),
    errors: [
      ['lexicalRelative', lexicalRel, 5, 11, 5, 29],
      ['lexicalRelative', lexicalRel, 5, 40, 5, 80],
    ],
  },
  {
    title: 'indexOf and lastIndexOf of a .. segment, once each even when compared with 0',
    code: joined(
      "  return [rel.split(path.sep).indexOf('..') !== -1, rel.split('/').lastIndexOf('..') >= 0, rel.split(path.sep).indexOf('..') === 0];",
    ),
    errors: [
      ['lexicalRelative', lexicalRel, 5, 11, 5, 44],
      ['lexicalRelative', lexicalRel, 5, 53, 5, 85],
      ['lexicalRelative', lexicalRel, 5, 92, 5, 125],
    ],
  },
  {
    title: 'the same regular expression aliased twice, and once more by a let, tested with exec',
    code: [
      "import { normalize } from 'node:path';",
      'const UP = /(?:^|[\\\\/])\\.\\.(?:[\\\\/]|$)/;',
      'const R = UP;',
      'const R2 = R;',
      'let R3 = R2;',
      'export function isSafe(p) {',
      '  return !R2.test(normalize(p)) && R3.exec(normalize(p)) === null;',
      '}',
    ].join('\n'),
    errors: [
      ['lexical', { name: 'path.normalize', path: 'normalize(p)', side: 'the path' }, 7, 11, 7, 32],
      ['lexical', { name: 'path.normalize', path: 'normalize(p)', side: 'the path' }, 7, 36, 7, 57],
    ],
  },
];

function toValid(item: Case, filename?: string): ValidTestCase<Options> {
  return { name: item.title, code: item.code, ...(filename ? { filename } : {}) };
}

function toInvalid(item: Case, filename?: string): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item, filename),
    errors: (item.errors ?? []).map(([messageId, data, line, column, endLine, endColumn]) => ({
      messageId,
      data,
      line,
      column,
      endLine,
      endColumn,
    })),
  };
}

createTypedRuleTester().run('no-lexical-containment idioms (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-lexical-containment idioms (untyped TypeScript)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-lexical-containment idioms (JavaScript, espree)', rule, {
  valid: valid.map((item) => toValid(item, 'file.js')),
  invalid: invalid.map((item) => toInvalid(item, 'file.js')),
});
