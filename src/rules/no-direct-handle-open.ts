import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  code: 'ORKVFS003',
  description: 'Disallow opening file handles, descriptors and directory handles from a path',
  kind: 'handle-opening',
  what: 'opens handles from paths',
  instead: '`openReadStream()` / `openWriteStream()` / `tryGetEntry()`',
});
