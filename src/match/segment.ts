// Splits folded text into raw tokens: runs of letters and digits, plus the leet symbols that sit
// inside or against a word ("n@ked", "$ex", "k!ds"). Everything else separates tokens; the
// separator text before each token (its gap) is kept so that spaced-out letters can be recognised.
// One pass over char codes into reusable typed arrays: no strings are cut here, and each token is
// tagged with what the reader needs to know (one character? only letters? only numbers?) so that
// plain words skip the leetspeak reader.

import { charClass, LETTER, NUMBER, SEPARATOR } from './char-class.ts';

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

const isInner = (code: number): boolean => code === 33 || code === 124; // ! |

/** Adds the token inside text[from, to) (inner symbols trimmed from both ends) if it has a word character. */
function addRun(text: string, from: number, to: number, gapStart: number, out: Segments): boolean {
  while (from < to && isInner(text.charCodeAt(from))) from++;
  while (to > from && isInner(text.charCodeAt(to - 1))) to--;
  let letters = true;
  let numbers = true;
  let word = false;
  let points = 0;
  for (let i = from; i < to; ) {
    const code = text.codePointAt(i)!;
    const cls = charClass(code);
    if (cls === LETTER) { numbers = false; word = true; }
    else if (cls === NUMBER) { letters = false; word = true; }
    else { letters = false; numbers = false; }
    points++;
    i += code > 0xffff ? 2 : 1;
  }
  if (!word) return false;
  if (out.count === out.start.length) grow(out);
  const n = out.count++;
  out.start[n] = from;
  out.end[n] = to;
  out.gapStart[n] = gapStart;
  out.kind[n] = (letters ? PLAIN : 0) | (numbers ? NUMERIC : 0) | (points === 1 ? SINGLE : 0);
  return true;
}

/** Fills `out` with the raw tokens of folded text. */
export function segment(text: string, out: Segments): void {
  out.count = 0;
  let gapStart = 0; // where the separator text before the next token begins
  let runStart = -1;
  const length = text.length;
  for (let i = 0; i < length; ) {
    let code = text.charCodeAt(i);
    let width = 1;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        width = 2;
      }
    }
    if (charClass(code) !== SEPARATOR) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      if (addRun(text, runStart, i, gapStart, out)) gapStart = out.end[out.count - 1]!;
      runStart = -1;
    }
    i += width;
  }
  if (runStart >= 0) addRun(text, runStart, length, gapStart, out);
}
