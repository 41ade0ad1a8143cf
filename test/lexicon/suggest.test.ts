// Suggestions for a creator's term: senses with glosses, synonyms and narrower terms.

import { afterAll, describe, expect, it } from 'vitest';
import { readSuggestTerm, suggestTerms, WordNet, isLexiconError } from '../../src/lexicon/index.ts';

const wordnet = WordNet.open();
afterAll(() => wordnet.close());

describe('suggestTerms', () => {
  it('looks up the dictionary form and groups synonyms and narrower terms by sense', () => {
    const result = suggestTerms(wordnet, '  Cigarettes ');
    expect(result.term).toBe('cigarettes');
    expect(result.lookedUp).toEqual(['cigarette']);
    const [sense] = result.senses;
    expect(sense?.sense).toBe('cigarette.n.01');
    expect(sense?.gloss).toMatch(/tobacco/);
    expect(sense?.synonyms).toContain('cigaret');
    expect(sense?.narrower).toContain('spliff');
    expect(sense?.paste).toMatch(/^"cigaret", /);
  });

  it('covers every part of speech the word has (smoking: noun and verb senses)', () => {
    const kinds = new Set(suggestTerms(wordnet, 'smoking').senses.map((s) => s.partOfSpeech));
    expect(kinds).toContain('noun');
    expect(kinds).toContain('verb');
  });

  it('never suggests the word itself', () => {
    for (const sense of suggestTerms(wordnet, 'smoke').senses) {
      expect(sense.synonyms).not.toContain('smoke');
      expect(sense.narrower).not.toContain('smoke');
    }
  });

  it('returns no senses, not an error, for a word WordNet does not know', () => {
    expect(suggestTerms(wordnet, 'zorblax').senses).toEqual([]);
  });

  it('rejects empty, over-long and letterless input with a code naming the field', () => {
    const codeOf = (raw: unknown): string => {
      try {
        readSuggestTerm(raw);
        return 'accepted';
      } catch (e) {
        expect((e as Error).message).toMatch(/^term: /);
        return isLexiconError(e) ? e.code : 'untyped';
      }
    };
    expect(codeOf('   ')).toBe('term-empty');
    expect(codeOf(undefined)).toBe('term-empty');
    expect(codeOf('x'.repeat(61))).toBe('term-too-long');
    expect(codeOf('1234 !!')).toBe('term-no-letters');
    expect(codeOf('vaping')).toBe('accepted');
  });
});
