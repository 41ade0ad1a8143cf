// A term written with digits that leetspeak reads as an ordinary word ("r-18" together reads
// "rib", "s3x" reads "sex") matches only where the prompt writes digits or symbols too.
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { writtenWithDigits } from '../../src/match/matcher.ts';
import { entry, spec } from './support/entries.ts';

const termsFound = (terms: string[], prompt: string): string[] =>
  buildMatcher(terms.map((t) => entry(t)), readingOptions(MATCHING_SETTINGS)).scan(normalise(prompt)).map((m) => m.entry.term);

describe('terms written with digits', () => {
  it('never match a plain word that their leetspeak reading spells, nor its inflections', () => {
    expect(termsFound(['r-18'], 'bbq ribs on a plate')).toEqual([]);
    expect(termsFound(['r-18'], 'a rib cage')).toEqual([]);
    expect(termsFound(['s3x'], 'the sex of the kitten')).toEqual([]);
  });

  it('still match the term written with digits, spaced, hyphenated or joined', () => {
    for (const prompt of ['an r18 picture', 'an r-18 picture', 'an r 18 picture', 'R18']) expect(termsFound(['r-18'], prompt), prompt).toEqual(['r-18']);
    expect(termsFound(['s3x'], 'the s3x tape')).toEqual(['s3x']);
    expect(termsFound(['s3x'], 'the $ex tape')).toEqual(['s3x']);
  });

  it('leave slang that reads as no English word matching written either way', () => {
    expect(writtenWithDigits(spec('n00ds'))).toBe(false);
    expect(termsFound(['n00ds'], 'send noods')).toEqual(['n00ds']);
  });

  it('leave numbers that stay numbers alone', () => {
    expect(writtenWithDigits(spec('12yo'))).toBe(false);
    expect(writtenWithDigits(spec('12-year-old*'))).toBe(false);
    expect(writtenWithDigits(spec('r-18'))).toBe(true);
  });
});
