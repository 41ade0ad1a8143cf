// A term word inside a person's name: "Julia Child's kitchen" names a chef, not a child. Narrow
// on purpose: the word is capitalised mid-sentence, right after another capitalised word, and
// followed by a possessive 's, every time the text has it. A prompt that means the term writes
// it in lower case or without a name before it. One scan of the text, no pattern built from the
// word.

const LETTER = /\p{L}|\p{N}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const isWordChar = (c: string | undefined): boolean => c !== undefined && LETTER.test(c);

/** True when the occurrence raw[at, at + length) is "Name Word's": the word capitalised (the
 *  rest as written in lower case), a possessive after it, and a capitalised word before it. */
function inANamesPossessive(raw: string, at: number, word: string): boolean {
  if (raw.charAt(at) !== word.charAt(0).toUpperCase() || raw.slice(at + 1, at + word.length) !== word.slice(1)) return false;
  const end = at + word.length;
  if ((raw.charAt(end) !== "'" && raw.charAt(end) !== '’') || raw.charAt(end + 1) !== 's' || isWordChar(raw.charAt(end + 2) || undefined)) return false;
  if (raw.charAt(at - 1) !== ' ') return false;
  let k = at - 2;
  let lower = 0;
  while (k >= 0 && LOWER.test(raw.charAt(k))) {
    k--;
    lower++;
  }
  return lower > 0 && k >= 0 && UPPER.test(raw.charAt(k)) && !isWordChar(raw.charAt(k - 1) || undefined);
}

/** True when `word` (as normalised, lower case) occurs in `raw` only as the last word of a
 *  capitalised name with a possessive ("Julia Child's", "Julia Child’s"). */
export function onlyInANamesPossessive(raw: string, word: string): boolean {
  if (word.length === 0 || !/^\p{Ll}+$/u.test(word)) return false;
  const lower = raw.toLowerCase();
  // toLowerCase keeps offsets for the letters a term word has (no expanding case mappings in a
  // lower-case word's capitals); a text where it would not is simply not treated as a name.
  if (lower.length !== raw.length) return false;
  let named = 0;
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    if (isWordChar(lower.charAt(at - 1) || undefined) || isWordChar(lower.charAt(at + word.length) || undefined)) continue;
    if (!inANamesPossessive(raw, at, word)) return false;
    named++;
  }
  return named > 0;
}
