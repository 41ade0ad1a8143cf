// Joins spaced-out or dotted letters back into a word: "n u d e", "n.u.d.e", "n-u-d-e", "n_u_d_e".
// A run needs three or more one-character tokens separated by the same short separator, so that
// "12 y/o a model" (two different separators) is left alone while "a, b, c" becomes "abc"
// (harmless: it only matters when the joined word is a term).
//
// A run led by the one-letter words "a" or "i" ("a n u d e") is also read without that letter:
// the joined token carries the shorter reading as an alternative.

import type { RawToken } from './segment.ts';

export interface JoinedToken {
  raw: string;
  /** Another reading of the same characters, tried by the matcher too. */
  alt: string | null;
}

const MIN_RUN = 3;
const MAX_GAP = 3;

const isSingle = (t: RawToken): boolean => t.raw.length === 1 || [...t.raw].length === 1;
const isShortGap = (gap: string): boolean => gap.length > 0 && gap.length <= MAX_GAP && !gap.includes('\n');

export function joinSpacedLetters(tokens: RawToken[]): JoinedToken[] {
  const out: JoinedToken[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i + 1;
    if (isSingle(tokens[i]!) && j < tokens.length && isShortGap(tokens[j]!.gap)) {
      const gap = tokens[j]!.gap;
      while (j < tokens.length && isSingle(tokens[j]!) && tokens[j]!.gap === gap) j++;
    }
    if (j - i >= MIN_RUN) {
      const letters = tokens.slice(i, j).map((t) => t.raw);
      const first = letters[0]!;
      const alt = (first === 'a' || first === 'i') && j - i > MIN_RUN ? letters.slice(1).join('') : null;
      out.push({ raw: letters.join(''), alt });
      i = j;
    } else {
      out.push({ raw: tokens[i]!.raw, alt: null });
      i++;
    }
  }
  return out;
}
