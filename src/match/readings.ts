// The other readings of a prompt word that the matcher tries besides the word itself: its lemmas
// (an inflected form of a term word) and the term words it is a misspelling of. Worked out once
// per distinct word and matcher, then remembered (a prompt's vocabulary repeats across requests):
// the answer depends only on the word and on the matcher's terms.

import { isEnglishWord } from './english-words.ts';
import { PHRASE, phraseLemmas, promptLemmas, type LemmaKind } from './lemmas.ts';
import { otherPronouns } from './pronouns.ts';
import type { SpellingIndex } from './spelling-index.ts';

export const INFLECTION = 1;
export const SPELLING = 2;

/** A correction good only inside a term of several words (SpellingIndex.phraseCorrections), in
 *  the same bit set as the lemma kinds. */
export const IN_PHRASE = 16;

export interface Reading {
  word: string;
  kind: typeof INFLECTION | typeof SPELLING;
  /** For an inflection: read as a noun's plural or as a verb or adjective form, or PHRASE for
   *  a pronoun read as "her", "she" or "herself" (pronouns.ts); for spelling, 0 or IN_PHRASE. */
  lemma: LemmaKind | typeof PHRASE | 0 | typeof IN_PHRASE;
}

/** Distinct words remembered per matcher; the memory is emptied when it is full. */
export const REMEMBERED_WORDS = 5_000;
/** The shortest term word that is itself respelled inside a phrase (see #read). */
const OWN_RESPELLED_MIN = 5;
const NONE: readonly Reading[] = Object.freeze([]);
const LETTERS = /^\p{L}+$/u;
/** At most this many words a masked word may stand for ("s*x": "sex", "six", "sax" if all were terms). */
const MASKED_READINGS = 16;

/** Whether `b` is `a` with two neighbouring letters swapped. */
function isSwapOf(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Whether `b` is `a` with letters replaced, not swapped: the same length, not one swap. */
const replacesLetters = (a: string, b: string): boolean => a.length === b.length && !isSwapOf(a, b);

/** Whether swapping two neighbouring letters of `word` makes a correctly spelled English word.
 *  Of the two slips that keep a word's length, a swap is likelier than a wrong letter: a
 *  misspelled word one swap from an English word ("castel", "castle") reads as that word, not as
 *  a term a replaced letter away ("cartel"). A term that is itself the swap ("nued" for "nude"),
 *  or a letter dropped or added away ("carte" for "cartel"), still reads. */
function swapsToEnglish(word: string): boolean {
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    if (isEnglishWord(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))) return true;
  }
  return false;
}

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

  /** First letter → the term keys that begin with it, for filling in masked words (built on the
   *  first one met: most matchers never meet one). */
  #byInitial: Map<string, string[]> | null = null;

  /**
   * The term words a masked word ("s*x", "r*ped", "p**n": letters with asterisks between them,
   * see normalise.ts) stands for: each term key that fills its stars in, one letter a star, as
   * written ("s*x" is "sex") or as an inflected form of it that the lemmatiser reads back to it
   * ("str*ngled" is "strangled", a form of "strangle"). Read as a misspelling: one such word per
   * match.
   */
  maskedReadingsOf(masked: string): readonly Reading[] {
    return this.#remembered(masked, (w) => this.#fill(w));
  }

  /** The readings of a word (a masked word has a star, so the two never share a key), worked
   *  out by `read` the first time. */
  #remembered(word: string, read: (word: string) => readonly Reading[]): readonly Reading[] {
    let readings = this.#known.get(word);
    if (readings === undefined) {
      readings = read(word);
      if (this.#known.size >= REMEMBERED_WORDS) this.#known.clear();
      this.#known.set(word, readings);
    }
    return readings;
  }

  #fill(masked: string): readonly Reading[] {
    if (this.#byInitial === null) {
      this.#byInitial = new Map();
      for (const key of this.termKeys) {
        const list = this.#byInitial.get(key[0]!);
        if (list === undefined) this.#byInitial.set(key[0]!, [key]);
        else list.push(key);
      }
    }
    const lastStar = masked.lastIndexOf('*');
    const out: Reading[] = [];
    for (const key of this.#byInitial.get(masked[0]!) ?? []) {
      // The key covers every star, and the prompt shows its letters up to the last one, which an
      // inflection may change ("smoke", "sm*king").
      if (key.length <= lastStar || key.length > masked.length || !LETTERS.test(key)) continue;
      let shown = true;
      for (let k = 0; k < key.length - 1 && shown; k++) shown = masked[k] === '*' || masked[k] === key[k];
      if (!shown) continue;
      let word = '';
      for (let k = 0; k < masked.length; k++) word += masked[k] === '*' ? key[k] : masked[k];
      if (word === key) out.push({ word: key, kind: SPELLING, lemma: 0 });
      else if (this.inflection) for (const { lemma, kind } of promptLemmas(word)) if (lemma === key) out.push({ word: key, kind: SPELLING, lemma: kind });
      if (out.length >= MASKED_READINGS) break;
    }
    return out.length === 0 ? NONE : out;
  }

  readingsOf(word: string): readonly Reading[] {
    return this.#remembered(word, (w) => this.#read(w));
  }

  #read(word: string): readonly Reading[] {
    if (!LETTERS.test(word)) return NONE;
    const out: Reading[] = [];
    if (this.inflection) {
      for (const { lemma, kind } of promptLemmas(word)) if (this.termKeys.has(lemma)) out.push({ word: lemma, kind: INFLECTION, lemma: kind });
      // Phrase-only verb readings ("got" → "get"): the walk keeps them out of one-word terms.
      for (const { lemma, kind } of phraseLemmas(word)) if (this.termKeys.has(lemma)) out.push({ word: lemma, kind: INFLECTION, lemma: kind });
      // A gender-neutral pronoun also reads as "her", "she" or "herself" ("them" as "her"),
      // inside a phrase only (pronouns.ts).
      for (const pronoun of otherPronouns(word)) if (this.termKeys.has(pronoun)) out.push({ word: pronoun, kind: INFLECTION, lemma: PHRASE });
    }
    // A word the trie reads as it is, or as a lemma, is not misspelled, unless English does not
    // have it: a misspelling a term writes out ("hiden camera") is still a slip of the English
    // word it misspells, so that "hiden camra" reads as "hidden camera" too. Such a word is
    // corrected only to English words, and only inside a phrase: alone it may be a word of its own
    // that English spells otherwise ("bralette" is no "branlette", "counsellor" no "councillor"),
    // and slang or names among the term words would otherwise read as each other.
    // Only a word of OWN_RESPELLED_MIN letters or more: a shorter term word English lacks is
    // mostly slang, an abbreviation or a name ("milf", "ddlg", "pov"), not a slip, and a dozen
    // English words sit one edit from it: respelling it would add readings, not matches.
    const own = this.termKeys.has(word);
    if (own && word.length < OWN_RESPELLED_MIN) return out.length === 0 ? NONE : out;
    // The dictionary is asked first only about a term word; any other word is asked only when a
    // correction was found: most words never need it.
    let english = own ? isEnglishWord(word) : undefined;
    if (this.spelling !== null && out.length === 0 && english !== true) {
      const corrections = this.spelling.corrections(word);
      const inPhrase = this.spelling.phraseCorrections(word).filter((c) => !corrections.includes(c));
      if ((corrections.length > 0 || inPhrase.length > 0) && !(english ??= isEnglishWord(word))) {
        // The dictionary is asked about the swaps only when a correction replaces letters.
        const swaps = [...corrections, ...inPhrase].some((c) => replacesLetters(word, c)) && swapsToEnglish(word);
        const keeps = (c: string): boolean => (!swaps || !replacesLetters(word, c)) && (!own || isEnglishWord(c));
        for (const c of corrections) if (keeps(c) && c !== word) out.push({ word: c, kind: SPELLING, lemma: own ? IN_PHRASE : 0 });
        for (const c of inPhrase) if (keeps(c) && c !== word) out.push({ word: c, kind: SPELLING, lemma: IN_PHRASE });
      }
    }
    return out.length === 0 ? NONE : out;
  }
}
