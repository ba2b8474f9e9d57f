/**
 * Suppressions and findings indexed by position, both ways: whether any suppression covers a
 * finding (for the coded rules) and whether any finding lies in a suppression's scope (for
 * `valid-suppression`'s unused check). Comparing every finding with every suppression made a
 * generated file of 50,000 suppressed lines cost the plugin four times its parse; with the index
 * each question costs a logarithm of the file's suppressions or findings.
 *
 * What a scope covers is defined here: a `line` scope the findings that start on its line, a
 * `node` scope those that start in its range (end excluded), a `file` scope every finding; a
 * code-restricted suppression only findings of its codes.
 */
import type { Finding } from '../analysis/knowledge/findings.js';
import type { VfsCode } from '../analysis/knowledge/codes.js';
import type { SuppressionScope } from './suppression-scopes.js';

/** What the index needs of a suppression: where it reaches and which codes it is restricted to. */
export interface ScopedCodes {
  readonly scope: SuppressionScope | undefined;
  /** `undefined`: every code. */
  readonly codes: readonly VfsCode[] | undefined;
}

/** The index of the first element of the ascending `values` that is at least `value` (`values.length` if none). */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Ranges, sorted by start, with the largest end among each prefix: some range contains an offset
 * exactly when the largest end among the ranges that start at or before it lies after it. Ranges
 * may nest or overlap in any way.
 */
class RangeSet {
  private readonly starts: number[] = [];
  private readonly largestEnds: number[] = [];

  constructor(ranges: readonly (readonly [number, number])[]) {
    let largest = -1;
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
      largest = Math.max(largest, end);
      this.starts.push(start);
      this.largestEnds.push(largest);
    }
  }

  contains(offset: number): boolean {
    const count = lowerBound(this.starts, offset + 1);
    return count > 0 && (this.largestEnds[count - 1] ?? -1) > offset;
  }
}

/** What the suppressions that apply to one code cover. */
interface Coverage {
  readonly file: boolean;
  readonly lines: ReadonlySet<number>;
  readonly ranges: RangeSet;
}

function appliesTo(codes: readonly VfsCode[] | undefined, code: VfsCode): boolean {
  return !codes || codes.includes(code);
}

/** The suppressions of a file by position: which findings they cover. */
export class SuppressionIndex {
  private readonly coverage = new Map<VfsCode, Coverage>();

  constructor(private readonly suppressions: readonly ScopedCodes[]) {}

  /** Whether any of the suppressions covers the finding. */
  covers(finding: Finding): boolean {
    const coverage = this.getCoverage(finding.code);
    return (
      coverage.file ||
      coverage.lines.has(finding.node.loc.start.line) ||
      coverage.ranges.contains(finding.node.range[0])
    );
  }

  private getCoverage(code: VfsCode): Coverage {
    let coverage = this.coverage.get(code);
    if (!coverage) {
      const scopes = this.suppressions.flatMap((suppression) =>
        suppression.scope && appliesTo(suppression.codes, code) ? [suppression.scope] : [],
      );
      coverage = {
        file: scopes.some((scope) => scope.kind === 'file'),
        lines: new Set(scopes.flatMap((scope) => (scope.kind === 'line' ? [scope.line] : []))),
        ranges: new RangeSet(scopes.flatMap((scope) => (scope.kind === 'node' ? [scope.range] : []))),
      };
      this.coverage.set(code, coverage);
    }
    return coverage;
  }
}

/** Where the findings of one code start. */
interface Positions {
  /** Start offsets, ascending. */
  readonly offsets: readonly number[];
  /** Start lines, ascending (one entry per finding). */
  readonly lines: readonly number[];
}

/** The findings of a file by position: whether a suppression's scope holds any. */
export class FindingIndex {
  private readonly byCode = new Map<VfsCode, Positions>();

  constructor(findings: readonly Finding[]) {
    const grouped = new Map<VfsCode, Finding[]>();
    for (const finding of findings) {
      const group = grouped.get(finding.code);
      if (group) group.push(finding);
      else grouped.set(finding.code, [finding]);
    }
    for (const [code, group] of grouped) {
      this.byCode.set(code, {
        offsets: group.map((finding) => finding.node.range[0]).sort((a, b) => a - b),
        lines: group.map((finding) => finding.node.loc.start.line).sort((a, b) => a - b),
      });
    }
  }

  /** Whether any finding of `codes` (`undefined`: every code) lies in `scope`. */
  hasFindingIn(scope: SuppressionScope, codes: readonly VfsCode[] | undefined): boolean {
    for (const [code, positions] of this.byCode) {
      if (appliesTo(codes, code) && countIn(scope, positions) > 0) return true;
    }
    return false;
  }

  /** How many findings of `codes` (`undefined`: every code) lie in `scope` (the audit's "covers"). */
  countFindingsIn(scope: SuppressionScope, codes: readonly VfsCode[] | undefined): number {
    let count = 0;
    for (const [code, positions] of this.byCode) {
      if (appliesTo(codes, code)) count += countIn(scope, positions);
    }
    return count;
  }
}

function countIn(scope: SuppressionScope, { offsets, lines }: Positions): number {
  switch (scope.kind) {
    case 'file':
      return offsets.length;
    case 'line':
      return lowerBound(lines, scope.line + 1) - lowerBound(lines, scope.line);
    case 'node':
      return lowerBound(offsets, scope.range[1]) - lowerBound(offsets, scope.range[0]);
  }
}
