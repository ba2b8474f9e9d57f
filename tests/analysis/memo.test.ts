/**
 * The memo behind module-values: a value that depends on itself reads `null` while it is being
 * computed, and what was computed from that stand-in is computed again once the value is known.
 */
import { describe, expect, it } from 'vitest';

import { Memo } from '../../src/analysis/memo.js';

type Key = { readonly name: string };

/** A memo over named keys, with each key's computation and a count of the times it ran. */
function setUp(rules: Record<string, (get: (name: string) => string | null) => string | null>) {
  const memo = new Memo<Key, string>();
  const keys = new Map(Object.keys(rules).map((name) => [name, { name }]));
  const runs: string[] = [];
  const get = (name: string): string | null =>
    memo.get(keys.get(name)!, () => {
      runs.push(name);
      return rules[name]!(get);
    });
  return { get, runs };
}

describe('Memo', () => {
  it('computes a value once', () => {
    const { get, runs } = setUp({ a: () => 'fs' });
    expect([get('a'), get('a')]).toEqual(['fs', 'fs']);
    expect(runs).toEqual(['a']);
  });

  it('keeps a value that read only its own stand-in, and drops what read it', () => {
    // a = inner ?? 'fs', inner = a
    const { get, runs } = setUp({ a: (read) => read('inner') ?? 'fs', inner: (read) => read('a') });
    expect(get('a')).toBe('fs');
    expect(get('a')).toBe('fs');
    expect(get('inner')).toBe('fs');
    expect(runs).toEqual(['a', 'inner', 'inner']);
  });

  it('drops a value that read a provisional one, not only the stand-in itself', () => {
    // a = b ?? 'fs', b = a, c = b (read while a is still being computed)
    const { get, runs } = setUp({
      a: (read) => {
        const b = read('b');
        read('c');
        return b ?? 'fs';
      },
      b: (read) => read('a'),
      c: (read) => read('b'),
    });
    expect(get('a')).toBe('fs');
    expect(get('c')).toBe('fs');
    expect(runs).toEqual(['a', 'b', 'c', 'c', 'b']);
  });

  it('drops every value between the stand-in and its reader', () => {
    // a = b ?? 'fs', b = c, c = a: b read no stand-in itself, but c did
    const { get, runs } = setUp({ a: (read) => read('b') ?? 'fs', b: (read) => read('c'), c: (read) => read('a') });
    expect(get('a')).toBe('fs');
    expect(get('b')).toBe('fs');
    expect(runs).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('keeps a value computed after a stand-in was read, when it read none', () => {
    // p = p ?? r, r = 'other'
    const { get, runs } = setUp({ p: (read) => read('p') ?? read('r'), r: () => 'other' });
    expect(get('p')).toBe('other');
    expect(get('r')).toBe('other');
    expect(runs).toEqual(['p', 'r']);
  });

  it('keeps what an outer computation read that did not depend on a stand-in', () => {
    // outer = a, a = a ?? 'fs': a read only itself, so neither is computed again
    const { get, runs } = setUp({ outer: (read) => read('a'), a: (read) => read('a') ?? 'fs' });
    expect(get('outer')).toBe('fs');
    expect([get('outer'), get('a')]).toEqual(['fs', 'fs']);
    expect(runs).toEqual(['outer', 'a']);
  });
});
