// Splits folded text into raw tokens: runs of letters and digits, plus the leet symbols that sit
// inside or against a word ("n@ked", "$ex", "k!ds"). Everything else separates tokens; the
// separator text before each token (its gap) is kept so that spaced-out letters can be recognised.
// One pass over char codes into reusable typed arrays: no strings are cut here, and each token is
// tagged with what the reader needs to know (one character? only letters? only numbers?) so that
// plain words skip the leetspeak reader.

import { charClass, INNER_SYMBOL, LETTER, NUMBER, SEPARATOR } from './char-class.ts';

/** Token kinds (bit flags). */
export const SINGLE = 1; // one code point
export const PLAIN = 2; // only letters
export const NUMERIC = 4; // only numbers

export interface Segments {
  count: number;
  /** Token i is text[start[i], end[i]); its gap is text[gapStart[i], start[i]). */
  start: Int32Array;
  end: Int32Array;
  gapStart: Int32Array;
  kind: Uint8Array;
}

export const newSegments = (capacity = 256): Segments => ({
  count: 0,
  start: new Int32Array(capacity),
  end: new Int32Array(capacity),
  gapStart: new Int32Array(capacity),
  kind: new Uint8Array(capacity),
});

function grow(s: Segments): void {
  const size = s.start.length * 2;
  const copy = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
  s.start = copy(s.start, new Int32Array(size));
  s.end = copy(s.end, new Int32Array(size));
  s.gapStart = copy(s.gapStart, new Int32Array(size));
  s.kind = copy(s.kind, new Uint8Array(size));
}

const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) => charClass(code));

/** Appends token text[from, to) with the gap that precedes it. */
function add(out: Segments, from: number, to: number, gapStart: number, kind: number): void {
  if (out.count === out.start.length) grow(out);
  const n = out.count++;
  out.start[n] = from;
  out.end[n] = to;
  out.gapStart[n] = gapStart;
  out.kind[n] = kind;
}

/**
 * Fills `out` with the raw tokens of folded text. A run of token characters loses the inner
 * symbols (! |) at its ends, and is a token only if a letter or number is left; its kind is
 * worked out on the way, so each character is looked at once.
 */
export function segment(text: string, out: Segments): void {
  out.count = 0;
  let gapStart = 0; // where the separator text before the next token begins
  const length = text.length;
  let i = 0;
  while (i < length) {
    // The usual token, lower-case ASCII letters ended by an ASCII separator or the end of the
    // text, is taken whole here: what the general loop below would make of it, with fewer checks.
    let j = i;
    while (j < length && text.charCodeAt(j) - 97 >>> 0 < 26) j++;
    if (j > i) {
      const next = j < length ? text.charCodeAt(j) : 32;
      if (next < 128 && ASCII_CLASS[next] === SEPARATOR) {
        add(out, i, j, gapStart, j - i === 1 ? PLAIN | SINGLE : PLAIN);
        gapStart = j;
        i = j + 1;
        continue;
      }
    }
    if (classAt(text, i, length) === SEPARATOR) {
      i += widthAt(text, i, length);
      continue;
    }
    // A run of token characters starts at i.
    let from = -1; // first character of the run that is not an inner symbol
    let to = 0; // end of the last such character
    let letters = true;
    let numbers = true;
    let word = false;
    let points = 0;
    let innerPending = false; // inner symbols since `to`: inside the token if more follows
    while (i < length) {
      // Most of a prompt is lower-case ASCII letters: take them a stretch at a time.
      let j = i;
      while (j < length && text.charCodeAt(j) - 97 >>> 0 < 26) j++;
      if (j > i) {
        if (from < 0) from = i;
        if (innerPending) {
          letters = false;
          points++;
          innerPending = false;
        }
        numbers = false;
        word = true;
        points += j - i;
        to = i = j;
        continue;
      }
      const cls = classAt(text, i, length);
      const width = widthAt(text, i, length);
      if (cls === SEPARATOR) {
        i += width; // the run ends here, and this character is no token's
        break;
      }
      if (cls === INNER_SYMBOL) {
        if (from >= 0) innerPending = true; // leading ones are trimmed
      } else {
        if (from < 0) from = i;
        if (innerPending) {
          letters = false;
          numbers = false;
          points++;
          innerPending = false;
        }
        if (cls === LETTER) {
          numbers = false;
          word = true;
        } else if (cls === NUMBER) {
          letters = false;
          word = true;
        } else {
          letters = false;
          numbers = false;
        }
        points++;
        to = i + width;
      }
      i += width;
    }
    if (word) {
      add(out, from, to, gapStart, (letters ? PLAIN : 0) | (numbers ? NUMERIC : 0) | (points === 1 ? SINGLE : 0));
      gapStart = to;
    }
  }
}

/** 2 for a surrogate pair at i, else 1. */
function widthAt(text: string, i: number, length: number): number {
  const code = text.charCodeAt(i);
  if (code < 0xd800 || code > 0xdbff || i + 1 >= length) return 1;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
}

/** The class of the code point at i (a surrogate pair read whole). */
function classAt(text: string, i: number, length: number): number {
  const code = text.charCodeAt(i);
  if (code < 128) return ASCII_CLASS[code]!;
  return charClass(widthAt(text, i, length) === 2 ? text.codePointAt(i)! : code);
}
