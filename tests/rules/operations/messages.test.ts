/**
 * What a user reads: every message form of the five fs-operation rules, as the full text ESLint
 * prints, written out here (RuleTester checks a messageId and its data, or a text, never both).
 * And every operation of Node's fs API, each reported by the one rule of its stated code, with
 * that code's wording: the table of tests/rules/fs-operations.ts, checked end to end.
 */
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../../src/index.js';
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import handleRule from '../../../src/rules/no-direct-handle-open.js';
import watcherRule from '../../../src/rules/no-direct-watcher.js';
import streamRule from '../../../src/rules/no-path-based-stream.js';
import { fsOperations, fsPromisesOperations, type OperationCode } from '../fs-operations.js';
import { runOperationCases, type Case } from '../operation-cases.js';

interface Message {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

function lint(rule: string, code: string, settings: Record<string, unknown> = {}): Message[] {
  const linter = new Linter();
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.js'],
          languageOptions: { sourceType: 'module', ecmaVersion: 'latest' },
          plugins: { 'vfs-compliance': plugin },
          rules: { [`vfs-compliance/${rule}`]: 'error' },
          settings: { 'vfs-compliance': settings },
        },
      ],
      'file.js',
    )
    .map(({ line, column, endLine, endColumn, message }) => ({
      line,
      column,
      endLine: endLine ?? 0,
      endColumn: endColumn ?? 0,
      message,
    }));
}

/** A call, an escape, a re-export and a module object leaving the file: the four forms every operation rule reports. */
function sample(operation: string): string {
  return [
    `import * as fs from 'fs';`,
    `fs.${operation}('a');`,
    `export const op = fs.${operation};`,
    `export * from 'fs';`,
    `export default fs;`,
  ].join('\n');
}

describe('the full text of each message form', () => {
  it('no-direct-file-access (ORKVFS001)', () => {
    expect(lint('no-direct-file-access', sample('readFileSync'))).toEqual([
      {
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 21,
        message:
          "ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
      },
      {
        line: 3,
        column: 19,
        endLine: 3,
        endColumn: 34,
        message:
          "ORKVFS001: `fs.readFileSync` escapes here as a value, so whatever calls it touches files behind the virtual file system's back. Pass an injected `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
      },
      {
        line: 4,
        column: 1,
        endLine: 4,
        endColumn: 20,
        message:
          "ORKVFS001: `export * from 'fs'` hands every file operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.",
      },
      {
        line: 5,
        column: 16,
        endLine: 5,
        endColumn: 18,
        message:
          'ORKVFS001: the module object `fs` escapes here, handing every file operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
      },
    ]);
  });

  it('no-direct-file-access (ORKVFS001): an unknown export, a configured module, a run-time key', () => {
    const code =
      "import * as fs from 'fs';\nimport fse from 'fs-extra';\nfs.someFutureSync('a');\nfse.ensureDirSync('b');\nexport const run = (name) => fs[name]('c');";
    expect(lint('no-direct-file-access', code, { fsModules: ['fs-extra'] }).map(({ message }) => message)).toEqual([
      "ORKVFS001: `fs.someFutureSync` is an fs operation this plugin does not know yet, so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
      "ORKVFS001: `fs-extra.ensureDirSync` comes from a module configured as fs (`fsModules`), so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
      "ORKVFS001: `fs[…]` calls an fs operation chosen at run time, which cannot be checked, so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
    ]);
  });

  it('no-direct-file-access (ORKVFS001): an unverifiable load (reportUnverifiableLoads)', () => {
    expect(
      lint('no-direct-file-access', 'export const load = (name) => require(name);', { reportUnverifiableLoads: true }),
    ).toEqual([
      {
        line: 1,
        column: 31,
        endLine: 1,
        endColumn: 44,
        message:
          "ORKVFS001: `require(…)` loads a module whose specifier is not a constant, which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected `IFileSystemService`, or document the exception with a `vfs-suppress` comment.",
      },
    ]);
  });

  it('no-direct-file-access (ORKVFS001): each other unverifiable wording, and none without the setting', () => {
    const code = "eval(code);\nprocess.binding('fs');\n";
    const tail =
      ", which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected `IFileSystemService`, or document the exception with a `vfs-suppress` comment.";
    expect(lint('no-direct-file-access', code, { reportUnverifiableLoads: true })).toEqual([
      {
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 11,
        message: `ORKVFS001: \`eval\` runs code it is given as text${tail}`,
      },
      {
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 22,
        message: `ORKVFS001: \`process.binding\` reaches Node's internal bindings below the fs module${tail}`,
      },
    ]);
    expect(lint('no-direct-file-access', code)).toEqual([]);
  });

  it('no-direct-file-access: a file linted without a program under requireTypeInformation, reported at its top (a point: ESLint gives it no end)', () => {
    expect(
      lint('no-direct-file-access', "import * as fs from 'fs';\nfs.readFileSync('a');\n", {
        requireTypeInformation: true,
      }),
    ).toEqual([
      {
        line: 1,
        column: 1,
        endLine: 0,
        endColumn: 0,
        message:
          "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
      },
    ]);
  });

  it('no-direct-directory-access (ORKVFS002)', () => {
    expect(lint('no-direct-directory-access', sample('mkdirSync')).map(({ message }) => message)).toEqual([
      "ORKVFS002: `fs.mkdirSync` touches a directory directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead.",
      "ORKVFS002: `fs.mkdirSync` escapes here as a value, so whatever calls it touches directories behind the virtual file system's back. Pass an injected `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead.",
      "ORKVFS002: `export * from 'fs'` hands every directory operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`createDirectory()` / `delete()` / `enumerateFiles()`) instead.",
      'ORKVFS002: the module object `fs` escapes here, handing every directory operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`createDirectory()` / `delete()` / `enumerateFiles()`) instead.',
    ]);
  });

  it('no-direct-handle-open (ORKVFS003)', () => {
    expect(lint('no-direct-handle-open', sample('openSync')).map(({ message }) => message)).toEqual([
      "ORKVFS003: `fs.openSync` opens a handle from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead.",
      "ORKVFS003: `fs.openSync` escapes here as a value, so whatever calls it opens handles from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead.",
      "ORKVFS003: `export * from 'fs'` hands every handle-opening operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()` / `tryGetEntry()`) instead.",
      'ORKVFS003: the module object `fs` escapes here, handing every handle-opening operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()` / `tryGetEntry()`) instead.',
    ]);
  });

  it('no-direct-watcher (ORKVFS005), and a watcher library', () => {
    expect(
      lint('no-direct-watcher', `${sample('watch')}\nimport chokidar from 'chokidar';\nchokidar.watch('b');`).map(
        ({ message }) => message,
      ),
    ).toEqual([
      "ORKVFS005: `fs.watch` watches the disk directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
      "ORKVFS005: `fs.watch` escapes here as a value, so whatever calls it watches the disk behind the virtual file system's back. Pass an injected `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
      "ORKVFS005: `export * from 'fs'` hands every watcher operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (the VFS watcher abstraction) instead.",
      'ORKVFS005: the module object `fs` escapes here, handing every watcher operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (the VFS watcher abstraction) instead.',
      "ORKVFS005: `chokidar.watch` watches the disk directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
    ]);
  });

  it('no-path-based-stream (ORKVFS006)', () => {
    expect(lint('no-path-based-stream', sample('createReadStream')).map(({ message }) => message)).toEqual([
      "ORKVFS006: `fs.createReadStream` opens a stream from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead.",
      "ORKVFS006: `fs.createReadStream` escapes here as a value, so whatever calls it opens streams from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead.",
      "ORKVFS006: `export * from 'fs'` hands every stream operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()`) instead.",
      'ORKVFS006: the module object `fs` escapes here, handing every stream operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()`) instead.',
    ]);
  });
});

/**
 * One file calling every stated operation, each on its own line: the rule of `code` reports
 * exactly the operations stated with that code, with their wording, and no other.
 */
function everyOperation(code: OperationCode): Case[] {
  const call = (object: string, name: string) =>
    /^[A-Z]/u.test(name) ? `new ${object}.${name}(p)` : `${object}.${name}(p)`;
  const cases: [string, string, string, Readonly<Record<string, readonly [OperationCode, string]>>][] = [
    ['every operation of fs', "import * as fs from 'node:fs';", 'fs', fsOperations],
    ['every operation of fs/promises', "import * as fsp from 'fs/promises';", 'fsp', fsPromisesOperations],
    ['every operation of fs.promises', "import { promises } from 'fs';", 'promises', fsPromisesOperations],
  ];
  return cases.map(([title, header, object, operations]) => {
    const names = Object.keys(operations);
    const prefix = operations === fsOperations ? 'fs' : 'fs.promises';
    return {
      title: `${title} (${code})`,
      code: [header, "const p = 'a';", ...names.map((name) => `${call(object, name)};`)].join('\n'),
      errors: names
        .filter((name) => operations[name]?.[0] === code)
        .map((name) => ({ span: call(object, name), after: "const p = 'a';\n", name: `${prefix}.${name}` })),
    };
  });
}

const rules = [
  ['no-direct-file-access', fileRule, 'ORKVFS001'],
  ['no-direct-directory-access', directoryRule, 'ORKVFS002'],
  ['no-direct-handle-open', handleRule, 'ORKVFS003'],
  ['no-direct-watcher', watcherRule, 'ORKVFS005'],
  ['no-path-based-stream', streamRule, 'ORKVFS006'],
] as const;

for (const [name, rule, code] of rules) {
  const cases = everyOperation(code);
  // fs/promises has no stream operation: ORKVFS006 reports nothing there.
  const reports = (item: Case) => (item.errors ?? []).length > 0;
  await runOperationCases(`${name}: the stated table`, rule, code, {
    valid: cases.filter((item) => !reports(item)),
    invalid: cases.filter(reports),
  });
}
