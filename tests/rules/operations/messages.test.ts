/**
 * What a user reads: every message form of the five fs-operation rules, as the full text ESLint
 * prints, written out here (RuleTester checks a messageId and its data, or a text, never both).
 * And every operation of Node's fs API, each reported by the one rule of its stated code, with
 * that code's wording: the table of tests/rules/fs-operations.ts, checked end to end.
 */
import directoryRule from '../../../src/rules/no-direct-directory-access.js';
import fileRule from '../../../src/rules/no-direct-file-access.js';
import handleRule from '../../../src/rules/no-direct-handle-open.js';
import watcherRule from '../../../src/rules/no-direct-watcher.js';
import streamRule from '../../../src/rules/no-path-based-stream.js';
import { fsOperations, fsPromisesOperations, type OperationCode } from '../fs-operations.js';
import type { MessageIds } from '../../../src/util/operation-rule.js';
import { missingProgram, runCaseTable, type ExpectedError } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

/**
 * A call, an escape, a re-export and a module object leaving the file: the four forms ORKVFS001
 * reports; the other operation rules report the first two, a hand-out of fs being ORKVFS001's alone.
 */
function sample(operation: string): string {
  return [
    `import * as fs from 'fs';`,
    `fs.${operation}('a');`,
    `export const op = fs.${operation};`,
    `export * from 'fs';`,
    `export default fs;`,
  ].join('\n');
}

/**
 * The reports of `operation` in the sample: its call and its escape, and — for ORKVFS001 alone,
 * whose code a hand-out of fs is reported under — the re-export and the module object leaving.
 */
function sampleErrors(
  operation: string,
  messages: readonly [string, string] | readonly [string, string, string, string],
): ExpectedError<MessageIds>[] {
  const [call, escape, reexport, module] = messages;
  return [
    { message: call, span: `fs.${operation}('a')` },
    { message: escape, span: `fs.${operation}`, after: 'export const op = ' },
    ...(reexport === undefined ? [] : [{ message: reexport, span: "export * from 'fs';" }]),
    ...(module === undefined ? [] : [{ message: module, span: 'fs', after: 'export default ' }]),
  ];
}

const unverifiableTail =
  ", which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected `IFileSystemService`, or document the exception with a `vfs-suppress` comment.";

// The full text of each message form, as ESLint prints it (RuleTester compares `message` whole).
await runCaseTable(
  'no-direct-file-access: the full text of each message form',
  fileRule,
  {
    invalid: [
      {
        title: 'no-direct-file-access (ORKVFS001)',
        code: sample('readFileSync'),
        errors: sampleErrors('readFileSync', [
          "ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
          "ORKVFS001: `fs.readFileSync` escapes here as a value, so whatever calls it touches files behind the virtual file system's back. Pass an injected `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
          "ORKVFS001: `export * from 'fs'` hands every fs operation (file, directory, handle, watcher and stream) of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.",
          'ORKVFS001: the module object `fs` escapes here, handing every fs operation (file, directory, handle, watcher and stream) of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.',
        ]),
      },
      {
        title: 'no-direct-file-access (ORKVFS001): an unknown export, a configured module, a run-time key',
        code: "import * as fs from 'fs';\nimport fse from 'fs-extra';\nfs.someFutureSync('a');\nfse.ensureDirSync('b');\nexport const run = (name) => fs[name]('c');",
        settings: { fsModules: ['fs-extra'] },
        errors: [
          {
            message:
              "ORKVFS001: `fs.someFutureSync` is an fs operation this plugin does not know yet, so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
            span: "fs.someFutureSync('a')",
          },
          {
            message:
              "ORKVFS001: `fs-extra.ensureDirSync` comes from a module configured as fs (`fsModules`), so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
            span: "fse.ensureDirSync('b')",
          },
          {
            message:
              "ORKVFS001: `fs[…]` calls an fs operation chosen at run time, which cannot be checked, so it counts as direct file access, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the service's own operation for it (the setting `serviceMethods` maps none) instead.",
            span: "fs[name]('c')",
          },
        ],
      },
      {
        title: 'no-direct-file-access (ORKVFS001): an unverifiable load (reportUnverifiableLoads)',
        code: 'export const load = (name) => require(name);',
        settings: { reportUnverifiableLoads: true },
        errors: [
          {
            message:
              "ORKVFS001: `require(…)` loads a module whose specifier is not a constant, which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected `IFileSystemService`, or document the exception with a `vfs-suppress` comment.",
            span: 'require(name)',
          },
        ],
      },
      {
        title: 'no-direct-file-access (ORKVFS001): each other unverifiable wording',
        code: "eval(code);\nprocess.binding('fs');\n",
        settings: { reportUnverifiableLoads: true },
        errors: [
          { message: `ORKVFS001: \`eval\` runs code it is given as text${unverifiableTail}`, span: 'eval(code)' },
          {
            message: `ORKVFS001: \`process.binding\` reaches Node's internal bindings below the fs module${unverifiableTail}`,
            span: "process.binding('fs')",
          },
        ],
      },
      {
        title: 'no-direct-file-access (ORKVFS001): no unverifiable load without the setting',
        code: "eval(code);\nprocess.binding('fs');\n",
      },
      {
        title:
          'no-direct-file-access: a file linted without a program under requireTypeInformation, reported at its top (a point: ESLint gives it no end)',
        code: "import * as fs from 'fs';\nfs.readFileSync('a');\n",
        settings: { requireTypeInformation: true },
        errors: [missingProgram('import')],
      },
    ],
  },
  { modes: ['javascript'] },
);

await runCaseTable(
  'no-direct-directory-access: the full text of each message form',
  directoryRule,
  {
    invalid: [
      {
        title: 'no-direct-directory-access (ORKVFS002)',
        code: sample('mkdirSync'),
        errors: sampleErrors('mkdirSync', [
          "ORKVFS002: `fs.mkdirSync` touches a directory directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead.",
          "ORKVFS002: `fs.mkdirSync` escapes here as a value, so whatever calls it touches directories behind the virtual file system's back. Pass an injected `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead.",
        ]),
      },
    ],
  },
  { modes: ['javascript'] },
);

await runCaseTable(
  'no-direct-handle-open: the full text of each message form',
  handleRule,
  {
    invalid: [
      {
        title: 'no-direct-handle-open (ORKVFS003)',
        code: sample('openSync'),
        errors: sampleErrors('openSync', [
          "ORKVFS003: `fs.openSync` opens a handle from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead.",
          "ORKVFS003: `fs.openSync` escapes here as a value, so whatever calls it opens handles from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead.",
        ]),
      },
    ],
  },
  { modes: ['javascript'] },
);

await runCaseTable(
  'no-direct-watcher: the full text of each message form',
  watcherRule,
  {
    invalid: [
      {
        title: 'no-direct-watcher (ORKVFS005), and a watcher library',
        code: `${sample('watch')}\nimport chokidar from 'chokidar';\nchokidar.watch('b');`,
        errors: [
          ...sampleErrors('watch', [
            "ORKVFS005: `fs.watch` watches the disk directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
            "ORKVFS005: `fs.watch` escapes here as a value, so whatever calls it watches the disk behind the virtual file system's back. Pass an injected `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
          ]),
          {
            message:
              "ORKVFS005: `chokidar.watch` watches the disk directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead.",
            span: "chokidar.watch('b')",
          },
        ],
      },
    ],
  },
  { modes: ['javascript'] },
);

await runCaseTable(
  'no-path-based-stream: the full text of each message form',
  streamRule,
  {
    invalid: [
      {
        title: 'no-path-based-stream (ORKVFS006)',
        code: sample('createReadStream'),
        errors: sampleErrors('createReadStream', [
          "ORKVFS006: `fs.createReadStream` opens a stream from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead.",
          "ORKVFS006: `fs.createReadStream` escapes here as a value, so whatever calls it opens streams from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead.",
        ]),
      },
    ],
  },
  { modes: ['javascript'] },
);

/**
 * One file calling every stated operation, each on its own line: the rule of `code` reports
 * exactly the operations stated with that code, with their wording, and no other.
 */
function everyOperation(code: OperationCode): OperationCase[] {
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

// fs/promises has no stream operation: ORKVFS006 reports nothing there, and runs it as valid.
for (const [name, rule, code] of rules)
  await runCaseTable(`${name}: the stated table`, rule, getOperationTable(code, { invalid: everyOperation(code) }));
