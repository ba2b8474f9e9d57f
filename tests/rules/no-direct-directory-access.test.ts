import rule from '../../src/rules/no-direct-directory-access.js';
import { runCaseTable } from './case-table.js';
import { getOperationCases } from './operation-cases.js';

await runCaseTable(
  'no-direct-directory-access',
  rule,
  getOperationCases({
    code: 'ORKVFS002',
    sync: 'mkdirSync',
    callback: 'mkdir',
    promise: 'readdir',
    barrel: 'mkdirSync',
    invalid: [
      {
        title: 'every directory operation',
        code: "import * as fs from 'fs';\nfs.mkdtempSync('a');\nfs.readdirSync('a');\nfs.rmdirSync('a');\nfs.rmSync('a');\nfs.cpSync('a', 'b');\nawait fs.promises.rm('a');",
        errors: [
          { span: "fs.mkdtempSync('a')", name: 'fs.mkdtempSync' },
          { span: "fs.readdirSync('a')", name: 'fs.readdirSync' },
          { span: "fs.rmdirSync('a')", name: 'fs.rmdirSync' },
          { span: "fs.rmSync('a')", name: 'fs.rmSync' },
          { span: "fs.cpSync('a', 'b')", name: 'fs.cpSync' },
          { span: "fs.promises.rm('a')", name: 'fs.promises.rm' },
        ],
      },
    ],
  }),
);
