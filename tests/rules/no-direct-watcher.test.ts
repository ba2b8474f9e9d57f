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
      errors: [{ at: 'fs.unwatchFile', name: 'fs.unwatchFile' }],
    },
    {
      title: 'a watcher library (chokidar by default)',
      code: "import chokidar from 'chokidar';\nimport { watch } from 'chokidar';\nchokidar.watch('.');\nwatch('src');\nconst { FSWatcher } = require('chokidar');\nnew FSWatcher();",
      errors: [
        { at: 'chokidar.watch', name: 'chokidar.watch' },
        { at: "watch('src')", name: 'chokidar.watch' },
        { at: 'new FSWatcher', name: 'chokidar.FSWatcher' },
      ],
    },
    {
      title: 'a watcher library object that leaves the file',
      code: "import chokidar from 'chokidar';\nexport default chokidar;\nexport * as watcher from 'chokidar';\nregister(require('chokidar'));",
      errors: [
        { at: 'chokidar;', after: 'default ', span: 'chokidar', name: 'chokidar', form: 'module' },
        { at: 'export * as', span: "export * as watcher from 'chokidar';", name: 'chokidar', form: 'module' },
        { at: "require('chokidar')", span: "require('chokidar')", name: 'chokidar', form: 'module' },
      ],
    },
    {
      title: 'a computed key on a watcher library fails closed',
      code: "import chokidar from 'chokidar';\nexport function start(method) {\n  return chokidar[method]('.');\n}",
      errors: [{ at: 'chokidar[method]', name: 'chokidar[…]' }],
    },
  ],
  valid: [
    { title: 'other exports of a watcher library', code: "import chokidar from 'chokidar';\nexport const version = chokidar.version;" },
  ],
});
