// A negative contraction reads as its two words in terms and prompts alike: "isn't", "isnt" and
// "is not" are one reading, so a term written one way matches a prompt written another.
import { describe, expect, it } from 'vitest';
import { buildMatcher } from '../../src/match/index.ts';
import { normalise } from '../../src/match/normalise.ts';
import { entry } from './support/entries.ts';

const words = (text: string): string => normalise(text).text;
const terms = buildMatcher([entry('not wearing a stitch'), entry("hasn't turned 18"), entry('wont let her leave'), entry('cannot move')]);
const found = (prompt: string): string[] => terms.scanText(prompt).matches.map((m) => m.entry.term);

describe('negative contractions', () => {
  it('read with or without the apostrophe as the auxiliary and "not"', () => {
    expect(words("she isn't here")).toBe('she is not here');
    expect(words('she isnt here')).toBe('she is not here');
    expect(words('she isn’t here')).toBe('she is not here');
    expect(words("he won't, they can't, we don't")).toBe('he will not they can not we do not');
    expect(words('wont cant cannot doesnt hasnt')).toBe('will not can not can not does not has not');
  });

  it('let a term written one way match a prompt written another', () => {
    expect(found("the creator isn't wearing a stitch")).toEqual(['not wearing a stitch']);
    expect(found('the creator has not turned 18')).toEqual(["hasn't turned 18"]);
    expect(found('the creator hasnt turned 18')).toEqual(["hasn't turned 18"]);
    expect(found("he won't let her leave")).toEqual(['wont let her leave']);
    expect(found("she can't move")).toEqual(['cannot move']);
  });

  it('leave other apostrophes and words in "nt" as they were', () => {
    expect(words("it's the creator's coat")).toBe('it s the creator s coat');
    expect(words('want went point front')).toBe('want went point front');
    expect(words("o'neill and don t")).toBe('o neill and don t');
  });

  it('keep a hyphen join and a masked word that began before them', () => {
    expect(normalise("x-isn't").tokens.map((t) => t.word)).toEqual(['x', 'isn', 't']);
    expect(normalise("s*isn't").tokens[0]!.alts).toEqual(['s*isn']);
  });
});
