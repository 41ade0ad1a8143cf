// Masked words: letters with asterisks standing for the ones left out ("s*x", "r*ped", "p**n")
// read as the term words that fill the stars in, one letter a star, as written or as an inflected
// form; the evidence shows the word as it was typed. Stars around a word, a footnote star, a
// rating or a product, and a word with more stars than letters are no masked word.
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { entry } from './support/entries.ts';

const TERMS = ['sex', 'raped', 'naked', 'porn', 'kidnap', 'strangle', 'having sex', 'topless'];
const matcher = buildMatcher(TERMS.map((t) => entry(t)), readingOptions(MATCHING_SETTINGS));
const found = (prompt: string) => matcher.scan(normalise(prompt)).map((m) => ({ term: m.entry.term, how: m.how }));
const terms = (prompt: string) => found(prompt).map((f) => f.term);

describe('masked words', () => {
  it('fill each star with a letter of a term word and say how the word was written', () => {
    expect(found('a s*x scene')).toEqual([{ term: 'sex', how: { kind: 'spelling', written: 's*x' } }]);
    expect(terms('she is n*k*d')).toEqual([]);
    expect(terms('she is n*ked on the sand')).toEqual(['naked']);
    expect(terms('she was r*ped')).toEqual(['raped']);
    expect(terms('watching p**n')).toEqual(['porn']);
    expect(terms('a t*pl*ss shot')).toEqual(['topless']);
  });

  it('read an inflected form of a term word through the lemmatiser', () => {
    expect(found('str*ngled in an alley')).toEqual([{ term: 'strangle', how: { kind: 'spelling', written: 'str*ngled' } }]);
    expect(terms('k*dn*pped on the way home')).toEqual(['kidnap']);
    // As the word written out would: "strangling" is a noun of its own, no form of the verb.
    for (const word of ['strangles', 'strangling', 'kidnaps', 'kidnapper']) expect(terms(word.slice(0, 2) + '*' + word.slice(3)), word).toEqual(terms(word));
  });

  it('stand for one word of a phrase whose other words are written out', () => {
    expect(found('the two of them having s*x')).toEqual([{ term: 'having sex', how: { kind: 'spelling', written: 'having s*x' } }, { term: 'sex', how: { kind: 'spelling', written: 's*x' } }]);
  });

  it('count as the one misspelled word of a match', () => {
    expect(terms('havin s*x')).toEqual(['sex']);
  });

  it('leave stars that mask nothing alone', () => {
    for (const prompt of ['a **bold** caption', 'a 5* hotel lobby', 'sex* footnote', 'a*b testing', 'M*A*S*H reruns', 's***x', 'a s*t of plates', 'r*pe seeds'.replace('*', '**')]) expect(terms(prompt), prompt).toEqual(prompt === 'sex* footnote' ? ['sex'] : []);
  });

  it('are no words at all with exact matching', () => {
    const exact = buildMatcher(TERMS.map((t) => entry(t)), {});
    expect(exact.scan(normalise('a s*x scene')).map((m) => m.entry.term)).toEqual([]);
  });
});
