import rule from '../../src/rules/no-direct-file-access.js';
import { runOperationRuleTests } from './operation-cases.js';

await runOperationRuleTests('no-direct-file-access', rule, {
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
        "fs.closeSync(3);",
      ].join('\n'),
      errors: [
        { at: 'fs.writeFileSync', name: 'fs.writeFileSync' },
        { at: 'fs.appendFile', name: 'fs.appendFile' },
        { at: 'fs.copyFileSync', name: 'fs.copyFileSync' },
        { at: 'fs.renameSync', name: 'fs.renameSync' },
        { at: 'fs.unlinkSync', name: 'fs.unlinkSync' },
        { at: 'fs.existsSync', name: 'fs.existsSync' },
        { at: 'fs.accessSync', name: 'fs.accessSync' },
        { at: 'fs.lstatSync', name: 'fs.lstatSync' },
        { at: 'fs.realpathSync', name: 'fs.realpathSync.native' },
        { at: 'fs.chmodSync', name: 'fs.chmodSync' },
        { at: 'fs.closeSync', name: 'fs.closeSync' },
      ],
    },
    {
      title: 'an unknown export and a dynamic key fail closed',
      code: "import * as fs from 'fs';\nfs.someFutureOperationSync('a');\nexport function call(name) {\n  return fs[name]('a');\n}",
      errors: [
        { at: 'fs.someFuture', name: 'fs.someFutureOperationSync' },
        { at: 'fs[name]', name: 'fs[…]' },
      ],
    },
    {
      title: 'a stream over a descriptor is a raw-descriptor operation',
      code: "import * as fs from 'fs';\nexport function wrap(fd, handle) {\n  fs.createWriteStream('', { fd });\n  fs.createReadStream(null, { fd: handle, start: 0 });\n  new fs.ReadStream('', { 'fd': fd });\n  fs.createReadStream.call(null, '', { fd });\n}",
      errors: [
        { at: 'fs.createWriteStream', span: "fs.createWriteStream('', { fd })", name: 'fs.createWriteStream', group: 'descriptor' },
        { at: 'fs.createReadStream(null', name: 'fs.createReadStream', group: 'descriptor' },
        { at: 'new fs.ReadStream', span: "new fs.ReadStream('', { 'fd': fd })", name: 'fs.ReadStream', group: 'descriptor' },
        { at: 'fs.createReadStream.call', name: 'fs.createReadStream', group: 'descriptor' },
      ],
    },
    {
      title: 'a stream over a descriptor through a parameter typed as fs, also with .call (types only)',
      code: "export function wrap(io: typeof import('fs'), fd: number) {\n  io.createWriteStream('', { fd });\n  io.createReadStream.call(null, '', { fd });\n}",
      errors: [
        { at: 'io.createWriteStream', span: "io.createWriteStream('', { fd })", name: 'fs.createWriteStream', group: 'descriptor' },
        { at: 'io.createReadStream.call', span: "io.createReadStream.call(null, '', { fd })", name: 'fs.createReadStream', group: 'descriptor' },
      ],
      typed: true,
      ts: true,
    },
    {
      title: 'a key array the file writes to, or hands on, fails closed',
      code: "import * as fs from 'fs';\nconst keys = ['readdirSync'];\nkeys[0] = 'readFileSync';\nfs[keys[0]]('a');\nconst names = ['rmSync'];\nnames.reverse();\nfs[names[0]]('b');",
      errors: [
        { at: 'fs[keys[0]](', span: "fs[keys[0]]('a')", name: 'fs[…]' },
        { at: 'fs[names[0]](', span: "fs[names[0]]('b')", name: 'fs[…]' },
      ],
    },
    {
      title: 'modules listed in fsModules',
      code: "import fse from 'fs-extra';\nimport { readJsonSync } from 'graceful-fs';\nimport { outputFile } from 'fs-extra/esm';\nfse.readFileSync('a');\nreadJsonSync('b');\nawait fse.promises.readFile('c');\nawait outputFile('d', '');",
      errors: [
        { at: 'fse.readFileSync', name: 'fs-extra.readFileSync' },
        { at: 'readJsonSync(', after: '\n', name: 'graceful-fs.readJsonSync' },
        { at: 'fse.promises.readFile', name: 'fs-extra.promises.readFile' },
        { at: 'outputFile(', after: 'await ', name: 'fs-extra.outputFile' },
      ],
    },
  ],
  settings: { 'vfs-compliance': { fsModules: ['fs-extra', 'graceful-fs'] } },
});
