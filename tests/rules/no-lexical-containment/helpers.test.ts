/**
 * ORKVFS008 on containment helpers from packages (`containmentFunctions`, defaults
 * `path-is-inside` and `is-path-inside`): a call `(path, root)` is judged like
 * `path.startsWith(root)` — lexical on either side is reported, both canonical is not (the helper
 * checks the separator boundary itself). Imported by default or by name, or required; a package
 * not listed, or an empty list, is not a containment test. Run three ways: typed, untyped
 * TypeScript and plain JavaScript (espree). Positions are written out.
 */
import rule from '../../../src/rules/no-lexical-containment.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

const defaults = [
  "import fs from 'node:fs';",
  "import path from 'node:path';",
  "import pathIsInside from 'path-is-inside';",
  "import isInside from 'is-path-inside';",
  "const inside = require('path-is-inside');",
  'export function check(root, input) {',
  '  const target = path.join(root, input);',
  '  const real = fs.realpathSync(target);',
  '  const realRoot = fs.realpathSync(root);',
  '  return [pathIsInside(target, root), isInside(real, path.resolve(root)), inside(path.resolve(input), root), pathIsInside(real, realRoot)];',
  '}',
].join('\n');

const named = [
  "import path from 'node:path';",
  "import { isInside as within } from '@acme/fs-utils';",
  "const { isInside } = require('@acme/fs-utils');",
  'export function check(root, input) {',
  '  const target = path.join(root, input);',
  '  return [within(target, root), isInside(target, root)];',
  '}',
].join('\n');

const defaultErrors = [
  {
    messageId: 'lexical' as const,
    data: { name: 'path.join', path: 'target', side: 'the path' },
    line: 10,
    column: 11,
    endLine: 10,
    endColumn: 37,
  },
  {
    messageId: 'halfCanonical' as const,
    data: { name: 'path.resolve', path: 'path.resolve(root)', canonical: 'real' },
    line: 10,
    column: 39,
    endLine: 10,
    endColumn: 73,
  },
  {
    messageId: 'lexical' as const,
    data: { name: 'path.resolve', path: 'path.resolve(input)', side: 'the path' },
    line: 10,
    column: 75,
    endLine: 10,
    endColumn: 108,
  },
];

const namedErrors = [
  {
    messageId: 'lexical' as const,
    data: { name: 'path.join', path: 'target', side: 'the path' },
    line: 6,
    column: 11,
    endLine: 6,
    endColumn: 31,
  },
  {
    messageId: 'lexical' as const,
    data: { name: 'path.join', path: 'target', side: 'the path' },
    line: 6,
    column: 33,
    endLine: 6,
    endColumn: 55,
  },
];

const javaScript = await createJavaScriptRuleTester();
const listed = { 'vfs-compliance': { containmentFunctions: ['@acme/fs-utils#isInside'] } };
const none = { 'vfs-compliance': { containmentFunctions: [] } };

for (const [mode, create] of [
  ['typed', createTypedRuleTester],
  ['untyped TypeScript', createUntypedRuleTester],
] as const) {
  create().run(`no-lexical-containment helpers, defaults (${mode})`, rule, {
    valid: [{ name: 'a package not listed', code: named }],
    invalid: [
      { name: 'path-is-inside and is-path-inside, imported and required', code: defaults, errors: defaultErrors },
    ],
  });
  create(listed).run(`no-lexical-containment helpers, a named export listed (${mode})`, rule, {
    valid: [{ name: 'the defaults are replaced', code: defaults }],
    invalid: [
      { name: 'imported by name and renamed, and destructured from require', code: named, errors: namedErrors },
    ],
  });
  create(none).run(`no-lexical-containment helpers, none listed (${mode})`, rule, {
    valid: [{ name: 'an empty list', code: defaults }],
    invalid: [],
  });
}

javaScript.run('no-lexical-containment helpers, defaults (JavaScript, espree)', rule, {
  valid: [{ name: 'a package not listed', code: named, filename: 'file.js' }],
  invalid: [{ name: 'path-is-inside and is-path-inside', code: defaults, filename: 'file.js', errors: defaultErrors }],
});
