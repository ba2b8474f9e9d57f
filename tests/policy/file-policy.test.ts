/**
 * What a suppression covers and what the allowlist exempts, seen through the coded rules: a
 * `valid` case is a violation the policy hides, an `invalid` one a violation it must not hide.
 */
import type { InvalidTestCase, RuleTester, ValidTestCase } from '@typescript-eslint/rule-tester';

import noDirectFileAccess from '../../src/rules/no-direct-file-access.js';
import noDirectWatcher from '../../src/rules/no-direct-watcher.js';
import validSuppression, { type MessageIds as ValidSuppressionMessageIds } from '../../src/rules/valid-suppression.js';
import type { MessageIds } from '../../src/util/operation-rule.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';
import { range } from '../position.js';

type Options = [];

/** What ORKVFS001's message says of each operation these cases call, written here, not read from src/. */
const wording: Readonly<Record<string, { readonly verb: string; readonly instead: string }>> = {
  'fs.readFileSync': { verb: 'reads a file directly', instead: '`tryReadAllBytes()` / `readAllText()`' },
  'fs.realpathSync': { verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' },
};

/** The report of `name` that underlines `span` (its `nth` occurrence) in `code`. */
function fsError(code: string, span: string, name: string, nth = 1) {
  const data = wording[name];
  if (!data) throw new Error(`test bug: no wording written for ${name}`);
  return { messageId: 'call' as const, data: { name, ...data }, ...range(code, span, { nth }) };
}

interface Case {
  readonly title: string;
  readonly code: string;
  /** Uses TypeScript syntax: not run through espree. */
  readonly ts?: boolean;
  readonly settings?: Record<string, unknown>;
  readonly filename?: string;
}

interface LeakCase extends Case {
  /** What is still reported: [the whole underlined call, `fs.<name>`, its occurrence]. */
  readonly reported: readonly (readonly [string, string, number?])[];
  /** What valid-suppression reports of the invalid comment, which it underlines whole. */
  readonly comment?: {
    readonly span: string;
    readonly messageId: ValidSuppressionMessageIds;
    readonly data: Readonly<Record<string, string>>;
  };
}

const header = "import * as fs from 'fs';\n";

/** A component in a .tsx file whose `<div>` holds `children`, one line each. */
function inComponent(children: readonly string[]): Pick<Case, 'code' | 'ts' | 'filename'> {
  const body = children.map((line) => (line === '' ? '' : `      ${line}`)).join('\n');
  return {
    ts: true,
    filename: 'component.tsx',
    code: `${header}export function Toolchain() {\n  return (\n    <div>\n${body}\n    </div>\n  );\n}`,
  };
}

const suppressed: readonly Case[] = [
  {
    title: 'trailing line comment',
    code: `${header}fs.readFileSync('a'); // vfs-suppress: OUT-OF-SCOPE: looks for git on the host`,
  },
  {
    title: 'trailing block comment',
    code: `${header}fs.readFileSync('a'); /* vfs-suppress: OUT-OF-SCOPE: probes the host */`,
  },
  {
    title: 'trailing comment on the line where a multi-line call starts',
    code: `${header}fs.readFileSync( // vfs-suppress: OUT-OF-SCOPE: probes the host\n  'a',\n);`,
  },
  {
    title: 'leading line comment of a statement',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: mounts are registered before DI is built\nfs.readFileSync('a');`,
  },
  {
    title: 'leading block comment of a statement',
    code: `${header}/* vfs-suppress: EXCEPTION-BOOTSTRAP: before DI */\nfs.readFileSync('a');`,
  },
  {
    title: 'block comment before the statement on the same line',
    code: `${header}/* vfs-suppress: EXCEPTION-BOOTSTRAP: before DI */ fs.readFileSync('a');`,
  },
  {
    title: 'separator —',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE — discovers the docker binary on PATH, never a mount\nfs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'separator -',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE - discovers docker\nfs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'separator space',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE discovers docker\nfs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'a blank line and other comments between',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: probes\n\n// which docker\nfs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'a multi-line statement, nested calls included',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: reads appsettings before DI\nconst settings = JSON.parse(\n  fs.readFileSync(\n    'appsettings.json',\n    'utf8',\n  ),\n  (key, value) => (key === 'extra' ? fs.readFileSync(value, 'utf8') : value),\n);\nexport default settings;`,
  },
  {
    title: 'a compound statement, its whole body',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: scans the host toolchain\nfor (const dir of ['/usr/bin', '/usr/local/bin']) {\n  if (fs.existsSync(dir)) {\n    fs.readdirSync(dir);\n    fs.statSync(dir);\n  }\n}`,
  },
  {
    title: 'the body statement of an if without braces',
    code: `${header}if (process.env.CI)\n  // vfs-suppress: OUT-OF-SCOPE: CI only\n  fs.readFileSync('a');`,
  },
  {
    title: 'a variable declaration with several declarators',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nconst a = fs.readFileSync('a'),\n  b = fs.readFileSync('b');\nexport { a, b };`,
  },
  {
    title: 'one declarator of several',
    code: `${header}const a = 1,\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n  b = fs.readFileSync('b');\nexport { a, b };`,
  },
  {
    title: 'a function declaration',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: host probing\nexport function probe(bin) {\n  if (!fs.existsSync(bin)) return undefined;\n  return fs.realpathSync(bin);\n}`,
  },
  {
    title: 'a class declaration, every member',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: mount registration runs before DI\nclass SandboxSession {\n  config = fs.readFileSync('a');\n  constructor() {\n    fs.readFileSync('b');\n  }\n  static load() {\n    return fs.readFileSync('c');\n  }\n}\nexport { SandboxSession };`,
  },
  {
    title: 'an exported class, before export',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nexport class A {\n  m() {\n    fs.readFileSync('a');\n  }\n}`,
  },
  {
    title: 'export default function',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nexport default function boot() {\n  fs.readFileSync('a');\n}`,
  },
  {
    title: 'a JSDoc block between the suppression and the declaration',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n/**\n * Loads the mounts.\n * @returns the raw file\n */\nexport function loadMounts() {\n  return fs.readFileSync('mounts.json');\n}`,
  },
  {
    title: 'a JSDoc block that starts with the directive',
    code: `${header}/**\n * vfs-suppress: EXCEPTION-BOOTSTRAP: the mount table is read\n * before the VFS exists.\n */\nexport function loadMounts() {\n  return fs.readFileSync('mounts.json');\n}`,
  },
  {
    title: 'a decorated class, before the decorators',
    ts: true,
    code: `${header}declare const Injectable: () => ClassDecorator;\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n@Injectable()\nexport class A {\n  m() {\n    fs.readFileSync('a');\n  }\n}`,
  },
  {
    title: 'a decorated class, decorators after export',
    ts: true,
    code: `${header}declare const Injectable: () => ClassDecorator;\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nexport @Injectable() class A {\n  m() {\n    fs.readFileSync('a');\n  }\n}`,
  },
  {
    title: 'a decorated class, before the second decorator',
    ts: true,
    code: `${header}declare const Injectable: () => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n@Injectable()\nexport class A {\n  m() {\n    fs.readFileSync('a');\n  }\n}`,
  },
  {
    title: 'a decorated class exported from a namespace, before the decorators',
    ts: true,
    code: `${header}declare const Injectable: () => ClassDecorator;\nexport namespace Host {\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n  @Injectable()\n  export class A {\n    m() {\n      fs.readFileSync('a');\n    }\n  }\n}`,
  },
  {
    title: 'a decorator argument of the suppressed declaration',
    ts: true,
    code: `${header}declare const Config: (raw: unknown) => ClassDecorator;\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n@Config(fs.readFileSync('config.json'))\nexport class A {}`,
  },
  {
    title: 'a method',
    code: `${header}export class Tool {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  probe() {\n    fs.existsSync('/usr/bin/git');\n    fs.statSync('/usr/bin/git');\n  }\n}`,
  },
  {
    title: 'a decorated method, and a method with modifiers',
    ts: true,
    code: `${header}declare const Get: () => MethodDecorator;\nexport class Tool {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  @Get()\n  probe() {\n    fs.existsSync('/usr/bin/git');\n  }\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  private static async probeAll(): Promise<void> {\n    fs.existsSync('/usr/bin/git');\n  }\n}`,
  },
  {
    title: 'a class property',
    code: `${header}export class Tool {\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n  config = fs.readFileSync('a');\n}`,
  },
  {
    title: 'an object literal property',
    code: `${header}export const deps = {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  exists: (p) => fs.existsSync(p),\n};`,
  },
  {
    title: 'file-wide, first in the file',
    code: `/* vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing */\n${header}fs.readFileSync('a');\nexport function f() {\n  fs.statSync('b');\n}`,
  },
  {
    title: 'file-wide, line comment',
    code: `// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing\n${header}fs.readFileSync('a');`,
  },
  {
    title: 'file-wide after a licence header and a hashbang',
    code: `#!/usr/bin/env node\n/* Copyright (c) Orkeon. MIT licence. */\n// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing\n${header}fs.readFileSync('a');`,
  },
  {
    title: "restricted to the finding's code",
    code: `${header}// vfs-suppress(ORKVFS001): OUT-OF-SCOPE: probes the host\nfs.readFileSync('a');`,
  },
  {
    title: 'restricted to several codes',
    code: `${header}fs.readFileSync('a'); // vfs-suppress(ORKVFS005, ORKVFS001): OUT-OF-SCOPE: probes`,
  },
  {
    title: 'file-wide restricted to the code',
    code: `// vfs-suppress-file(ORKVFS001): OUT-OF-SCOPE: probes\n${header}fs.readFileSync('a');`,
  },
  { title: 'an exempt folder', code: `${header}fs.readFileSync('a');`, filename: 'tests/unit/a.ts' },
  {
    title: 'an exempt folder below the cwd',
    code: `${header}fs.readFileSync('a');`,
    filename: 'packages/app/tests/a.ts',
  },
  {
    title: 'an exempt folder, Windows-style path',
    code: `${header}fs.readFileSync('a');`,
    filename: 'packages\\app\\examples\\a.ts',
  },
  {
    title: 'an exempt file',
    code: `${header}fs.realpathSync('a');`,
    filename: 'src/security/path-validator.ts',
    settings: { 'vfs-compliance': { exemptFiles: ['security/path-validator.ts'] } },
  },
  {
    title: 'an exempt file, Windows-style path and setting',
    code: `${header}fs.realpathSync('a');`,
    filename: 'src\\security\\path-validator.ts',
    settings: { 'vfs-compliance': { exemptFiles: ['security\\path-validator.ts'] } },
  },
  {
    title: 'an invalid suppression in an exempt file changes nothing',
    code: `${header}fs.readFileSync('a'); // vfs-suppress: EXCEPTION-OBSOLETE: legacy`,
    filename: 'examples/a.ts',
  },
  {
    title: 'a JSX comment on its own line, before an expression child',
    ...inComponent([
      "{/* vfs-suppress: OUT-OF-SCOPE: shows the host's git version */}",
      "{fs.readFileSync('a', 'utf8')}",
    ]),
  },
  {
    title: 'a JSX comment on its own line, before a multi-line element (attributes and children)',
    ...inComponent([
      '{/* vfs-suppress: OUT-OF-SCOPE: shows the host toolchain */}',
      "<pre title={fs.readFileSync('t', 'utf8')}>",
      "  {fs.readFileSync('a', 'utf8')}",
      '</pre>',
    ]),
  },
  {
    title: 'a multi-line JSX comment, and a fragment child',
    ...inComponent([
      '{/*',
      '  vfs-suppress: OUT-OF-SCOPE: shows the host toolchain',
      '*/}',
      '<>',
      "  {fs.readFileSync('a', 'utf8')}",
      '</>',
    ]),
  },
  {
    title: 'stacked JSX comments lead the same child',
    ...inComponent([
      '{/* vfs-suppress(ORKVFS001): OUT-OF-SCOPE: shows the host toolchain */}',
      '{/* the version line */}',
      '',
      "<span>{fs.readFileSync('a', 'utf8')}</span>",
    ]),
  },
];

const accepted = '`EXCEPTION-BOOTSTRAP`, `EXCEPTION-WATCHER-BRIDGE`, `OUT-OF-SCOPE`';
const allCodes =
  '`ORKVFS001`, `ORKVFS002`, `ORKVFS003`, `ORKVFS004`, `ORKVFS005`, `ORKVFS006`, `ORKVFS007`, `ORKVFS008`';

/** Each way a suppression can be invalid: [what, the directive, what valid-suppression says of it]. */
const invalidDirectives = [
  [
    'a retired category',
    'vfs-suppress: EXCEPTION-OBSOLETE: transitional API; callers should migrate',
    'retiredCategory',
    { category: 'EXCEPTION-OBSOLETE', categories: accepted },
  ],
  [
    'the other retired category',
    'vfs-suppress: EXCEPTION-BACKCOMPAT: old callers',
    'retiredCategory',
    { category: 'EXCEPTION-BACKCOMPAT', categories: accepted },
  ],
  [
    'an unknown category',
    'vfs-suppress: LEGACY: old callers',
    'unknownCategory',
    { category: 'LEGACY', categories: accepted },
  ],
  [
    'an unknown category that starts with an accepted one',
    'vfs-suppress: OUT-OF-SCOPE-LEGACY: old callers',
    'unknownCategory',
    { category: 'OUT-OF-SCOPE-LEGACY', categories: accepted },
  ],
  [
    'another unknown category that starts with an accepted one',
    'vfs-suppress: EXCEPTION-BOOTSTRAP-TEMP: until DI',
    'unknownCategory',
    { category: 'EXCEPTION-BOOTSTRAP-TEMP', categories: accepted },
  ],
  [
    'a lower-case category',
    'vfs-suppress: out-of-scope: probes',
    'unknownCategory',
    { category: 'out-of-scope', categories: accepted },
  ],
  ['no category', 'vfs-suppress: ', 'missingCategory', { categories: accepted }],
  ['no reason', 'vfs-suppress: OUT-OF-SCOPE', 'missingReason', { category: 'OUT-OF-SCOPE' }],
  ['no reason after the separator', 'vfs-suppress: OUT-OF-SCOPE: ', 'missingReason', { category: 'OUT-OF-SCOPE' }],
  ['a missing colon', 'vfs-suppress OUT-OF-SCOPE probes', 'malformedSuppression', {}],
  [
    'an unknown code',
    'vfs-suppress(ORKVFS009): OUT-OF-SCOPE: probes',
    'unknownCode',
    { code: 'ORKVFS009', codes: allCodes },
  ],
  [
    'a rule name for a code',
    'vfs-suppress(no-direct-file-access): OUT-OF-SCOPE: probes',
    'unknownCode',
    { code: 'no-direct-file-access', codes: allCodes },
  ],
  ['an empty code list', 'vfs-suppress(): OUT-OF-SCOPE: probes', 'malformedSuppression', {}],
] as const;

const leaks: readonly LeakCase[] = [
  {
    title: 'a statement suppression does not reach the next statement',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nfs.readFileSync('a');\nfs.readFileSync('b');`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a trailing comment does not lead the next statement',
    code: `${header}fs.statSync('a'); // vfs-suppress: OUT-OF-SCOPE: probes\nfs.readFileSync('b');`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a trailing comment covers its own line only',
    code: `${header}fs.readFileSync(\n  'a',\n); // vfs-suppress: OUT-OF-SCOPE: probes`,
    reported: [["fs.readFileSync(\n  'a',\n)", 'fs.readFileSync']],
  },
  {
    title: 'a method suppression does not reach a sibling method',
    code: `${header}export class Tool {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  probe() {\n    fs.existsSync('a');\n  }\n  load() {\n    return fs.readFileSync('b');\n  }\n}`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a property suppression does not reach the next property',
    code: `${header}export class Tool {\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n  a = fs.readFileSync('a');\n  b = fs.readFileSync('b');\n}`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a suppression inside a function does not reach the rest of it',
    code: `${header}export function f() {\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  fs.existsSync('a');\n  return fs.readFileSync('b');\n}`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a class suppression does not reach code after the class',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nclass A {\n  m() {\n    fs.readFileSync('a');\n  }\n}\nfs.readFileSync('b');\nexport { A };`,
    reported: [["fs.readFileSync('b')", 'fs.readFileSync']],
  },
  {
    title: 'a comment inside an argument list leads no statement',
    code: `${header}console.log(\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  fs.readFileSync('a'),\n);`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a comment before the closing brace leads nothing',
    code: `${header}export function f() {\n  fs.readFileSync('a');\n  // vfs-suppress: OUT-OF-SCOPE: probes\n}`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a directive that does not start the comment is no directive',
    code: `${header}// note: vfs-suppress: OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a directive on a later line of a block comment is no directive',
    code: `${header}/**\n * Loads the mounts.\n *\n * vfs-suppress: EXCEPTION-BOOTSTRAP: the mount table is read\n * before the VFS exists.\n */\nexport function loadMounts() {\n  return fs.readFileSync('mounts.json');\n}`,
    reported: [["fs.readFileSync('mounts.json')", 'fs.readFileSync']],
  },
  {
    title: 'a suppression restricted to another code',
    code: `${header}// vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts the watcher\nfs.readFileSync('a');`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a file-wide suppression restricted to another code',
    code: `// vfs-suppress-file(ORKVFS002): OUT-OF-SCOPE: probes\n${header}fs.readFileSync('a');`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  ...invalidDirectives.flatMap(([what, directive, messageId, data]): LeakCase[] => {
    const leading = `// ${directive}`;
    const trailing = `/* ${directive} */`;
    const fileWide = `// ${directive.replace('vfs-suppress', 'vfs-suppress-file')}`;
    return [
      {
        title: `an invalid suppression (${what}) suppresses nothing: leading`,
        code: `${header}${leading}\nfs.readFileSync('a');`,
        reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
        comment: { span: leading, messageId, data },
      },
      {
        title: `an invalid suppression (${what}) suppresses nothing: trailing`,
        code: `${header}fs.readFileSync('a'); ${trailing}`,
        reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
        comment: { span: trailing, messageId, data },
      },
      {
        title: `an invalid suppression (${what}) suppresses nothing: file-wide`,
        code: `${fileWide}\n${header}fs.readFileSync('a');`,
        reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
        comment: { span: fileWide, messageId, data },
      },
    ];
  }),
  {
    title: 'a suppression restricted to ORKVFS008 does not cover ORKVFS001',
    code: `${header}// vfs-suppress(ORKVFS008): OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a file-wide suppression after code suppresses nothing',
    code: `${header}// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing\nfs.readFileSync('a');`,
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a file-wide suppression the configuration forbids suppresses nothing',
    code: `// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing\n${header}fs.readFileSync('a');`,
    settings: { 'vfs-compliance': { allowFileSuppressions: false } },
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a category this configuration does not accept',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
    settings: { 'vfs-compliance': { categories: ['EXCEPTION-BOOTSTRAP'] } },
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a folder that only ends like an exempt one',
    code: `${header}fs.readFileSync('a');`,
    filename: 'src/contests/a.ts',
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a file named like an exempt folder',
    code: `${header}fs.readFileSync('a');`,
    filename: 'src/tests.ts',
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'an exempt folder in another case',
    code: `${header}fs.readFileSync('a');`,
    filename: 'src/Tests/a.ts',
    reported: [["fs.readFileSync('a')", 'fs.readFileSync']],
  },
  {
    title: 'a file next to an exempt file',
    code: `${header}fs.realpathSync('a');`,
    filename: 'src/security/path-validator-helpers.ts',
    settings: { 'vfs-compliance': { exemptFiles: ['security/path-validator.ts'] } },
    reported: [["fs.realpathSync('a')", 'fs.realpathSync']],
  },
  {
    title: 'a file whose folder only ends like the exempt suffix',
    code: `${header}fs.realpathSync('a');`,
    filename: 'src\\xsecurity\\path-validator.ts',
    settings: { 'vfs-compliance': { exemptFiles: ['security/path-validator.ts'] } },
    reported: [["fs.realpathSync('a')", 'fs.realpathSync']],
  },
  {
    title: 'a JSX comment does not reach the next child',
    ...inComponent([
      '{/* vfs-suppress: OUT-OF-SCOPE: shows the host toolchain */}',
      "{fs.readFileSync('a', 'utf8')}",
      "{fs.readFileSync('b', 'utf8')}",
    ]),
    reported: [["fs.readFileSync('b', 'utf8')", 'fs.readFileSync']],
  },
  {
    title: 'a JSX comment after a child on its line is trailing: it covers that line only',
    ...inComponent([
      "<i>{fs.statSync('a').size}</i> {/* vfs-suppress: OUT-OF-SCOPE: probes */}",
      "{fs.readFileSync('b', 'utf8')}",
    ]),
    reported: [["fs.readFileSync('b', 'utf8')", 'fs.readFileSync']],
  },
  {
    title: 'a JSX comment before the closing tag leads nothing',
    ...inComponent(["{fs.readFileSync('a', 'utf8')}", '{/* vfs-suppress: OUT-OF-SCOPE: probes */}']),
    reported: [["fs.readFileSync('a', 'utf8')", 'fs.readFileSync']],
  },
  {
    title: 'a comment inside an expression child leads nothing (no statement starts there)',
    ...inComponent(['{', '  // vfs-suppress: OUT-OF-SCOPE: probes', "  fs.readFileSync('a', 'utf8')", '}']),
    reported: [["fs.readFileSync('a', 'utf8')", 'fs.readFileSync']],
  },
];

function toValid(item: Case): ValidTestCase<Options> {
  return {
    name: item.title,
    code: item.code,
    ...(item.filename ? { filename: item.filename } : {}),
    ...(item.settings ? { settings: item.settings } : {}),
  };
}

function toInvalid(item: LeakCase): InvalidTestCase<MessageIds, Options> {
  return {
    ...toValid(item),
    errors: item.reported.map(([marker, name, nth]) => fsError(item.code, marker, name, nth)),
  };
}

function run(tester: RuleTester, label: string, filter: (item: Case) => boolean): void {
  tester.run(`file policy through no-direct-file-access (${label})`, noDirectFileAccess, {
    valid: suppressed.filter(filter).map(toValid),
    invalid: leaks.filter(filter).map(toInvalid),
  });
  // The invalid comments, as valid-suppression reports them: each underlined whole.
  const comments = leaks.filter(filter).flatMap(({ title, code, comment }) =>
    comment
      ? [
          {
            name: title,
            code,
            errors: [{ messageId: comment.messageId, data: comment.data, ...range(code, comment.span) }],
          },
        ]
      : [],
  );
  if (comments.length === 0) return;
  tester.run(`invalid suppressions through valid-suppression (${label})`, validSuppression, {
    valid: [],
    invalid: comments,
  });
}

run(createUntypedRuleTester(), 'untyped', () => true);
run(await createJavaScriptRuleTester(), 'espree', (item) => !item.ts);
// The typed tester lints tests/fixtures/file.ts; path cases need files of their own.
run(createTypedRuleTester(), 'typed', (item) => item.filename === undefined);
// JSX cases lint the fixtures' component.tsx.
run(createTypedRuleTester(), 'typed, TSX', (item) => item.filename === 'component.tsx');

const watcherCode = `import chokidar from 'chokidar';\nimport * as fs from 'fs';\nexport class Bridge {\n  // vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts chokidar to the watcher port\n  start(dir: string) {\n    const source = fs.readFileSync(dir);\n    return chokidar.watch(dir);\n  }\n}`;

createUntypedRuleTester().run(
  'a code-restricted suppression covers only its codes (no-direct-watcher)',
  noDirectWatcher,
  {
    valid: [{ name: 'the watcher call is covered', code: watcherCode }],
    invalid: [
      {
        name: 'a watcher call under a suppression restricted to ORKVFS001',
        code: `import chokidar from 'chokidar';\n// vfs-suppress(ORKVFS001): OUT-OF-SCOPE: probes\nchokidar.watch('.');`,
        errors: [
          {
            messageId: 'call',
            data: {
              name: 'chokidar.watch',
              verb: 'watches the disk directly',
              instead: 'the VFS watcher abstraction (`watch()`)',
            },
            line: 3,
            column: 1,
            endLine: 3,
            endColumn: 20,
          },
        ],
      },
    ],
  },
);

createUntypedRuleTester().run(
  'a code-restricted suppression covers only its codes (no-direct-file-access)',
  noDirectFileAccess,
  {
    valid: [],
    invalid: [
      {
        name: 'the read under the watcher suppression',
        code: watcherCode,
        errors: [fsError(watcherCode, 'fs.readFileSync(dir)', 'fs.readFileSync')],
      },
    ],
  },
);
