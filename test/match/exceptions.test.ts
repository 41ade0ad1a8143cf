// Exceptions: a category's innocent phrases mask its terms inside them, and only there.
import { describe, expect, it } from 'vitest';
import { buildMatcher, normalise } from '../../src/match/index.ts';
import type { ExceptEntry } from '../../src/match/index.ts';
import { entry, spec } from './support/entries.ts';

const except = (phrase: string, category = 'test'): ExceptEntry => ({ rule: 'forbidden_depiction', category, phrase: spec(phrase) });
const matcher = buildMatcher([entry('kid'), entry('pose', 'other')], { except: [except('kid gloves'), except("child's pose")], spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true });
const termsIn = (prompt: string) => matcher.scan(normalise(prompt)).map((m) => `${m.entry.term}@${m.start}`);

describe('exceptions', () => {
  it('mask a term inside the phrase', () => {
    expect(termsIn('handled with kid gloves')).toEqual([]);
  });

  it('mask only that occurrence: the same term elsewhere still matches', () => {
    expect(termsIn('kid gloves and a kid')).toEqual(['kid@17']);
  });

  it('match the phrase through inflection', () => {
    expect(termsIn('one kid glove')).toEqual([]);
  });

  it('do not respell their own words: only the term words in them are read misspelled', () => {
    expect(termsIn('kid glovez')).toEqual(['kid@0']);
  });

  it('mask a term matched through a misspelling of it inside the same phrase', () => {
    const m = buildMatcher([entry('stripper')], { except: [except('paint stripper')], spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true });
    expect(m.scan(normalise('a tin of paint strippr')).map((x) => x.entry.term)).toEqual([]);
    expect(m.scan(normalise('a strippr on stage')).map((x) => x.entry.term)).toEqual(['stripper']);
  });

  it('mask only the category they belong to', () => {
    expect(termsIn("child's pose")).toEqual(['pose@8']);
  });
});
