// Text-level folding, before tokenising: the steps that do not depend on word boundaries.
// Order matters: NFKC first (fullwidth, ligatures, math letters become plain letters), then
// invisible characters go, then diacritics (NFD + drop marks), then look-alikes, then case.

import { foldHomoglyphs } from '../../../src/match/homoglyphs.ts';

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

/** The whole text-level fold. Printable ASCII takes a fast path: only case folding applies. */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  // Look-alikes are folded before NFKC too: NFKC turns some into other letters (lunate sigma ϲ,
  // drawn like c, becomes σ).
  const visible = removeInvisible(foldHomoglyphs(text).normalize('NFKC'));
  return foldHomoglyphs(stripDiacritics(visible)).toLowerCase();
}
