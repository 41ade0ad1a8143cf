// Spelling tolerance: a word a small Damerau-Levenshtein edit from a term word is that word,
// unless it is itself English; the allowance grows with the term word's length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { isEnglishWord } from '../../src/match/english-words.ts';
import { allowanceFor, SpellingIndex } from '../../src/match/spelling-index.ts';
import { entry } from './support/entries.ts';

const found = (terms: string[], prompt: string) => buildMatcher(terms.map((t) => entry(t)), readingOptions(MATCHING_SETTINGS)).scan(normalise(prompt));
const termsFound = (terms: string[], prompt: string): string[] => found(terms, prompt).map((m) => m.entry.term);
const { oneEditFrom, twoEditsFrom } = MATCHING_SETTINGS.spelling;

describe('spelling tolerance', () => {
  it('reads a misspelled term word as the term and says how it was spelled', () => {
    const [m] = found(['lingerie'], 'model in red lingeree');
    expect(m?.entry.term).toBe('lingerie');
    expect(m?.how).toEqual({ kind: 'spelling', written: 'lingeree' });
  });

  it('takes each kind of edit: insertion, deletion, substitution, transposition', () => {
    for (const written of ['lingerrie', 'lingeie', 'lingerje', 'lingreie']) expect(termsFound(['lingerie'], `a ${written} set`), written).toEqual(['lingerie']);
  });

  it('allows two edits only from the longer words', () => {
    expect(termsFound(['strangling'], 'a strangilng scene')).toEqual(['strangling']);
    expect(termsFound(['strangling'], 'a strnagilng scene')).toEqual(['strangling']);
    expect(termsFound(['lingerie'], 'a lnigeree set')).toEqual([]);
  });

  it('never corrects a correctly spelled English word, even one edit away', () => {
    expect(termsFound(['lingerie'], 'lingered at the door')).toEqual([]);
    expect(termsFound(['heroin'], 'a heroine of the story')).toEqual([]);
  });

  it('leaves short words alone', () => {
    expect(termsFound(['nude'], 'a nuda figure')).toEqual([]);
    expect(termsFound(['nudes'], 'nudez')).toEqual([]);
  });

  it('gives short words only the two commonest slips: a key held down, two neighbours swapped', () => {
    expect(found(['nude'], 'a nudde figure').map((m) => m.how)).toEqual([{ kind: 'spelling', written: 'nudde' }]);
    for (const written of ['nuude', 'nudee', 'nued', 'unde', 'ndue']) expect(termsFound(['nude'], `a ${written} figure`), written).toEqual(['nude']);
    expect(termsFound(['naked'], 'a nakde figure')).toEqual(['naked']);
    for (const written of ['nuda', 'nud', 'dnue', 'nuddy']) expect(termsFound(['nude'], `a ${written} figure`), written).toEqual([]);
  });

  it('gives the slips neither to English words nor to terms under four letters', () => {
    expect(termsFound(['trial'], 'a mountain trail')).toEqual([]);
    expect(termsFound(['nude'], 'a gold nugget')).toEqual([]);
    expect(termsFound(['bra'], 'a brra and a bar')).toEqual([]);
  });

  it('takes a word of a phrase English borrowed whole as spelled right, not as a near term', () => {
    expect(termsFound(['cartel'], 'given carte blanche by the board')).toEqual([]);
    expect(termsFound(['cartel'], 'a drug carte boss')).toEqual(['cartel']);
  });

  it('matches a multi-word term with one misspelled word, not with two', () => {
    expect(termsFound(['hidden camera'], 'a hidden camara in the room')).toEqual(['hidden camera']);
    expect(termsFound(['hidden camera'], 'a hiddden camara in the room')).toEqual([]);
  });

  it('gives a short word of a phrase one edit beside its other words written exactly, never alone', () => {
    expect(found(['ball gag'], 'wearing a bal gag').map((m) => m.how)).toEqual([{ kind: 'spelling', written: 'bal gag' }]);
    for (const written of ['balll gag', 'bsll gag', 'abll gag']) expect(termsFound(['ball gag'], written), written).toEqual(['ball gag']);
    expect(termsFound(['planting a bomb'], 'planting a bom under a bridge')).toEqual(['planting a bomb']);
    // Alone, the same word stays itself: three to five letters say too little.
    expect(termsFound(['ball gag', 'bomb'], 'a bal in the garden, a bom')).toEqual([]);
    // Not with a second word off, not from an English word, not from a word of two letters.
    expect(termsFound(['ball gag'], 'bal gagg')).toEqual([]);
    expect(termsFound(['ball gag'], 'a bell gag')).toEqual([]);
    expect(termsFound(['ball gag'], 'a ba gag')).toEqual([]);
  });

  it('still respells a misspelling that another term writes out, inside a phrase only', () => {
    // "hiden" and "camra" are term words of their own (written out as misspellings), which once
    // kept each from being read as the word it misspells.
    const terms = ['hidden camera', 'hiden camera', 'hidden camra', 'bralette', 'branlette'];
    expect(termsFound(terms, 'a hiden camra in the bathroom')).toEqual(['hiden camera', 'hidden camra']);
    // Alone, such a word may be a word of its own that English spells otherwise.
    expect(termsFound(terms, 'a lace bralette')).toEqual(['bralette']);
  });

  it('does not respell a short term word of its own: at four letters or fewer it is slang or a name, not a slip', () => {
    // "milf" is one letter from "mild"; read as it, every prompt word of a four-letter slang term
    // would walk a dozen English words besides.
    expect(termsFound(['milf', 'mild cheese'], 'a milf cheese board')).toEqual(['milf']);
    // A five-letter one still is: "hiden" is a slip of "hidden".
    expect(termsFound(['hidden camera', 'hiden'], 'a hiden camera')).toEqual(['hidden camera', 'hiden']);
  });

  it('reads a word one swap of neighbours from an English word as that word, not as a term a replaced letter away', () => {
    expect(termsFound(['corset', 'cartel'], 'a forset trail past a cattel ranch')).toEqual([]);
    // A term that is itself the swap still reads, and so does a word no swap makes English.
    expect(termsFound(['corset'], 'a lace corste')).toEqual(['corset']);
    expect(termsFound(['corset'], 'a lace corsett')).toEqual(['corset']);
    // A dropped letter is as common a slip as a swap: "carte" is still "cartel" ("caret" swapped).
    expect(termsFound(['cartel'], 'a drug carte boss')).toEqual(['cartel']);
  });

  it('does not respell a stem: it already reaches every word it begins', () => {
    expect(termsFound(['cocktail*'], 'a mocktail')).toEqual([]);
    expect(termsFound(['cocktail*'], 'cocktails')).toEqual(['cocktail*']);
  });

  it('keeps exact matches exact', () => {
    expect(found(['lingerie'], 'lingerie').map((m) => m.how)).toEqual([{ kind: 'exact' }]);
  });

  it('is off without options (the checker compares exact words)', () => {
    expect(buildMatcher([entry('lingerie')]).scan(normalise('lingeree'))).toEqual([]);
  });
});

describe('the deletion index', () => {
  const allowance = { oneEditFrom, twoEditsFrom };
  const term = fc.stringMatching(new RegExp(`^[a-z]{${oneEditFrom},14}$`));
  const letter = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyz');

  /** One edit of an allowed kind at a position. */
  const edited = fc.tuple(term, fc.nat(), letter, fc.constantFrom('insert', 'delete', 'substitute', 'transpose')).map(([t, at, c, kind]) => {
    const i = at % t.length;
    if (kind === 'insert') return [t, t.slice(0, i) + c + t.slice(i)] as const;
    if (kind === 'delete') return [t, t.slice(0, i) + t.slice(i + 1)] as const;
    if (kind === 'substitute') return [t, t.slice(0, i) + c + t.slice(i + 1)] as const;
    const j = Math.min(i, t.length - 2);
    return [t, t.slice(0, j) + t[j + 1] + t[j] + t.slice(j + 2)] as const;
  });

  it('finds the term from any word one allowed edit away', () => {
    fc.assert(fc.property(edited, ([t, written]) => {
      fc.pre(written !== t && !t.includes('l') && !written.includes('l'));
      expect(new SpellingIndex([t], allowance).corrections(written)).toEqual([t]);
    }), { numRuns: 2000, seed: 8 });
  });

  it('a term with one random edit is still caught when the result is not an English word', () => {
    const matchers = new Map<string, ReturnType<typeof buildMatcher>>();
    fc.assert(fc.property(edited, ([t, written]) => {
      fc.pre(written !== t && written.length >= oneEditFrom - 1 && !isEnglishWord(written) && !isEnglishWord(t));
      const matcher = matchers.get(t) ?? buildMatcher([entry(t)], { spelling: allowance, inflection: false });
      matchers.set(t, matcher);
      expect(matcher.scan(normalise(`a ${written} here`)).map((m) => m.entry.term)).toEqual([t]);
    }), { numRuns: 300, seed: 9 });
  });

  it('never corrects a dictionary word', () => {
    const words = ['lingered', 'mocktail', 'therapist', 'kidding', 'camera', 'hidden', 'portrait', 'sunset', 'strangle', 'coconut'];
    const terms = ['lingerie', 'cocktail', 'rapist', 'kidnapping', 'camara', 'hiddne', 'portrat', 'sunsett', 'strangled', 'cocaine'];
    const matcher = buildMatcher(terms.map((t) => entry(t)), { spelling: allowance, inflection: false });
    fc.assert(fc.property(fc.constantFrom(...words.filter(isEnglishWord)), (w) => {
      expect(matcher.scan(normalise(w)).filter((m) => m.how.kind === 'spelling')).toEqual([]);
    }), { numRuns: 50 });
  });

  it('gives no edit below the threshold, one, then two', () => {
    expect(allowanceFor(oneEditFrom - 1, allowance)).toBe(0);
    expect(allowanceFor(oneEditFrom, allowance)).toBe(1);
    expect(allowanceFor(twoEditsFrom, allowance)).toBe(2);
  });
});
