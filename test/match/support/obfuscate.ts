// fast-check arbitraries that disguise a term the way evaders do, written independently of
// src/match (its own look-alike and leetspeak tables) so the tests do not check the code against itself.

import fc from 'fast-check';

/** Latin letter → look-alikes from Cyrillic and Greek, small and capital. */
export const LOOK_ALIKES: Readonly<Record<string, string[]>> = {
  a: ['а', 'α'], c: ['с', 'ϲ'], e: ['е', 'ε'], i: ['і', 'ι'], j: ['ј'], o: ['о', 'ο'], p: ['р', 'ρ'],
  s: ['ѕ'], x: ['х', 'χ'], y: ['у'], h: ['һ'], k: ['κ'], v: ['ν'], w: ['ԝ'], d: ['ԁ'], l: ['ӏ'],
  A: ['А', 'Α'], B: ['В', 'Β'], C: ['С'], E: ['Е', 'Ε'], H: ['Н', 'Η'], I: ['І', 'Ι'], J: ['Ј'],
  K: ['К', 'Κ'], M: ['М', 'Μ'], N: ['Ν'], O: ['О', 'Ο'], P: ['Р', 'Ρ'], S: ['Ѕ'], T: ['Т', 'Τ'],
  X: ['Х', 'Χ'], Y: ['У', 'Υ'], Z: ['Ζ'],
};
/** Letter → digit (and, where marked, symbol) spellings people use. */
export const LEET_DIGITS: Readonly<Record<string, string[]>> = {
  a: ['4'], b: ['8'], e: ['3'], g: ['9'], i: ['1'], l: ['1'], o: ['0'], s: ['5'], t: ['7'], z: ['2'],
};
export const LEET_SYMBOLS: Readonly<Record<string, string[]>> = { a: ['@'], s: ['$'], i: ['!'] };
export const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\ufe0f'];
export const WORD_GAPS = [' ', '  ', '-', ' - ', '_', '.', ', ', ' / ', '...', '\t', ' — ', '"', '+', ' ~ '];
export const SPACINGS = [' ', '.', '-', '_', ' . ', '*'];

const fullwidth = (c: string): string => {
  const code = c.charCodeAt(0);
  return code > 0x20 && code < 0x7f ? String.fromCharCode(code + 0xfee0) : c;
};

export interface CharStyle {
  upper: boolean;
  mark: number | null; // a combining mark U+0300..U+036F to add after the character
  invisible: string | null;
  disguise: 'none' | 'lookalike' | 'leet' | 'symbol' | 'fullwidth';
  pick: number;
}

export const charStyle: fc.Arbitrary<CharStyle> = fc.record({
  upper: fc.boolean(),
  mark: fc.option(fc.integer({ min: 0x300, max: 0x36f }), { freq: 4 }),
  invisible: fc.option(fc.constantFrom(...INVISIBLES), { freq: 4 }),
  disguise: fc.constantFrom('none', 'none', 'none', 'lookalike', 'leet', 'symbol', 'fullwidth'),
  pick: fc.nat(),
});

const choose = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** One character in disguise. `leet` allows a digit spelling, `symbol` a symbol spelling. */
export function disguiseChar(c: string, s: CharStyle, leet: boolean, symbol: boolean): string {
  let out = s.upper ? c.toUpperCase() : c;
  if (s.disguise === 'lookalike' && LOOK_ALIKES[out]) out = choose(LOOK_ALIKES[out]!, s.pick);
  else if (s.disguise === 'leet' && leet && LEET_DIGITS[c]) out = choose(LEET_DIGITS[c]!, s.pick);
  else if (s.disguise === 'symbol' && symbol && LEET_SYMBOLS[c]) out = choose(LEET_SYMBOLS[c]!, s.pick);
  else if (s.disguise === 'fullwidth') out = fullwidth(out);
  if (s.mark !== null && /\p{L}/u.test(out)) out += String.fromCharCode(s.mark);
  return out;
}

/**
 * One word of a term in disguise, as its characters (join them with '' or with a spacing).
 * Digits and symbols replace at most half the letters, only in words of three or more letters
 * (a word of digits is a number, not a word), and symbols only inside the word.
 */
export function disguiseWord(word: string, styles: CharStyle[], allowLeet: boolean, allowSymbols: boolean): string[] {
  const chars = [...word];
  const letters = chars.filter((c) => /[a-z]/.test(c)).length;
  let budget = allowLeet && letters >= 3 ? Math.floor(letters / 2) : 0;
  return chars.map((c, i) => {
    const s = styles[i % styles.length]!;
    const wantsLeet = (s.disguise === 'leet' && LEET_DIGITS[c] !== undefined)
      || (s.disguise === 'symbol' && allowSymbols && LEET_SYMBOLS[c] !== undefined && i > 0 && i < chars.length - 1);
    const leet = wantsLeet && budget > 0;
    if (leet) budget--;
    const out = disguiseChar(c, s, leet, leet && allowSymbols);
    return s.invisible !== null && i < chars.length - 1 ? out + s.invisible : out;
  });
}
