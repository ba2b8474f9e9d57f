/** Test helper: the 1-based line and column where `marker` starts in `code` (its `nth` occurrence). */
export function at(code: string, marker: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let count = 0; count < nth; count += 1) {
    index = code.indexOf(marker, index + 1);
    if (index === -1) throw new Error(`${JSON.stringify(marker)} occurs fewer than ${nth} times in:\n${code}`);
  }
  const before = code.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
