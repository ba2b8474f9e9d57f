/** Suppression comments for the fuzz test: valid ones and each way of getting one wrong. */
import fc from 'fast-check';

import { getCategories, getRetiredCategories, type FuzzSettings } from './settings.js';

const CODES = ['ORKVFS001', 'ORKVFS002', 'ORKVFS003', 'ORKVFS004', 'ORKVFS005', 'ORKVFS006', 'ORKVFS007'] as const;

export interface SuppressionSpec {
  fileWide: boolean;
  block: boolean;
  /** `undefined`: every code; otherwise the codes written in parentheses (maybe unknown ones). */
  codes: string[] | undefined;
  category: { kind: 'accepted' | 'retired' | 'unknown' | 'lowercase'; index: number };
  separator: string;
  reason: 'words' | 'none' | 'punctuation';
  /** Not a directive at all: the marker is not at the start of the comment. */
  prose: boolean;
}

export const suppressionArbitrary: fc.Arbitrary<SuppressionSpec> = fc.record({
  fileWide: fc.boolean(),
  block: fc.boolean(),
  codes: fc.option(
    fc.oneof(
      { arbitrary: fc.subarray<string>([...CODES], { minLength: 1, maxLength: 3 }), weight: 8 },
      { arbitrary: fc.constant<string[]>(['ORKVFS999']), weight: 1 },
      { arbitrary: fc.constant<string[]>([]), weight: 1 },
    ),
    { nil: undefined },
  ),
  category: fc.record({
    kind: fc.oneof(
      { arbitrary: fc.constant('accepted' as const), weight: 8 },
      { arbitrary: fc.constantFrom('retired' as const, 'unknown' as const, 'lowercase' as const), weight: 2 },
    ),
    index: fc.nat(5),
  }),
  separator: fc.constantFrom(': ', ' — ', ' - ', ' ', '-', ':'),
  reason: fc.oneof(
    { arbitrary: fc.constant('words' as const), weight: 8 },
    { arbitrary: fc.constantFrom('none' as const, 'punctuation' as const), weight: 2 },
  ),
  prose: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
});

export interface RenderedSuppression {
  /** The comment, `// …` or `/* … *\/`. */
  readonly text: string;
  /** What is between the comment's delimiters (a JSX comment is `{/* body *\/}`). */
  readonly body: string;
  /** Whether DESIGN says it suppresses (the file-wide placement rule is the caller's). */
  readonly valid: boolean;
  readonly codes: readonly string[] | undefined;
  readonly fileWide: boolean;
}

export function renderSuppression(spec: SuppressionSpec, settings: FuzzSettings): RenderedSuppression {
  const accepted = getCategories(settings);
  const retired = getRetiredCategories(settings);
  let category: string;
  let categoryValid = false;
  if (spec.category.kind === 'accepted' && accepted.length > 0) {
    category = accepted[spec.category.index % accepted.length]!;
    categoryValid = true;
  } else if (spec.category.kind === 'retired' && retired.length > 0) {
    category = retired[spec.category.index % retired.length]!;
  } else if (spec.category.kind === 'lowercase') {
    category = 'out-of-scope';
  } else {
    category = 'NOT-A-CATEGORY';
  }
  const codesValid =
    spec.codes === undefined ||
    (spec.codes.length > 0 && spec.codes.every((c) => (CODES as readonly string[]).includes(c)));
  const reason = { words: 'probes the host toolchain', none: '', punctuation: '...' }[spec.reason];
  const marker = `vfs-suppress${spec.fileWide ? '-file' : ''}${spec.codes ? `(${spec.codes.join(', ')})` : ''}`;
  const directive = `${marker}: ${category}${reason === '' ? '' : `${spec.separator}${reason}`}`;
  const body = spec.prose ? `see ${directive}` : directive;
  const text = spec.block ? `/* ${body} */` : `// ${body}`;
  return {
    text,
    body,
    valid: !spec.prose && categoryValid && codesValid && spec.reason === 'words',
    codes: spec.codes,
    fileWide: spec.fileWide,
  };
}
