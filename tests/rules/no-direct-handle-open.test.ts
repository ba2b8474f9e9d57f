import rule from '../../src/rules/no-direct-handle-open.js';
import { runOperationRuleTests } from './operation-cases.js';

await runOperationRuleTests('no-direct-handle-open', rule, {
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
        { at: 'fs.opendirSync', name: 'fs.opendirSync' },
        { at: 'fs.openAsBlob', name: 'fs.openAsBlob' },
        { at: 'fs.promises.opendir', name: 'fs.promises.opendir' },
      ],
    },
  ],
});
