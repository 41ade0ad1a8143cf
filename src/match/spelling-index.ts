// Spelling tolerance without a per-term scan: a SymSpell deletion index. Every term word is
// stored under each string its allowance of deletions can make of it; a prompt word looks up the
// strings its own deletions make, and each term word found is confirmed with the real distance.
// The lookups depend on the prompt word's length, not on how many terms there are.

import { editDistance } from './edit-distance.ts';
import { matchKey } from './match-key.ts';

export interface SpellingAllowance {
  /** Term words of at least this many letters allow one edit ... */
  oneEditFrom: number;
  /** ... and of at least this many, two. */
  twoEditsFrom: number;
}

export const allowanceFor = (length: number, a: SpellingAllowance): number =>
  length >= a.twoEditsFrom ? 2 : length >= a.oneEditFrom ? 1 : 0;

const LETTERS = /^\p{L}+$/u;

/** Adds every string `depth` or fewer deletions make of `word` (itself included). */
function deletions(word: string, depth: number, out: Set<string>): Set<string> {
  out.add(word);
  if (depth === 0 || word.length <= 1) return out;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(shorter)) deletions(shorter, depth - 1, out);
  }
  return out;
}

export class SpellingIndex {
  /** A deletion string → the keys (see matchKey) of the term words it comes from. */
  readonly #byDeletion = new Map<string, string[]>();
  /** Key → the term word as the program spells it. */
  readonly #words = new Map<string, string>();
  readonly #shortest: number;
  readonly #longest: number;

  constructor(termWords: Iterable<string>, readonly allowance: SpellingAllowance) {
    let shortest = Infinity;
    let longest = 0;
    for (const word of termWords) {
      const key = matchKey(word);
      const edits = allowanceFor(key.length, allowance);
      if (edits === 0 || !LETTERS.test(key) || this.#words.has(key)) continue;
      this.#words.set(key, word);
      shortest = Math.min(shortest, key.length);
      longest = Math.max(longest, key.length);
      for (const d of deletions(key, edits, new Set())) {
        const list = this.#byDeletion.get(d);
        if (list === undefined) this.#byDeletion.set(d, [key]);
        else list.push(key);
      }
    }
    this.#shortest = shortest;
    this.#longest = longest;
  }

  /** How many term words are indexed. */
  get size(): number {
    return this.#words.size;
  }

  /** Whether a word of this length could be a misspelling of some indexed term word. */
  mayCorrect(length: number): boolean {
    return length >= this.#shortest - 2 && length <= this.#longest + 2 && length >= this.allowance.oneEditFrom - 1;
  }

  /** The term words (as the program spells them) within their allowance of `word`, not equal to it. */
  corrections(word: string): string[] {
    const key = matchKey(word);
    if (!this.mayCorrect(key.length) || !LETTERS.test(key)) return [];
    const depth = key.length + 2 >= this.allowance.twoEditsFrom ? 2 : 1;
    const found: string[] = [];
    for (const d of deletions(key, depth, new Set())) {
      const list = this.#byDeletion.get(d);
      if (list === undefined) continue;
      for (const candidate of list) {
        if (candidate === key) continue;
        const word = this.#words.get(candidate)!;
        if (found.includes(word)) continue;
        const allowed = allowanceFor(candidate.length, this.allowance);
        if (editDistance(key, candidate, allowed) <= allowed) found.push(word);
      }
    }
    return found;
  }
}
