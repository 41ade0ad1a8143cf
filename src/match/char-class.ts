// What one character is to the tokeniser, looked up by code point instead of tested with a regex
// in the hot loop: ASCII from a table built at module load, the rest of the BMP from a table
// filled in on first sight, astral characters (rare) by regex.

import { EDGE_SYMBOLS, INNER_SYMBOLS } from './leetspeak.ts';

/** Not part of any token: spaces, punctuation, everything else. */
export const SEPARATOR = 0;
/** \p{L}. */
export const LETTER = 1;
/** \p{N}. */
export const NUMBER = 2;
/** @ $ €: part of a token when they touch it ("$ex", "n@ked"). */
export const EDGE_SYMBOL = 3;
/** ! |: part of a token only between word characters ("k!ds"). */
export const INNER_SYMBOL = 4;

const LETTER_RE = /\p{L}/u;
const NUMBER_RE = /\p{N}/u;

function classify(code: number): number {
  const c = String.fromCodePoint(code);
  if (LETTER_RE.test(c)) return LETTER;
  if (NUMBER_RE.test(c)) return NUMBER;
  if (EDGE_SYMBOLS.has(c)) return EDGE_SYMBOL;
  if (INNER_SYMBOLS.has(c)) return INNER_SYMBOL;
  return SEPARATOR;
}

// Stored as class + 1 so that 0 means "not looked up yet".
const BMP = new Uint8Array(0x10000);
for (let code = 0; code < 128; code++) BMP[code] = classify(code) + 1;

/** The class of a code point (not a lone UTF-16 unit: pass the whole code point). */
export function charClass(code: number): number {
  if (code < 0x10000) {
    const known = BMP[code]!;
    if (known !== 0) return known - 1;
    const cls = classify(code);
    BMP[code] = cls + 1;
    return cls;
  }
  return classify(code);
}
