// Inflected forms read as their lemma: `wink-lemmatizer` (WordNet's morphology and exception
// lists), loaded once per process on first use (about 0.6 s). No suffix rules of our own.
//
// The homonym guard, for prompt words: a plural reads only as its singular ("kids" → "kid",
// "drugs" → the noun "drug"), and a verb or adjective form reads as its lemma only when the lemma
// has at least MIN_VERB_LEMMA letters and the word is not itself a WordNet noun. So "kidding"
// stays "kidding" (not the noun "kid"), "shot" and "shooting" (nouns of their own) stay
// themselves, while "kidnapped" reads "kidnap". Term words are reduced without the noun test, so
// a term written "kidnapping" also matches "kidnapped" (see docs/policy-language.md).
//
// Inside a phrase (a term of several words, a word of a near clause or an except phrase) a word
// also reads as its verb whatever the verb's length and whether or not the word is a noun of
// its own ("got" → "get", "went" → "go", "laid" → "lay", "saw" → "see", "left" → "leave"): the
// other words of the phrase decide, so "got laid" is "get laid", while "saw" or "left" alone is
// never a form of a one-word term (phraseLemmas, PHRASE_VERB). Irregular forms come from
// WordNet's exception lists, as every other form does.
//
// Parts of speech stay apart on both sides: a plural (of a prompt word or of a term word) reads
// only as its noun, so the term "knifed" is no form of "knifes" nor the term "knifes" of
// "knifed". An -ing form that is a WordNet adjective of its own ("ravishing": stunningly
// beautiful) reads as its verb only for a term written as that verb ("ravish"), not for a term
// written in another inflection ("ravished"): a different form may mean something else.
//
// A word WordNet does not know at all, newer than it ("bodysuits", "selfies"), reads through the
// spelling dictionary's own inflection rules instead (dictionaryStems), under the same guard.

import { createRequire } from 'node:module';
import { dictionaryStems } from './english-words.ts';

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
const FIRST_VERB_FILE = 29;
const LAST_VERB_FILE = 43;
/** WordNet's adjective lexicographer files: adj.all, adj.pert and adj.ppl. */
const ADJECTIVE_FILES: ReadonlySet<number> = new Set([0, 1, 44]);

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

function isAdjective(w: WordNet, word: string): boolean {
  const index = w.words[word];
  if (index === undefined) return false;
  return (w.senses[index] ?? []).some((file) => ADJECTIVE_FILES.has(file));
}

function hasVerbSense(w: WordNet, word: string): boolean {
  const index = w.words[word];
  if (index === undefined) return false;
  return (w.senses[index] ?? []).some((file) => file >= FIRST_VERB_FILE && file <= LAST_VERB_FILE);
}

/** True when WordNet knows the word (or its singular) as a noun. */
export function isWordNetNoun(word: string): boolean {
  const w = (wordNet ??= load());
  return isNoun(w, word) || isNoun(w, w.lemmatiser.noun(word));
}

/** True when WordNet knows the word as an adjective ("golden", "juvenile", "baby"). */
export function isWordNetAdjective(word: string): boolean {
  return isAdjective((wordNet ??= load()), word);
}

/** The form WordNet lists the word under: the word itself ("sad") or the lemma it is an
 *  inflection of ("kids" → "kid"); null when WordNet does not know it. */
export function wordNetForm(word: string): string | null {
  const w = (wordNet ??= load());
  for (const form of [word, w.lemmatiser.noun(word), w.lemmatiser.verb(word), w.lemmatiser.adjective(word)]) if (w.words[form] !== undefined) return form;
  return null;
}

/** Part-of-speech tags of common words (wink-lexicon's Penn Treebank lexicon), read on first use. */
let tags: Record<string, string[] | undefined> | undefined;

/** True when the two words read as a verb and its particle ("drive by", "strap on", "break in"):
 *  the first is a WordNet verb (in any form), the second is tagged a particle (RP). */
export function isVerbAndParticle(verb: string, particle: string): boolean {
  tags ??= require('wink-lexicon/src/lexicon.js') as Record<string, string[] | undefined>;
  if (!(tags[particle] ?? []).includes('RP')) return false;
  const w = (wordNet ??= load());
  return hasVerbSense(w, verb) || hasVerbSense(w, w.lemmatiser.verb(verb));
}

/** The endings the lemmatiser's own rules remove (WordNet's morphy: nouns -s, -ses, -xes, -zes,
 *  -ves, -ches, -shes, -men, -ies; verbs -s, -ies, -es, -ed, -ing; adjectives -er, -est). A word
 *  with none of them and no irregular form has no other lemma: it is not worth asking. */
const INFLECTED_ENDING = /(?:s|men|ed|ing|er|est)$/;

/** Which reading a lemma comes from: a noun's plural, or a verb or adjective form. A term's
 *  lemma path is matched only by prompt words read the same way, so "drugs" (the plural of the
 *  noun) is not a form of the term "drugged" (the verb). OWN_ADJECTIVE: a verb form that is an
 *  adjective of its own, which reaches a term written as the lemma and no lemma path. */
export const NOUN = 1;
export const VERB = 2;
export const OWN_ADJECTIVE = 4;
/** A verb reading good only inside a phrase (the PHRASE bit with VERB): see phraseLemmas. */
export const PHRASE = 8;
export const PHRASE_VERB = VERB | PHRASE;
export type LemmaKind = typeof NOUN | typeof VERB | typeof OWN_ADJECTIVE | typeof PHRASE_VERB;

export interface Lemma {
  lemma: string;
  kind: LemmaKind;
}

const NO_LEMMAS: readonly Lemma[] = Object.freeze([]);

const worthAsking = (w: WordNet, word: string): boolean => INFLECTED_ENDING.test(word) || w.irregular.some((list) => list[word] !== undefined);

/** The verb or adjective lemma of a word, when it is long enough to be trusted. */
function verbLemma(w: WordNet, word: string): string | null {
  for (const lemma of [w.lemmatiser.verb(word), w.lemmatiser.adjective(word)]) {
    if (lemma !== word && lemma.length >= MIN_VERB_LEMMA) return lemma;
  }
  return null;
}

/** The lemmas a prompt word also reads as (never the word itself), with the homonym guard: a
 *  plural of a noun ("drugs") reads only as that noun, and a noun of its own ("shooting") only
 *  as its plural. */
export function promptLemmas(word: string): readonly Lemma[] {
  const w = (wordNet ??= load());
  if (!worthAsking(w, word)) return NO_LEMMAS;
  const noun = w.lemmatiser.noun(word);
  if (noun !== word) return [{ lemma: noun, kind: NOUN }];
  if (isNoun(w, word)) return NO_LEMMAS;
  const verb = verbLemma(w, word);
  if (verb === null) return w.words[word] === undefined ? dictionaryLemmas(word) : NO_LEMMAS;
  // Only a present participle: as an adjective it says the effect on an onlooker and has often
  // drifted from the verb ("ravishing", "stunning", "striking"); a past participle adjective is
  // the state the verb leaves ("tortured", "stripped"), the verb's own sense.
  return [{ lemma: verb, kind: word.endsWith('ing') && isAdjective(w, word) ? OWN_ADJECTIVE : VERB }];
}

/** The lemma a term word is also indexed under, as a noun and as a verb or adjective (null for
 *  none or the word itself). A plural is indexed as its noun only, as a prompt's plural reads. */
export function termLemmas(word: string): { noun: string | null; verb: string | null } {
  const w = (wordNet ??= load());
  if (!worthAsking(w, word)) return { noun: null, verb: null };
  const noun = w.lemmatiser.noun(word);
  if (noun !== word) return { noun, verb: null };
  const verb = verbLemma(w, word);
  if (verb !== null || w.words[word] !== undefined) return { noun: null, verb };
  const [lemma] = dictionaryLemmas(word);
  return lemma === undefined ? { noun: null, verb: null } : lemma.kind === NOUN ? { noun: lemma.lemma, verb: null } : { noun: null, verb: lemma.lemma };
}

/**
 * A word WordNet does not know at all ("bodysuits", "selfies": words newer than it) reads as the
 * stem the spelling dictionary makes it from by its own inflection rules, with the same guard: a
 * plural as its noun, a past or -ing form as its verb. The stem must have MIN_VERB_LEMMA letters
 * whatever its part of speech: short stems are where homonyms are ("ups" in "push-ups" is no "up").
 */
function dictionaryLemmas(word: string): readonly Lemma[] {
  const out: Lemma[] = [];
  for (const { stem, inflection } of dictionaryStems(word)) {
    if (stem.length < MIN_VERB_LEMMA) continue;
    out.push({ lemma: stem, kind: inflection === 'plural' ? NOUN : VERB });
  }
  return out.length === 0 ? NO_LEMMAS : out;
}

/** The verb a word is a form of, of any length, when WordNet has that verb (null for none). */
function anyVerb(w: WordNet, word: string): string | null {
  if (!worthAsking(w, word)) return null;
  const verb = w.lemmatiser.verb(word);
  // WordNet's verb exceptions name their lemma outright ("went" → "go"); the word list leaves
  // out a few of the commonest verbs ("go", "do"), so it is asked only for regular forms.
  if (verb === word) return null;
  return w.irregular[1]![word] === verb || hasVerbSense(w, verb) ? verb : null;
}

/** The readings a prompt word has only inside a phrase, beyond promptLemmas: its verb when the
 *  homonym guard keeps it from promptLemmas (a verb shorter than MIN_VERB_LEMMA, an irregular
 *  form that is a noun of its own, a plural of a short verb: "got", "saw", "goes"). The walk
 *  uses them only in a term's match of two or more prompt words, or in a near clause or an
 *  exception. */
export function phraseLemmas(word: string): readonly Lemma[] {
  const w = (wordNet ??= load());
  const verb = anyVerb(w, word);
  if (verb === null || promptLemmas(word).some((l) => l.lemma === verb && l.kind !== NOUN)) return NO_LEMMAS;
  // A word that is a noun of its own reads as a verb only through WordNet's irregular forms
  // ("saw", "left", "lay"): a regular one ("shooting", "filming") keeps its noun sense.
  if (isNoun(w, word) && w.irregular[1]![word] !== verb) return NO_LEMMAS;
  // A plural stays its noun ("handcuffs" is no form of "handcuffing"), except before a verb too
  // short for promptLemmas ("goes", "gets"), which has no other reading.
  if (w.lemmatiser.noun(word) !== word && verb.length >= MIN_VERB_LEMMA) return NO_LEMMAS;
  return [{ lemma: verb, kind: PHRASE_VERB }];
}

/** The verb lemma a word of a phrase is also indexed under when termLemmas gives none: a verb
 *  of any length ("got" → "get", "laid" → "lay"); null for none. */
export function phraseTermVerb(word: string): string | null {
  const w = (wordNet ??= load());
  const lemmas = termLemmas(word);
  if (lemmas.verb !== null || lemmas.noun !== null) return null;
  return anyVerb(w, word);
}
