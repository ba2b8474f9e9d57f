/**
 * Memoised values that may depend on themselves. A value still being computed reads as `null`
 * (its stand-in) when it is asked for again, as in `current = previous || fs; previous = current`.
 * What was computed from a stand-in is provisional: it is dropped from the cache once the value
 * it stood in for is known, and computed again, from final values, when next asked. Without
 * that, `previous` above would keep the `null` it was computed from for good.
 */
export class Memo<Key extends object, Value> {
  private readonly values = new Map<Key, Value | null>();
  /** What is being computed, outermost first. */
  private readonly computing: Key[] = [];
  /** Each provisional value, with the index in `computing` of the stand-in it read. */
  private readonly provisional = new Map<Key, number>();
  /** The lowest index of a stand-in the computation under way has read. */
  private standIn = Infinity;

  get(key: Key, compute: () => Value | null): Value | null {
    if (this.values.has(key)) {
      const index = this.provisional.get(key) ?? this.computing.lastIndexOf(key);
      if (index >= 0) this.standIn = Math.min(this.standIn, index);
      return this.values.get(key) ?? null;
    }
    this.values.set(key, null);
    const outer = this.standIn;
    this.standIn = Infinity;
    const index = this.computing.push(key) - 1;
    const value = compute();
    this.values.set(key, value);
    this.computing.pop();
    // What read this key's stand-in is stale now that its value is known.
    for (const [stale, dependency] of this.provisional) {
      if (dependency < index) continue;
      this.provisional.delete(stale);
      this.values.delete(stale);
    }
    if (this.standIn < index) this.provisional.set(key, this.standIn);
    // A stand-in at `index` or deeper is known now; handed up, it is deeper than anything outer.
    this.standIn = Math.min(this.standIn, outer);
    return value;
  }
}
