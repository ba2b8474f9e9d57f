import rule from '../../src/rules/no-direct-directory-access.js';
import { runOperationRuleTests } from './operation-cases.js';

await runOperationRuleTests('no-direct-directory-access', rule, {
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
        { at: 'fs.mkdtempSync', name: 'fs.mkdtempSync' },
        { at: 'fs.readdirSync', name: 'fs.readdirSync' },
        { at: 'fs.rmdirSync', name: 'fs.rmdirSync' },
        { at: 'fs.rmSync', name: 'fs.rmSync' },
        { at: 'fs.cpSync', name: 'fs.cpSync' },
        { at: 'fs.promises.rm', name: 'fs.promises.rm' },
      ],
    },
  ],
});
