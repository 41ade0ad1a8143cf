// The English word list the gate reads with, asked the way the language check needs: any case,
// accents optional. The dictionary itself (dictionary-en through nspell, loaded once on first
// use) is english-words.ts, shared with the term matcher's spelling tolerance.
import { isEnglishWord } from './english-words.ts';

/** True when the word is a correctly spelled English word, in any case ("Paris", "paris",
 *  "PARIS"), accents optional ("café" as "cafe"). */
export function isDictionaryWord(word: string): boolean {
  if (isEnglishWord(word)) return true;
  const lower = word.toLowerCase();
  if (lower !== word && isEnglishWord(lower)) return true;
  const plain = lower.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain !== lower && isEnglishWord(plain);
}
