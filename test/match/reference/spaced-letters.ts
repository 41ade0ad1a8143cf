// Joins spaced-out or dotted letters back into a word: "n u d e", "n.u.d.e", "n-u-d-e", "n_u_d_e".
// A run needs three or more one-character tokens separated by the same short separator, so that
// "12 y/o a model" (two different separators) is left alone while "a, b, c" becomes "abc"
// (harmless: it only matters when the joined word is a term).
//
// A run led or ended by the one-letter words "a" or "i" ("a n u d e", "n u d e i") is also read
// without them: the joined token carries the shorter readings as alternatives.

import type { RawToken } from './segment.ts';

export interface JoinedToken {
  raw: string;
  /** The separator text before it, and whether it is a run of joined letters. */
  gap: string;
  run: boolean;
  /** Other readings of the same characters, tried by the matcher too. */
  alts: string[];
}

const MIN_RUN = 3;
const MAX_GAP = 3;

const isSingle = (t: RawToken): boolean => t.raw.length === 1 || [...t.raw].length === 1;
const isShortGap = (gap: string): boolean => gap.length > 0 && gap.length <= MAX_GAP && !gap.includes('\n');

const isOneLetterWord = (c: string): boolean => c === 'a' || c === 'i';

function withoutOneLetterWords(letters: string[]): string[] {
  const lead = isOneLetterWord(letters[0]!) ? 1 : 0;
  const trail = isOneLetterWord(letters[letters.length - 1]!) ? 1 : 0;
  const cuts: Array<[number, number]> = [[lead, 0], [0, trail], [lead, trail]];
  const alts: string[] = [];
  for (const [from, back] of cuts) {
    if (from + back === 0 || letters.length - from - back < MIN_RUN) continue;
    const alt = letters.slice(from, letters.length - back).join('');
    if (!alts.includes(alt)) alts.push(alt);
  }
  return alts;
}

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
      out.push({ raw: letters.join(''), alts: withoutOneLetterWords(letters), gap: tokens[i]!.gap, run: true });
      i = j;
    } else {
      out.push({ raw: tokens[i]!.raw, alts: [], gap: tokens[i]!.gap, run: false });
      i++;
    }
  }
  return out;
}
