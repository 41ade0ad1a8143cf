// The possessive slot: in a term, a possessive determiner followed by a noun ("up her skirt",
// "into his drink") stands for whoever the prompt says it of: another possessive determiner
// ("their drink") or a noun phrase of up to three words ending in 's or s' ("the creator's
// drink", "jo's skirt", "her best friend's drink", "the actors' drink"). In the trie the
// determiner is one key, SLOT_KEY, that no prompt word contains; the walk crosses it over a
// possessive span of the prompt (trie-walk.ts). "her" as an object ("tied her up") is followed by
// no noun and stays a plain word.
//
// Parts of speech come from wink-lexicon's Penn Treebank lexicon, its first (most frequent) tag:
// a word it does not know (a name, "creator") counts as a noun.

import { createRequire } from 'node:module';
import { isWordNetNoun } from './lemmas.ts';
import { wordOf, type TokenStream } from './token-stream.ts';

/** The trie key of the slot: a code no normalised word contains (they are letters and digits). */
export const SLOT_CODE = 1;
export const SLOT_KEY = String.fromCharCode(SLOT_CODE);

/** Token marks (TokenStream.possessive): the "s" after an apostrophe ("jo's"), and a word ending
 *  in s followed by an apostrophe ("actors'"). */
export const APOSTROPHE_S = 1;
export const S_APOSTROPHE = 2;

/** Words before the possessive ending a span may hold besides its owner. */
export const LONGEST_OWNER = 3;

export const POSSESSIVE_DETERMINERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'its', 'my', 'your', 'our']);

const require = createRequire(import.meta.url);
let tags: Record<string, string[] | undefined> | undefined;

/** The word's most frequent tag, or undefined when the lexicon does not know it. */
function firstTag(word: string): string | undefined {
  tags ??= require('wink-lexicon/src/lexicon.js') as Record<string, string[] | undefined>;
  return tags[word]?.[0];
}

/** Tags of the words whose 's is a contraction ("it's", "that's", "there's", "here's", "who's",
 *  "how's", "let's"): pronouns, wh-words, determiners, prepositions, adverbs and the base verb. */
const NO_OWNER = /^(?:PRP|PRP\$|WP|WP\$|WDT|WRB|EX|IN|DT|PDT|RB|CC|TO|UH|VB)$/;
const MODIFIER = /^(?:NN|NNS|NNP|NNPS|CD|JJ|JJR|JJS|VBN|VBG)$/;
const DETERMINER = /^(?:DT|PRP\$)$/;

/** Whether a possessive determiner at `i` of a term's words is a slot: a noun follows it, one
 *  WordNet lists as a noun and the lexicon does not tag first as a particle, preposition,
 *  determiner or adverb ("tied her up", "give her a drink" keep their "her"). */
export function isSlot(words: readonly string[], i: number): boolean {
  if (!POSSESSIVE_DETERMINERS.has(words[i]!) || i + 1 >= words.length) return false;
  const next = words[i + 1]!;
  const tag = firstTag(next);
  return isWordNetNoun(next) && (tag === undefined || MODIFIER.test(tag));
}

/** The term's words with each slot replaced by SLOT_KEY; null when it has none. */
export function withSlots(words: readonly string[]): string[] | null {
  let out: string[] | null = null;
  for (let i = 0; i < words.length; i++) if (isSlot(words, i)) (out ??= [...words])[i] = SLOT_KEY;
  return out;
}

/** The owner of a possessive ("jo", "creator", "actors", and names that are words too: "rose",
 *  "will"): any word but those whose 's is a contraction. */
const isOwner = (word: string): boolean => {
  const tag = firstTag(word);
  return tag === undefined || !NO_OWNER.test(tag);
};

/** Whether the word can stand before the owner in its noun phrase: a determiner in first place
 *  ("the", "her"), else a noun or an adjective ("best friend's"). */
const isModifier = (word: string, first: boolean): boolean => {
  const tag = firstTag(word);
  return tag === undefined || MODIFIER.test(tag) || (first && DETERMINER.test(tag));
};

const DETERMINER_LIST = [...POSSESSIVE_DETERMINERS];
/** Bit (length − 2) set for each length a determiner starting with that letter has ("her",
 *  "his": h has 3): most words are turned away by their first letter and length alone. */
const DETERMINER_SHAPES = new Uint8Array(128);
for (const d of DETERMINER_LIST) DETERMINER_SHAPES[d.charCodeAt(0)]! |= 1 << (d.length - 2);

/** Whether token i is a possessive determiner, compared in place: no word string is made for the
 *  prompt's other words. */
function isDeterminerAt(s: TokenStream, i: number): boolean {
  const source = s.source[i]!;
  const from = s.from[i]!;
  const len = s.to[i]! - from;
  if (len < 2 || len > 5) return false;
  const initial = source.charCodeAt(from);
  if (initial >= 128 || (DETERMINER_SHAPES[initial]! & (1 << (len - 2))) === 0) return false;
  for (const d of DETERMINER_LIST) {
    if (d.length !== len) continue;
    let k = 0;
    while (k < len && source.charCodeAt(from + k) === d.charCodeAt(k)) k++;
    if (k === len) return true;
  }
  return false;
}

/**
 * For every token, the possessive spans that begin there, as bits: bit k set when tokens
 * [i, i + k] are a possessive (a determiner alone, k = 0, or a noun phrase and its 's). Fills and
 * returns `out`; all zero when the stream has no possessive.
 */
export function possessiveSpans(s: TokenStream, out: Uint8Array): Uint8Array {
  out.fill(0, 0, s.count);
  for (let i = 0; i < s.count; i++) {
    if (isDeterminerAt(s, i)) out[i]! |= 1;
    const mark = s.possessive[i]!;
    if (mark === 0) continue;
    const owner = mark === APOSTROPHE_S ? i - 1 : i;
    if (owner < 0 || !isOwner(wordOf(s, owner))) continue;
    for (let start = owner; start >= 0 && owner - start < LONGEST_OWNER; start--) {
      if (start < owner && !isModifier(wordOf(s, start), true)) break;
      out[start]! |= 1 << (i - start);
      // Only the phrase's first word may be a determiner.
      if (start < owner && !isModifier(wordOf(s, start), false)) break;
    }
  }
  return out;
}
