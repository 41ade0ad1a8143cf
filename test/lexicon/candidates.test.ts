// Candidate terms from seed synsets and from LDNOOBW, as the lexicon script prints them.

import { afterAll, describe, expect, it } from 'vitest';
import { candidatesFor, ldnoobwEnglish, WordNet } from '../../src/lexicon/index.ts';

const wordnet = WordNet.open();
afterAll(() => wordnet.close());

describe('candidatesFor', () => {
  it('gives the seed words and every narrower word, once each, with glosses', () => {
    const [group] = candidatesFor(wordnet, ['juvenile.n.01']);
    const words = group!.candidates.map((c) => c.word);
    expect(group!.seed).toBe('juvenile.n.01');
    expect(words.slice(0, 2)).toEqual(['juvenile', 'juvenile person']);
    expect(words).toContain('schoolboy');
    expect(new Set(words).size).toBe(words.length);
    expect(group!.candidates.every((c) => c.gloss.length > 0)).toBe(true);
  });

  it('leaves out words already known', () => {
    const [group] = candidatesFor(wordnet, ['juvenile.n.01'], { known: new Set(['teenager', 'schoolboy']) });
    const words = group!.candidates.map((c) => c.word);
    expect(words).not.toContain('teenager');
    expect(words).not.toContain('schoolboy');
    expect(words).toContain('teen');
  });

  it('keeps only slang senses when a usage domain is given', () => {
    const [all] = candidatesFor(wordnet, ['person.n.01']);
    const [slang] = candidatesFor(wordnet, ['person.n.01'], { usage: ['slang.n.02'] });
    expect(slang!.candidates.length).toBeGreaterThan(0);
    expect(slang!.candidates.length).toBeLessThan(all!.candidates.length / 10);
    expect(slang!.candidates.map((c) => c.word)).not.toContain('person');
  });
});

describe('ldnoobwEnglish', () => {
  it('reads the English list, lower-cased and without duplicates', () => {
    const { words, source } = ldnoobwEnglish();
    expect(source).toMatch(/^LDNOOBW \(naughty-words \d+\.\d+\.\d+, en\)$/);
    expect(words.length).toBeGreaterThan(300);
    expect(words).toContain('bondage');
    expect(new Set(words).size).toBe(words.length);
  });
});
