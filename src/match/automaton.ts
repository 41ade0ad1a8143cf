// The terms as one character-level trie: a term's words are spelled out character by character, with WORD_BREAK between words. A state can end exact
// terms (the whole word was read) and stems (any word starting with the path so far). The edges
// live in one open-addressing hash table in a flat Int32Array, so following a character is about
// one probe: walking a token costs its length, allocates nothing, and does not depend on how many
// terms there are.

/** Separates words on a path; no token contains it. */
export const WORD_BREAK = 0;
export const ROOT = 0;

export const HAS_STEMS = 1;
export const HAS_ENDS = 2;
export const HAS_BREAK = 4;
/** A state as the walk carries it: state << FLAG_BITS | its flags, so no second lookup is needed. */
export const FLAG_BITS = 3;

export interface Automaton {
  /** Slots of three: state (-1 for an empty slot), code, target (with its flags, see FLAG_BITS). */
  table: Int32Array;
  /** 32 − log2(slot count), for the hash's top bits. */
  shift: number;
  /** Slot count − 1. */
  mask: number;
  /** The root with its flags. */
  root: number;
  /** Root edges for ASCII codes (with flags), -1 for none (every token starts at the root). */
  rootAscii: Int32Array;
  /** Entries whose last word is exactly the path to this state. */
  ends: Map<number, number[]>;
  /** Entries whose last word is a stem spelled by the path to this state. */
  stems: Map<number, number[]>;
}

/** Slot of (state, code): a multiplicative hash, top bits. */
const slotOf = (state: number, code: number, shift: number): number =>
  (Math.imul(state, 0x9e3779b1) ^ Math.imul(code + 1, 0x85ebca6b)) >>> shift;

/** The state (with flags) after `code` from `state` (a plain state number), or -1. */
export function follow(a: Automaton, state: number, code: number): number {
  if (state === ROOT && code < 128) return a.rootAscii[code]!;
  const table = a.table;
  const mask = a.mask;
  for (let slot = slotOf(state, code, a.shift); ; slot = (slot + 1) & mask) {
    const at = slot * 3;
    const s = table[at]!;
    if (s === state && table[at + 1] === code) return table[at + 2]!;
    if (s === -1) return -1;
  }
}

/** Collects terms as paths, straight into the table that the walk reads: while building, a slot's
 *  target is the plain state; build() adds the flags. The table grows (and is re-laid out) to stay
 *  at most half full, so that a miss usually stops at the first empty slot. Edges are never kept
 *  in a Map: its keys (state and code together) would be heap numbers, hashed slowly. */
export class AutomatonBuilder {
  #states = 1;
  #edges = 0;
  #bits = 3;
  #table = new Int32Array((1 << 3) * 3).fill(-1);
  #ends = new Map<number, number[]>();
  #stems = new Map<number, number[]>();
  #built = false;

  /** End lists this builder may change in place; the others are shared with the builder it was
   *  copied from, and copied before their first change. */
  #own: Set<number> | null = null;

  /** A builder with the same paths that goes on independently (this one is left as it is). */
  copy(): AutomatonBuilder {
    if (this.#built) throw new Error('the automaton is already built');
    const to = new AutomatonBuilder();
    to.#states = this.#states;
    to.#edges = this.#edges;
    to.#bits = this.#bits;
    to.#table = this.#table.slice();
    to.#ends = new Map(this.#ends);
    to.#stems = new Map(this.#stems);
    to.#own = new Set();
    // This builder's lists are now shared too.
    this.#own = new Set();
    return to;
  }

  /** Adds an entry spelled by these word keys; `stem` makes the last word a stem. */
  add(keys: readonly string[], stem: boolean, entry: number): void {
    if (this.#built) throw new Error('the automaton is already built');
    let state = ROOT;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (i > 0) state = this.#step(state, WORD_BREAK);
      for (let k = 0; k < key.length; k++) state = this.#step(state, key.charCodeAt(k));
    }
    const lists = stem ? this.#stems : this.#ends;
    const list = lists.get(state);
    if (list === undefined) {
      lists.set(state, [entry]);
      this.#own?.add(stem ? -1 - state : state);
    } else if (!list.includes(entry)) {
      const key = stem ? -1 - state : state;
      if (this.#own === null || this.#own.has(key)) list.push(entry);
      else {
        lists.set(state, [...list, entry]);
        this.#own.add(key);
      }
    }
  }

  #step(state: number, code: number): number {
    const table = this.#table;
    const mask = (1 << this.#bits) - 1;
    let slot = slotOf(state, code, 32 - this.#bits);
    for (; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const s = table[at]!;
      if (s === -1) break;
      if (s === state && table[at + 1] === code) return table[at + 2]!;
    }
    const target = this.#states++;
    this.#edges++;
    if (this.#edges * 2 > 1 << this.#bits) {
      this.#grow();
      this.#put(state, code, target);
    } else {
      table[slot * 3] = state;
      table[slot * 3 + 1] = code;
      table[slot * 3 + 2] = target;
    }
    return target;
  }

  #put(state: number, code: number, target: number): void {
    const table = this.#table;
    const mask = (1 << this.#bits) - 1;
    let slot = slotOf(state, code, 32 - this.#bits);
    while (table[slot * 3] !== -1) slot = (slot + 1) & mask;
    table[slot * 3] = state;
    table[slot * 3 + 1] = code;
    table[slot * 3 + 2] = target;
  }

  #grow(): void {
    const old = this.#table;
    this.#bits++;
    this.#table = new Int32Array((1 << this.#bits) * 3).fill(-1);
    for (let at = 0; at < old.length; at += 3) if (old[at] !== -1) this.#put(old[at]!, old[at + 1]!, old[at + 2]!);
  }

  build(): Automaton {
    this.#built = true;
    const table = this.#table;
    const rootAscii = new Int32Array(128).fill(-1);
    const flags = new Uint8Array(this.#states);
    for (const s of this.#stems.keys()) flags[s]! |= HAS_STEMS;
    for (const s of this.#ends.keys()) flags[s]! |= HAS_ENDS;
    for (let at = 0; at < table.length; at += 3) if (table[at] !== -1 && table[at + 1] === WORD_BREAK) flags[table[at]!]! |= HAS_BREAK;
    for (let at = 0; at < table.length; at += 3) {
      const state = table[at]!;
      if (state === -1) continue;
      const code = table[at + 1]!;
      const target = (table[at + 2]! << FLAG_BITS) | flags[table[at + 2]!]!;
      table[at + 2] = target;
      if (state === ROOT && code < 128) rootAscii[code] = target;
    }
    const bits = this.#bits;
    return { table, shift: 32 - bits, mask: (1 << bits) - 1, root: (ROOT << FLAG_BITS) | flags[ROOT]!, rootAscii, ends: this.#ends, stems: this.#stems };
  }
}
