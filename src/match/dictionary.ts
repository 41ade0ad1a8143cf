// The English word list the gate reads with: Hunspell's en dictionary (dictionary-en) through
// nspell, which also knows the dictionary's affixes (plurals, verb forms). Built once, on first
// use: loading takes about a second and some megabytes, paid only by a process that reads.
import dictionary from 'dictionary-en';
import nspell, { type NSpell } from 'nspell';

let speller: NSpell | undefined;

/** True when the word is a correctly spelled English word, in any case ("Paris", "paris",
 *  "PARIS"), accents optional ("café" as "cafe"). */
export function isDictionaryWord(word: string): boolean {
  const s = (speller ??= nspell(dictionary));
  if (s.correct(word)) return true;
  const lower = word.toLowerCase();
  if (lower !== word && s.correct(lower)) return true;
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  if (capitalised !== word && s.correct(capitalised)) return true;
  const plain = lower.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain !== lower && (s.correct(plain) || s.correct(plain.charAt(0).toUpperCase() + plain.slice(1)));
}
