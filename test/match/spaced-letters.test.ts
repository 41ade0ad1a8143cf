import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/match/normalise.ts';

const text = (s: string): string => normalise(s).text;

describe('spaced-out and dotted letters', () => {
  it('joins runs of three or more single letters with the same separator', () => {
    expect(text('n u d e')).toBe('nude');
    expect(text('n.u.d.e')).toBe('nude');
    expect(text('n-u-d-e')).toBe('nude');
    expect(text('n_u_d_e')).toBe('nude');
    expect(text('n . u . d . e')).toBe('nude');
    expect(text('N.U.D.E. photos')).toBe('nude photos');
  });

  it('joins digits and leetspeak the same way and then reads the result', () => {
    expect(text('s 3 x')).toBe('sex');
    expect(text('1 2 y o')).toBe('12 yo');
  });

  it('leaves two single letters, or runs with mixed separators, alone', () => {
    expect(text('a b')).toBe('a b');
    expect(text('12 y/o a model')).toBe('12 y o a model');
  });

  it('does not join across a line break or a long separator', () => {
    expect(text('n\nu\nd\ne')).toBe('n u d e');
    expect(text('n    u    d    e')).toBe('n u d e');
  });

  it('also reads a run led or ended by "a" or "i" without that word', () => {
    const led = normalise('a n u d e photo');
    expect(led.text).toBe('anude photo');
    expect(led.tokens[0]!.alts).toContain('nude');
    const ended = normalise('n u d e i');
    expect(ended.tokens[0]!.alts).toContain('nude');
  });
});
