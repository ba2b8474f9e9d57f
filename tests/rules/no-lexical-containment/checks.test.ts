/**
 * ORKVFS008 around the containment test itself, beside the origins in
 * ../no-lexical-containment.test.ts: which `root.length` is a separator boundary, which chain holds a
 * `./` test (a module specifier), what one chain reports once, which `..` tests count, and the
 * arguments that make a prefix test. Run three ways: typed, untyped TypeScript and plain
 * JavaScript (espree). Positions are written out: line, column, end line, end column of the test.
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
  /** Uses TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
}

const lexical = (name: string, path: string) => ({ name, path, side: 'the path' });
const noBoundary = { path: 'real', name: 'root' };

/** Both sides canonical; the containment test starts on line 6. */
const canonical = (...test: readonly string[]): string =>
  [
    "import fs from 'node:fs';",
    "import path from 'node:path';",
    'export function isInside(rootDir, input, ok) {',
    '  const root = fs.realpathSync(rootDir);',
    '  const real = fs.realpathSync(input);',
    ...test,
    '}',
  ].join('\n');

/** `spec` is lexical (`path.normalize`); the test starts on line 4. */
const normalized = (...test: readonly string[]): string =>
  [
    "import path from 'node:path';",
    'export function specifier(file, other) {',
    '  const spec = path.normalize(file);',
    ...test,
    '}',
  ].join('\n');

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

const valid: Case[] = [
  // The separator boundary checked through `root.length` next to the prefix test.
  {
    title: 'the boundary checked before the prefix test in the same && chain',
    code: canonical(
      "  return [real[root.length] === path.sep && real.startsWith(root), (real.length === root.length || real[root.length] === '/') && real.startsWith(root)];",
    ),
  },
  {
    title: 'a bounded chain inside a template literal (whose parts the walk visits out of source order)',
    code: canonical('  return `${real.startsWith(root) && real[root.length] === path.sep}`;'),
  },
  // A chain that also asks about `./` makes a module specifier.
  {
    title: 'a specifier chain through optional calls',
    code: normalized("  return !spec?.startsWith('./') && !spec?.startsWith('../');"),
  },
  {
    title: 'a specifier chain through TypeScript wrappers',
    code: normalized("  return (spec.startsWith('./') as boolean) || (spec!.startsWith('../') satisfies boolean);"),
    ts: true,
  },
  {
    title: "a specifier chain whose './' is spelled with a separator: '.' + path.sep, a template, a named sep",
    code: normalized(
      "  return [!spec.startsWith('.' + path.sep) && !spec.startsWith('..' + path.sep), !spec.startsWith(`.${path.sep}`) && !spec.startsWith(`..${path.sep}`), !spec.startsWith('.' + path.posix.sep) && !spec.startsWith('../')];",
    ),
  },
  {
    title: 'a specifier chain inside a template literal',
    code: normalized("  return `${!spec.startsWith('./') && !spec.startsWith('../') ? 'module' : 'path'}`;"),
  },
  {
    title: 'a specifier chain that starts where its parent does',
    code: normalized("  return !spec.startsWith('./') && !spec.startsWith('../') ? `./${spec}` : spec;"),
  },
  {
    title: 'a chain at the very start of the file',
    code: "spec.startsWith('./') || spec.startsWith('../');\nvar spec = process.argv[2];",
  },
  // Tests of a relative path that are not `..` tests, and `isAbsolute` of a path that is not relative.
  {
    title: "comparisons with '', '.' or an order, and isAbsolute of a joined or normalized path",
    code: joined(
      "  return [rel === '', rel !== '.', rel > '..', '..' < rel, path.isAbsolute(target), path.isAbsolute(path.normalize(input))];",
    ),
  },
  {
    title: "'..' compared with a canonical path, a parameter or a name",
    code: canonical("  return [real === '..', '..' !== input, path.basename(input) == '..'];"),
  },
  {
    title: 'a private name tested with in',
    code: [
      "import path from 'node:path';",
      'export class Fence {',
      '  #root = path.resolve(process.cwd());',
      '  static owns(value) {',
      '    return #root in value;',
      '  }',
      '}',
    ].join('\n'),
  },
  // Arguments that make the call no prefix test.
  {
    title: 'slices that do not cut the root off the start, an indexOf from another position',
    code: [
      "import path from 'node:path';",
      'export function kinds(root, prefix, input) {',
      '  const target = path.join(root, input);',
      '  return [',
      '    target.slice(0, root.length) < root,',
      '    target.slice(1, root.length) === root,',
      '    target.substring(0, root.size) === root,',
      '    target.slice(0, prefix.length) === root,',
      '    target.slice(0) === root,',
      '    target.slice(...[0, root.length]) === root,',
      '    target.indexOf(root, 1) === 0,',
      '    target.indexOf(...[root]) === 0,',
      '    target.indexOf() === 0,',
      '  ];',
      '}',
    ].join('\n'),
  },
];

const invalid: Case[] = [
  {
    title: 'root.length in an || chain is no boundary',
    code: canonical('  return real.startsWith(root) || root.length === 0;'),
    errors: [['noBoundary', noBoundary, 6, 10, 6, 31]],
  },
  {
    title: 'an && chain without root.length, with another member of the root, with the length of another value',
    code: canonical(
      "  return [real.startsWith(root) && ok, real.startsWith(root) && !root.includes('-'), real.startsWith(root) && real.length > 1];",
    ),
    errors: [
      ['noBoundary', noBoundary, 6, 11, 6, 32],
      ['noBoundary', noBoundary, 6, 40, 6, 61],
      ['noBoundary', noBoundary, 6, 86, 6, 107],
    ],
  },
  {
    title: 'the root.length of a slice test is the test itself, not a boundary next to it',
    code: canonical('  return real.slice(0, root.length) === root && ok;'),
    errors: [['noBoundary', noBoundary, 6, 10, 6, 45]],
  },
  {
    title: 'root.length outside the chain, after it or before it',
    code: canonical(
      '  if (real.startsWith(root) && ok) return true;',
      '  const next = real[root.length];',
      '  return real.startsWith(root) && ok(next);',
    ),
    errors: [
      ['noBoundary', noBoundary, 6, 7, 6, 28],
      ['noBoundary', noBoundary, 8, 10, 8, 31],
    ],
  },
  {
    title: "a './' test of another value is no specifier check",
    code: normalized("  return !other.startsWith('./') && !spec.startsWith('../');"),
    errors: [['lexical', lexical('path.normalize', 'spec'), 4, 38, 4, 60]],
  },
  {
    title: "a './' test outside the chain is no specifier check",
    code: normalized("  if (!spec.startsWith('../') && other) return spec;", "  return spec.startsWith('./');"),
    errors: [['lexical', lexical('path.normalize', 'spec'), 4, 8, 4, 30]],
  },
  // One chain, one report per message and function; separate chains report separately.
  {
    title: 'tests under another unary operator are separate checks',
    code: joined('  return -target.startsWith(root) || typeof target.startsWith(other);'),
    errors: [
      ['lexical', lexical('path.join', 'target'), 5, 11, 5, 34],
      ['lexical', lexical('path.join', 'target'), 5, 45, 5, 69],
    ],
  },
  {
    title: 'a chain through optional calls is one check',
    code: joined('  return target?.startsWith(root) || target?.startsWith(other);'),
    errors: [['lexical', lexical('path.join', 'target'), 5, 10, 5, 34]],
  },
  {
    title: 'a chain through TypeScript wrappers is one check',
    code: joined('  return (target.startsWith(root) as boolean) || target!.startsWith(other);'),
    ts: true,
    errors: [['lexical', lexical('path.join', 'target'), 5, 11, 5, 34]],
  },
  {
    title: 'one chain with two messages reports both',
    code: joined("  return rel.startsWith('..') || target.startsWith(root);"),
    errors: [
      ['lexicalRelative', { path: 'rel', relative: 'path.relative', name: 'path.join' }, 5, 10, 5, 30],
      ['lexical', lexical('path.join', 'target'), 5, 34, 5, 57],
    ],
  },
  {
    title: 'one chain with two lexical functions reports both; one function twice, once',
    code: joined(
      '  return [target.startsWith(root) || target.startsWith(path.resolve(root)), target.startsWith(root) || path.resolve(root).startsWith(root)];',
    ),
    errors: [
      ['lexical', lexical('path.join', 'target'), 5, 11, 5, 34],
      ['lexical', lexical('path.join', 'target'), 5, 77, 5, 100],
      ['lexical', lexical('path.resolve', 'path.resolve(root)'), 5, 104, 5, 139],
    ],
  },
  // Bugs the survivors showed: a `..` comparison with a lexical path, a zero position, an argument JavaScript ignores.
  {
    title: "'..' compared with a lexical path, either way round, is a '..' test like startsWith('..')",
    code: joined("  return [path.normalize(input) === '..', '..' !== target, target == '..'];"),
    errors: [
      ['lexical', lexical('path.normalize', 'path.normalize(input)'), 5, 11, 5, 41],
      ['lexical', lexical('path.join', 'target'), 5, 43, 5, 58],
      ['lexical', lexical('path.join', 'target'), 5, 60, 5, 74],
    ],
  },
  {
    title: 'indexOf from position 0, and a slice with an argument JavaScript ignores, are prefix tests',
    code: joined(
      "  return [target.indexOf(root, 0) === 0, target.slice(0, root.length, 'ignored') === root, target.substr(0, root.length) === root];",
    ),
    errors: [
      ['lexical', lexical('path.join', 'target'), 5, 11, 5, 40],
      ['lexical', lexical('path.join', 'target'), 5, 42, 5, 90],
      ['lexical', lexical('path.join', 'target'), 5, 92, 5, 130],
    ],
  },
  // A relative path is lexical when one of its operands is.
  {
    title: 'a prefix test of a relative path from a lexical one, whichever operand is canonical',
    code: [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      'export function isPublic(root, input) {',
      '  const rel = path.relative(root, path.join(root, input));',
      '  const real = fs.realpathSync(root);',
      '  const rel2 = path.relative(real, path.join(real, input));',
      "  return [rel.startsWith('public/'), rel2.startsWith('public/')];",
      '}',
    ].join('\n'),
    errors: [
      ['lexical', lexical('path.join', 'rel'), 7, 11, 7, 36],
      ['lexical', lexical('path.join', 'rel2'), 7, 38, 7, 64],
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

createTypedRuleTester().run('no-lexical-containment checks (typed)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

createUntypedRuleTester().run('no-lexical-containment checks (untyped TypeScript)', rule, {
  valid: valid.map((item) => toValid(item)),
  invalid: invalid.map((item) => toInvalid(item)),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-lexical-containment checks (JavaScript, espree)', rule, {
  valid: valid.filter((item) => !item.ts).map((item) => toValid(item, 'file.js')),
  invalid: invalid.filter((item) => !item.ts).map((item) => toInvalid(item, 'file.js')),
});
