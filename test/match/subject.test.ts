// "The creator" is the person a prompt depicts: a term's object pronoun matches it.
import { describe, expect, it } from 'vitest';
import { buildMatcher } from '../../src/match/index.ts';
import type { NearEntry } from '../../src/match/index.ts';
import { entry, spec } from './support/entries.ts';

const options = { spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true };
const terms = buildMatcher([entry('holding her down'), entry('tied him up'), entry('filming them'), entry('up her skirt')], options);
const found = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => m.entry.term);
const written = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => (m.how.kind === 'exact' ? 'exactly' : m.how.kind === 'near' || m.how.kind === 'age' ? m.how.kind : m.how.written));

describe('the prompt\'s "the creator"', () => {
  it('matches a term\'s her, him or them, in any place of the term', () => {
    expect(found('three men holding the creator down on a bed')).toEqual(['holding her down']);
    expect(found('strangers tied the creator up')).toEqual(['tied him up']);
    expect(found('someone filming the creator through a window')).toEqual(['filming them']);
    expect(buildMatcher([entry('her')], options).scanText('the creator').matches.map((m) => m.entry.term)).toEqual(['her']);
  });

  it('is read with the term\'s other readings: inflections and one misspelled word', () => {
    expect(found('two men held the creator down')).toEqual(['holding her down']);
    expect(found('two men holdin the creator down')).toEqual(['holding her down']);
  });

  it('is quoted as the prompt wrote it', () => {
    expect(written('three men holding the creator down')).toEqual(['holding the creator down']);
  });

  it('is only those two words: other nouns, names and a plural stay as written', () => {
    expect(found('holding the door down in the wind')).toEqual([]);
    expect(found('holding jo down')).toEqual([]);
    expect(found('holding the creators down')).toEqual([]);
  });

  it("leaves the creator's possessive to the possessive slot", () => {
    expect(found("a camera up the creator's skirt")).toEqual(['up her skirt']);
    expect(found("holding the creator's dog down")).toEqual([]);
  });

  it('works in near clauses', () => {
    const clause: NearEntry = { rule: 'platform_prohibition', category: 'test', left: [spec('3 men')], right: [spec('holding her')], within: 6 };
    const matcher = buildMatcher([], { ...options, near: [clause] });
    expect(matcher.scanText('3 men holding the creator down').matches.map((m) => m.how)).toEqual([{ kind: 'near', other: 'holding her' }]);
  });
});
