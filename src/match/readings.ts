// The other readings of a prompt word that the matcher tries besides the word itself: its lemmas
// (an inflected form of a term word) and the term words it is a misspelling of. Worked out once
// per distinct word and matcher, then remembered (a prompt's vocabulary repeats across requests):
// the answer depends only on the word and on the matcher's terms.

import { isEnglishWord } from './english-words.ts';
import { phraseLemmas, promptLemmas, type LemmaKind } from './lemmas.ts';
import type { SpellingIndex } from './spelling-index.ts';

export const INFLECTION = 1;
export const SPELLING = 2;

/** A correction good only inside a term of several words (SpellingIndex.phraseCorrections), in
 *  the same bit set as the lemma kinds. */
export const IN_PHRASE = 16;

export interface Reading {
  word: string;
  kind: typeof INFLECTION | typeof SPELLING;
  /** For an inflection: read as a noun's plural or as a verb or adjective form; for spelling, 0
   *  or IN_PHRASE. */
  lemma: LemmaKind | 0 | typeof IN_PHRASE;
}

/** Distinct words remembered per matcher; the memory is emptied when it is full. */
export const REMEMBERED_WORDS = 5_000;
const NONE: readonly Reading[] = Object.freeze([]);
const LETTERS = /^\p{L}+$/u;

export class WordReader {
  readonly #known = new Map<string, readonly Reading[]>();

  /**
   * @param termKeys every word the trie can read (term words and their lemmas)
   * @param spelling the deletion index, or null when spelling is exact
   * @param inflection whether inflected forms read as their lemma
   */
  constructor(
    readonly termKeys: ReadonlySet<string>,
    readonly spelling: SpellingIndex | null,
    readonly inflection: boolean,
  ) {}

  readingsOf(word: string): readonly Reading[] {
    let readings = this.#known.get(word);
    if (readings === undefined) {
      readings = this.#read(word);
      if (this.#known.size >= REMEMBERED_WORDS) this.#known.clear();
      this.#known.set(word, readings);
    }
    return readings;
  }

  #read(word: string): readonly Reading[] {
    if (!LETTERS.test(word)) return NONE;
    const out: Reading[] = [];
    if (this.inflection) {
      for (const { lemma, kind } of promptLemmas(word)) if (this.termKeys.has(lemma)) out.push({ word: lemma, kind: INFLECTION, lemma: kind });
      // Phrase-only verb readings ("got" → "get"): the walk keeps them out of one-word terms.
      for (const { lemma, kind } of phraseLemmas(word)) if (this.termKeys.has(lemma)) out.push({ word: lemma, kind: INFLECTION, lemma: kind });
    }
    // A word the trie reads as it is, or as a lemma, is not misspelled.
    if (this.spelling !== null && out.length === 0 && !this.termKeys.has(word)) {
      const corrections = this.spelling.corrections(word);
      const inPhrase = this.spelling.phraseCorrections(word).filter((c) => !corrections.includes(c));
      // The dictionary is asked only when a correction was found: most words never need it.
      if ((corrections.length > 0 || inPhrase.length > 0) && !isEnglishWord(word)) {
        for (const c of corrections) out.push({ word: c, kind: SPELLING, lemma: 0 });
        for (const c of inPhrase) out.push({ word: c, kind: SPELLING, lemma: IN_PHRASE });
      }
    }
    return out.length === 0 ? NONE : out;
  }
}
