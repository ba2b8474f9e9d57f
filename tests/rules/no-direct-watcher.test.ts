import rule from '../../src/rules/no-direct-watcher.js';
import { runOperationRuleTests } from './operation-cases.js';

await runOperationRuleTests('no-direct-watcher', rule, {
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
    { title: 'other exports of a watcher library', code: "import chokidar from 'chokidar';\nexport const version = chokidar.version;" },
  ],
});
