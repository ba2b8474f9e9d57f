/**
 * ORKVFS001, 002, 004 and 006's suggestion: the call rewritten to the required service in scope,
 * as `serviceMethods` says, typed and untyped (espree sees no annotation, so it never finds a
 * service). Where a rewrite is not mechanical — a callback form, an options object the template
 * does not cover, a sync function around an async method, an optional or shadowed service, a
 * `this` that is not the instance — there is none. With a program the checker must agree the
 * new call fits where the old value went. Every typed suggestion is then applied and type-checked
 * with the real compiler.
 */
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { describe, expect, it } from 'vitest';

import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import resolveRule from '../../../src/rules/no-path-resolve-on-input.js';
import streamRule from '../../../src/rules/no-path-based-stream.js';
import { range } from '../../position.js';
import { getTypeErrors } from '../../type-check.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

type RuleName = 'file' | 'directory' | 'stream' | 'resolve';

interface Expected {
  readonly rule: RuleName;
  /** The underlined text, and the text it follows when it occurs earlier. */
  readonly span: string;
  readonly after?: string;
  /** The message's data besides `name`. */
  readonly data: Readonly<Record<string, string>>;
  readonly name: string;
  /** The suggestion's text and the code it leaves; `typed` when the checker decides otherwise. */
  readonly suggestion?: { readonly replacement: string; readonly output: string };
  readonly typed?: { readonly replacement: string; readonly output: string } | null;
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors: readonly Expected[];
  readonly settings?: Record<string, unknown>;
}

const rules: Record<RuleName, RuleModule<string, []>> = {
  file: fileRule,
  directory: directoryRule,
  stream: streamRule,
  resolve: resolveRule,
};

const HEAD = "import * as fs from 'node:fs';\nimport type { IFileSystemService } from './vfs-migration-service.js';\n";

const READ = { verb: 'reads a file directly', instead: '`tryReadAllBytes()` / `readAllText()`' };
const PROBE = { verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' };
const DIRECTORY = {
  verb: 'touches a directory directly',
  instead: '`createDirectory()` / `delete()` / `enumerateFiles()`',
};
const STREAM = {
  verb: 'opens a stream from a path',
  instead: '`openReadStream()` / `openWriteStream()` and wrap the returned stream',
};

/** `code` with `from`, which occurs once, replaced by `to`. */
function replaceOnce(code: string, from: string, to: string): string {
  if (code.split(from).length !== 2) throw new Error(`test bug: ${JSON.stringify(from)} is not in the code once`);
  return code.replace(from, to);
}

const READER = `${HEAD}export class Reader {
  constructor(private readonly files: IFileSystemService) {}
  async text(p: string): Promise<string> {
    const text = fs.readFileSync(p, 'utf8');
    return text.trim();
  }
  async size(p: string): Promise<number> {
    return fs.readFileSync(p).length;
  }
  async prepare(p: string): Promise<void> {
    fs.mkdirSync(p, { recursive: true });
    fs.rmSync(p, { force: true, recursive: true });
    fs.mkdirSync(p, { recursive: true, mode: 0o700 });
  }
}`;

const PARAMETERS = `${HEAD}import fsp from 'node:fs/promises';
export async function probe(vfs: IFileSystemService, p: string): Promise<boolean> {
  const text = await fsp.readFile(p, 'utf8');
  fs.readFile(p, 'utf8', () => {});
  return fs.existsSync(p) && text !== '';
}
export function probeNow(vfs: IFileSystemService, p: string): boolean {
  return fs.existsSync(p);
}
export async function shadowed(vfs: IFileSystemService, p: string): Promise<boolean> {
  const check = async (vfs: unknown) => fs.existsSync(p) || vfs === undefined;
  return check(undefined);
}`;

const MODULE_CONST = `${HEAD}import { createFileSystemService } from './vfs-migration-service.js';
import * as path from 'node:path';
const files: IFileSystemService = createFileSystemService();
export async function load(input: string): Promise<string> {
  return fs.readFileSync(path.resolve('/srv', input), 'utf8');
}
export class Streams {
  fs?: IFileSystemService;
  open(p: string) {
    const self = function (this: unknown) {
      return fs.createReadStream(p);
    };
    return self;
  }
}`;

const INFERRED = `import * as fs from 'node:fs';
import { inject } from './di.js';
import { FileSystemService } from './vfs-migration-service.js';
export class Store {
  private readonly started = Date.now();
  readonly #files = inject(FileSystemService);
  async load(p: string): Promise<string> {
    return fs.readFileSync(p, 'utf8');
  }
}
export class Cache {
  private readonly maybe = inject(FileSystemService, { optional: true });
  async load(p: string): Promise<string> {
    return fs.readFileSync(p, 'utf8');
  }
}`;

const CONTAINER = `import * as fs from 'node:fs';
import type { IFileSystemService } from './vfs-migration-service.js';
declare const container: { get<T>(id: symbol): T };
const files = container.get<IFileSystemService>(Symbol.for('IFileSystemService'));
export async function probe(p: string): Promise<boolean> {
  if (fs.existsSync(\`\${p}.lock\`)) return false;
  return fs.existsSync(p);
}`;

const cases: Case[] = [
  {
    title:
      'a parameter property reached through this: sync calls become awaited service calls, an uncovered option none',
    code: READER,
    errors: [
      {
        rule: 'file',
        span: "fs.readFileSync(p, 'utf8')",
        name: 'fs.readFileSync',
        data: READ,
        suggestion: {
          replacement: 'await this.files.readAllText(p)',
          output: replaceOnce(READER, "fs.readFileSync(p, 'utf8')", 'await this.files.readAllText(p)'),
        },
      },
      {
        rule: 'file',
        span: 'fs.readFileSync(p)',
        name: 'fs.readFileSync',
        data: READ,
        // Untyped, the template is trusted; the checker sees `Uint8Array | undefined` has no `length` a Buffer's reader relies on.
        suggestion: {
          replacement: '(await this.files.tryReadAllBytes(p))',
          output: replaceOnce(READER, 'fs.readFileSync(p).length', '(await this.files.tryReadAllBytes(p)).length'),
        },
        typed: null,
      },
      {
        rule: 'directory',
        span: 'fs.mkdirSync(p, { recursive: true })',
        name: 'fs.mkdirSync',
        data: DIRECTORY,
        suggestion: {
          replacement: 'await this.files.createDirectory(p)',
          output: replaceOnce(READER, 'fs.mkdirSync(p, { recursive: true });', 'await this.files.createDirectory(p);'),
        },
      },
      {
        rule: 'directory',
        span: 'fs.rmSync(p, { force: true, recursive: true })',
        name: 'fs.rmSync',
        data: DIRECTORY,
        suggestion: {
          replacement: 'await this.files.delete(p, { recursive: true })',
          output: replaceOnce(
            READER,
            'fs.rmSync(p, { force: true, recursive: true })',
            'await this.files.delete(p, { recursive: true })',
          ),
        },
      },
      {
        rule: 'directory',
        span: 'fs.mkdirSync(p, { recursive: true, mode: 0o700 })',
        name: 'fs.mkdirSync',
        data: DIRECTORY,
      },
    ],
  },
  {
    title:
      'a parameter: an awaited promise form keeps its await; no suggestion for a callback form, a sync function or a shadowed name',
    code: PARAMETERS,
    errors: [
      {
        rule: 'file',
        span: "fsp.readFile(p, 'utf8')",
        name: 'fs.promises.readFile',
        data: READ,
        suggestion: {
          replacement: 'vfs.readAllText(p)',
          output: replaceOnce(PARAMETERS, "fsp.readFile(p, 'utf8')", 'vfs.readAllText(p)'),
        },
      },
      { rule: 'file', span: "fs.readFile(p, 'utf8', () => {})", name: 'fs.readFile', data: READ },
      {
        rule: 'file',
        span: 'fs.existsSync(p)',
        name: 'fs.existsSync',
        data: PROBE,
        suggestion: {
          replacement: '(await vfs.exists(p))',
          output: replaceOnce(PARAMETERS, "fs.existsSync(p) && text !== ''", "(await vfs.exists(p)) && text !== ''"),
        },
      },
      { rule: 'file', span: 'fs.existsSync(p)', after: 'boolean {\n', name: 'fs.existsSync', data: PROBE },
      { rule: 'file', span: 'fs.existsSync(p)', after: 'async (vfs: unknown) => ', name: 'fs.existsSync', data: PROBE },
    ],
  },
  {
    title:
      'a module const; path.resolve keeps its input and drops a constant base; a function of its own this reaches no field',
    code: MODULE_CONST,
    errors: [
      {
        rule: 'file',
        span: "fs.readFileSync(path.resolve('/srv', input), 'utf8')",
        name: 'fs.readFileSync',
        data: READ,
        suggestion: {
          replacement: "await files.readAllText(path.resolve('/srv', input))",
          output: replaceOnce(
            MODULE_CONST,
            "fs.readFileSync(path.resolve('/srv', input), 'utf8')",
            "await files.readAllText(path.resolve('/srv', input))",
          ),
        },
      },
      {
        rule: 'resolve',
        span: "path.resolve('/srv', input)",
        name: 'path.resolve',
        data: { argument: 'input', instead: '`resolveAndValidate()`' },
        suggestion: {
          replacement: 'files.resolveAndValidate(input)',
          output: replaceOnce(MODULE_CONST, "path.resolve('/srv', input)", 'files.resolveAndValidate(input)'),
        },
      },
      { rule: 'stream', span: 'fs.createReadStream(p)', name: 'fs.createReadStream', data: STREAM },
    ],
  },
];

// Typed only: without a program nothing says what `inject(…)` or `container.get<T>(…)` returns.
const inferredCases: Case[] = [
  {
    title:
      'typed, a field whose type is inferred from inject(): the service when required, not when inject() may yield null',
    code: INFERRED,
    errors: [
      {
        rule: 'file',
        span: "fs.readFileSync(p, 'utf8')",
        name: 'fs.readFileSync',
        data: READ,
        typed: {
          replacement: 'await this.#files.readAllText(p)',
          output: replaceOnce(
            INFERRED,
            "return fs.readFileSync(p, 'utf8');\n  }\n}\nexport class Cache",
            'return await this.#files.readAllText(p);\n  }\n}\nexport class Cache',
          ),
        },
      },
      {
        rule: 'file',
        span: "fs.readFileSync(p, 'utf8')",
        after: '{ optional: true });\n  async load(p: string): Promise<string> {\n    return ',
        name: 'fs.readFileSync',
        data: READ,
      },
    ],
  },
  {
    title:
      'typed, a module const whose type is inferred from container.get<IFileSystemService>(); an if test needs no parentheses',
    code: CONTAINER,
    errors: [
      {
        rule: 'file',
        span: 'fs.existsSync(`${p}.lock`)',
        name: 'fs.existsSync',
        data: PROBE,
        typed: {
          replacement: 'await files.exists(`${p}.lock`)',
          output: replaceOnce(CONTAINER, 'fs.existsSync(`${p}.lock`)', 'await files.exists(`${p}.lock`)'),
        },
      },
      {
        rule: 'file',
        span: 'fs.existsSync(p)',
        name: 'fs.existsSync',
        data: PROBE,
        typed: {
          replacement: 'await files.exists(p)',
          output: replaceOnce(CONTAINER, 'fs.existsSync(p)', 'await files.exists(p)'),
        },
      },
    ],
  },
];

const CUSTOM = `import * as fs from 'node:fs';
interface IFileSystemService {
  readText(path: string): Promise<string>;
  mkdirp(path: string): Promise<void>;
}
export async function setUp(io: IFileSystemService, p: string): Promise<string> {
  fs.mkdirSync(p, { recursive: true });
  fs.chmodSync(p, 0o700);
  return fs.readFileSync(p, 'utf8');
}`;

const customCases: Case[] = [
  {
    title:
      "a project's own service names: in every message, in the suggestion, and plainly none where nothing is mapped",
    code: CUSTOM,
    settings: {
      'vfs-compliance': {
        serviceMethods: {
          readFile: "readFile(path, 'utf8') -> readText(path)",
          directory: ['mkdir(path, { recursive: true }) -> mkdirp(path)'],
          chmod: null,
        },
      },
    },
    errors: [
      {
        rule: 'directory',
        span: 'fs.mkdirSync(p, { recursive: true })',
        name: 'fs.mkdirSync',
        data: { verb: 'touches a directory directly', instead: '`mkdirp()`' },
        suggestion: {
          replacement: 'await io.mkdirp(p)',
          output: replaceOnce(CUSTOM, 'fs.mkdirSync(p, { recursive: true })', 'await io.mkdirp(p)'),
        },
      },
      {
        rule: 'file',
        span: 'fs.chmodSync(p, 0o700)',
        name: 'fs.chmodSync',
        data: {
          verb: "changes a file's metadata directly",
          instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
        },
      },
      {
        rule: 'file',
        span: "fs.readFileSync(p, 'utf8')",
        name: 'fs.readFileSync',
        data: { verb: 'reads a file directly', instead: '`readText()`' },
        suggestion: {
          replacement: 'await io.readText(p)',
          output: replaceOnce(CUSTOM, "fs.readFileSync(p, 'utf8')", 'await io.readText(p)'),
        },
      },
    ],
  },
];

function toInvalid(item: Case, rule: RuleName, typed: boolean) {
  return {
    name: item.title,
    code: item.code,
    ...(item.settings ? { settings: item.settings } : {}),
    errors: item.errors
      .filter((expected) => expected.rule === rule)
      .map((expected) => {
        const suggestion = typed && expected.typed !== undefined ? expected.typed : expected.suggestion;
        return {
          messageId: rule === 'resolve' ? 'nonConstant' : 'call',
          data: { name: expected.name, ...expected.data },
          ...range(item.code, expected.span, expected.after === undefined ? {} : { after: expected.after }),
          suggestions: suggestion
            ? [{ messageId: 'useService', data: { replacement: suggestion.replacement }, output: suggestion.output }]
            : [],
        };
      }),
  };
}

const all = [...cases, ...inferredCases, ...customCases];
for (const rule of Object.keys(rules) as RuleName[]) {
  const withErrors = all.filter((item) => item.errors.some((expected) => expected.rule === rule));
  createTypedRuleTester().run(`${rule}: service suggestions (typed)`, rules[rule], {
    valid: [],
    invalid: withErrors.map((item) => toInvalid(item, rule, true)),
  });
  createUntypedRuleTester().run(`${rule}: service suggestions (untyped TypeScript)`, rules[rule], {
    valid: [],
    invalid: withErrors.map((item) => toInvalid(item, rule, false)),
  });
}

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-direct-file-access: JavaScript declares no service type, so no suggestion', fileRule, {
  valid: [],
  invalid: [
    {
      code: `import * as fs from 'node:fs';\nexport class Reader {\n  constructor(files) {\n    this.files = files;\n  }\n  async text(p) {\n    return fs.readFileSync(p, 'utf8');\n  }\n}`,
      filename: 'file.js',
      errors: [
        {
          messageId: 'call',
          data: { name: 'fs.readFileSync', ...READ },
          line: 7,
          column: 12,
          endLine: 7,
          endColumn: 38,
          suggestions: [],
        },
      ],
    },
  ],
});

describe('service suggestions', () => {
  it('type-check once applied, with the real compiler (every suggestion the typed run offers)', () => {
    const outputs = all.flatMap((item) =>
      item.errors.flatMap((expected) => {
        const suggestion = expected.typed !== undefined ? expected.typed : expected.suggestion;
        return suggestion ? [{ title: item.title, output: suggestion.output }] : [];
      }),
    );
    expect(outputs.length).toBe(12);
    const problems = getTypeErrors(outputs, 'migration-output').flatMap(({ text }) => text);
    expect(problems).toEqual([]);
  });
});
