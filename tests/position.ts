/**
 * Where a test expects a diagnostic: the 1-based line and column at which a marker starts in the
 * code. A marker that is not there is a bug in the test, never a silent pass at another place.
 */
export interface Marker {
  /** The text the diagnostic starts at. */
  readonly at: string;
  /** Search for `at` only after this text. */
  readonly after?: string;
}

function toPosition(code: string, index: number): { line: number; column: number } {
  const before = code.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The first occurrence of `marker.at` (after `marker.after`, when given). */
export function position(code: string, marker: Marker): { line: number; column: number } {
  const after = marker.after === undefined ? -1 : code.indexOf(marker.after);
  if (marker.after !== undefined && after < 0)
    throw new Error(`test bug: ${JSON.stringify(marker.after)} not found in:\n${code}`);
  const index = code.indexOf(marker.at, marker.after === undefined ? 0 : after + marker.after.length);
  if (index < 0) throw new Error(`test bug: ${JSON.stringify(marker.at)} not found in:\n${code}`);
  return toPosition(code, index);
}

/** The `nth` occurrence of `marker`. */
export function at(code: string, marker: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let count = 0; count < nth; count += 1) {
    index = code.indexOf(marker, index + 1);
    if (index === -1)
      throw new Error(`test bug: ${JSON.stringify(marker)} occurs fewer than ${nth} times in:\n${code}`);
  }
  return toPosition(code, index);
}

/** Where a diagnostic starts and ends: line, column, endLine and endColumn, all 1-based as ESLint reports them. */
export interface Range {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/**
 * The range of the underlined text `span`: its first occurrence after `options.after` (when
 * given), or its `options.nth` occurrence. The span is the whole text the editor underlines, so
 * a report that loses its end, or underlines more or less, fails the test.
 */
export function range(
  code: string,
  span: string,
  options: { readonly after?: string; readonly nth?: number } = {},
): Range {
  if (span === '') throw new Error('test bug: an empty span underlines nothing');
  let from = 0;
  if (options.after !== undefined) {
    const after = code.indexOf(options.after);
    if (after < 0) throw new Error(`test bug: ${JSON.stringify(options.after)} not found in:\n${code}`);
    from = after + options.after.length;
  }
  let index = from - 1;
  for (let count = 0; count < (options.nth ?? 1); count += 1) {
    index = code.indexOf(span, index + 1);
    if (index < 0)
      throw new Error(`test bug: ${JSON.stringify(span)} not found (occurrence ${count + 1}) in:\n${code}`);
  }
  const start = toPosition(code, index);
  const end = toPosition(code, index + span.length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}
