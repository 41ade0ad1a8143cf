// The fast normaliser and matcher against the straightforward reference in test/match/reference/:
// on generated prompts mixing plain words, spaced and dotted letters, leetspeak, numbers with
// suffixes, look-alikes, accents, invisible and astral characters, both must read the same text,
// tokens and alternatives, and find the same matches. scanText (the gate's path, which reads the
// words without building them unless a term matches) must agree with scan(normalise(text)) on all of it.
// The reference matches exact words only, so it is compared with spelling and inflection off; the
// gate's tolerant matcher is held to scanText = scan(normalise(text)) on the same prompts.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions, termWords } from '../../src/match/index.ts';
import type { MatchEntry } from '../../src/match/index.ts';
import { buildMatcher as referenceMatcher } from './reference/matcher.ts';
import { normalise as referenceNormalise } from './reference/normalise.ts';
import { foldText as referenceFold } from './reference/fold.ts';
import { foldText } from '../../src/match/fold.ts';
import { readPlatformTerms, toEntries } from './support/platform-terms.ts';

const WORDS = [
  'nude', 'Nude', 'NUDE', 'hidden', 'camera', 'kids', 'k1ds', 'sku11', 'skull', 'gIrl', 'n@ked', '$ex', 'k!ds', 'nude!',
  '12yo', '7th', '4k', '1girl', 'teen18', 'model2024', 'a55', 'nud35', '5in', '12y0', 'und3r18', '$5', '18+', '2024',
  's*x', 'r*ped', 'p**n', 'f***k', 'a*b', 'n*k*d', 'word*', '**bold**', '7yearolds', 'portrait', 'golden', 'hour', 'cocktail', 'cocktails', 'schoolgirl', 'a', 'i', 'I', 'x', 'the', 'in',
  'ΝÜDЕ', 'Ｈ1ＤＤ3Ｎ', 'nüdé', 'ﬁlm', '𝐧𝐮𝐝𝐞', 'ⓝⓤⓓⓔ', '누드', 'ß', 'æther', 'ł', '€', '€uro', '|', '!', '@', '$',
  'ΑΣ', 'Σ', 'aΣ', 'a.Σ', 'Σa', 'ΣΑΣ', '\u0301', 'e\u0301', '\u00a8', '\u2002', 'ﬀ', 'ǈ', 'ᾼ', '\u0344', '\u1100\u1161', '٣', '½', 'Ⅻ', 'ǅ', 'İ', 'ẞ', '𝔞', '🅝🅤🅓🅔', '🇳🇺', '𐐷', 'x\u0301', 'n\u200bu', '\u00ad', '\u202e', '\ud800',
];
const LETTERS = [...'abcdeilnostuxyz0134578@$!|', 'а', 'ε', 'І', 'ü', 'é', 'Ｎ', '𝐧'];
const GAPS = [' ', '  ', '.', '-', '_', ' . ', ', ', '\n', '\t', '\f', '\v', '\r', ' \u0301', ':', "'", ' / ', '...', '—', '', '*', '**', '*****', '"', '    ', '\r\n', '\u3000', '\u200b'];

const spaced = fc.tuple(fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 6 }), fc.constantFrom(...GAPS))
  .map(([letters, gap]) => letters.join(gap));
const platformTerms = readPlatformTerms().map((t) => t.term.replace(/\*$/, ''));
const piece = fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...platformTerms), spaced, fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 3 }));
const prompt = fc.array(fc.tuple(piece, fc.constantFrom(...GAPS)), { maxLength: 24 })
  .map((parts) => parts.map(([p, g]) => p + g).join(''));

const entry = (term: string): MatchEntry[] => {
  const read = termWords(term);
  return read === null ? [] : [{ rule: 'forbidden_depiction', category: 'test', term, ...read }];
};
const TERMS = ['nude', 'nudes', 'hidden camera', 'kids', 'skull', 'girl', 'sex', 'sex*', 'cocktail*', '12 yo', '7th grade*',
  'teen', 'a nude', 'i', 'a', '12 years old', 'film', 'nud', 'nood', 'anude', 'ss', 'ae', 'th', 'schoolgirl*', 'x', 'xx*'];
const entries = [...toEntries(readPlatformTerms()), ...TERMS.flatMap(entry)];
const fast = buildMatcher(entries);
const tolerant = buildMatcher(entries, readingOptions(MATCHING_SETTINGS));
const reference = referenceMatcher(entries);

describe('fast normaliser and matcher against the reference', () => {
  it('read every generated prompt identically', () => {
    fc.assert(fc.property(prompt, (text) => {
      expect(normalise(text)).toStrictEqual(referenceNormalise(text));
    }), { numRuns: 3000 });
  });

  it('read arbitrary Unicode identically', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
      expect(normalise(text)).toStrictEqual(referenceNormalise(text));
    }), { numRuns: 2000 });
  });

  it('fold mixed text identically, piece by piece or whole', () => {
    fc.assert(fc.property(prompt, fc.string({ unit: 'binary', maxLength: 30 }), (text, noise) => {
      expect(foldText(text)).toBe(referenceFold(text));
      expect(foldText(noise + text)).toBe(referenceFold(noise + text));
    }), { numRuns: 3000 });
  });

  it('find the same matches, in the same order', () => {
    fc.assert(fc.property(prompt, (text) => {
      const read = referenceNormalise(text);
      expect(fast.scan(read)).toStrictEqual(reference.scan(read));
    }), { numRuns: 3000 });
  });
});

/** scanText must give exactly the full path's matches (entries, tokens, offsets, order) and text. */
function expectScanTextAgrees(text: string): void {
  const full = referenceNormalise(text);
  const fastScan = fast.scanText(text);
  expect(fastScan.matches).toStrictEqual(reference.scan(full));
  expect(fastScan.matches).toStrictEqual(fast.scan(normalise(text)));
  expect(fastScan.text).toStrictEqual(full);
  const tolerantScan = tolerant.scanText(text);
  expect(tolerantScan.matches).toStrictEqual(tolerant.scan(normalise(text)));
  expect(tolerantScan.text).toStrictEqual(full);
}

describe('scanText (words built only on a match) against the full path', () => {
  it('agrees on every generated prompt, platform terms planted among the pieces', () => {
    fc.assert(fc.property(prompt, expectScanTextAgrees), { numRuns: 3000 });
  });

  it('agrees on arbitrary Unicode', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), expectScanTextAgrees), { numRuns: 2000 });
  });

  it('agrees when a platform term is planted whole inside innocent text', () => {
    // One-letter words right beside the term are left out: spaced-out letters are joined into one
    // word ("4 a a" reads "4aa"), the accepted limit docs/policy-language.md names.
    const oneLetterEdge = (text: string, edge: 'start' | 'end'): boolean => (edge === 'start' ? /^\s*\S(\s|$)/ : /(^|\s)\S\s*$/).test(text);
    const planted = fc
      .tuple(prompt, fc.constantFrom(...platformTerms), prompt)
      .filter(([a, , b]) => !oneLetterEdge(a, 'end') && !oneLetterEdge(b, 'start'))
      .map(([a, term, b]) => `${a} ${term} ${b}`);
    fc.assert(fc.property(planted, (text) => {
      expectScanTextAgrees(text);
      expect(fast.scanText(text).matches.length).toBeGreaterThan(0);
    }), { numRuns: 1000 });
  });

  it('reads a text it did not need only when asked, and reads it the same', () => {
    const scan = fast.scanText('studio portrait, golden hour');
    expect(scan.matches).toEqual([]);
    expect(scan.text).toStrictEqual(normalise('studio portrait, golden hour'));
  });

  it('gives the same results when scans of several texts and matchers interleave', () => {
    const other = buildMatcher(TERMS.flatMap(entry));
    const texts = ['a n u d e in the hidden camera', 'nud35 and k1ds', 'portrait', 'H1DD3N  c.a.m.e.r.a'];
    const first = texts.map((t) => fast.scanText(t));
    const second = texts.map((t) => other.scanText(t));
    texts.forEach((t, i) => {
      expect(first[i]!.matches).toStrictEqual(fast.scan(normalise(t)));
      expect(first[i]!.text).toStrictEqual(normalise(t));
      expect(second[i]!.matches).toStrictEqual(other.scan(normalise(t)));
    });
  });
});
