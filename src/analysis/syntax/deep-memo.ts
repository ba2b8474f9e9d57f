/**
 * Memoised recursive evaluation that follows user-controlled depth (a chain of 5,000 `const`
 * aliases, of concatenations, of path values) to its end without overflowing the stack: past
 * `MAX_DEPTH` nested evaluations the one reached is set aside, evaluated first from the bottom of
 * the stack, and the question is asked again; memoised answers make every retry start further down.
 */

/** How deep one evaluation may recurse before the key it reached is settled on its own. */
const MAX_DEPTH = 400;

/** Thrown past `MAX_DEPTH`, carrying the key to evaluate first; caught by its own memo's `settle`. */
class TooDeep extends Error {
  constructor(
    readonly memo: DeepMemo<unknown, unknown>,
    readonly key: unknown,
  ) {
    super('evaluation deeper than MAX_DEPTH');
  }
}

export class DeepMemo<K, V> {
  private depth = 0;
  /** The keys `settle` evaluates first, deepest last. */
  private readonly pending: K[] = [];
  private readonly results = new Map<K, V>();

  /**
   * `compute` answers one key, asking `get` about the keys it depends on; `placeholder` answers a
   * key met again while it is being computed (a cycle: `a = b; b = a`).
   */
  constructor(
    private readonly compute: (key: K) => V,
    private readonly placeholder: V,
  ) {}

  /** The answer for `key`: the entry point of a question and of its recursion alike. */
  get(key: K): V {
    return this.settle(() => this.evaluate(key));
  }

  /** Whether `key` has an answer already (a completed one or, during its computation, the placeholder). */
  has(key: K): boolean {
    return this.results.has(key);
  }

  /**
   * Runs a question to its end however deep it nests: each time an evaluation passes `MAX_DEPTH`,
   * the key it reached is settled first (from depth 0), and the question is asked again.
   */
  settle<T>(run: () => T): T {
    if (this.depth > 0) return run();
    const { pending } = this;
    try {
      for (;;) {
        try {
          const next = pending.at(-1);
          if (next === undefined) return run();
          this.evaluate(next);
          pending.pop();
        } catch (error) {
          if (!(error instanceof TooDeep) || error.memo !== this) throw error;
          pending.push(error.key as K);
        }
      }
    } finally {
      pending.length = 0;
    }
  }

  private evaluate(key: K): V {
    if (this.results.has(key)) return this.results.get(key) as V;
    // A key an outer attempt is still settling, reached again: a cycle longer than MAX_DEPTH,
    // answered like the placeholder answers a shorter one. Each key is pending at most once.
    if (this.depth > 0 && this.pending.includes(key)) return this.placeholder;
    if (this.depth >= MAX_DEPTH) throw new TooDeep(this as DeepMemo<unknown, unknown>, key);
    // An interrupted evaluation removes its placeholder: only completed answers are memoised.
    this.results.set(key, this.placeholder);
    this.depth += 1;
    let value: V;
    try {
      value = this.compute(key);
    } catch (error) {
      this.results.delete(key);
      throw error;
    } finally {
      this.depth -= 1;
    }
    this.results.set(key, value);
    return value;
  }
}
