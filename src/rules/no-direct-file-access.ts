import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  code: 'ORKVFS001',
  description: "Disallow direct file operations of Node's fs API",
  kind: 'file',
  what: 'touches files',
  instead: '`tryReadAllBytes()` / `writeAllText()` / `exists()` / …',
  handedOut: 'every fs operation (file, directory, handle, watcher and stream)',
});
