// No substring false positives: ordinary words (place names, names, fitness, fashion and
// photography vocabulary, words with a term inside them) never match a platform term, alone,
// in ordinary prompts, or in random sentences made of them in any case or accenting: with the
// gate's spelling tolerance and inflections on.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { readFixture } from './support/fixtures.ts';
import { charStyle, disguiseChar } from './support/obfuscate.ts';
import { readPlatformTerms, toEntries } from './support/platform-terms.ts';

const matcher = buildMatcher(toEntries(readPlatformTerms()), readingOptions(MATCHING_SETTINGS));
const words = readFixture('innocent-words.txt');
const sentences = readFixture('innocent-sentences.txt');
const termsIn = (text: string): string[] => matcher.scan(normalise(text)).map((m) => m.entry.term);

describe('innocent text against the platform lexicon', () => {
  it('has several hundred innocent words and a hundred ordinary prompts to try', () => {
    expect(words.length).toBeGreaterThanOrEqual(400);
    expect(sentences.length).toBeGreaterThanOrEqual(100);
  });

  it('matches no innocent word on its own', () => {
    const hits = words.filter((w) => termsIn(w).length > 0).map((w) => `${w}: ${termsIn(w).join(', ')}`);
    expect(hits).toEqual([]);
  });

  it('matches no ordinary prompt', () => {
    const hits = sentences.filter((s) => termsIn(s).length > 0).map((s) => `${s}: ${termsIn(s).join(', ')}`);
    expect(hits).toEqual([]);
  });

  it('matches no random sentence of innocent words, whatever the case, accents or look-alikes', () => {
    const sentence = fc.array(
      fc.record({ word: fc.constantFrom(...words), styles: fc.array(charStyle, { minLength: 1, maxLength: 6 }), gap: fc.constantFrom(' ', ', ', '. ', ' - ', '\n') }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(sentence, (parts) => {
        const text = parts
          .map(({ word, styles, gap }) => [...word].map((c, i) => disguiseChar(c, styles[i % styles.length]!, false, false)).join('') + gap)
          .join('');
        expect(termsIn(text), text).toEqual([]);
      }),
      { numRuns: 3000, seed: 42 },
    );
  });
});
