/**
 * ORKVFS008 on the neighbours of the regular-expression and segment idioms (issue 20, item 7),
 * asked of the string rather than of the pattern: `p.match(re)`, `p.search(re) === 0` with a
 * pattern anchored on the root or a `..` pattern, and an array search for a `..` segment with
 * `indexOf`/`lastIndexOf`. Look-alikes that ask about no containment stay silent. Run three ways:
 * typed, untyped TypeScript and plain JavaScript (espree). Positions are written out: line,
 * column, end line, end column of the test.
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

createTypedRuleTester().run('no-lexical-containment string patterns (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-lexical-containment string patterns (untyped TypeScript)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-lexical-containment string patterns (JavaScript, espree)', rule, {
  valid: valid.map((item) => toValid(item, 'file.js')),
  invalid: invalid.map((item) => toInvalid(item, 'file.js')),
});
