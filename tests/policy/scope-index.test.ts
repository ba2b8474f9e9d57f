/**
 * The position index, both ways: for every finding, whether a suppression covers it; for every
 * suppression, whether it covers a finding.
 * Ranges here nest, overlap and touch, and some suppressions are restricted to codes.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { fakeFinding } from './fake-finding.js';

import type { VfsCode } from '../../src/analysis/knowledge/codes.js';
import { FindingIndex, SuppressionIndex } from '../../src/policy/scope-index.js';
import type { SuppressionScope } from '../../src/policy/suppression-scopes.js';

/** A finding of `code` that starts at `offset` on `line`. */
const finding = fakeFinding;

function range(start: number, end: number): SuppressionScope {
  return { kind: 'node', node: {} as TSESTree.Node, range: [start, end], label: 'statement' };
}

describe('SuppressionIndex', () => {
  it('covers a finding that starts inside a range (end excluded), on a line, or anywhere for a file scope', () => {
    const index = new SuppressionIndex([
      { scope: range(10, 100), codes: undefined },
      // Nested in the first, and one that overlaps its end: neither hides that the first ends at 100.
      { scope: range(20, 30), codes: undefined },
      { scope: range(90, 150), codes: ['ORKVFS002'] },
      { scope: range(200, 210), codes: undefined },
      { scope: { kind: 'line', line: 40 }, codes: ['ORKVFS004'] },
      // Leads nothing: covers nothing.
      { scope: undefined, codes: undefined },
    ]);
    const covered = [
      finding('ORKVFS001', 9, 1),
      finding('ORKVFS001', 10, 1),
      // After the nested range ended, still inside the outer one.
      finding('ORKVFS001', 50, 2),
      finding('ORKVFS001', 99, 2),
      finding('ORKVFS001', 100, 2),
      finding('ORKVFS002', 100, 2),
      finding('ORKVFS002', 149, 3),
      finding('ORKVFS002', 150, 3),
      finding('ORKVFS001', 160, 4),
      finding('ORKVFS001', 209, 5),
      finding('ORKVFS001', 210, 5),
      finding('ORKVFS004', 300, 40),
      finding('ORKVFS001', 301, 40),
    ].map((item) => index.covers(item));
    expect(covered).toEqual([false, true, true, true, false, true, true, false, false, true, false, true, false]);
  });

  it('covers every finding of its codes with a file scope', () => {
    const index = new SuppressionIndex([{ scope: { kind: 'file' }, codes: ['ORKVFS005', 'ORKVFS007'] }]);
    expect(
      [finding('ORKVFS005', 0, 1), finding('ORKVFS007', 500, 90), finding('ORKVFS001', 3, 1)].map((item) =>
        index.covers(item),
      ),
    ).toEqual([true, true, false]);
  });
});

describe('FindingIndex', () => {
  const findings = new FindingIndex([
    finding('ORKVFS001', 50, 3),
    finding('ORKVFS001', 10, 1),
    finding('ORKVFS004', 120, 7),
  ]);
  const ask = (scope: SuppressionScope, codes?: readonly VfsCode[]): boolean => findings.hasFindingIn(scope, codes);

  it('finds a finding that starts inside a range, end excluded, whatever order the findings came in', () => {
    expect([
      ask(range(0, 10)),
      ask(range(0, 11)),
      ask(range(11, 50)),
      ask(range(11, 51)),
      ask(range(51, 120)),
      ask(range(100, 200)),
    ]).toEqual([false, true, false, true, false, true]);
  });

  it('finds by line, by file, and only findings of the suppression’s codes', () => {
    const line = (value: number): SuppressionScope => ({ kind: 'line', line: value });
    expect([
      ask(line(3)),
      ask(line(2)),
      ask({ kind: 'file' }),
      ask({ kind: 'file' }, ['ORKVFS005']),
      ask(range(0, 200), ['ORKVFS004']),
      ask(range(0, 100), ['ORKVFS004']),
      ask(line(7), ['ORKVFS001', 'ORKVFS004']),
      ask(line(1), ['ORKVFS002']),
    ]).toEqual([true, false, true, false, true, false, true, false]);
    expect(new FindingIndex([]).hasFindingIn({ kind: 'file' }, undefined)).toBe(false);
  });
});
