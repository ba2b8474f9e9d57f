import rule from '../../../src/rules/no-direct-file-access.js';
import { runCaseTable } from '../case-table.js';
import { getOperationCases } from '../operation-cases.js';

await runCaseTable(
  'no-direct-file-access',
  rule,
  getOperationCases({
    code: 'ORKVFS001',
    sync: 'readFileSync',
    callback: 'readFile',
    promise: 'readFile',
    barrel: 'readFileSync',
    invalid: [
      {
        title: 'every operation family of ORKVFS001',
        code: [
          "import * as fs from 'fs';",
          "fs.writeFileSync('a', '');",
          "fs.appendFile('a', '', () => undefined);",
          "fs.copyFileSync('a', 'b');",
          "fs.renameSync('a', 'b');",
          "fs.unlinkSync('a');",
          "fs.existsSync('a');",
          "fs.accessSync('a');",
          "fs.lstatSync('a');",
          "fs.realpathSync.native('a');",
          "fs.chmodSync('a', 0o600);",
          'fs.closeSync(3);',
        ].join('\n'),
        errors: [
          { span: "fs.writeFileSync('a', '')", name: 'fs.writeFileSync' },
          { span: "fs.appendFile('a', '', () => undefined)", name: 'fs.appendFile' },
          { span: "fs.copyFileSync('a', 'b')", name: 'fs.copyFileSync' },
          { span: "fs.renameSync('a', 'b')", name: 'fs.renameSync' },
          { span: "fs.unlinkSync('a')", name: 'fs.unlinkSync' },
          { span: "fs.existsSync('a')", name: 'fs.existsSync' },
          { span: "fs.accessSync('a')", name: 'fs.accessSync' },
          { span: "fs.lstatSync('a')", name: 'fs.lstatSync' },
          { span: "fs.realpathSync.native('a')", name: 'fs.realpathSync.native' },
          { span: "fs.chmodSync('a', 0o600)", name: 'fs.chmodSync' },
          { span: 'fs.closeSync(3)', name: 'fs.closeSync' },
        ],
      },
      {
        title: 'an unknown export and a dynamic key fail closed',
        code: "import * as fs from 'fs';\nfs.someFutureOperationSync('a');\nexport function call(name) {\n  return fs[name]('a');\n}",
        errors: [
          { span: "fs.someFutureOperationSync('a')", name: 'fs.someFutureOperationSync' },
          { span: "fs[name]('a')", name: 'fs[…]' },
        ],
      },
      {
        title: 'a member of an unknown export or of a run-time key may be a namespace of operations, as fs.promises is',
        code: [
          "import * as fs from 'fs';",
          "fs.futureNamespace.readFile('a');",
          'export function call(name) {',
          "  return fs[name].rm('a');",
          '}',
          'export const names = [fs.readFileSync.name, fs.constants.O_RDONLY];',
        ].join('\n'),
        errors: [
          { span: "fs.futureNamespace.readFile('a')", name: 'fs.futureNamespace.readFile', wording: 'unknown' },
          { span: "fs[name].rm('a')", name: 'fs[…].rm', wording: 'dynamic' },
        ],
      },
      {
        title:
          "an unknown export of fs/promises, and of fs named like path's platform variants, fail closed as Node's own",
        code: [
          "import * as fsp from 'node:fs/promises';",
          "import { someFutureOperation } from 'fs/promises';",
          "import fs from 'fs';",
          "await fsp.someFutureOperation('a');",
          "await someFutureOperation('b');",
          "fs.posix('c');",
          "fs.win32.call(null, 'd');",
        ].join('\n'),
        errors: [
          { span: "fsp.someFutureOperation('a')", name: 'fs.promises.someFutureOperation' },
          { span: "someFutureOperation('b')", name: 'fs.promises.someFutureOperation' },
          { span: "fs.posix('c')", name: 'fs.posix' },
          { span: "fs.win32.call(null, 'd')", name: 'fs.win32' },
        ],
      },
      {
        title: 'native and __promisify__ of an operation chosen at run time are still one',
        code: "import * as fs from 'fs';\nexport function probe(name) {\n  fs[name].native('a');\n  return fs[name].__promisify__;\n}",
        errors: [
          { span: "fs[name].native('a')", name: 'fs[…].native', wording: 'dynamic' },
          { span: 'fs[name].__promisify__', name: 'fs[…].__promisify__', form: 'escape', wording: 'dynamic' },
        ],
      },
      {
        title: 'a stream over a descriptor is a raw-descriptor operation',
        code: "import * as fs from 'fs';\nexport function wrap(fd, handle) {\n  fs.createWriteStream('', { fd });\n  fs.createReadStream(null, { fd: handle, start: 0 });\n  new fs.ReadStream('', { 'fd': fd });\n  fs.createReadStream.call(null, '', { fd });\n}",
        errors: [
          { span: "fs.createWriteStream('', { fd })", name: 'fs.createWriteStream', wording: 'descriptor' },
          {
            span: 'fs.createReadStream(null, { fd: handle, start: 0 })',
            name: 'fs.createReadStream',
            wording: 'descriptor',
          },
          { span: "new fs.ReadStream('', { 'fd': fd })", name: 'fs.ReadStream', wording: 'descriptor' },
          { span: "fs.createReadStream.call(null, '', { fd })", name: 'fs.createReadStream', wording: 'descriptor' },
        ],
      },
      {
        title: 'a stream over a descriptor through a parameter typed as fs, also with .call (types only)',
        code: "export function wrap(io: typeof import('fs'), fd: number) {\n  io.createWriteStream('', { fd });\n  io.createReadStream.call(null, '', { fd });\n}",
        errors: [
          { span: "io.createWriteStream('', { fd })", name: 'fs.createWriteStream', wording: 'descriptor' },
          { span: "io.createReadStream.call(null, '', { fd })", name: 'fs.createReadStream', wording: 'descriptor' },
        ],
        typed: true,
        ts: true,
      },
      {
        title:
          'a value typed by an fs function interface (StatSyncFn) is the operation that interface types (types only)',
        code: "import type { StatSyncFn } from 'fs';\nimport type * as nodeFs from 'node:fs';\nexport function probe(stat: StatSyncFn, inspect: nodeFs.StatSyncFn, other: () => void) {\n  stat('a');\n  inspect('b');\n  other();\n}",
        errors: [
          { span: "stat('a')", name: 'fs.statSync' },
          { span: "inspect('b')", name: 'fs.statSync' },
        ],
        typed: true,
        ts: true,
      },
      {
        title: 'a value typed as native or __promisify__ of an operation is that operation (types only)',
        code: "import * as fs from 'fs';\nexport function probe(real: typeof fs.realpathSync.native, load: typeof fs.readFile.__promisify__) {\n  real('a');\n  return load('b');\n}",
        errors: [
          { span: "real('a')", name: 'fs.realpathSync.native' },
          { span: "load('b')", name: 'fs.readFile' },
        ],
        typed: true,
        ts: true,
      },
      {
        title: 'a function an ambient declaration of fs adds is an fs operation (types only)',
        code: [
          "declare module 'fs' {",
          '  function futureOperationSync(path: string): void;',
          '}',
          "declare const run: typeof import('fs').futureOperationSync;",
          "run('a');",
        ].join('\n'),
        errors: [{ span: "run('a')", name: 'fs.futureOperationSync' }],
        typed: true,
        ts: true,
      },
      {
        title: 'a value typed by a type alias of an fs function is that function (types only)',
        code: "import * as fs from 'fs';\ntype Read = typeof fs.readFileSync;\nexport function probe(read: Read, keep: Readonly<typeof fs>) {\n  read('a');\n  return keep;\n}",
        errors: [{ span: "read('a')", name: 'fs.readFileSync' }],
        typed: true,
        ts: true,
      },
      {
        title: 'a key array the file writes to, or hands on, fails closed',
        code: "import * as fs from 'fs';\nconst keys = ['readdirSync'];\nkeys[0] = 'readFileSync';\nfs[keys[0]]('a');\nconst names = ['rmSync'];\nnames.reverse();\nfs[names[0]]('b');",
        errors: [
          { span: "fs[keys[0]]('a')", name: 'fs[…]' },
          { span: "fs[names[0]]('b')", name: 'fs[…]' },
        ],
      },
      {
        title: 'modules listed in fsModules',
        code: "import fse from 'fs-extra';\nimport { readJsonSync } from 'graceful-fs';\nimport { outputFile } from 'fs-extra/esm';\nfse.readFileSync('a');\nreadJsonSync('b');\nawait fse.promises.readFile('c');\nawait outputFile('d', '');",
        errors: [
          { span: "fse.readFileSync('a')", name: 'fs-extra.readFileSync', wording: 'read' },
          { span: "readJsonSync('b')", name: 'graceful-fs.readJsonSync', wording: 'configured' },
          { span: "fse.promises.readFile('c')", name: 'fs-extra.promises.readFile', wording: 'read' },
          { span: "outputFile('d', '')", name: 'fs-extra.outputFile', wording: 'configured' },
        ],
      },
    ],
  }),
  { settings: { fsModules: ['fs-extra', 'graceful-fs'] } },
);
