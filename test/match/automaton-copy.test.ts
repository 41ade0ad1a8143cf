// A copied trie builder goes on independently: what a copy adds is never seen by the builder it
// was copied from nor by its other copies, even where their paths end in the same state.
import { describe, expect, it } from 'vitest';
import { AutomatonBuilder, FLAG_BITS, WORD_BREAK, follow, type Automaton } from '../../src/match/automaton.ts';

/** The entries ending exactly at these words (or, for a stem, at its prefix). */
function at(a: Automaton, words: string[], stem = false): number[] {
  let ref = a.root;
  words.forEach((w, i) => {
    if (i > 0) ref = follow(a, ref >>> FLAG_BITS, WORD_BREAK);
    for (const ch of w) ref = follow(a, ref >>> FLAG_BITS, ch.charCodeAt(0));
  });
  return [...((stem ? a.stems : a.ends)[ref >>> FLAG_BITS] ?? [])];
}

describe('AutomatonBuilder.copy', () => {
  it('keeps each copy apart from the original and from the other copies', () => {
    const base = new AutomatonBuilder();
    base.add(['hidden', 'camera'], false, 0);
    base.add(['kid'], true, 1);
    const one = base.copy();
    one.add(['hidden', 'camera'], false, 10);
    one.add(['kid'], true, 11);
    one.add(['beer'], false, 12);
    const two = base.copy();
    two.add(['hidden', 'camera'], false, 20);
    const builtOne = one.build();
    const builtTwo = two.build();
    const builtBase = base.copy().build();
    expect(at(builtOne, ['hidden', 'camera'])).toEqual([0, 10]);
    expect(at(builtOne, ['kid'], true)).toEqual([1, 11]);
    expect(at(builtOne, ['beer'])).toEqual([12]);
    expect(at(builtTwo, ['hidden', 'camera'])).toEqual([0, 20]);
    expect(at(builtTwo, ['kid'], true)).toEqual([1]);
    expect(follow(builtTwo, builtTwo.root >>> FLAG_BITS, 'b'.charCodeAt(0))).toBe(-1);
    expect(at(builtBase, ['hidden', 'camera'])).toEqual([0]);
    expect(at(builtBase, ['kid'], true)).toEqual([1]);
  });

  it('cannot copy a builder that was built', () => {
    const b = new AutomatonBuilder();
    b.add(['x'], false, 0);
    b.build();
    expect(() => b.copy()).toThrow();
  });
});
