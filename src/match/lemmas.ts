// Inflected forms read as their lemma: `wink-lemmatizer` (WordNet's morphology and exception
// lists), loaded once per process on first use (about 0.6 s). No suffix rules of our own.
//
// The homonym guard, for prompt words: a plural reads as its singular ("kids" → "kid"), but a
// verb or adjective form reads as its lemma only when the lemma has at least MIN_VERB_LEMMA
// letters and the word is not itself a WordNet noun. So "kidding" stays "kidding" (not the noun
// "kid"), "shot" and "shooting" (nouns of their own) stay themselves, while "kidnapped" reads
// "kidnap". Term words are reduced without the noun test, so a term written "kidnapping" also
// matches "kidnapped" (see docs/policy-language.md, Terms and matching).

import { createRequire } from 'node:module';

interface Lemmatiser {
  noun(word: string): string;
  verb(word: string): string;
  adjective(word: string): string;
}

interface WordNet {
  lemmatiser: Lemmatiser;
  /** WordNet's irregular forms (noun, verb, adjective exception lists): form → lemma. */
  irregular: Array<Record<string, string | undefined>>;
  /** Base forms → index into senses. */
  words: Record<string, number | undefined>;
  /** Lexicographer file numbers of each base form's senses (3–28 are noun files). */
  senses: number[][];
}

export const MIN_VERB_LEMMA = 4;
const FIRST_NOUN_FILE = 3;
const LAST_NOUN_FILE = 28;

const require = createRequire(import.meta.url);
let wordNet: WordNet | undefined;

function load(): WordNet {
  return {
    lemmatiser: require('wink-lemmatizer') as Lemmatiser,
    irregular: ['noun', 'verb', 'adjective'].map((pos) => require(`wink-lexicon/src/wn-${pos}-exceptions.js`) as Record<string, string | undefined>),
    words: require('wink-lexicon/src/wn-words.js') as WordNet['words'],
    senses: require('wink-lexicon/src/wn-word-senses.js') as WordNet['senses'],
  };
}

/** Loads the lemmatiser now rather than at the first word (the benchmark times this). */
export function loadLemmatiser(): void {
  wordNet ??= load();
}

function isNoun(w: WordNet, word: string): boolean {
  const index = w.words[word];
  if (index === undefined) return false;
  return (w.senses[index] ?? []).some((file) => file >= FIRST_NOUN_FILE && file <= LAST_NOUN_FILE);
}

const add = (out: string[], word: string, lemma: string): void => {
  if (lemma !== word && lemma.length > 0 && !out.includes(lemma)) out.push(lemma);
};

/** The endings the lemmatiser's own rules remove (WordNet's morphy: nouns -s, -ses, -xes, -zes,
 *  -ves, -ches, -shes, -men, -ies; verbs -s, -ies, -es, -ed, -ing; adjectives -er, -est). A word
 *  with none of them and no irregular form has no other lemma: it is not worth asking. */
const INFLECTED_ENDING = /(?:s|men|ed|ing|er|est)$/;

const NO_LEMMAS: readonly string[] = Object.freeze([]);

/** The lemmas a prompt word also reads as (never the word itself), with the homonym guard. */
export function promptLemmas(word: string): readonly string[] {
  const w = (wordNet ??= load());
  if (!INFLECTED_ENDING.test(word) && !w.irregular.some((list) => list[word] !== undefined)) return NO_LEMMAS;
  const out: string[] = [];
  add(out, word, w.lemmatiser.noun(word));
  if (isNoun(w, word)) return out;
  for (const lemma of [w.lemmatiser.verb(word), w.lemmatiser.adjective(word)]) {
    if (lemma.length >= MIN_VERB_LEMMA) add(out, word, lemma);
  }
  return out;
}

/** The lemmas a term word is also indexed under (never the word itself). */
export function termLemmas(word: string): readonly string[] {
  const w = (wordNet ??= load());
  if (!INFLECTED_ENDING.test(word) && !w.irregular.some((list) => list[word] !== undefined)) return NO_LEMMAS;
  const out: string[] = [];
  add(out, word, w.lemmatiser.noun(word));
  for (const lemma of [w.lemmatiser.verb(word), w.lemmatiser.adjective(word)]) {
    if (lemma.length >= MIN_VERB_LEMMA) add(out, word, lemma);
  }
  return out;
}
