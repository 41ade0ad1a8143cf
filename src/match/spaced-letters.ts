// Joins spaced-out or dotted letters back into a word: "n u d e", "n.u.d.e", "n-u-d-e", "n_u_d_e".
// A run needs three or more one-character tokens separated by the same short separator, so that
// "12 y/o a model" (two different separators) is left alone while "a, b, c" becomes "abc"
// (harmless: it only matters when the joined word is a term).
//
// A run led or ended by the one-letter words "a" or "i" ("a n u d e", "n u d e i") is also read
// without them: the joined token carries the shorter readings as alternatives.

import { SINGLE, type Segments } from './segment.ts';

export const MIN_RUN = 3;
const MAX_GAP = 3;

/** A gap of one to three characters on one line. */
function isShortGap(text: string, from: number, to: number): boolean {
  const length = to - from;
  if (length <= 0 || length > MAX_GAP) return false;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) return false;
  return true;
}

function sameText(text: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  return true;
}

/** The end (exclusive) of the run of one-character tokens with the same short gap starting at token
 *  i; i + 1 when there is none. A run is joined when it is at least MIN_RUN tokens long. */
export function spacedRunEnd(text: string, s: Segments, i: number): number {
  let j = i + 1;
  if ((s.kind[i]! & SINGLE) === 0 || j >= s.count) return j;
  const gap = s.gapStart[j]!;
  const length = s.start[j]! - gap;
  if (!isShortGap(text, gap, gap + length)) return j;
  while (j < s.count && (s.kind[j]! & SINGLE) !== 0 && s.start[j]! - s.gapStart[j]! === length && sameText(text, s.gapStart[j]!, gap, length)) j++;
  return j;
}

const isOneLetterWord = (c: string): boolean => c === 'a' || c === 'i';

/** The run read without a leading and/or trailing "a" or "i", when at least MIN_RUN letters are left. */
export function withoutOneLetterWords(letters: string[]): string[] {
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
