import { describe, expect, it } from 'vitest';
import { readToken } from '../../src/match/leetspeak.ts';

const words = (raw: string): string[] => readToken(raw).words;

describe('reading a raw token', () => {
  it('leaves plain words and plain numbers alone', () => {
    expect(words('nude')).toEqual(['nude']);
    expect(words('12')).toEqual(['12']);
  });

  it('folds leetspeak digits and symbols inside tokens that mix them with letters', () => {
    expect(words('n00d')).toEqual(['nood']);
    expect(words('s3x')).toEqual(['sex']);
    expect(words('n@ked')).toEqual(['naked']);
    expect(words('$ex')).toEqual(['sex']);
    expect(words('k!ds')).toEqual(['kids']);
    expect(words('p0rn')).toEqual(['porn']);
    expect(words('7een')).toEqual(['teen']);
    expect(words('b00b5')).toEqual(['boobs']);
  });

  it('reads a lone leading digit before ordinary letters as leetspeak', () => {
    expect(words('5ex')).toEqual(['sex']);
    expect(words('4nal')).toEqual(['anal']);
    expect(words('3xplicit')).toEqual(['explicit']);
  });

  it('reads 1 as i; the matcher treats i and l alike, so "sku11" still meets "skull"', () => {
    expect(words('k1ds')).toEqual(['kids']);
    expect(words('sku11')).toEqual(['skuii']);
  });

  it('splits numbers with an age, ordinal, unit or tag suffix instead of folding them', () => {
    expect(words('12yo')).toEqual(['12', 'yo']);
    expect(words('7yo')).toEqual(['7', 'yo']);
    expect(words('7th')).toEqual(['7', 'th']);
    expect(words('4k')).toEqual(['4', 'k']);
    expect(words('3d')).toEqual(['3', 'd']);
    expect(words('35mm')).toEqual(['35', 'mm']);
    expect(words('1girl')).toEqual(['1', 'girl']);
    expect(words('12yearold')).toEqual(['12', 'yearold']);
  });

  it('splits trailing numbers of two or more different digits, but not repeated leet digits', () => {
    expect(words('teen18')).toEqual(['teen', '18']);
    expect(words('model2024')).toEqual(['model', '2024']);
    expect(words('a55')).toEqual(['ass']);
  });

  it('keeps the whole-token leetspeak reading of a split token as an alternative', () => {
    expect(readToken('nud35')).toEqual({ words: ['nud', '35'], leet: 'nudes' });
    expect(readToken('5in')).toEqual({ words: ['5', 'in'], leet: 'sin' });
    expect(readToken('nude')).toEqual({ words: ['nude'], leet: null });
  });

  it('drops symbols from tokens that have no letters', () => {
    expect(words('$5')).toEqual(['5']);
  });
});

describe('numbers next to words in leetspeak', () => {
  it('still split off, with the word part folded', () => {
    expect(words('12y0')).toEqual(['12', 'yo']);
    expect(words('und3r18')).toEqual(['under', '18']);
  });
});

describe('a token built to make a backtracking reader slow', () => {
  it('still reads the letters-digits-symbol shape as one leetspeak word (a linear scan, no regex backtracking)', () => {
    const attack = `${'a'.repeat(11_460)}${'1'.repeat(5_730)}@`;
    const reading = readToken(attack);
    expect(reading.words).toEqual([`${'a'.repeat(11_460)}${'i'.repeat(5_730)}a`]);
    expect(readToken(`teen${'a'.repeat(50)}2024`).words).toEqual([`teen${'a'.repeat(50)}`, '2024']);
  });
});
