import { createOperationRule } from '../util/operation-rule.js';

export default createOperationRule({
  code: 'ORKVFS006',
  description: 'Disallow file streams opened from a path',
  kind: 'stream',
  what: 'opens streams from paths',
  instead: '`openReadStream()` / `openWriteStream()`',
});
