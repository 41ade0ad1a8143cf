import { describe, expect, it } from 'vitest';
import { normalise, termWords } from '../../src/match/index.ts';

describe('normalise', () => {
  it('returns words joined by single spaces with their offsets in the normalised text', () => {
    const n = normalise('  Hidden—CAMERA!!  in the   Bathroom ');
    expect(n.text).toBe('hidden camera in the bathroom');
    for (const t of n.tokens) expect(n.text.slice(t.start, t.end)).toBe(t.word);
    expect(n.tokens.map((t) => t.word)).toEqual(['hidden', 'camera', 'in', 'the', 'bathroom']);
  });

  it('treats apostrophes and other punctuation as word breaks', () => {
    expect(normalise("driver's licence").text).toBe('driver s licence');
    expect(normalise('12-year-old').text).toBe('12 year old');
  });

  it('combines every step on one obfuscated prompt', () => {
    // fullwidth + leetspeak, then dotted letters with a zero-width space and Cyrillic а
    expect(normalise('Ｈ1ＤＤ3Ｎ  c.\u200b\u0430.m.e.r.\u0430').text).toBe('hidden camera');
    expect(normalise('ΝÜDЕ').text).toBe('nude');
  });

  it('reads the slash shorthand "w/o", "w/out" and a lone "w/" as without and with, beside the letters as written', () => {
    const alts = (text: string) => normalise(text).tokens.map((t) => [t.word, t.alts ?? null, t.altTokens ?? 1]);
    expect(alts('swimming w/o a swimsuit')).toEqual([['swimming', null, 1], ['w', ['without'], 2], ['o', null, 1], ['a', null, 1], ['swimsuit', null, 1]]);
    expect(alts('w/out clothes')[0]).toEqual(['w', ['without'], 2]);
    expect(alts('in bed w/ him')[2]).toEqual(['w', ['with'], 1]);
    expect(alts('in bed w/')[2]).toEqual(['w', ['with'], 1]);
    for (const text of ['a/b test', 'and/or', 'w/x', 'w /o', 'w/, him', 'x/o']) expect(normalise(text).tokens.every((t) => t.alts === undefined), text).toBe(true);
  });

  it('marks a word followed by punctuation that ends a phrase, before another word', () => {
    const paused = (text: string) => normalise(text).tokens.filter((t) => t.pause === true).map((t) => t.word);
    expect(paused('the creator, aged 9; teddy bear. bedroom (night) | 8k\nfilm')).toEqual(['creator', '9', 'bear', 'bedroom', 'night', 'k']);
    expect(paused("jo's drive-by, at 9 a.m")).toEqual(['by', 'a']);
    expect(paused('no pause at the end.')).toEqual([]);
    expect(paused('9yo, lollipop')).toEqual(['yo']);
  });

  it('gives an empty text for input with no letters or digits', () => {
    expect(normalise(' \u200b!!! ... ')).toEqual({ text: '', tokens: [] });
  });
});

describe('termWords', () => {
  it('normalises a term exactly as a prompt', () => {
    expect(termWords('Hidden Camera')).toEqual({ words: ['hidden', 'camera'], stem: false });
    expect(termWords('12 y/o')).toEqual({ words: ['12', 'y', 'o'], stem: false });
    expect(termWords('12yo')).toEqual({ words: ['12', 'yo'], stem: false });
  });

  it('reads a trailing * as a stem on the last word', () => {
    expect(termWords('schoolgirl*')).toEqual({ words: ['schoolgirl'], stem: true });
    expect(termWords('7th grade*')).toEqual({ words: ['7', 'th', 'grade'], stem: true });
  });

  it('returns null for a term that normalises to nothing', () => {
    expect(termWords('')).toBeNull();
    expect(termWords('*')).toBeNull();
    expect(termWords('\u200b -- ')).toBeNull();
  });
});
