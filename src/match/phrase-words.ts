// A word the dictionary does not know can still be spelled right: it may be part of a phrase
// English has borrowed whole ("à la carte", "carte blanche"). Such a word is not a misspelling of
// a term word, however close it comes ("carte" to "cartel").

import { isEnglishWord } from './english-words.ts';
import { isEnglishPhrase } from './loan-phrases.ts';
import type { Token } from './types.ts';

/** The longest phrase looked for, in words (WordNet's loan phrases rarely pass four). */
const LONGEST = 4;

/** True when a word of tokens [first, last] that is not an English word on its own sits in a
 *  phrase of two to four words that WordNet lists, as the prompt writes it. */
export function spelledAsPartOfPhrase(tokens: readonly Token[], first: number, last: number): boolean {
  for (let t = first; t <= last; t++) {
    if (isEnglishWord(tokens[t]!.word)) continue;
    for (let length = 2; length <= LONGEST; length++) {
      for (let from = Math.max(0, t - length + 1); from <= t && from + length <= tokens.length; from++) {
        if (isEnglishPhrase(tokens.slice(from, from + length).map((x) => x.word))) return true;
      }
    }
  }
  return false;
}
