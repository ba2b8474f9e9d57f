import rule from '../../src/rules/no-path-based-stream.js';
import { runCaseTable } from './case-table.js';
import { getOperationCases } from './operation-cases.js';

await runCaseTable(
  'no-path-based-stream',
  rule,
  getOperationCases({
    code: 'ORKVFS006',
    sync: 'createReadStream',
    barrel: 'createReadStream',
    construct: 'ReadStream',
    invalid: [
      {
        title: 'write streams',
        code: "import * as fs from 'fs';\nfs.createWriteStream('a');\nnew fs.WriteStream('a');",
        errors: [
          { span: "fs.createWriteStream('a')", name: 'fs.createWriteStream' },
          { span: "new fs.WriteStream('a')", name: 'fs.WriteStream' },
        ],
      },
      {
        title: 'an fd option that is nullish, or options the file does not show, leave the path in charge',
        code: "import * as fs from 'fs';\nexport function open(path, options) {\n  fs.createWriteStream(path, { fd: undefined });\n  fs.createReadStream(path, { fd: null });\n  fs.createReadStream(path, options);\n}",
        errors: [
          { span: 'fs.createWriteStream(path, { fd: undefined })', name: 'fs.createWriteStream' },
          { span: 'fs.createReadStream(path, { fd: null })', name: 'fs.createReadStream' },
          { span: 'fs.createReadStream(path, options)', name: 'fs.createReadStream' },
        ],
      },
      {
        title: 'a subclass of a stream class escapes',
        code: "import * as fs from 'fs';\nexport class CachedStream extends fs.ReadStream {}",
        errors: [{ span: 'fs.ReadStream', name: 'fs.ReadStream', form: 'escape' }],
      },
    ],
    valid: [
      {
        title: 'a stream over a descriptor opens no path (ORKVFS001 reports it as a descriptor operation)',
        code: "import * as fs from 'fs';\nexport function wrap(fd, handle) {\n  fs.createWriteStream('', { fd });\n  fs.createReadStream(null, { fd: handle, start: 0 });\n  new fs.ReadStream('', { 'fd': fd });\n  fs.createReadStream.call(null, '', { fd });\n}",
      },
      {
        title: 'a stream from a file handle',
        code: "export async function copy(handle: import('node:fs/promises').FileHandle) {\n  return handle.createReadStream({ start: 0 });\n}",
        ts: true,
      },
    ],
  }),
);
