// Text-level folding, before tokenising: the steps that do not depend on word boundaries.
// Order matters: NFKC first (fullwidth, ligatures, math letters become plain letters), then
// invisible characters go, then diacritics (NFD + drop marks), then look-alikes, then case.

import { foldHomoglyphs } from './homoglyphs.ts';

/** Format characters (zero-width space/joiners, soft hyphen, bidi controls, tags) and the other
 *  default-ignorable code points (variation selectors, Hangul fillers). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Combining marks: accents, Zalgo stacks, enclosing marks. */
const MARKS = /\p{M}/gu;
const ASCII = /^[\x20-\x7e]*$/;

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function stripDiacritics(text: string): string {
  // NFC at the end recomposes scripts NFD splits without marks (Hangul syllables).
  return text.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/** The fold of a stretch of text, in one go. */
function foldWhole(text: string): string {
  // Look-alikes are folded before NFKC too: NFKC turns some into other letters (lunate sigma ϲ,
  // drawn like c, becomes σ).
  const visible = removeInvisible(foldHomoglyphs(text).normalize('NFKC'));
  return foldHomoglyphs(stripDiacritics(visible)).toLowerCase();
}

/** ASCII whitespace: no step looks across it (it never composes, is not a mark, and ends the
 *  context of the one context-sensitive case mapping, final sigma). */
const isSpace = (code: number): boolean => code === 32 || (code >= 9 && code <= 13);

/** The end of the whitespace-separated word holding text[i]. */
function wordEnd(text: string, i: number): number {
  while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Each call to foldWhole has a fixed cost: non-ASCII words this close together are folded together. */
const MERGE_WITHIN = 64;

/** The end of the word holding the next non-ASCII character, if it starts within MERGE_WITHIN of `i`; else -1. */
function nextNonAsciiWordEnd(text: string, i: number): number {
  const limit = Math.min(text.length, i + MERGE_WITHIN);
  for (let j = i; j < limit; j++) if (text.charCodeAt(j) >= 128) return wordEnd(text, j);
  return -1;
}

/**
 * The whole text-level fold. Printable ASCII takes a fast path: only case folding applies. Other
 * text is folded in pieces split at ASCII whitespace: words with a non-ASCII character (and the
 * words between them when they are close) go through the Unicode steps, other ASCII words are only
 * lower-cased, which is what the Unicode steps would do to them.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = '';
  let done = 0; // text[0, done) is folded into out
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) continue;
    let from = i;
    while (from > done && !isSpace(text.charCodeAt(from - 1))) from--;
    let to = wordEnd(text, i);
    for (let next = nextNonAsciiWordEnd(text, to); next >= 0; next = nextNonAsciiWordEnd(text, to)) to = next;
    out += text.slice(done, from).toLowerCase() + foldWhole(text.slice(from, to));
    done = to;
    i = to;
  }
  return out + text.slice(done).toLowerCase();
}
