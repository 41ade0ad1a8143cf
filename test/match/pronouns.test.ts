// A prompt's "them", "they" and "themselves" also read as "her", "she" and "herself": the
// creator named without a gender matches a term written with "her".
import { describe, expect, it } from 'vitest';
import { buildMatcher } from '../../src/match/index.ts';
import { entry } from './support/entries.ts';

const options = { spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true };
const terms = buildMatcher([entry('pinning her down'), entry('riding him'), entry('she is being filmed'), entry('touching herself'), entry('he unzips')], options);
const found = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => m.entry.term);
const written = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => (m.how.kind === 'inflection' || m.how.kind === 'spelling' ? m.how.written : m.how.kind));

describe('pronouns in a prompt', () => {
  it('read "them", "they" and "themselves" as the term\'s "her", "she" and "herself"', () => {
    expect(found('two men pinning them down')).toEqual(['pinning her down']);
    expect(found('they is being filmed')).toEqual(['she is being filmed']);
    expect(found('the creator touching themselves')).toEqual(['touching herself']);
  });

  it('read nothing else: "he" is no "she", and "her" may be a possessive', () => {
    expect(found('two men pinning him down')).toEqual([]);
    expect(found('she unzips her suitcase')).toEqual([]);
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
