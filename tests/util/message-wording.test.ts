/**
 * The exact text of every message form of the five fs-operation rules (a call, a value that
 * escapes, a re-export, an escaping module object, an unverifiable load) and of the
 * missing-program error, written out here: a reworded or emptied message, a form reported under
 * another message, or a message that loses its end fails here, and a reviewer reads the change.
 */
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { range, type Range } from '../position.js';

interface Expected extends Range {
  readonly messageId: string;
  readonly message: string;
}

function lint(rule: string, code: string, settings: Record<string, unknown> = {}) {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tsParser },
        plugins: { 'vfs-compliance': plugin },
        rules: { [`vfs-compliance/${rule}`]: 'error' },
        settings: { 'vfs-compliance': settings },
      },
    ],
    'src/a.ts',
  );
  return messages.map(({ messageId, message, line, column, endLine, endColumn }) => ({ messageId, message, line, column, endLine, endColumn }));
}

const at = (code: string, span: string, messageId: string, message: string, nth = 1): Expected => ({
  messageId,
  message,
  ...range(code, span, { nth }),
});

describe('no-direct-file-access (ORKVFS001)', () => {
  it('words a call, an escaping operation, a re-export and an escaping module object', () => {
    const code = "import * as fs from 'fs';\nfs.readFileSync('a');\nuse(fs.writeFileSync);\nexport * from 'fs';\nuse(fs);\n";
    expect(lint('no-direct-file-access', code)).toEqual([
      at(code, "fs.readFileSync('a')", 'call', "ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead."),
      at(code, 'fs.writeFileSync', 'escape', "ORKVFS001: `fs.writeFileSync` escapes here as a value, so whatever calls it touches files behind the virtual file system's back. Pass an injected `IFileSystemService` and use `writeAllText()` / `writeAllBytes()` instead."),
      at(code, "export * from 'fs';", 'reexport', "ORKVFS001: `export * from 'fs'` hands every file operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead."),
      at(code, 'fs', 'module', "ORKVFS001: the module object `fs` escapes here, handing every file operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`tryReadAllBytes()` / `writeAllText()` / `exists()` / …) instead.", 6),
    ]);
  });

  it('words each unverifiable load (reportUnverifiableLoads)', () => {
    const code = "require(name);\neval(code);\nprocess.binding('fs');\n";
    const tail = ", which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected `IFileSystemService`, or document the exception with a `vfs-suppress` comment.";
    expect(lint('no-direct-file-access', code, { reportUnverifiableLoads: true })).toEqual([
      at(code, 'require(name)', 'unverifiable', `ORKVFS001: \`require(…)\` loads a module whose specifier is not a constant${tail}`),
      at(code, 'eval(code)', 'unverifiable', `ORKVFS001: \`eval\` runs code it is given as text${tail}`),
      at(code, "process.binding('fs')", 'unverifiable', `ORKVFS001: \`process.binding\` reaches Node's internal bindings below the fs module${tail}`),
    ]);
    expect(lint('no-direct-file-access', code)).toEqual([]);
  });

  it('words the missing-program error, at the top of the file', () => {
    expect(lint('no-direct-file-access', "import * as fs from 'fs';\nfs.readFileSync('a');\n", { requireTypeInformation: true })).toEqual([
      {
        messageId: 'missingTypeInformation',
        message:
          "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
        line: 1,
        column: 1,
        endLine: undefined,
        endColumn: undefined,
      },
    ]);
  });
});

describe('the other fs-operation rules', () => {
  it('no-direct-directory-access (ORKVFS002)', () => {
    const code = "import * as fs from 'fs';\nfs.mkdirSync('a');\nuse(fs.readdirSync);\nexport * from 'node:fs/promises';\nuse(fs);\n";
    expect(lint('no-direct-directory-access', code)).toEqual([
      at(code, "fs.mkdirSync('a')", 'call', "ORKVFS002: `fs.mkdirSync` touches a directory directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead."),
      at(code, 'fs.readdirSync', 'escape', "ORKVFS002: `fs.readdirSync` escapes here as a value, so whatever calls it touches directories behind the virtual file system's back. Pass an injected `IFileSystemService` and use `createDirectory()` / `delete()` / `enumerateFiles()` instead."),
      at(code, "export * from 'node:fs/promises';", 'reexport', "ORKVFS002: `export * from 'node:fs/promises'` hands every directory operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`createDirectory()` / `delete()` / `enumerateFiles()`) instead."),
      at(code, 'fs', 'module', "ORKVFS002: the module object `fs` escapes here, handing every directory operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`createDirectory()` / `delete()` / `enumerateFiles()`) instead.", 6),
    ]);
  });

  it('no-direct-handle-open (ORKVFS003)', () => {
    const code = "import * as fs from 'fs';\nfs.openSync('a');\nuse(fs.openSync);\nexport * from 'fs';\nuse(fs);\n";
    expect(lint('no-direct-handle-open', code)).toEqual([
      at(code, "fs.openSync('a')", 'call', "ORKVFS003: `fs.openSync` opens a handle from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead."),
      at(code, 'fs.openSync', 'escape', "ORKVFS003: `fs.openSync` escapes here as a value, so whatever calls it opens handles from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` / `tryGetEntry()` instead.", 2),
      at(code, "export * from 'fs';", 'reexport', "ORKVFS003: `export * from 'fs'` hands every handle-opening operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()` / `tryGetEntry()`) instead."),
      at(code, 'fs', 'module', "ORKVFS003: the module object `fs` escapes here, handing every handle-opening operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()` / `tryGetEntry()`) instead.", 6),
    ]);
  });

  it('no-direct-watcher (ORKVFS005)', () => {
    const code = "import * as fs from 'fs';\nfs.watch('a');\nuse(fs.watchFile);\nexport * from 'fs';\nuse(fs);\n";
    expect(lint('no-direct-watcher', code)).toEqual([
      at(code, "fs.watch('a')", 'call', "ORKVFS005: `fs.watch` watches the disk directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead."),
      at(code, 'fs.watchFile', 'escape', "ORKVFS005: `fs.watchFile` escapes here as a value, so whatever calls it watches the disk behind the virtual file system's back. Pass an injected `IFileSystemService` and use the VFS watcher abstraction (`watch()`) instead."),
      at(code, "export * from 'fs';", 'reexport', "ORKVFS005: `export * from 'fs'` hands every watcher operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (the VFS watcher abstraction) instead."),
      at(code, 'fs', 'module', "ORKVFS005: the module object `fs` escapes here, handing every watcher operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (the VFS watcher abstraction) instead.", 6),
    ]);
  });

  it('no-path-based-stream (ORKVFS006)', () => {
    const code = "import * as fs from 'fs';\nfs.createReadStream('a');\nuse(fs.createWriteStream);\nexport * from 'fs';\nuse(fs);\n";
    expect(lint('no-path-based-stream', code)).toEqual([
      at(code, "fs.createReadStream('a')", 'call', "ORKVFS006: `fs.createReadStream` opens a stream from a path, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead."),
      at(code, 'fs.createWriteStream', 'escape', "ORKVFS006: `fs.createWriteStream` escapes here as a value, so whatever calls it opens streams from paths behind the virtual file system's back. Pass an injected `IFileSystemService` and use `openReadStream()` / `openWriteStream()` and wrap the returned stream instead."),
      at(code, "export * from 'fs';", 'reexport', "ORKVFS006: `export * from 'fs'` hands every stream operation of that module to whoever imports this one. Export the operations of an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()`) instead."),
      at(code, 'fs', 'module', "ORKVFS006: the module object `fs` escapes here, handing every stream operation of it to code this file cannot follow. Pass an injected `IFileSystemService` (`openReadStream()` / `openWriteStream()`) instead.", 6),
    ]);
  });
});
