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
  /** By state: the entries whose last word is exactly the path to it. */
  ends: ReadonlyArray<number[] | undefined>;
  /** By state: the entries whose last word is a stem spelled by the path to it. */
  stems: ReadonlyArray<number[] | undefined>;
  /** Bit c set when some edge is labelled with code c, for the codes below 32 (the word break
   *  and other markers no text contains), so a walk can tell whether a marker is used at all. */
  markers: number;
}

/** Slot of (state, code): a multiplicative hash, top bits. */
const slotOf = (state: number, code: number, shift: number): number =>
  (Math.imul(state, 0x9e3779b1) ^ Math.imul(code + 1, 0x85ebca6b)) >>> shift;

/** The state (with flags) after `code` from `state` (a plain state number), or -1. */
export function follow(a: Automaton, state: number, code: number): number {
  if (state === ROOT && code < 128) return a.rootAscii[code]!;
  return lookUp(a.table, a.shift, a.mask, state, code);
}

/** follow() in the table itself. */
function lookUp(table: Int32Array, shift: number, mask: number, state: number, code: number): number {
  for (let slot = slotOf(state, code, shift); ; slot = (slot + 1) & mask) {
    const at = slot * 3;
    const s = table[at]!;
    if (s === state && table[at + 1] === code) return table[at + 2]!;
    if (s === -1) return -1;
  }
}

/** Collects terms as paths, straight into the table that the walk reads. A slot's target always
 *  carries the target state's flags: a trie state has one incoming edge, whose slot is kept
 *  (parentSlot), so a flag set later is written there at once. build() then has nothing to go
 *  over, and a copy of a large trie (every creator's matcher starts from the platform's) costs
 *  a few array copies. The table grows (and is re-laid out) to stay at most half full, so that
 *  a miss usually stops at the first empty slot. Edges are never kept in a Map: its keys (state
 *  and code together) would be heap numbers, hashed slowly. */
export class AutomatonBuilder {
  #states = 1;
  #edges = 0;
  #bits = 3;
  #table = new Int32Array((1 << 3) * 3).fill(-1);
  /** By state: the slot of its incoming edge (-1 for the root), and its flags. */
  #parentSlot = new Int32Array(8).fill(-1);
  #flags = new Uint8Array(8);
  #ends: Array<number[] | undefined> = [undefined];
  #stems: Array<number[] | undefined> = [undefined];
  #markers = 0;
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
    to.#parentSlot = this.#parentSlot.slice();
    to.#flags = this.#flags.slice();
    to.#ends = this.#ends.slice();
    to.#stems = this.#stems.slice();
    to.#markers = this.#markers;
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
    const list = lists[state];
    if (list === undefined) {
      lists[state] = [entry];
      this.#own?.add(stem ? -1 - state : state);
      this.#flag(state, stem ? HAS_STEMS : HAS_ENDS);
    } else if (!list.includes(entry)) {
      const key = stem ? -1 - state : state;
      if (this.#own === null || this.#own.has(key)) list.push(entry);
      else {
        lists[state] = [...list, entry];
        this.#own.add(key);
      }
    }
  }

  /** Sets a flag of `state`, where the state is kept and on the target of its incoming edge. */
  #flag(state: number, flag: number): void {
    if ((this.#flags[state]! & flag) !== 0) return;
    this.#flags[state]! |= flag;
    const slot = this.#parentSlot[state]!;
    if (slot >= 0) this.#table[slot * 3 + 2]! |= flag;
  }

  #step(state: number, code: number): number {
    const table = this.#table;
    const mask = (1 << this.#bits) - 1;
    let slot = slotOf(state, code, 32 - this.#bits);
    for (; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const s = table[at]!;
      if (s === -1) break;
      if (s === state && table[at + 1] === code) return table[at + 2]! >>> FLAG_BITS;
    }
    const target = this.#states++;
    if (target === this.#flags.length) {
      const parentSlot = new Int32Array(target * 2).fill(-1);
      parentSlot.set(this.#parentSlot);
      this.#parentSlot = parentSlot;
      const flags = new Uint8Array(target * 2);
      flags.set(this.#flags);
      this.#flags = flags;
    }
    this.#ends.push(undefined);
    this.#stems.push(undefined);
    if (code < 32) this.#markers |= 1 << code;
    this.#edges++;
    if (this.#edges * 2 > 1 << this.#bits) {
      this.#grow();
      this.#put(state, code, target << FLAG_BITS);
    } else {
      table[slot * 3] = state;
      table[slot * 3 + 1] = code;
      table[slot * 3 + 2] = target << FLAG_BITS;
      this.#parentSlot[target] = slot;
    }
    if (code === WORD_BREAK) this.#flag(state, HAS_BREAK);
    return target;
  }

  /** Puts an edge whose target carries its flags in the first free slot from its hash. */
  #put(state: number, code: number, flaggedTarget: number): void {
    const table = this.#table;
    const mask = (1 << this.#bits) - 1;
    let slot = slotOf(state, code, 32 - this.#bits);
    while (table[slot * 3] !== -1) slot = (slot + 1) & mask;
    table[slot * 3] = state;
    table[slot * 3 + 1] = code;
    table[slot * 3 + 2] = flaggedTarget;
    this.#parentSlot[flaggedTarget >>> FLAG_BITS] = slot;
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
    const shift = 32 - this.#bits;
    const mask = (1 << this.#bits) - 1;
    const rootAscii = new Int32Array(128);
    for (let code = 0; code < 128; code++) rootAscii[code] = lookUp(table, shift, mask, ROOT, code);
    return { table, shift, mask, root: (ROOT << FLAG_BITS) | this.#flags[ROOT]!, rootAscii, ends: this.#ends, stems: this.#stems, markers: this.#markers };
  }
}
