/**
 * The cost of following a `let` through its writes (ORKVFS008's path origins), by a deterministic
 * count, never a timing: a `let` written 5,000 times in a row and read by each write costs each
 * read a binary search and the writes that reach it, not a scan of all 5,000 (which took ~10 s).
 * The count is of the writes' positions read (`Write#at`), the unit of every step of the search.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { findReachingWrites, type Write } from '../../src/analysis/producers/reaching-writes.js';
import { parseSourceCode } from '../source-code.js';

const WRITES = 5000;

function countingWrites(code: string): {
  writes: Write[];
  reads: TSESTree.Identifier[];
  count: () => number;
} {
  const { sourceCode } = parseSourceCode(code);
  const variable = sourceCode.scopeManager?.scopes
    .flatMap((scope) => scope.variables)
    .find((candidate) => candidate.name === 'x');
  if (!variable) throw new Error('test bug: no variable x');
  let count = 0;
  const writes: Write[] = [];
  const declarator = variable.defs[0]?.node as TSESTree.VariableDeclarator;
  const plain: Write[] = [{ at: declarator, value: declarator.init ?? undefined, parameter: false }];
  for (const reference of variable.references) {
    const assignment = reference.identifier.parent;
    if (reference.isWrite() && assignment.type === 'AssignmentExpression')
      plain.push({ at: assignment, value: assignment.right, parameter: false });
  }
  for (const write of plain) {
    writes.push(
      new Proxy(write, {
        get(target, key, receiver) {
          if (key === 'at') count += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    );
  }
  const reads = variable.references
    .filter((reference) => reference.isRead())
    .map((reference) => reference.identifier as TSESTree.Identifier);
  return { writes, reads, count: () => count };
}

describe('reaching writes of a let written 5,000 times', () => {
  it('straight-line: each read reaches the one write before it, at a cost linear in the writes', () => {
    const lines = ['export function f(p: string) {', '  let x = p;'];
    for (let index = 0; index < WRITES; index += 1) lines.push("  x = x + 'a';");
    lines.push('  return x;', '}');
    const { writes, reads, count } = countingWrites(lines.join('\n'));
    expect(reads).toHaveLength(5001);
    const reached = reads.map((read) => findReachingWrites(read, writes));
    // The read in `x = x + 'a'` number N sees write N - 1 (the declaration first); `return x` the last.
    expect(reached.every((found) => found.length === 1)).toBe(true);
    expect(reached[0]?.[0]).toBe(writes[0]);
    expect(reached[5000]?.[0]).toBe(writes[5000]);
    // 101,826 measured; a scan of every write per read (the cost before) read it 125,085,007 times.
    expect(count()).toBeLessThanOrEqual(120_000);
  });

  it('in a loop: a read also reaches the later writes of the loop, and no others', () => {
    const lines = ['export function f(p: string, n: number) {', '  let x = p;', '  while (n-- > 0) {'];
    for (let index = 0; index < WRITES; index += 1) lines.push("    x = x + 'a';");
    lines.push('  }', "  x = 'done';", '  return x;', '}');
    const { writes, reads } = countingWrites(lines.join('\n'));
    const first = findReachingWrites(reads[0] as TSESTree.Identifier, writes);
    // Before the loop's first write: the declaration, and every write of the loop coming back.
    expect(first).toHaveLength(5001);
    expect(first).not.toContain(writes[5001]);
    expect(findReachingWrites(reads.at(-1) as TSESTree.Identifier, writes)).toEqual([writes[5001]]);
  });
});
