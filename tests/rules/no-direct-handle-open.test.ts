import rule from '../../src/rules/no-direct-handle-open.js';
import { runCaseTable } from './case-table.js';
import { getOperationCases } from './operation-cases.js';

await runCaseTable(
  'no-direct-handle-open',
  rule,
  getOperationCases({
    code: 'ORKVFS003',
    sync: 'openSync',
    callback: 'open',
    promise: 'open',
    barrel: 'openSync',
    invalid: [
      {
        title: 'directory handles and blobs',
        code: "import * as fs from 'fs';\nfs.opendirSync('a');\nawait fs.openAsBlob('a');\nawait fs.promises.opendir('a');",
        errors: [
          { span: "fs.opendirSync('a')", name: 'fs.opendirSync' },
          { span: "fs.openAsBlob('a')", name: 'fs.openAsBlob' },
          { span: "fs.promises.opendir('a')", name: 'fs.promises.opendir' },
        ],
      },
    ],
  }),
);
