import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  code: 'ORKVFS002',
  description: "Disallow direct directory operations of Node's fs API",
  kind: 'directory',
  what: 'touches directories',
  instead: '`createDirectory()` / `delete()` / `enumerateFiles()`',
});
