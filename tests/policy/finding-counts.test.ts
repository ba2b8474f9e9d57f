/**
 * How many findings a suppression covers: the audit's `findingsCovered` for each suppression.
 * Counted by the finding index: every finding of the suppression's codes that starts in its scope
 * (a range with its end excluded, a line, or the file), findings on one line or at one offset
 * counted one by one.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { fakeFinding } from './fake-finding.js';

import { FindingIndex } from '../../src/policy/scope-index.js';
import type { SuppressionScope } from '../../src/policy/suppression-scopes.js';

const finding = fakeFinding;

const span = (start: number, end: number): SuppressionScope => ({
  kind: 'node',
  node: {} as TSESTree.Node,
  range: [start, end],
  label: 'statement',
});
const line = (value: number): SuppressionScope => ({ kind: 'line', line: value });
const file: SuppressionScope = { kind: 'file' };

describe('FindingIndex.countFindingsIn', () => {
  // Out of order on purpose; two findings share line 3, two share offset 40. Built in each test,
  // so that a mutation tool attributes the index's construction to the tests that use it.
  const build = (): FindingIndex =>
    new FindingIndex([
      finding('ORKVFS001', 60, 3),
      finding('ORKVFS001', 40, 3),
      finding('ORKVFS002', 40, 3),
      finding('ORKVFS001', 10, 1),
      finding('ORKVFS004', 120, 7),
      finding('ORKVFS001', 200, 9),
    ]);

  it('counts every finding of the file, or of its codes', () => {
    const index = build();
    expect(index.countFindingsIn(file, undefined)).toBe(6);
    expect(index.countFindingsIn(file, ['ORKVFS001'])).toBe(4);
    expect(index.countFindingsIn(file, ['ORKVFS002', 'ORKVFS004'])).toBe(2);
    expect(index.countFindingsIn(file, ['ORKVFS005'])).toBe(0);
  });

  it('counts the findings that start on a line, each one', () => {
    const index = build();
    expect(index.countFindingsIn(line(3), undefined)).toBe(3);
    expect(index.countFindingsIn(line(3), ['ORKVFS001'])).toBe(2);
    expect(index.countFindingsIn(line(1), undefined)).toBe(1);
    expect(index.countFindingsIn(line(2), undefined)).toBe(0);
    expect(index.countFindingsIn(line(4), undefined)).toBe(0);
    expect(index.countFindingsIn(line(9), ['ORKVFS004'])).toBe(0);
  });

  it('counts the findings that start in a range, its start included and its end excluded', () => {
    const index = build();
    expect(index.countFindingsIn(span(40, 61), undefined)).toBe(3);
    expect(index.countFindingsIn(span(40, 60), undefined)).toBe(2);
    expect(index.countFindingsIn(span(41, 61), undefined)).toBe(1);
    expect(index.countFindingsIn(span(0, 1000), ['ORKVFS001'])).toBe(4);
    expect(index.countFindingsIn(span(11, 40), undefined)).toBe(0);
    expect(index.countFindingsIn(span(0, 10), undefined)).toBe(0);
    expect(index.countFindingsIn(span(0, 11), undefined)).toBe(1);
  });

  it('counts nothing in a file without findings', () => {
    const empty = new FindingIndex([]);
    expect(empty.countFindingsIn(file, undefined)).toBe(0);
    expect(empty.countFindingsIn(line(1), undefined)).toBe(0);
    expect(empty.countFindingsIn(span(0, 100), undefined)).toBe(0);
  });
});
