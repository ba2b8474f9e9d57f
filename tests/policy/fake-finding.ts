/** A finding of `code` at one offset and line: all the policy reads of a finding is its code and position. */
import type { TSESTree } from '@typescript-eslint/utils';

import type { VfsCode } from '../../src/analysis/knowledge/codes.js';
import type { Finding } from '../../src/analysis/knowledge/findings.js';

export function fakeFinding(code: VfsCode, offset: number, line: number): Finding {
  const node = {
    range: [offset, offset + 1],
    loc: { start: { line, column: 0 }, end: { line, column: 1 } },
  } as unknown as TSESTree.Node;
  return {
    code,
    node,
    name: 'fs.readFileSync',
    form: 'call',
    layer: 'syntax',
    messageId: 'call',
    data: {},
  } as unknown as Finding;
}
