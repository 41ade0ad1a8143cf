// A prompt's pronoun is read as the pronouns that can say what it says: a term written with
// "her" matches the same phrase with "them" or "him" (and, through the possessive slot, with
// "their" or "his"), "she" with "they" or "he".
import { describe, expect, it } from 'vitest';
import { buildMatcher } from '../../src/match/index.ts';
import { entry } from './support/entries.ts';

const options = { spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true };
const terms = buildMatcher([entry('on her knees'), entry('pinning her down'), entry('riding him'), entry('she is being filmed'), entry('touching herself')], options);
const found = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => m.entry.term);
const written = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => (m.how.kind === 'inflection' || m.how.kind === 'spelling' ? m.how.written : m.how.kind));

describe('pronouns in a prompt', () => {
  it('read as the term\'s pronoun, possessive for possessive and object for object', () => {
    expect(found('the creator on their knees in a dim room')).toEqual(['on her knees']);
    expect(found('the creator on his knees')).toEqual(['on her knees']);
    expect(found('two men pinning them down')).toEqual(['pinning her down']);
    expect(found('two men pinning him down')).toEqual(['pinning her down']);
    expect(found('the creator riding them on the bed')).toEqual(['riding him']);
    expect(found('they is being filmed')).toEqual(['she is being filmed']);
    expect(found('the creator touching themselves')).toEqual(['touching herself']);
  });

  it('keep "her" as it is: it may be a possessive, and "riding her bike" is no "riding him"', () => {
    expect(found('the creator riding her bike to work')).toEqual([]);
  });

  it('never make a term of a lone pronoun', () => {
    expect(buildMatcher([entry('her')], options).scanText('a portrait of them at dusk').matches).toEqual([]);
  });

  it('are quoted as the prompt wrote them', () => {
    expect(written('two men pinning them down')).toEqual(['pinning them down']);
  });

  it('are read only with inflections on: an exact matcher reads the words as written', () => {
    expect(buildMatcher([entry('pinning her down')]).scanText('pinning them down').matches).toEqual([]);
  });
});
