import rule from '../../src/rules/no-path-based-stream.js';
import { runOperationRuleTests } from './operation-cases.js';

await runOperationRuleTests('no-path-based-stream', rule, {
  code: 'ORKVFS006',
  sync: 'createReadStream',
  barrel: 'createReadStream',
  construct: 'ReadStream',
  invalid: [
    {
      title: 'write streams',
      code: "import * as fs from 'fs';\nfs.createWriteStream('a');\nnew fs.WriteStream('a');",
      errors: [
        { at: 'fs.createWriteStream', name: 'fs.createWriteStream' },
        { at: 'new fs.WriteStream', name: 'fs.WriteStream' },
      ],
    },
    {
      title: 'a subclass of a stream class escapes',
      code: "import * as fs from 'fs';\nexport class CachedStream extends fs.ReadStream {}",
      errors: [{ at: 'fs.ReadStream', name: 'fs.ReadStream', form: 'escape' }],
    },
  ],
  valid: [
    {
      title: 'a stream from a file handle',
      code: "export async function copy(handle: import('node:fs/promises').FileHandle) {\n  return handle.createReadStream({ start: 0 });\n}",
      ts: true,
    },
  ],
});
