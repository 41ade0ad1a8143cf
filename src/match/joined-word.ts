// A term whose words, written together, make another English word: "sa'd" is the words "sa" and
// "d", which together make "sad". The matcher reads a multi-word term written together too
// ("hand job" as "handjob"), but an apostrophe or a dot inside a word is no word break the
// author meant to be optional: such a term must not match the ordinary word it folds into, and
// the checker says so. A hyphen is a compound's own joint ("hog-tied", "hogtied"): not this case.

import { wordNetForm } from './lemmas.ts';
import { normalisedWords } from './normalise.ts';

/** A letter, then punctuation that is neither a hyphen nor a space, then a letter. */
const INNER_MARK = /\p{L}[^\p{L}\p{N}\s\-*]+\p{L}/u;

/** The English word a term of several words folds into when written together, when its words
 *  are joined by a mark inside a word (an apostrophe, a dot); null otherwise. */
export function foldsIntoAWord(term: string, words: readonly string[]): string | null {
  if (words.length < 2 || !INNER_MARK.test(term)) return null;
  const together = normalisedWords(words.join(''));
  if (together.length !== 1) return null;
  // WordNet, which the matcher loads for inflections anyway: the spelling dictionary is loaded
  // only when a prompt needs it, and building a matcher should not be that moment.
  // A possessive read as a plural ("mommy's" as "mommys", the plural of "mommy") is the term's
  // own word, not another one.
  const form = wordNetForm(together[0]!);
  return form === null || words.includes(form) ? null : together[0]!;
}
