import rule from '../../src/rules/no-direct-watcher.js';
import { runCaseTable } from './case-table.js';
import { getOperationCases, getOperationTable } from './operation-cases.js';

await runCaseTable(
  'no-direct-watcher',
  rule,
  getOperationCases({
    code: 'ORKVFS005',
    sync: 'watch',
    callback: 'watchFile',
    promise: 'watch',
    barrel: 'watch',
    invalid: [
      {
        title: 'unwatchFile',
        code: "import * as fs from 'fs';\nfs.unwatchFile('a');",
        errors: [{ span: "fs.unwatchFile('a')", name: 'fs.unwatchFile' }],
      },
      {
        title: 'a watcher library (chokidar by default)',
        code: "import chokidar from 'chokidar';\nimport { watch } from 'chokidar';\nchokidar.watch('.');\nwatch('src');\nconst { FSWatcher } = require('chokidar');\nnew FSWatcher();",
        errors: [
          { span: "chokidar.watch('.')", name: 'chokidar.watch', wording: 'watcher' },
          { span: "watch('src')", name: 'chokidar.watch', wording: 'watcher' },
          { span: 'new FSWatcher()', name: 'chokidar.FSWatcher', wording: 'watcher' },
        ],
      },
      {
        title: 'a watcher library object that leaves the file',
        code: "import chokidar from 'chokidar';\nexport default chokidar;\nexport * as watcher from 'chokidar';\nregister(require('chokidar'));",
        errors: [
          { span: 'chokidar', after: 'default ', name: 'chokidar', form: 'module' },
          { span: "export * as watcher from 'chokidar';", name: 'chokidar', form: 'module' },
          { span: "require('chokidar')", name: 'chokidar', form: 'module' },
        ],
      },
      {
        title: 'a computed key on a watcher library fails closed',
        code: "import chokidar from 'chokidar';\nexport function start(method) {\n  return chokidar[method]('.');\n}",
        errors: [{ span: "chokidar[method]('.')", name: 'chokidar[…]', wording: 'watcher' }],
      },
    ],
    valid: [
      {
        title: 'other exports of a watcher library, promises too: only an fs module has a promises module',
        code: "import chokidar from 'chokidar';\nexport const version = chokidar.version;\nexport const promises = chokidar.promises;\nchokidar.promises.watch('.');",
      },
    ],
  }),
);

// A value given for `watcherModules` replaces the default: the listed library is a watcher
// library in every import form, chokidar no longer is, and Node's fs watchers stay reported.
await runCaseTable(
  'no-direct-watcher with watcherModules listing parcel-watcher',
  rule,
  getOperationTable('ORKVFS005', {
    invalid: [
      {
        title: 'watch and FSWatcher of the listed library, and its module object leaving the file',
        code: [
          "import watcher from '@parcel/watcher';",
          "import { watch as start } from '@parcel/watcher';",
          "watcher.watch('.');",
          "start('src');",
          "const { FSWatcher } = require('@parcel/watcher');",
          'new FSWatcher();',
          'export default watcher;',
        ].join('\n'),
        errors: [
          { span: "watcher.watch('.')", name: '@parcel/watcher.watch', wording: 'watcher' },
          { span: "start('src')", name: '@parcel/watcher.watch', wording: 'watcher' },
          { span: 'new FSWatcher()', name: '@parcel/watcher.FSWatcher', wording: 'watcher' },
          { span: 'watcher', after: 'export default ', name: '@parcel/watcher', form: 'module' },
        ],
      },
      {
        title: "Node's fs watchers whatever the setting",
        code: "import { watch } from 'node:fs';\nwatch('.');",
        errors: [{ span: "watch('.')", after: '\n', name: 'fs.watch' }],
      },
    ],
    valid: [
      {
        title: 'chokidar is not listed any more',
        code: "import chokidar from 'chokidar';\nchokidar.watch('.');\nnew chokidar.FSWatcher();\nexport default chokidar;",
      },
    ],
  }),
  { settings: { watcherModules: ['@parcel/watcher'] } },
);

await runCaseTable(
  'no-direct-watcher with watcherModules empty',
  rule,
  getOperationTable('ORKVFS005', {
    invalid: [
      {
        title: "Node's fs watchers are still reported",
        code: "import * as fs from 'fs';\nfs.watchFile('a', () => undefined);",
        errors: [{ span: "fs.watchFile('a', () => undefined)", name: 'fs.watchFile' }],
      },
    ],
    valid: [
      {
        title: 'no watcher library is listed: chokidar is a module like any other',
        code: "import chokidar from 'chokidar';\nimport { watch } from 'chokidar';\nchokidar.watch('.');\nwatch('src');\nexport default chokidar;",
      },
    ],
  }),
  { settings: { watcherModules: [] } },
);
