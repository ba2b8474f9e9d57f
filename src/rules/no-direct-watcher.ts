import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  code: 'ORKVFS005',
  description: 'Disallow watching the disk directly with fs.watch, fs.watchFile or a watcher library',
  kind: 'watcher',
  what: 'watches the disk',
  instead: 'the VFS watcher abstraction',
});
