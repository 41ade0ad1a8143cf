import { describe, expect, it } from 'vitest';
import { buildMatcher, normalise, termWords } from '../../src/match/index.ts';
import type { MatchEntry } from '../../src/match/index.ts';

const entry = (term: string, category = 'test'): MatchEntry => {
  const read = termWords(term);
  if (read === null) throw new Error(`bad term ${term}`);
  return { rule: 'forbidden_depiction', category, term, ...read };
};

const termsFound = (terms: string[], prompt: string): string[] =>
  buildMatcher(terms.map((t) => entry(t))).scan(normalise(prompt)).map((m) => m.entry.term);

describe('whole-word matching', () => {
  it('matches whole words, case-insensitively', () => {
    expect(termsFound(['sex'], 'SEX scene')).toEqual(['sex']);
    expect(termsFound(['rapist'], 'a Rapist')).toEqual(['rapist']);
  });

  it('never matches a term inside a longer word', () => {
    const cases: Array<[string, string]> = [
      ['rapist', 'therapist'], ['sex', 'Essex'], ['ass', 'class'], ['cock', 'cocktail'],
      ['cunt', 'Scunthorpe'], ['anal', 'analyst'], ['kid', 'kidney'], ['rape', 'grape'],
      ['ass', 'assassin'], ['sex', 'sextant'], ['sex', 'sextet'], ['tit', 'title'], ['dick', 'Dickens'],
    ];
    for (const [term, word] of cases) expect(termsFound([term], `a ${word} here`), `${term} in ${word}`).toEqual([]);
  });

  it('reads leetspeak 1, ! and | as i or l, in any mix', () => {
    expect(termsFound(['skull'], 'sku11 mask')).toEqual(['skull']);
    expect(termsFound(['kids'], 'k1ds room')).toEqual(['kids']);
    expect(termsFound(['lolita'], '1o1!ta')).toEqual(['lolita']);
    expect(termsFound(['klan'], 'a k|an rally')).toEqual(['klan']);
    expect(termsFound(['girl'], 'gIrl')).toEqual(['girl']);
  });

  it('reads a word written in plain letters as written: no letter stands for another', () => {
    expect(termsFound(['klan'], 'Kian at the beach')).toEqual([]);
    expect(termsFound(['klan'], 'kIan')).toEqual([]);
    expect(termsFound(['kid'], 'kld')).toEqual([]);
    expect(termsFound(['lolita'], 'loiita')).toEqual([]);
  });
});

describe('multi-word terms', () => {
  it('do not fold into another English word through an apostrophe or a dot', () => {
    expect(termsFound(["sa'd"], 'crying at a sad movie')).toEqual([]);
    expect(termsFound(["sa'd"], "she wrote sa'd")).toEqual(["sa'd"]);
    expect(termsFound(["ki.d"], 'a kid')).toEqual([]);
    // A hyphen or a space is a joint the author may leave out: the joined form still matches.
    expect(termsFound(['hand job'], 'a handjob')).toEqual(['hand job']);
    expect(termsFound(["roofie'd"], 'she was roofied')).toEqual(["roofie'd"]);
    // A possessive that joins into the plural of its own word is still that word.
    expect(termsFound(["kid's"], 'two kids')).toEqual(["kid's"]);
  });

  it('read a verb and its particle joined by a hyphen as one word, never as the spaced phrase', () => {
    expect(termsFound(['drive-by'], 'cars drive by the house')).toEqual([]);
    expect(termsFound(['drive-by'], 'a drive-by at dusk')).toEqual(['drive-by']);
    expect(termsFound(['drive-by'], 'a driveby at dusk')).toEqual(['drive-by']);
    expect(termsFound(['drive-by'], 'a dr!ve-by at dusk')).toEqual(['drive-by']);
    expect(termsFound(['drive-by shooting'], 'a drive-by shooting')).toEqual(['drive-by shooting']);
    expect(termsFound(['strap-on'], 'strap on a helmet')).toEqual([]);
    // Every other hyphen is optional.
    expect(termsFound(['12-year-old'], 'a 12 year old')).toEqual(['12-year-old']);
    expect(termsFound(['hog-tied'], 'hog tied on the floor')).toEqual(['hog-tied']);
    expect(termsFound(['one-way mirror'], 'a one way mirror')).toEqual(['one-way mirror']);
  });

  it('match across any run of spaces or punctuation', () => {
    expect(termsFound(['hidden camera'], 'hidden   camera')).toEqual(['hidden camera']);
    expect(termsFound(['hidden camera'], 'hidden -- / camera')).toEqual(['hidden camera']);
    expect(termsFound(['12-year-old'], 'a 12 year old')).toEqual(['12-year-old']);
  });

  it('match with their words written together', () => {
    expect(termsFound(['hidden camera'], 'hiddencamera footage')).toEqual(['hidden camera']);
    expect(termsFound(['12 years old'], '12yearsold')).toEqual(['12 years old']);
  });

  it('need the words in order and adjacent', () => {
    expect(termsFound(['hidden camera'], 'camera hidden')).toEqual([]);
    expect(termsFound(['hidden camera'], 'hidden vintage camera')).toEqual([]);
    expect(termsFound(['hidden camera'], 'hidden')).toEqual([]);
  });
});

describe('stems', () => {
  it('match any word that starts with the stem, and the stem itself', () => {
    expect(termsFound(['cocktail*'], 'cocktails at dusk')).toEqual(['cocktail*']);
    expect(termsFound(['cocktail*'], 'a cocktail')).toEqual(['cocktail*']);
    expect(termsFound(['sex*'], 'sextant')).toEqual(['sex*']);
  });

  it('do not match words the stem is only inside of, or shorter words', () => {
    expect(termsFound(['cocktail*'], 'mocktail')).toEqual([]);
    expect(termsFound(['cocktail*'], 'cock')).toEqual([]);
  });

  it('apply to the last word of a multi-word term', () => {
    expect(termsFound(['7th grade*'], 'a 7th grader')).toEqual(['7th grade*']);
    expect(termsFound(['7th grade*'], '7th-graders')).toEqual(['7th grade*']);
    expect(termsFound(['7th grade*'], '7thgraders')).toEqual(['7th grade*']);
  });

  it('of several lengths at one trie node all match', () => {
    expect(termsFound(['nud*', 'nudi*', 'nudist*'], 'nudists')).toEqual(['nud*', 'nudi*', 'nudist*']);
  });
});

describe('scan results', () => {
  it('carry the token range and the span in the normalised text', () => {
    const n = normalise('Take a HIDDEN camera home');
    const [m] = buildMatcher([entry('hidden camera')]).scan(n);
    expect(m).toMatchObject({ firstToken: 2, lastToken: 3 });
    expect(n.text.slice(m!.start, m!.end)).toBe('hidden camera');
  });

  it('are ordered by start, then longest first, then entry order', () => {
    const entries = [entry('camera'), entry('hidden'), entry('hidden camera'), entry('hidden*')];
    const found = buildMatcher(entries).scan(normalise('hidden camera, hidden'));
    expect(found.map((m) => [m.entry.term, m.start])).toEqual([
      ['hidden camera', 0], ['hidden', 0], ['hidden*', 0], ['camera', 7], ['hidden', 14], ['hidden*', 14],
    ]);
  });

  it('report every occurrence of a term once', () => {
    expect(termsFound(['nude'], 'nude, n u d e, nude')).toEqual(['nude', 'nude', 'nude']);
    // "a n u d e" reads as "anude" and, alternatively, "nude": still one match, not two.
    expect(termsFound(['nude'], 'a n u d e i')).toEqual(['nude']);
  });

  it('try the alternative readings of a token', () => {
    expect(termsFound(['nudes'], 'send nud35')).toEqual(['nudes']);
    expect(termsFound(['nude'], 'a n u d e photo')).toEqual(['nude']);
  });

  it('return nothing for an empty prompt or an empty matcher', () => {
    expect(termsFound(['nude'], '')).toEqual([]);
    expect(buildMatcher([]).scan(normalise('nude'))).toEqual([]);
  });

  it('attribute each match to the entry it came from', () => {
    const entries = [entry('nude', 'nudity'), entry('nude', 'other')];
    expect(buildMatcher(entries).scan(normalise('nude')).map((m) => m.entry.category)).toEqual(['nudity', 'other']);
  });
});

describe('split numbers read as leetspeak', () => {
  it('cover both halves, so the next word of a term can follow', () => {
    expect(termsFound(['nudes pics'], 'nud35 pics')).toEqual(['nudes pics']);
    expect(termsFound(['little girl'], '11ttle girl')).toEqual(['little girl']);
  });
});
