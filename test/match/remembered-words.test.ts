// The scan remembers what it learnt of each word of the folded text (its readings, whether it can
// start a find) in a small direct-mapped memory shared by all the texts a matcher reads. What a
// text matches must not depend on which texts came before it: not on their order, and not on
// which word a slot held when two words share it.
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, readingOptions } from '../../src/match/index.ts';
import { entry } from './support/entries.ts';

const TERMS = ['kidnap', 'nude', 'lingerie', 'school uniform', 'handcuffs', 'strip club', 'minor*'];
const build = () => buildMatcher(TERMS.map((t) => entry(t)), readingOptions(MATCHING_SETTINGS));

/** A seeded stream of numbers in [0, 1), so that a failure can be replayed. */
function seeded(seed: number): () => number {
  let x = seed;
  return () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

/** Texts of made-up words (far more words than the memory has slots), with the terms' words,
 *  their inflections and misspellings among them. */
function texts(count: number): string[] {
  const rand = seeded(11);
  const letters = 'abcdefghijklmnoprstuvwy';
  const known = ['kidnapped', 'nudes', 'nuude', 'lingeree', 'school', 'uniforms', 'handcuffed', 'strip', 'clubs', 'minors', 'minority', 'the', 'a'];
  const word = (): string => {
    if (rand() < 0.3) return known[Math.floor(rand() * known.length)]!;
    // As long as one of the known words, so that words of the same length share slots with them.
    let w = '';
    for (let n = known[Math.floor(rand() * known.length)]!.length; n > 0; n--) w += letters[Math.floor(rand() * letters.length)];
    return w;
  };
  return Array.from({ length: count }, () => Array.from({ length: 2 + Math.floor(rand() * 4) }, word).join(' '));
}

const summary = (matcher: ReturnType<typeof build>, text: string): string =>
  matcher
    .scanText(text)
    .matches.map((m) => `${m.entry.term}@${m.start}-${m.end}:${m.how.kind}`)
    .join(' ');

describe('words the scan has met before', () => {
  it('match the same whatever was read before them, and in whatever order', () => {
    const all = texts(12000);
    const forwards = build();
    const backwards = build();
    const first = all.map((t) => summary(forwards, t));
    const reversed = [...all].reverse().map((t) => summary(backwards, t)).reverse();
    expect(reversed).toEqual(first);
    // The same matcher again, its memory now full of other words.
    const again = all.map((t) => summary(forwards, t));
    expect(again).toEqual(first);
    // Some of the texts match, so the comparison says something.
    expect(first.filter((s) => s !== '').length).toBeGreaterThan(500);
  });

  it('match the same after other words have filled the memory', () => {
    const all = texts(12000);
    const probe = build();
    const known = all.filter((t) => summary(probe, t) !== '').slice(0, 300);
    const fresh = build();
    const expected = known.map((t) => summary(fresh, t));
    // Every slot first taken by words that match nothing, many as long as the words that do.
    const busy = build();
    for (const t of all) summary(busy, t.split(' ').filter((w) => !/kid|nud|nuu|ling|schoo|unif|hand|strip|club|mino/.test(w)).join(' '));
    expect(known.map((t) => summary(busy, t))).toEqual(expected);
  });

  it('reads a word the same as the first time it met it', () => {
    const matcher = build();
    for (let round = 0; round < 3; round++) {
      expect(summary(matcher, 'the kidnapped heiress')).toBe('kidnap@4-13:inflection');
      expect(summary(matcher, 'kidnapped')).toBe('kidnap@0-9:inflection');
      expect(summary(matcher, 'a nuude portrait')).toBe('nude@2-7:spelling');
      expect(summary(matcher, 'a kidney bean')).toBe('');
    }
  });
});
