// Inside a phrase (a term of several words, a near clause, an except phrase) every word reaches
// its irregular and regular forms whatever its length ("got laid", "went down on"), and every
// word may be the one misspelled; an everyday form ("saw", "left", "lay") never makes a
// one-word term by itself.
import { describe, expect, it } from 'vitest';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import type { ExceptEntry, NearEntry } from '../../src/match/index.ts';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { entry, spec } from './support/entries.ts';

const options = readingOptions(MATCHING_SETTINGS);
const termsFound = (terms: string[], prompt: string): string[] => buildMatcher(terms.map((t) => entry(t)), options).scan(normalise(prompt)).map((m) => m.entry.term);

describe('short and irregular verbs inside a phrase', () => {
  it('reads the irregular and short forms of every word of a multi-word term', () => {
    for (const prompt of ['they got laid', 'getting laid tonight', 'she gets laid']) expect(termsFound(['get laid'], prompt), prompt).toEqual(['get laid']);
    for (const prompt of ['he went down on her', 'goes down on him', 'has gone down on her']) expect(termsFound(['going down on'], prompt), prompt).toEqual(['going down on']);
    expect(termsFound(['eat out'], 'she ate out her partner')).toEqual(['eat out']);
    expect(termsFound(['lie down'], 'she lay down on the bed')).toEqual(['lie down']);
  });

  it('reads a term written in an irregular form as its other forms', () => {
    expect(termsFound(['got laid'], 'getting laid')).toEqual(['got laid']);
    expect(termsFound(['went down on'], 'going down on him')).toEqual(['went down on']);
  });

  it('never reads an everyday short or irregular form as a one-word term', () => {
    expect(termsFound(['see'], 'i saw the sea')).toEqual([]);
    expect(termsFound(['leave'], 'she left early')).toEqual([]);
    expect(termsFound(['lie'], 'the lay of the land')).toEqual([]);
    expect(termsFound(['pot'], 'a potted plant')).toEqual([]);
    expect(termsFound(['get'], 'got it')).toEqual([]);
  });

  it('keeps a regular form that is a noun of its own out of a phrase', () => {
    expect(termsFound(['shoot up'], 'a shooting up the charts')).toEqual([]);
  });
});

describe('near clauses and except phrases read the same forms', () => {
  const clause: NearEntry = { rule: 'platform_prohibition', category: 'sexual', left: [spec('eat')], right: [spec('pussy')], within: 3 };
  const near = (prompt: string, except: ExceptEntry[] = []) => buildMatcher([], { ...options, near: [clause], except }).scan(normalise(prompt));

  it('matches a near clause through the short and irregular forms of its words', () => {
    expect(near('she ate his pussy')).toHaveLength(1);
    expect(near('he has eaten a pussy')).toHaveLength(1);
  });

  it('masks through the forms of an except phrase', () => {
    const except: ExceptEntry[] = [{ rule: 'platform_prohibition', category: 'sexual', phrase: spec('eat pussy willow') }];
    expect(near('she ate pussy willow buds')).toHaveLength(1);
    expect(near('she ate pussy willow buds', except)).toEqual([]);
  });

  it('tolerates a misspelling in any one word of a multi-word term or of a near clause', () => {
    expect(termsFound(['hidden camera'], 'a hiden camera')).toEqual(['hidden camera']);
    expect(termsFound(['hidden camera'], 'a hidden camerra')).toEqual(['hidden camera']);
    expect(termsFound(['hidden camera'], 'a hiden camerra')).toEqual([]);
    const far: NearEntry = { rule: 'platform_prohibition', category: 'criminal', left: [spec('kidnapping')], right: [spec('ransom')], within: 3 };
    const scan = (prompt: string) => buildMatcher([], { ...options, near: [far] }).scan(normalise(prompt));
    expect(scan('kidnaping and a ransom')).toHaveLength(1);
    expect(scan('kidnapped for ransum')).toHaveLength(1);
  });
});

describe('phrase-only readings keep the plural guard', () => {
  it('never reads a term from one prompt word, nor the plural of a longer verb as the verb', () => {
    expect(termsFound(['hand cuffed'], 'escaping from handcuffs')).toEqual([]);
    const clause: NearEntry = { rule: 'platform_prohibition', category: 'criminal', left: [spec('police')], right: [spec('handcuffing')], within: 3 };
    const scan = (prompt: string) => buildMatcher([], { ...options, near: [clause] }).scan(normalise(prompt));
    expect(scan('a police officer with handcuffs')).toEqual([]);
    expect(scan('a police officer handcuffed him')).toHaveLength(1);
  });
});
