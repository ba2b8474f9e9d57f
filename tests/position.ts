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
  if (marker.after !== undefined && after < 0) throw new Error(`test bug: ${JSON.stringify(marker.after)} not found in:\n${code}`);
  const index = code.indexOf(marker.at, marker.after === undefined ? 0 : after + marker.after.length);
  if (index < 0) throw new Error(`test bug: ${JSON.stringify(marker.at)} not found in:\n${code}`);
  return toPosition(code, index);
}

/** The `nth` occurrence of `marker`. */
export function at(code: string, marker: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let count = 0; count < nth; count += 1) {
    index = code.indexOf(marker, index + 1);
    if (index === -1) throw new Error(`test bug: ${JSON.stringify(marker)} occurs fewer than ${nth} times in:\n${code}`);
  }
  return toPosition(code, index);
}
