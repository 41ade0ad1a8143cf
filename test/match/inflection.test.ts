// Inflections: a term matches its plurals, verb forms and comparatives through the lemmatiser,
// and the homonym guard keeps words with a meaning of their own apart.
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { NOUN, OWN_ADJECTIVE, promptLemmas, termLemmas, VERB } from '../../src/match/lemmas.ts';
import { entry } from './support/entries.ts';

const found = (terms: string[], prompt: string) => buildMatcher(terms.map((t) => entry(t)), readingOptions(MATCHING_SETTINGS)).scan(normalise(prompt));
const termsFound = (terms: string[], prompt: string): string[] => found(terms, prompt).map((m) => m.entry.term);

describe('inflections', () => {
  it('reads plurals, verb forms and comparatives as the term, saying what was written', () => {
    expect(found(['kidnap'], 'the kidnapped heiress').map((m) => m.how)).toEqual([{ kind: 'inflection', written: 'kidnapped' }]);
    expect(termsFound(['kid'], 'two kids playing')).toEqual(['kid']);
    expect(termsFound(['child'], 'three children')).toEqual(['child']);
    expect(termsFound(['sexy'], 'the sexiest pose')).toEqual(['sexy']);
    expect(termsFound(['kiss'], 'they kissed')).toEqual(['kiss']);
  });

  it('matches the inflections of a term written inflected', () => {
    expect(termsFound(['kidnapping'], 'she was kidnapped')).toEqual(['kidnapping']);
    expect(termsFound(['zip ties'], 'a zip tie on the wrists')).toEqual([]);
    expect(termsFound(['zip tie'], 'zip ties on the wrists')).toEqual(['zip tie']);
  });

  it('does not read the bare lemma of a term written inflected', () => {
    expect(termsFound(['minors'], 'a minor adjustment to the lighting')).toEqual([]);
    expect(termsFound(['shagging'], 'shag carpet')).toEqual([]);
  });

  it('keeps words that are nouns of their own or short verb lemmas apart (homonym guard)', () => {
    expect(termsFound(['kid'], 'no kidding')).toEqual([]);
    expect(termsFound(['shoot'], 'a shot of espresso')).toEqual([]);
    expect(termsFound(['shoot'], 'a shooting star')).toEqual([]);
    expect(promptLemmas('kidding')).toEqual([]);
    expect(promptLemmas('kidnapped')).toEqual([{ lemma: 'kidnap', kind: VERB }]);
    expect(termLemmas('kidnapping')).toEqual({ noun: null, verb: 'kidnap' });
  });

  it('reads a plural only as its noun: "drugs" is no form of the verb in "drugged"', () => {
    expect(promptLemmas('drugs')).toEqual([{ lemma: 'drug', kind: NOUN }]);
    expect(termsFound(['drugged'], 'handing out drugs at a rave')).toEqual([]);
    expect(termsFound(['drug'], 'handing out drugs')).toEqual(['drug']);
  });

  it('keeps parts of speech apart for terms too: a plural term is no form of a verb', () => {
    expect(termLemmas('knifes')).toEqual({ noun: 'knife', verb: null });
    expect(termsFound(['knifed'], 'two knifes on the table')).toEqual([]);
    expect(termsFound(['knifes'], 'he was knifed')).toEqual([]);
    expect(termsFound(['knifes'], 'knives on the table')).toEqual(['knifes']);
    expect(termsFound(['knifed'], 'knifing a man')).toEqual(['knifed']);
  });

  it('does not read an -ing adjective of its own as another inflection of a term', () => {
    expect(promptLemmas('ravishing')).toEqual([{ lemma: 'ravish', kind: OWN_ADJECTIVE }]);
    expect(termsFound(['ravished'], 'a ravishing gown')).toEqual([]);
    expect(termsFound(['ravish'], 'a ravishing gown')).toEqual(['ravish']);
    expect(termsFound(['stunned'], 'a stunning view')).toEqual([]);
    // A past participle adjective keeps the verb's sense.
    expect(termsFound(['torturing'], 'a tortured prisoner')).toEqual(['torturing']);
  });

  it('reads words newer than WordNet through the spelling dictionary\'s own inflection rules', () => {
    expect(termsFound(['bodysuit'], 'two sheer bodysuits on a rail')).toEqual(['bodysuit']);
    expect(termsFound(['selfie'], 'a wall of selfies')).toEqual(['selfie']);
    expect(found(['bodysuit'], 'bodysuits').map((m) => m.how)).toEqual([{ kind: 'inflection', written: 'bodysuits' }]);
    expect(promptLemmas('bodysuits')).toEqual([{ lemma: 'bodysuit', kind: NOUN }]);
    expect(termLemmas('bodysuits')).toEqual({ noun: 'bodysuit', verb: null });
    // Only forms the dictionary lists a stem for: an unknown word or a name stays itself.
    expect(promptLemmas('babydolls')).toEqual([]);
    expect(promptLemmas('jones')).toEqual([]);
    // Nor a stem shorter than four letters: "ups" in "push-ups" is no "up".
    expect(promptLemmas('ups')).toEqual([]);
    expect(termsFound(['push up'], 'three sets of push-ups')).toEqual([]);
    // A word WordNet knows keeps WordNet's reading and guard.
    expect(promptLemmas('kidding')).toEqual([]);
  });

  it('puts exact matches before inflected ones at the same place', () => {
    expect(found(['kids'], 'kids').map((m) => m.how.kind)).toEqual(['exact']);
  });

  it('reads words that are names of object properties as plain words', () => {
    expect(termsFound(['kid'], 'constructor hasownproperty valueof proto')).toEqual([]);
  });

  it('is off without options (the checker compares exact words)', () => {
    expect(buildMatcher([entry('kid')]).scan(normalise('kids'))).toEqual([]);
  });
});
