/**
 * valid-suppression, run typed, untyped and with espree. It is the only rule on in each run, so
 * every "used" case also shows that unused-ness comes from the shared analysis, not from which
 * rules are enabled. Typed and untyped runs differ only where the analysis does: a suppression of
 * a call only the checker sees, and the wording of "unused" without a program.
 */
import rule, { type MessageIds, type Options } from '../../src/rules/valid-suppression.js';
import { missingProgram, runCaseTable, type Case as TableCase, type ExpectedError } from './case-table.js';

const CATEGORIES = '`EXCEPTION-BOOTSTRAP`, `EXCEPTION-WATCHER-BRIDGE`, `OUT-OF-SCOPE`';
const CODES = '`ORKVFS001`, `ORKVFS002`, `ORKVFS003`, `ORKVFS004`, `ORKVFS005`, `ORKVFS006`, `ORKVFS007`, `ORKVFS008`';
const header = "import * as fs from 'fs';\n";

type Case = TableCase<MessageIds, Options>;

/** An unused suppression, worded by what the analysis sees: with a program, or without one. */
function unused(error: Omit<ExpectedError<MessageIds>, 'messageId' | 'modes'>): ExpectedError<MessageIds>[] {
  return [
    { ...error, messageId: 'unusedSuppression', modes: ['typed'] },
    { ...error, messageId: 'unusedSuppressionWithoutTypes', modes: ['untyped', 'javascript'] },
  ];
}

/** The typed tester lints tests/fixtures/file.ts: a case with a path of its own runs untyped only. */
const untypedModes = ['untyped', 'javascript'] as const;

/** A component whose `<div>` holds `children` (one line each), in a .tsx file: run untyped only. */
function inComponent(children: readonly string[]): Pick<Case, 'code' | 'ts' | 'filename' | 'modes'> {
  return {
    ts: true,
    modes: untypedModes,
    filename: 'component.tsx',
    code: `${header}export function Toolchain() {\n  return (\n    <div>\n${children.map((line) => `      ${line}`).join('\n')}\n    </div>\n  );\n}`,
  };
}

const valid: Case[] = [
  {
    title: 'comments that are not suppressions',
    code: `${header}// vfs-suppressions are documented in docs/suppressions.md\n// see vfs-suppress: in the docs\n/* TODO vfs-suppress: not at the start */\n/**\n * Mentions vfs-suppress mid-line.\n */\nfs.constants.R_OK;`,
  },
  {
    title: 'a JSDoc that documents the grammar is no suppression',
    code: `/**\n * Reads a suppression comment:\n *\n * vfs-suppress: <CATEGORY>: <reason>\n * vfs-suppress(<codes>): <CATEGORY>: <reason>\n */\nexport function parse(text) {\n  return text;\n}\n/*\n  Grammar:\n  vfs-suppress-file: <CATEGORY>: <reason>\n*/`,
  },
  {
    title: 'a used suppression in a block comment that starts with it',
    code: `${header}/**\n * vfs-suppress: EXCEPTION-BOOTSTRAP: the mount table is read\n * before the VFS exists.\n */\nexport const mounts = fs.readFileSync('mounts.json');`,
  },
  {
    title: 'a lower-case reason right after a `-`',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE-discovers docker on PATH\nfs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'a used trailing suppression',
    code: `${header}fs.readFileSync('a'); // vfs-suppress: OUT-OF-SCOPE: looks for git on the host`,
  },
  {
    title: 'a used leading suppression',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: mounts are registered before DI is built\nfs.readFileSync('a');`,
  },
  {
    title: 'every separator',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE — a\nfs.statSync('a');\n// vfs-suppress: OUT-OF-SCOPE - b\nfs.statSync('b');\n// vfs-suppress: OUT-OF-SCOPE c\nfs.statSync('c');\n/* vfs-suppress: OUT-OF-SCOPE: d */\nfs.statSync('d');`,
  },
  {
    title: 'a used declaration suppression with a JSDoc block between',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\n/** Loads the mounts. */\nexport function loadMounts() {\n  return fs.readFileSync('mounts.json');\n}`,
  },
  {
    title: 'a class suppression and a method suppression inside it are both used',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nexport class A {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  m() {\n    fs.existsSync('a');\n  }\n}`,
  },
  {
    title: 'a used JSX suppression on its own line, before the child',
    ...inComponent([
      "{/* vfs-suppress: OUT-OF-SCOPE: shows the host's git version */}",
      "<code>{fs.readFileSync('a', 'utf8')}</code>",
    ]),
  },
  {
    title: 'a used file-wide suppression',
    code: `/* vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing */\n${header}export const probe = () => fs.existsSync('/usr/bin/docker');`,
  },
  {
    title: 'a used code-restricted suppression (the watcher rule is not on in this run)',
    code: `import chokidar from 'chokidar';\n// vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts chokidar to the watcher port\nexport const watcher = chokidar.watch('.');`,
  },
  {
    title: 'an escaping reference is a violation too',
    code: `${header}// vfs-suppress(ORKVFS001): OUT-OF-SCOPE: handed to the host probe\nexport const exists = fs.existsSync;`,
  },
  {
    title: 'ORKVFS002, ORKVFS003, ORKVFS006',
    code: `${header}fs.mkdirSync('a'); // vfs-suppress(ORKVFS002): OUT-OF-SCOPE: a\nfs.openSync('a'); // vfs-suppress(ORKVFS003): OUT-OF-SCOPE: b\nfs.createReadStream('a'); // vfs-suppress(ORKVFS006): OUT-OF-SCOPE: c`,
  },
  {
    title: 'ORKVFS004: path.resolve on input',
    code: `import path from 'path';\nexport function locate(input) {\n  // vfs-suppress(ORKVFS004): OUT-OF-SCOPE: resolves the SDK path from PATH\n  return path.resolve(input);\n}`,
  },
  {
    title: 'ORKVFS004 of a path function the settings add',
    code: `import path from 'path';\nexport function locate(root, input) {\n  // vfs-suppress(ORKVFS004): OUT-OF-SCOPE: joins a host path\n  return path.join(root, input);\n}`,
    settings: { pathFunctions: ['join'] },
  },
  {
    title: 'ORKVFS007: an optional service',
    ts: true,
    code: `import type { IFileSystemService } from './file-system-service.js';\nexport class Tool {\n  // vfs-suppress(ORKVFS007): EXCEPTION-BOOTSTRAP: built before DI\n  constructor(private readonly fs?: IFileSystemService) {}\n}`,
  },
  {
    title: 'ORKVFS007: an interface member',
    ts: true,
    code: `import type { IFileSystemService } from './file-system-service.js';\nexport interface ToolOptions {\n  readonly name: string;\n  // vfs-suppress(ORKVFS007): EXCEPTION-BOOTSTRAP: options are built before DI\n  readonly fs?: IFileSystemService;\n}`,
  },
  {
    title: 'a call only the checker sees (through a barrel): unused without a program',
    ts: true,
    code: `import { readFileSync } from './fs-barrel.js';\n// vfs-suppress: OUT-OF-SCOPE: reads the host's git config\nreadFileSync('/etc/gitconfig');`,
    errors: [
      {
        span: "// vfs-suppress: OUT-OF-SCOPE: reads the host's git config",
        messageId: 'unusedSuppressionWithoutTypes',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in the statement it leads' },
        modes: ['untyped'],
      },
    ],
  },
  { title: 'an empty file', code: '' },
  {
    title: 'suppression text in strings and templates is not a comment',
    code: "export const doc = '// vfs-suppress: LEGACY';\nexport const tpl = `/* vfs-suppress-file: */ ${doc}`;",
  },
  {
    title: 'TypeScript declarations: enum and namespace members, overloads',
    ts: true,
    code: `${header}export enum Sizes {\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: read once at startup\n  Hosts = fs.readFileSync('/etc/hosts').length,\n}\nexport namespace Host {\n  // vfs-suppress: OUT-OF-SCOPE: host name probe\n  export const name = fs.readFileSync('/etc/hostname', 'utf8');\n}\nexport function read(path: string): string;\n// vfs-suppress: OUT-OF-SCOPE: host probe\nexport function read(path: string): string {\n  return fs.readFileSync(path, 'utf8');\n}`,
  },
  {
    title: 'unused suppressions when reportUnused is off',
    code: `// vfs-suppress: OUT-OF-SCOPE: nothing here\nexport const a = 1;`,
    options: [{ reportUnused: false }],
  },
  {
    title: 'an exempt file is out of scope for this rule too',
    code: `// vfs-suppress: EXCEPTION-OBSOLETE: legacy\n// vfs-suppress: LEGACY: old\n// vfs-suppress: OUT-OF-SCOPE: unused\nexport const a = 1;`,
    filename: 'tests/helpers.ts',
    modes: untypedModes,
  },
  {
    title: 'ORKVFS008 applies in an exempt file, and so do its suppressions',
    code: `import path from 'path';\n// vfs-suppress(ORKVFS008): OUT-OF-SCOPE: groups fixtures by folder\nexport const grouped = (root, file) => path.join(root, file).startsWith(root);\n// vfs-suppress: OUT-OF-SCOPE: unrestricted, out of this rule's scope here\nexport const b = 1;`,
    filename: 'tests/helpers.ts',
    modes: untypedModes,
  },
  {
    title: 'ORKVFS008: a used suppression',
    code: `import path from 'path';\nexport function isInside(root, input) {\n  // vfs-suppress(ORKVFS008): OUT-OF-SCOPE: sorts build output, no access decision\n  return path.join(root, input).startsWith(root);\n}`,
  },
  {
    title: 'categories and retired categories come from settings',
    code: `${header}// vfs-suppress: LEGACY-IMPORT: the importer still reads the old layout\nfs.readFileSync('a');\n// vfs-suppress: EXCEPTION-OBSOLETE: accepted again by this project\nfs.readFileSync('b');`,
    settings: { categories: ['LEGACY-IMPORT', 'EXCEPTION-OBSOLETE'], retiredCategories: [] },
  },
];

const invalid: Case[] = [
  {
    title: 'no category',
    code: `${header}// vfs-suppress:\nfs.readFileSync('a');\nfs.readFileSync('b'); // vfs-suppress\n/* vfs-suppress: : host probing */\nfs.readFileSync('c');`,
    errors: [
      { span: '// vfs-suppress:', messageId: 'missingCategory', data: { categories: CATEGORIES } },
      { span: '// vfs-suppress', nth: 2, messageId: 'missingCategory', data: { categories: CATEGORIES } },
      { span: '/* vfs-suppress: : host probing */', messageId: 'missingCategory', data: { categories: CATEGORIES } },
    ],
  },
  {
    title: 'an unknown category, with the accepted ones in the message',
    code: `${header}// vfs-suppress: LEGACY: callers still pass paths\nfs.readFileSync('a');\nfs.readFileSync('b'); // vfs-suppress: out-of-scope: lower case`,
    errors: [
      {
        span: '// vfs-suppress: LEGACY: callers still pass paths',
        messageId: 'unknownCategory',
        data: { category: 'LEGACY', categories: CATEGORIES },
      },
      {
        span: '// vfs-suppress: out-of-scope: lower case',
        messageId: 'unknownCategory',
        data: { category: 'out-of-scope', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'an unknown category that starts with an accepted one',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE-LEGACY: reason\nfs.readFileSync('a');\nfs.readFileSync('b'); /* vfs-suppress: EXCEPTION-BOOTSTRAP-TEMP: until DI is built */\n// vfs-suppress: OUT-OF-SCOPE-LEGACY - discovers docker\nfs.existsSync('/usr/bin/docker');`,
    errors: [
      {
        span: '// vfs-suppress: OUT-OF-SCOPE-LEGACY: reason',
        messageId: 'unknownCategory',
        data: { category: 'OUT-OF-SCOPE-LEGACY', categories: CATEGORIES },
      },
      {
        span: '/* vfs-suppress: EXCEPTION-BOOTSTRAP-TEMP: until DI is built */',
        messageId: 'unknownCategory',
        data: { category: 'EXCEPTION-BOOTSTRAP-TEMP', categories: CATEGORIES },
      },
      {
        span: '// vfs-suppress: OUT-OF-SCOPE-LEGACY - discovers docker',
        messageId: 'unknownCategory',
        data: { category: 'OUT-OF-SCOPE-LEGACY', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'a JSDoc that starts with a suppression is one, with the grammar checked',
    code: `${header}/**\n * vfs-suppress: <CATEGORY>: <reason>\n */\nfs.readFileSync('a');`,
    errors: [
      {
        span: '/**\n * vfs-suppress: <CATEGORY>: <reason>\n */',
        messageId: 'unknownCategory',
        data: { category: '<CATEGORY>', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'the retired categories',
    code: `${header}// vfs-suppress: EXCEPTION-OBSOLETE: transitional API; callers should migrate\nexport function loadLegacy(path) {\n  return fs.readFileSync(path, 'utf8');\n}\nfs.readFileSync('b'); /* vfs-suppress: EXCEPTION-BACKCOMPAT — old callers */`,
    errors: [
      {
        span: '// vfs-suppress: EXCEPTION-OBSOLETE: transitional API; callers should migrate',
        messageId: 'retiredCategory',
        data: { category: 'EXCEPTION-OBSOLETE', categories: CATEGORIES },
      },
      {
        span: '/* vfs-suppress: EXCEPTION-BACKCOMPAT — old callers */',
        messageId: 'retiredCategory',
        data: { category: 'EXCEPTION-BACKCOMPAT', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'a retired category file-wide',
    code: `// vfs-suppress-file: EXCEPTION-BACKCOMPAT: whole legacy module\n${header}fs.readFileSync('a');`,
    errors: [
      {
        span: '// vfs-suppress-file: EXCEPTION-BACKCOMPAT: whole legacy module',
        messageId: 'retiredCategory',
        data: { category: 'EXCEPTION-BACKCOMPAT', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'no reason',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE\nfs.readFileSync('a');\nfs.readFileSync('b'); // vfs-suppress: OUT-OF-SCOPE:\n/* vfs-suppress: EXCEPTION-BOOTSTRAP —  */\nfs.readFileSync('c');`,
    errors: [
      { span: '// vfs-suppress: OUT-OF-SCOPE', messageId: 'missingReason', data: { category: 'OUT-OF-SCOPE' } },
      { span: '// vfs-suppress: OUT-OF-SCOPE:', messageId: 'missingReason', data: { category: 'OUT-OF-SCOPE' } },
      {
        span: '/* vfs-suppress: EXCEPTION-BOOTSTRAP —  */',
        messageId: 'missingReason',
        data: { category: 'EXCEPTION-BOOTSTRAP' },
      },
    ],
  },
  {
    title: 'malformed directives',
    code: `${header}// vfs-suppress OUT-OF-SCOPE probes\nfs.readFileSync('a');\n// vfs-suppress-next-line: OUT-OF-SCOPE: probes\nfs.readFileSync('b');\n// vfs-suppress(): OUT-OF-SCOPE: probes\nfs.readFileSync('c');`,
    errors: [
      { span: '// vfs-suppress OUT-OF-SCOPE probes', messageId: 'malformedSuppression' },
      { span: '// vfs-suppress-next-line: OUT-OF-SCOPE: probes', messageId: 'malformedSuppression' },
      { span: '// vfs-suppress(): OUT-OF-SCOPE: probes', messageId: 'malformedSuppression' },
    ],
  },
  {
    title: 'an unknown code',
    code: `${header}// vfs-suppress(ORKVFS009): OUT-OF-SCOPE: probes\nfs.readFileSync('a');\n// vfs-suppress(ORKVFS001, no-direct-file-access): OUT-OF-SCOPE: probes\nfs.readFileSync('b');`,
    errors: [
      {
        span: '// vfs-suppress(ORKVFS009): OUT-OF-SCOPE: probes',
        messageId: 'unknownCode',
        data: { code: 'ORKVFS009', codes: CODES },
      },
      {
        span: '// vfs-suppress(ORKVFS001, no-direct-file-access): OUT-OF-SCOPE: probes',
        messageId: 'unknownCode',
        data: { code: 'no-direct-file-access', codes: CODES },
      },
    ],
  },
  {
    title: 'a file-wide suppression the configuration forbids',
    code: `/* vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing */\n${header}fs.readFileSync('a');`,
    settings: { allowFileSuppressions: false },
    errors: [
      { span: '/* vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing */', messageId: 'fileSuppressionNotAllowed' },
    ],
  },
  {
    title: 'a file-wide suppression after code',
    code: `${header}// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing\nfs.readFileSync('a');`,
    errors: [
      { span: '// vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing', messageId: 'misplacedFileSuppression' },
    ],
  },
  {
    title: 'a suppression that leads nothing',
    code: `${header}console.log(\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  fs.readFileSync('a'),\n);\nexport function f() {\n  fs.statSync('b');\n  // vfs-suppress: OUT-OF-SCOPE: probes\n}\n// vfs-suppress: OUT-OF-SCOPE: end of file`,
    errors: [
      { span: '// vfs-suppress: OUT-OF-SCOPE: probes', messageId: 'noTarget', data: { category: 'OUT-OF-SCOPE' } },
      {
        span: '// vfs-suppress: OUT-OF-SCOPE: probes',
        nth: 2,
        messageId: 'noTarget',
        data: { category: 'OUT-OF-SCOPE' },
      },
      { span: '// vfs-suppress: OUT-OF-SCOPE: end of file', messageId: 'noTarget', data: { category: 'OUT-OF-SCOPE' } },
    ],
  },
  {
    title: 'unused: a line, a statement, a declaration, a parameter and the file',
    ts: true,
    code: `// vfs-suppress-file: OUT-OF-SCOPE: nothing to probe here\nimport type { IFileSystemService } from './file-system-service.js';\nexport const a = 1; // vfs-suppress: OUT-OF-SCOPE: a\n// vfs-suppress: OUT-OF-SCOPE: b\nconsole.log(a);\n// vfs-suppress: EXCEPTION-BOOTSTRAP: c\nexport class Tool {\n  constructor(\n    // vfs-suppress: EXCEPTION-BOOTSTRAP: d\n    private readonly fs: IFileSystemService,\n  ) {}\n}`,
    errors: [
      ...unused({
        span: '// vfs-suppress-file: OUT-OF-SCOPE: nothing to probe here',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in this file' },
      }),
      ...unused({
        span: '// vfs-suppress: OUT-OF-SCOPE: a',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'on its line' },
      }),
      ...unused({
        span: '// vfs-suppress: OUT-OF-SCOPE: b',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in the statement it leads' },
      }),
      ...unused({
        span: '// vfs-suppress: EXCEPTION-BOOTSTRAP: c',
        data: {
          category: 'EXCEPTION-BOOTSTRAP',
          violation: 'VFS compliance violation',
          scope: 'in the declaration it leads',
        },
      }),
      ...unused({
        span: '// vfs-suppress: EXCEPTION-BOOTSTRAP: d',
        data: {
          category: 'EXCEPTION-BOOTSTRAP',
          violation: 'VFS compliance violation',
          scope: 'in the parameter it leads',
        },
      }),
    ],
  },
  {
    title: 'a suppression inside an export list or a decorator argument leads nothing',
    code: `${header}const a = 1;\nexport {\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  a,\n};\nexport const b = [\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  fs.statSync('b'),\n];`,
    errors: [
      { span: '// vfs-suppress: OUT-OF-SCOPE: probes', messageId: 'noTarget', data: { category: 'OUT-OF-SCOPE' } },
      {
        span: '// vfs-suppress: OUT-OF-SCOPE: probes',
        nth: 2,
        messageId: 'noTarget',
        data: { category: 'OUT-OF-SCOPE' },
      },
    ],
  },
  {
    title: 'a suppression between the decorators and `export` leads the export, not the decorator call',
    ts: true,
    code: `${header}declare const Config: (raw: unknown) => ClassDecorator;\n@Config(fs.readFileSync('config.json'))\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nexport class A {}`,
    errors: [
      ...unused({
        span: '// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI',
        data: {
          category: 'EXCEPTION-BOOTSTRAP',
          violation: 'VFS compliance violation',
          scope: 'in the declaration it leads',
        },
      }),
    ],
  },
  {
    title: 'a file that is nothing but a suppression',
    code: `// vfs-suppress: OUT-OF-SCOPE: nothing follows`,
    errors: [
      {
        span: '// vfs-suppress: OUT-OF-SCOPE: nothing follows',
        messageId: 'noTarget',
        data: { category: 'OUT-OF-SCOPE' },
      },
    ],
  },
  {
    title: 'unused: a JSX suppression before a child without violation',
    ...inComponent([
      '{/* vfs-suppress: OUT-OF-SCOPE: host probing */}',
      '<b>git</b>',
      "{fs.readFileSync('a', 'utf8')}",
    ]),
    errors: [
      ...unused({
        span: '/* vfs-suppress: OUT-OF-SCOPE: host probing */',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in the JSX child it leads' },
      }),
    ],
  },
  {
    title: 'a JSX suppression before the closing tag leads nothing',
    ...inComponent(["{fs.readFileSync('a', 'utf8')}", '{/* vfs-suppress: OUT-OF-SCOPE: host probing */}']),
    errors: [
      {
        span: '/* vfs-suppress: OUT-OF-SCOPE: host probing */',
        messageId: 'noTarget',
        data: { category: 'OUT-OF-SCOPE' },
      },
    ],
  },
  {
    title: 'unused: the violation is in the next statement',
    code: `${header}// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nconsole.log('/srv');\nfs.readFileSync('/srv');`,
    errors: [
      ...unused({
        span: '// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI',
        data: {
          category: 'EXCEPTION-BOOTSTRAP',
          violation: 'VFS compliance violation',
          scope: 'in the statement it leads',
        },
      }),
    ],
  },
  {
    title: 'unused: the violation is in a sibling method',
    code: `${header}export class Tool {\n  // vfs-suppress: OUT-OF-SCOPE: host probing\n  name() {\n    return 'git';\n  }\n  probe() {\n    return fs.existsSync('/usr/bin/git');\n  }\n}`,
    errors: [
      ...unused({
        span: '// vfs-suppress: OUT-OF-SCOPE: host probing',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in the declaration it leads' },
      }),
    ],
  },
  {
    title: 'unused: restricted to codes the scope does not have',
    code: `${header}// vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts the watcher\nfs.readFileSync('a');\nfs.readFileSync('b'); // vfs-suppress(ORKVFS002, ORKVFS003, ORKVFS006): OUT-OF-SCOPE: probes`,
    errors: [
      ...unused({
        span: '// vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: adapts the watcher',
        data: {
          category: 'EXCEPTION-WATCHER-BRIDGE',
          violation: 'ORKVFS005 violation',
          scope: 'in the statement it leads',
        },
      }),
      ...unused({
        span: '// vfs-suppress(ORKVFS002, ORKVFS003, ORKVFS006): OUT-OF-SCOPE: probes',
        data: {
          category: 'OUT-OF-SCOPE',
          violation: 'ORKVFS002, ORKVFS003 or ORKVFS006 violation',
          scope: 'on its line',
        },
      }),
    ],
  },
  {
    title: 'unused: a path function the settings do not add is no violation',
    code: `import path from 'path';\nexport function locate(root, input) {\n  // vfs-suppress(ORKVFS004): OUT-OF-SCOPE: joins a host path\n  return path.join(root, input);\n}`,
    errors: [
      ...unused({
        span: '// vfs-suppress(ORKVFS004): OUT-OF-SCOPE: joins a host path',
        data: { category: 'OUT-OF-SCOPE', violation: 'ORKVFS004 violation', scope: 'in the statement it leads' },
      }),
    ],
  },
  {
    title: 'unused: path.resolve of a constant is no violation',
    code: `import path from 'path';\n// vfs-suppress(ORKVFS004): OUT-OF-SCOPE: resolves a constant\nexport const root = path.resolve(__dirname, 'assets');`,
    errors: [
      ...unused({
        span: '// vfs-suppress(ORKVFS004): OUT-OF-SCOPE: resolves a constant',
        data: { category: 'OUT-OF-SCOPE', violation: 'ORKVFS004 violation', scope: 'in the declaration it leads' },
      }),
    ],
  },
  {
    title: 'every problem is reported once, at its comment, whatever else is wrong',
    code: `${header}fs.readFileSync('a'); // vfs-suppress: EXCEPTION-OBSOLETE\n/* vfs-suppress: LEGACY */\nfs.readFileSync('b');`,
    errors: [
      {
        span: '// vfs-suppress: EXCEPTION-OBSOLETE',
        messageId: 'retiredCategory',
        data: { category: 'EXCEPTION-OBSOLETE', categories: CATEGORIES },
      },
      {
        span: '/* vfs-suppress: LEGACY */',
        messageId: 'unknownCategory',
        data: { category: 'LEGACY', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'a category this configuration does not accept',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
    settings: { categories: ['EXCEPTION-BOOTSTRAP'] },
    errors: [
      {
        span: '// vfs-suppress: OUT-OF-SCOPE: probes',
        messageId: 'unknownCategory',
        data: { category: 'OUT-OF-SCOPE', categories: '`EXCEPTION-BOOTSTRAP`' },
      },
    ],
  },
  {
    title: 'in an exempt file, a suppression restricted to ORKVFS008 is checked, and counts only what applies there',
    code: `${header}// vfs-suppress(ORKVFS008): LEGACY: old\nexport const a = 1;\n// vfs-suppress(ORKVFS008, ORKVFS001): OUT-OF-SCOPE: reads a fixture\nfs.readFileSync('a');`,
    filename: 'tests/helpers.ts',
    modes: untypedModes,
    errors: [
      {
        span: '// vfs-suppress(ORKVFS008): LEGACY: old',
        messageId: 'unknownCategory',
        data: { category: 'LEGACY', categories: CATEGORIES },
      },
      ...unused({
        span: '// vfs-suppress(ORKVFS008, ORKVFS001): OUT-OF-SCOPE: reads a fixture',
        data: {
          category: 'OUT-OF-SCOPE',
          violation: 'ORKVFS008 or ORKVFS001 violation',
          scope: 'in the statement it leads',
        },
      }),
    ],
  },
  {
    title: 'ORKVFS008: a suppression of a prefix test that is correct',
    code: `import fs from 'fs';\nimport path from 'path';\nexport function isInside(rootDir, input) {\n  const root = fs.realpathSync(rootDir);\n  // vfs-suppress(ORKVFS008): OUT-OF-SCOPE: left over\n  return fs.realpathSync(input).startsWith(root + path.sep);\n}`,
    errors: [
      ...unused({
        span: '// vfs-suppress(ORKVFS008): OUT-OF-SCOPE: left over',
        data: { category: 'OUT-OF-SCOPE', violation: 'ORKVFS008 violation', scope: 'in the statement it leads' },
      }),
    ],
  },
  {
    title: 'a folder that only looks exempt',
    code: `// vfs-suppress: OUT-OF-SCOPE: nothing here\nexport const a = 1;`,
    filename: 'src/contests/a.ts',
    modes: untypedModes,
    errors: [
      ...unused({
        span: '// vfs-suppress: OUT-OF-SCOPE: nothing here',
        data: { category: 'OUT-OF-SCOPE', violation: 'VFS compliance violation', scope: 'in the declaration it leads' },
      }),
    ],
  },
];

/**
 * Each form of the grammar docs/suppressions.md describes, used on a violation: every one must
 * be read as a valid suppression (an invalid one would be reported, an unread one unused).
 */
const grammarForms: readonly { readonly form: string; readonly comment: string }[] = [
  { form: 'the colon separator', comment: '// vfs-suppress: OUT-OF-SCOPE: probes the host' },
  { form: 'the em dash separator', comment: '// vfs-suppress: OUT-OF-SCOPE — probes the host' },
  { form: 'a spaced hyphen separator', comment: '// vfs-suppress: OUT-OF-SCOPE - probes the host' },
  { form: 'a hyphen followed by lower case', comment: '// vfs-suppress: OUT-OF-SCOPE-probes the host' },
  { form: 'a whitespace separator', comment: '// vfs-suppress: OUT-OF-SCOPE probes the host' },
  { form: 'spaces before the colon', comment: '// vfs-suppress : OUT-OF-SCOPE: probes the host' },
  {
    form: 'codes separated by a comma',
    comment: '// vfs-suppress(ORKVFS001,ORKVFS002): OUT-OF-SCOPE: probes the host',
  },
  { form: 'codes separated by spaces', comment: '// vfs-suppress(ORKVFS002 ORKVFS001): OUT-OF-SCOPE: probes the host' },
  {
    form: 'a block comment whose reason spans lines',
    comment: '/* vfs-suppress: OUT-OF-SCOPE: probes\n   the host */',
  },
  {
    form: 'a JSDoc block that starts with the directive',
    comment: '/**\n * vfs-suppress: OUT-OF-SCOPE: probes the host\n */',
  },
];

for (const { form, comment } of grammarForms) {
  valid.push({ title: `grammar: ${form}`, code: `${header}${comment}\nfs.readFileSync('/etc/hosts');` });
}

valid.push(
  {
    title: 'a file suppression after a hashbang and a licence header',
    code: `#!/usr/bin/env node\n// Copyright (c) the authors. MIT licence.\n/* vfs-suppress-file: OUT-OF-SCOPE: host toolchain probing */\n${header}fs.readFileSync('/etc/hosts');`,
  },
  {
    title: 'a custom accepted category',
    settings: { categories: ['HOST-PROBE'] },
    code: `${header}// vfs-suppress: HOST-PROBE: looks for the docker binary\nfs.existsSync('/usr/bin/docker');`,
  },
);

invalid.push(
  {
    title: 'a custom retired category, with the accepted ones in the message',
    settings: { retiredCategories: ['LEGACY-IMPORT'] },
    code: `${header}// vfs-suppress: LEGACY-IMPORT: the old importer\nfs.readFileSync('a');`,
    errors: [
      {
        span: '// vfs-suppress: LEGACY-IMPORT: the old importer',
        messageId: 'retiredCategory',
        data: { category: 'LEGACY-IMPORT', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'a category whose last word is not upper case is read whole up to the separator',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE-Docker: probes\nfs.readFileSync('a');`,
    errors: [
      {
        span: '// vfs-suppress: OUT-OF-SCOPE-Docker: probes',
        messageId: 'unknownCategory',
        data: { category: 'OUT-OF-SCOPE-Docker', categories: CATEGORIES },
      },
    ],
  },
  {
    title: 'a code in a list the grammar does not separate',
    code: `${header}// vfs-suppress(ORKVFS001;ORKVFS002): OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
    errors: [
      {
        span: '// vfs-suppress(ORKVFS001;ORKVFS002): OUT-OF-SCOPE: probes',
        messageId: 'unknownCode',
        data: { code: 'ORKVFS001;ORKVFS002', codes: CODES },
      },
    ],
  },
);

await runCaseTable('valid-suppression', rule, { valid, invalid });

// The program requirement: without a program, one error at the file's top and no unused check.
await runCaseTable(
  'valid-suppression with requireTypeInformation',
  rule,
  {
    valid: [
      {
        title: 'an exempt file',
        code: `// vfs-suppress: OUT-OF-SCOPE: unused\nexport const a = 1;`,
        filename: 'examples/demo.ts',
        modes: ['untyped'],
      },
      {
        title: 'a used suppression',
        code: `${header}// vfs-suppress: OUT-OF-SCOPE: probes\nfs.readFileSync('a');`,
        modes: ['typed'],
      },
    ],
    invalid: [
      {
        title: 'one error at the top of the file, the comment problems, and no unused check',
        code: `${header}// vfs-suppress: OUT-OF-SCOPE: unused\nexport const a = 1;\n// vfs-suppress: EXCEPTION-OBSOLETE: legacy\nfs.readFileSync('a');`,
        modes: ['untyped'],
        errors: [
          { messageId: 'missingTypeInformation', span: 'import', point: true },
          {
            messageId: 'retiredCategory',
            data: { category: 'EXCEPTION-OBSOLETE', categories: CATEGORIES },
            span: '// vfs-suppress: EXCEPTION-OBSOLETE: legacy',
          },
        ],
      },
      {
        title: 'a file without suppressions',
        code: `export const a = 1;`,
        modes: ['untyped'],
        errors: [{ messageId: 'missingTypeInformation', span: 'export', point: true }],
      },
      {
        title: 'an unused suppression with a program',
        code: `// vfs-suppress: OUT-OF-SCOPE: unused\nexport const a = 1;`,
        modes: ['typed'],
        errors: [{ messageId: 'unusedSuppression', span: '// vfs-suppress: OUT-OF-SCOPE: unused' }],
      },
    ],
  },
  { settings: { requireTypeInformation: true } },
);

// The text a user reads: each comment problem rendered whole (a messageId passes a reworded template).
const commentForms = [
  "import * as fs from 'fs';",
  '// vfs-suppress OUT-OF-SCOPE probes',
  "fs.readFileSync('a');",
  '// vfs-suppress(ORKVFS009): OUT-OF-SCOPE: probes',
  "fs.readFileSync('b');",
  '// vfs-suppress:',
  "fs.readFileSync('c');",
  '// vfs-suppress: LEGACY: old callers',
  "fs.readFileSync('d');",
  '// vfs-suppress: EXCEPTION-OBSOLETE: transitional',
  "fs.readFileSync('e');",
  '// vfs-suppress: OUT-OF-SCOPE',
  "fs.readFileSync('f');",
  '// vfs-suppress-file: OUT-OF-SCOPE: too late',
  'export function run() {',
  "  fs.readFileSync('g');",
  '  // vfs-suppress: OUT-OF-SCOPE: leads nothing',
  '}',
  '// vfs-suppress: OUT-OF-SCOPE: nothing to cover',
  'export const a = 1;',
].join('\n');
const forbidden =
  "/* vfs-suppress-file: OUT-OF-SCOPE: host probing */\nimport * as fs from 'fs';\nfs.readFileSync('a');";

await runCaseTable('valid-suppression, the text a user reads', rule, {
  invalid: [
    {
      title: 'each comment problem, and unused',
      code: commentForms,
      errors: [
        {
          message:
            'This `vfs-suppress` comment does not follow the suppression grammar, so it suppresses nothing. Write `vfs-suppress: <CATEGORY>: <reason>`, `vfs-suppress(<codes>): <CATEGORY>: <reason>` or, first in the file, `vfs-suppress-file: <CATEGORY>: <reason>`.',
          span: '// vfs-suppress OUT-OF-SCOPE probes',
        },
        {
          message:
            '`ORKVFS009` is not a VFS compliance code, so this suppression suppresses nothing. Restrict it to codes among `ORKVFS001`, `ORKVFS002`, `ORKVFS003`, `ORKVFS004`, `ORKVFS005`, `ORKVFS006`, `ORKVFS007`, `ORKVFS008`, e.g. `vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: <reason>`.',
          span: '// vfs-suppress(ORKVFS009): OUT-OF-SCOPE: probes',
        },
        {
          message: `This \`vfs-suppress\` comment names no category, so it suppresses nothing. Write \`vfs-suppress: <CATEGORY>: <reason>\` with one of ${CATEGORIES}.`,
          span: '// vfs-suppress:',
        },
        {
          message: `\`LEGACY\` is not an accepted suppression category, so this comment suppresses nothing. Use one of ${CATEGORIES}; a new class of exception is first captured in the VFS compliance audit, then added to \`settings['vfs-compliance'].categories\`.`,
          span: '// vfs-suppress: LEGACY: old callers',
        },
        {
          message: `\`EXCEPTION-OBSOLETE\` is a retired suppression category and is no longer accepted, so this comment suppresses nothing. Fix the code instead: inject a required, non-nullable \`IFileSystemService\` and delete the fallback or transitional shim the category excused; a permanent exception takes one of ${CATEGORIES}.`,
          span: '// vfs-suppress: EXCEPTION-OBSOLETE: transitional',
        },
        {
          message:
            'This `OUT-OF-SCOPE` suppression gives no reason, so it suppresses nothing. Say why the access cannot go through the VFS: `vfs-suppress: OUT-OF-SCOPE: <reason>`.',
          span: '// vfs-suppress: OUT-OF-SCOPE',
        },
        {
          message:
            '`vfs-suppress-file` covers a file only when it comes before any code, so this comment suppresses nothing. Move it to the top of the file, or use `vfs-suppress:` on the statement or declaration that needs it.',
          span: '// vfs-suppress-file: OUT-OF-SCOPE: too late',
        },
        {
          message:
            'This `OUT-OF-SCOPE` suppression is not followed by a statement or declaration, so it covers nothing. Put it at the end of the line of the violation, or on its own line directly above the statement or declaration.',
          span: '// vfs-suppress: OUT-OF-SCOPE: leads nothing',
        },
        {
          message:
            'This `OUT-OF-SCOPE` suppression covers no VFS compliance violation in the declaration it leads. Remove it.',
          span: '// vfs-suppress: OUT-OF-SCOPE: nothing to cover',
          modes: ['typed'],
        },
        {
          message:
            'This `OUT-OF-SCOPE` suppression covers no VFS compliance violation in the declaration it leads that the analysis finds without type information. Remove it, or lint the file with a TypeScript program if it covers a call only the type checker sees.',
          span: '// vfs-suppress: OUT-OF-SCOPE: nothing to cover',
          modes: ['untyped', 'javascript'],
        },
      ],
    },
    {
      title: 'a file suppression the configuration forbids',
      code: forbidden,
      settings: { allowFileSuppressions: false },
      modes: ['typed'],
      errors: [
        {
          message:
            "File-wide suppressions are not allowed by this configuration (`settings['vfs-compliance'].allowFileSuppressions` is false), so this comment suppresses nothing. Put a `vfs-suppress:` comment on each statement or declaration that needs one.",
          span: '/* vfs-suppress-file: OUT-OF-SCOPE: host probing */',
        },
      ],
    },
    {
      title: 'a file linted without a program under requireTypeInformation',
      code: forbidden,
      settings: { requireTypeInformation: true },
      modes: ['untyped'],
      errors: [missingProgram('/*')],
    },
  ],
});
