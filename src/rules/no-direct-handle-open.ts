import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  name: 'no-direct-handle-open',
  code: 'ORKVFS003',
  description: 'Disallow opening file handles, descriptors and directory handles from a path',
  kind: 'handle-opening',
  what: 'opens handles from paths',
  instead: '`openReadStream()` / `openWriteStream()` / `tryGetEntry()`',
});
