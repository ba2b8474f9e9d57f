/**
 * ORKVFS008 around the containment test itself, beside the origins in
 * reports.test.ts: which `root.length` is a separator boundary, which chain holds a
 * `./` test (a module specifier), what one chain reports once, which `..` tests count, and the
 * arguments that make a prefix test. Run three ways: typed, untyped TypeScript and plain
 * JavaScript (espree). Each report states the text it underlines.
 */
import rule, { type MessageIds, type Options } from '../../../src/rules/no-lexical-containment.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';

type Case = TableCase<MessageIds, Options>;

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
    errors: [{ messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)' }],
  },
  {
    title: 'an && chain without root.length, with another member of the root, with the length of another value',
    code: canonical(
      "  return [real.startsWith(root) && ok, real.startsWith(root) && !root.includes('-'), real.startsWith(root) && real.length > 1];",
    ),
    errors: [
      { messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)' },
      { messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)', nth: 2 },
      { messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)', nth: 3 },
    ],
  },
  {
    title: 'the root.length of a slice test is the test itself, not a boundary next to it',
    code: canonical('  return real.slice(0, root.length) === root && ok;'),
    errors: [{ messageId: 'noBoundary', data: noBoundary, span: 'real.slice(0, root.length) === root' }],
  },
  {
    title: 'root.length outside the chain, after it or before it',
    code: canonical(
      '  if (real.startsWith(root) && ok) return true;',
      '  const next = real[root.length];',
      '  return real.startsWith(root) && ok(next);',
    ),
    errors: [
      { messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)' },
      { messageId: 'noBoundary', data: noBoundary, span: 'real.startsWith(root)', nth: 2 },
    ],
  },
  {
    title: "a './' test of another value is no specifier check",
    code: normalized("  return !other.startsWith('./') && !spec.startsWith('../');"),
    errors: [{ messageId: 'lexical', data: lexical('path.normalize', 'spec'), span: "spec.startsWith('../')" }],
  },
  {
    title: "a './' test outside the chain is no specifier check",
    code: normalized("  if (!spec.startsWith('../') && other) return spec;", "  return spec.startsWith('./');"),
    errors: [{ messageId: 'lexical', data: lexical('path.normalize', 'spec'), span: "spec.startsWith('../')" }],
  },
  // One chain, one report per message and function; separate chains report separately.
  {
    title: 'tests under another unary operator are separate checks',
    code: joined('  return -target.startsWith(root) || typeof target.startsWith(other);'),
    errors: [
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(root)' },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(other)' },
    ],
  },
  {
    title: 'a chain through optional calls is one check',
    code: joined('  return target?.startsWith(root) || target?.startsWith(other);'),
    errors: [{ messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target?.startsWith(root)' }],
  },
  {
    title: 'a chain through TypeScript wrappers is one check',
    code: joined('  return (target.startsWith(root) as boolean) || target!.startsWith(other);'),
    ts: true,
    errors: [{ messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(root)' }],
  },
  {
    title: 'one chain with two messages reports both',
    code: joined("  return rel.startsWith('..') || target.startsWith(root);"),
    errors: [
      {
        messageId: 'lexicalRelative',
        data: { path: 'rel', relative: 'path.relative', name: 'path.join' },
        span: "rel.startsWith('..')",
      },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(root)' },
    ],
  },
  {
    title: 'one chain with two lexical functions reports both; one function twice, once',
    code: joined(
      '  return [target.startsWith(root) || target.startsWith(path.resolve(root)), target.startsWith(root) || path.resolve(root).startsWith(root)];',
    ),
    errors: [
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(root)' },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.startsWith(root)', nth: 2 },
      {
        messageId: 'lexical',
        data: lexical('path.resolve', 'path.resolve(root)'),
        span: 'path.resolve(root).startsWith(root)',
      },
    ],
  },
  // Bugs the survivors showed: a `..` comparison with a lexical path, a zero position, an argument JavaScript ignores.
  {
    title: "'..' compared with a lexical path, either way round, is a '..' test like startsWith('..')",
    code: joined("  return [path.normalize(input) === '..', '..' !== target, target == '..'];"),
    errors: [
      {
        messageId: 'lexical',
        data: lexical('path.normalize', 'path.normalize(input)'),
        span: "path.normalize(input) === '..'",
      },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: "'..' !== target" },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: "target == '..'" },
    ],
  },
  {
    title: 'indexOf from position 0, and a slice with an argument JavaScript ignores, are prefix tests',
    code: joined(
      "  return [target.indexOf(root, 0) === 0, target.slice(0, root.length, 'ignored') === root, target.substr(0, root.length) === root];",
    ),
    errors: [
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.indexOf(root, 0) === 0' },
      {
        messageId: 'lexical',
        data: lexical('path.join', 'target'),
        span: "target.slice(0, root.length, 'ignored') === root",
      },
      { messageId: 'lexical', data: lexical('path.join', 'target'), span: 'target.substr(0, root.length) === root' },
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
      { messageId: 'lexical', data: lexical('path.join', 'rel'), span: "rel.startsWith('public/')" },
      { messageId: 'lexical', data: lexical('path.join', 'rel2'), span: "rel2.startsWith('public/')" },
    ],
  },
];

await runCaseTable('no-lexical-containment checks', rule, { valid, invalid });
