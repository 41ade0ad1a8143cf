// The possessive slot: a term's "her"/"his"/"their" before a noun matches whoever the prompt says
// it of ("the creator's drink", "jo's skirt", "their drink"); "her" as an object is a plain word.
import { describe, expect, it } from 'vitest';
import { matchEvidence } from '../../src/gate/index.ts';
import { buildMatcher, normalise } from '../../src/match/index.ts';
import type { ExceptEntry, NearEntry } from '../../src/match/index.ts';
import { entry, spec } from './support/entries.ts';

const options = { spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true };
const terms = buildMatcher([entry('slipping something into her drink'), entry('up her skirt'), entry('tied her up'), entry('tied to his bed')], options);
const found = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => m.entry.term);
const written = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => (m.how.kind === 'exact' ? 'exactly' : m.how.kind === 'near' || m.how.kind === 'age' ? m.how.kind : m.how.written));

describe('a possessive determiner before a noun in a term', () => {
  it('matches a noun phrase ending in an apostrophe s', () => {
    expect(found("slipping something into the creator's drink")).toEqual(['slipping something into her drink']);
    expect(found("a phone camera up Jo's skirt")).toEqual(['up her skirt']);
    expect(found("slipping something into my girlfriend's drink")).toEqual(['slipping something into her drink']);
    expect(found("tied to her best friend's bed")).toEqual(['tied to his bed']);
  });

  it('matches a name that is also a word', () => {
    expect(found("slipping something into Rose's drink")).toEqual(['slipping something into her drink']);
    expect(found("a camera up Will's kilt and up May's skirt")).toEqual(['up her skirt']);
  });

  it('matches a plural possessive written with the apostrophe after its s', () => {
    expect(found("a camera up the dancers' skirts")).toEqual(['up her skirt']);
  });

  it('matches any other possessive determiner, and its own', () => {
    for (const who of ['their', 'his', 'my', 'your', 'our', 'her']) expect(found(`slipping something into ${who} drink`)).toEqual(['slipping something into her drink']);
  });

  it('matches with a typographic apostrophe and through the words inflections', () => {
    expect(found('slipping something into the creator’s drinks')).toEqual(['slipping something into her drink']);
  });

  it('says in the evidence how the prompt named the owner', () => {
    expect(written("up the creator's skirt")).toEqual(["up the creator's skirt"]);
    expect(written('up her skirt')).toEqual(['exactly']);
    const [m] = terms.scan(normalise("up the creator's skirt"));
    expect(matchEvidence(m!, 'prompt')).toBe(`matched term "up her skirt" (as "up the creator's skirt")`);
  });

  it('reads the same through scan and scanText', () => {
    for (const prompt of ["up the creator's skirt", "tied to her best friend's bed", 'tied the creator up']) {
      expect(terms.scan(normalise(prompt)).map((m) => [m.entry.term, m.how])).toEqual(terms.scanText(prompt).matches.map((m) => [m.entry.term, m.how]));
    }
  });
});

describe('a term\'s "her" used as an object', () => {
  it('is a plain word: it matches itself and no possessive', () => {
    expect(found('tied her up with rope')).toEqual(['tied her up']);
    expect(found("tied jo's up")).toEqual([]);
    expect(found('tied jo up')).toEqual([]);
  });
});

describe('possessives and innocent prompts', () => {
  it('do not stretch over a preposition or a verb before the owner', () => {
    expect(found("she looks up at Jo's skirt pattern")).toEqual([]);
    expect(found("slipping something into, like, Jo's drink")).toEqual([]);
  });

  it('hold at most three words before the apostrophe', () => {
    expect(found("slipping something into the tired actor's drink")).toEqual(['slipping something into her drink']);
    expect(found("slipping something into the very tired old actor's drink")).toEqual([]);
  });

  it('are not contractions ("it\'s", "there\'s", "let\'s")', () => {
    expect(found("wind blowing up it's skirt")).toEqual([]);
    expect(found("tied to there's bed")).toEqual([]);
    expect(found("tied to let's bed")).toEqual([]);
    expect(found("tied to here's bed")).toEqual([]);
    expect(found("up who's skirt")).toEqual([]);
  });

  it('need the apostrophe: a word and a lone s is no possessive', () => {
    expect(found('up jo s skirt')).toEqual([]);
    expect(found('up the dancers skirts')).toEqual([]);
  });

  it('leave ordinary prompts allowed', () => {
    for (const prompt of ["the creator's drink on a sunny terrace", "a photo of Jo's skirt on a hanger", 'their bed, freshly made', "tied to the creator's bike rack: a red ribbon", 'pouring her a drink at the bar']) expect(found(prompt)).toEqual([]);
  });
});

describe('near clauses and exceptions', () => {
  it('read a slot in a near part', () => {
    const clause: NearEntry = { rule: 'platform_prohibition', category: 'c', left: [spec('her drink')], right: [spec('pills')], within: 4 };
    const m = buildMatcher([], { ...options, near: [clause] });
    expect(m.scanText("crushed pills in the creator's drink").matches).toHaveLength(1);
  });

  it('mask through a slot in an exception phrase', () => {
    const except: ExceptEntry[] = [{ rule: 'forbidden_depiction', category: 'test', phrase: spec('up her sleeve') }];
    const m = buildMatcher([entry('sleeve')], { ...options, except });
    expect(m.scanText("a card up the magician's sleeve").matches).toEqual([]);
    expect(m.scanText('a torn sleeve').matches).toHaveLength(1);
  });
});
