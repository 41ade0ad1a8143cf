// Spelling tolerance without a per-term scan: a SymSpell deletion index. Every term word is
// stored under each string its allowance of deletions can make of it; a prompt word looks up the
// strings its own deletions make, and each term word found is confirmed with the real distance.
// The lookups depend on the prompt word's length, not on how many terms there are.
//
// The deletion strings are never built: each is known by a polynomial hash computed from the
// word's prefix hashes, so building the index and looking a word up allocate nothing but the
// table. Two strings with the same hash only make an extra candidate, which the distance rejects.

import { editDistance } from './edit-distance.ts';

export interface SpellingAllowance {
  /** Term words of at least this many letters allow one edit ... */
  oneEditFrom: number;
  /** ... and of at least this many, two. */
  twoEditsFrom: number;
}

export const allowanceFor = (length: number, a: SpellingAllowance): number =>
  length >= a.twoEditsFrom ? 2 : length >= a.oneEditFrom ? 1 : 0;

const LETTERS = /^\p{L}+$/u;
/** Term words shorter than this get no slip either ("bra" would take "bar"). */
const SLIP_FROM = 4;
/** Longer words are not indexed nor looked up (no term word is that long in practice). */
const MAX_LENGTH = 62;
const BASE = 0x01000193;
const POW = new Int32Array(MAX_LENGTH + 3);
POW[0] = 1;
for (let k = 1; k < POW.length; k++) POW[k] = Math.imul(POW[k - 1]!, BASE);

/** Prefix hashes of one word at a time (the index is used by one scan at a time). */
const prefix = new Int32Array(MAX_LENGTH + 3);

function hashPrefixes(word: string): void {
  for (let k = 0; k < word.length; k++) prefix[k + 1] = (Math.imul(prefix[k]!, BASE) + word.charCodeAt(k)) | 0;
}

/** Hash of word[a, b) from the prefix hashes. */
const part = (a: number, b: number): number => (prefix[b]! - Math.imul(prefix[a]!, POW[b - a]!)) | 0;
const join = (h: number, tail: number, tailLength: number): number => (Math.imul(h, POW[tailLength]!) + tail) | 0;
/** The hash of a string of this length: the length is mixed in so that lengths never collide. */
const keyed = (h: number, length: number): number => h ^ Math.imul(length + 1, 0x27d4eb2d);

/** Calls `visit` with the hash of every string `depth` (1 or 2) or fewer deletions make of the
 *  word whose prefixes were hashed, itself included. Repeats are possible (deleting either "l" of
 *  "ll"); callers tolerate them. */
function forEachDeletion(n: number, depth: number, visit: (h: number) => void): void {
  visit(keyed(part(0, n), n));
  for (let i = 0; i < n; i++) {
    const head = part(0, i);
    visit(keyed(join(head, part(i + 1, n), n - i - 1), n - 1));
    if (depth < 2) continue;
    for (let j = i + 1; j < n; j++) visit(keyed(join(join(head, part(i + 1, j), j - i - 1), part(j + 1, n), n - j - 1), n - 2));
  }
}

/** A multimap from deletion hash to term-word id in flat arrays: an open-addressing table of
 *  (hash, newest pair) slots, and the pairs chained newest first. No object per entry, so a large
 *  index costs the garbage collector nothing to trace and a look-up touches a few array cells. */
class DeletionTable {
  #bits: number;
  /** Slot k: hashes[k] and the newest pair for it in heads[k] (-1: empty slot). */
  #hashes: Int32Array;
  #heads: Int32Array;
  #used = 0;
  /** Pair p: the term word's id, and the previous pair with the same hash (-1 for none). */
  ids: Int32Array;
  next: Int32Array;
  #pairs = 0;

  /** Sized for about this many pairs, so that building rarely grows the arrays. */
  constructor(expected: number) {
    let bits = 10;
    while (1 << bits < expected * 2) bits++;
    this.#bits = bits;
    this.#hashes = new Int32Array(1 << bits);
    this.#heads = new Int32Array(1 << bits).fill(-1);
    this.ids = new Int32Array(Math.max(1024, expected));
    this.next = new Int32Array(Math.max(1024, expected));
  }

  /** A table with the same pairs that grows independently of this one. */
  copy(): DeletionTable {
    const to = new DeletionTable(0);
    to.#bits = this.#bits;
    to.#hashes = this.#hashes.slice();
    to.#heads = this.#heads.slice();
    to.#used = this.#used;
    to.ids = this.ids.slice();
    to.next = this.next.slice();
    to.#pairs = this.#pairs;
    return to;
  }

  #slot(h: number): number {
    const mask = (1 << this.#bits) - 1;
    let slot = Math.imul(h, 0x9e3779b1) >>> (32 - this.#bits);
    while (this.#heads[slot] !== -1 && this.#hashes[slot] !== h) slot = (slot + 1) & mask;
    return slot;
  }

  /** The newest pair for this hash, or -1; follow `next` for the others. */
  first(h: number): number {
    return this.#heads[this.#slot(h)]!;
  }

  add(h: number, id: number): void {
    let slot = this.#slot(h);
    const head = this.#heads[slot]!;
    // The deletions of one word come together: a repeat (either "l" of "ll") is the newest pair.
    if (head !== -1 && this.ids[head] === id) return;
    if (head === -1) {
      if ((this.#used + 1) * 2 > 1 << this.#bits) {
        this.#grow();
        slot = this.#slot(h);
      }
      this.#used++;
      this.#hashes[slot] = h;
    }
    if (this.#pairs === this.ids.length) {
      const ids = new Int32Array(this.ids.length * 2);
      const next = new Int32Array(this.ids.length * 2);
      ids.set(this.ids);
      next.set(this.next);
      this.ids = ids;
      this.next = next;
    }
    const pair = this.#pairs++;
    this.ids[pair] = id;
    this.next[pair] = head;
    this.#heads[slot] = pair;
  }

  #grow(): void {
    const hashes = this.#hashes;
    const heads = this.#heads;
    this.#bits++;
    this.#hashes = new Int32Array(1 << this.#bits);
    this.#heads = new Int32Array(1 << this.#bits).fill(-1);
    for (let k = 0; k < heads.length; k++) {
      if (heads[k] === -1) continue;
      const slot = this.#slot(hashes[k]!);
      this.#hashes[slot] = hashes[k]!;
      this.#heads[slot] = heads[k]!;
    }
  }
}

/** Short words of phrases get one edit inside their phrase from this many letters. */
const PHRASE_EDIT_FROM = 3;

export class SpellingIndex {
  /** Deletion hash → the ids (index in #keys) of the term words it comes from. */
  #byDeletion: DeletionTable;
  /** Words of several-word terms too short for an edit of their own (PHRASE_EDIT_FROM letters up
   *  to `oneEditFrom`), under themselves and each string one deletion makes of them. */
  #phraseShort = new Map<string, string[]>();
  /** The term words, by id. */
  #keys: string[] = [];
  /** The term words indexed, and the words skipped (too short or long, not letters). */
  #seen = new Set<string>();
  #shortest = Infinity;
  #longest = 0;

  /**
   * @param termWords the words a prompt word may be a misspelling of, within their allowance
   * @param phraseWords the words of terms of several words: inside such a term, where its other
   *   words are written exactly, a short one also takes one edit (see phraseCorrections)
   */
  constructor(termWords: Iterable<string>, readonly allowance: SpellingAllowance, phraseWords: Iterable<string> = []) {
    const words = [...termWords];
    // About 30 deletions per word: a word of ten letters has 55 within two edits, of six, 7 within one.
    this.#byDeletion = new DeletionTable(words.length * 30);
    this.#add(words);
    this.#addPhraseWords(phraseWords);
  }

  #addPhraseWords(words: Iterable<string>): void {
    const put = (variant: string, word: string): void => {
      const list = this.#phraseShort.get(variant);
      if (list === undefined) this.#phraseShort.set(variant, [word]);
      // Copied, not pushed: an extended index shares its lists with the one it came from.
      else if (!list.includes(word)) this.#phraseShort.set(variant, [...list, word]);
    };
    for (const word of words) {
      if (word.length < PHRASE_EDIT_FROM || allowanceFor(word.length, this.allowance) > 0 || !LETTERS.test(word)) continue;
      put(word, word);
      for (let i = 0; i < word.length; i++) put(word.slice(0, i) + word.slice(i + 1), word);
    }
  }

  #add(words: Iterable<string>): void {
    const table = this.#byDeletion;
    let id = 0;
    const add = (h: number): void => table.add(h, id);
    for (const key of words) {
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      const edits = allowanceFor(key.length, this.allowance);
      if (edits === 0 || key.length > MAX_LENGTH || !LETTERS.test(key)) continue;
      id = this.#keys.length;
      this.#keys.push(key);
      this.#shortest = Math.min(this.#shortest, key.length);
      this.#longest = Math.max(this.#longest, key.length);
      hashPrefixes(key);
      forEachDeletion(key.length, edits, add);
    }
  }

  /** This index with more term words, the same as one built from all of them in this order;
   *  this one is left as it is. */
  extendedWith(termWords: Iterable<string>, phraseWords: Iterable<string> = []): SpellingIndex {
    const to = new SpellingIndex([], this.allowance);
    to.#phraseShort = new Map(this.#phraseShort);
    to.#addPhraseWords(phraseWords);
    to.#byDeletion = this.#byDeletion.copy();
    to.#keys = [...this.#keys];
    to.#seen = new Set(this.#seen);
    to.#shortest = this.#shortest;
    to.#longest = this.#longest;
    to.#add(termWords);
    return to;
  }

  /** How many term words are indexed. */
  get size(): number {
    return this.#keys.length;
  }

  /** Whether a word of this length could be a misspelling of some indexed term word. */
  mayCorrect(length: number): boolean {
    return length >= this.#shortest - 2 && length <= this.#longest + 2 && length >= this.allowance.oneEditFrom - 1 && length <= MAX_LENGTH;
  }

  /** Term words too short for any edit (under `oneEditFrom` letters) that `key` is one common
   *  slip away from: a key held down too long ("nudde", "nuude") or two neighbouring letters
   *  swapped ("nued"). Short words get no other tolerance, and these two slips rarely turn one
   *  word into another. */
  #shortSlips(key: string): string[] {
    const found: string[] = [];
    const consider = (candidate: string): void => {
      if (candidate.length >= SLIP_FROM && allowanceFor(candidate.length, this.allowance) === 0 && this.#seen.has(candidate) && !found.includes(candidate)) found.push(candidate);
    };
    for (let i = 1; i < key.length; i++) {
      if (key[i] === key[i - 1]) consider(key.slice(0, i) + key.slice(i + 1));
      else consider(key.slice(0, i - 1) + key[i] + key[i - 1] + key.slice(i + 1));
    }
    return found;
  }

  /**
   * The short words of several-word terms one edit (Damerau-Levenshtein) from `key`, not equal
   * to it and not already among its corrections: "bal" for the "ball" of "ball gag". A reading
   * good only inside such a term, beside its other words written exactly (the walk sees to it):
   * the phrase says which word was meant, as a word of three to five letters alone cannot.
   */
  phraseCorrections(key: string): string[] {
    if (key.length < PHRASE_EDIT_FROM || key.length > this.allowance.oneEditFrom || !LETTERS.test(key)) return [];
    const found: string[] = [];
    const consider = (variant: string): void => {
      for (const word of this.#phraseShort.get(variant) ?? []) {
        if (word !== key && !found.includes(word) && editDistance(key, word, 1) <= 1) found.push(word);
      }
    };
    consider(key);
    for (let i = 0; i < key.length; i++) consider(key.slice(0, i) + key.slice(i + 1));
    return found;
  }

  /** The term words (as the program spells them) within their allowance of `word`, not equal to it. */
  corrections(key: string): string[] {
    if (!LETTERS.test(key)) return [];
    const slips = key.length >= SLIP_FROM && key.length <= this.allowance.oneEditFrom ? this.#shortSlips(key) : [];
    if (!this.mayCorrect(key.length)) return slips;
    const depth = key.length + 2 >= this.allowance.twoEditsFrom ? 2 : 1;
    let ids: number[] | null = null;
    hashPrefixes(key);
    const table = this.#byDeletion;
    forEachDeletion(key.length, depth, (h) => {
      for (let pair = table.first(h); pair !== -1; pair = table.next[pair]!) {
        const id = table.ids[pair]!;
        if (ids === null || !ids.includes(id)) (ids ??= []).push(id);
      }
    });
    if (ids === null) return slips;
    const found: string[] = slips;
    for (const id of ids as number[]) {
      const candidate = this.#keys[id]!;
      if (candidate === key) continue;
      const allowed = allowanceFor(candidate.length, this.allowance);
      if (editDistance(key, candidate, allowed) <= allowed) found.push(candidate);
    }
    return found;
  }
}
