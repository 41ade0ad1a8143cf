// The terms as one character-level trie in flat typed arrays: a term's words (compared by
// matchKey, so l is stored as i) are spelled out character by character, with WORD_BREAK between
// words. A state can end exact terms (the whole word was read) and stems (any word starting here).
// Following a character is a lookup in a sorted run of edges, so walking a token costs its length,
// allocates nothing, and does not depend on how many terms there are.

/** Separates words on a path; no token contains it. */
export const WORD_BREAK = 0;
export const ROOT = 0;

export interface Automaton {
  /** Edges of state s are edgeCode/edgeTarget[edgeStart[s], edgeStart[s + 1]), sorted by code. */
  edgeStart: Int32Array;
  edgeCode: Uint16Array;
  edgeTarget: Int32Array;
  /** Root edges for ASCII codes, -1 for none (every token starts at the root). */
  rootAscii: Int32Array;
  /** Entries whose last word is exactly the path to this state. */
  ends: Map<number, number[]>;
  /** Entries whose last word is a stem spelled by the path to this state. */
  stems: Map<number, number[]>;
  /** Bit 1: the state has stems; bit 2: it ends exact terms. */
  flags: Uint8Array;
}

export const HAS_STEMS = 1;
export const HAS_ENDS = 2;

/** The state after `code` from `state`, or -1. */
export function follow(a: Automaton, state: number, code: number): number {
  if (state === ROOT && code < 128) return a.rootAscii[code]!;
  let lo = a.edgeStart[state]!;
  let hi = a.edgeStart[state + 1]!;
  const codes = a.edgeCode;
  while (hi - lo > 8) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid + 1;
  }
  for (; lo < hi; lo++) if (codes[lo] === code) return a.edgeTarget[lo]!;
  return -1;
}

/** Collects terms as paths, then lays the edges out flat. */
export class AutomatonBuilder {
  #states = 1;
  /** state * 65536 + code → target, while building. */
  #edges = new Map<number, number>();
  #ends = new Map<number, number[]>();
  #stems = new Map<number, number[]>();

  /** Adds an entry spelled by these word keys; `stem` makes the last word a stem. */
  add(keys: readonly string[], stem: boolean, entry: number): void {
    let state = ROOT;
    keys.forEach((key, i) => {
      if (i > 0) state = this.#step(state, WORD_BREAK);
      for (let k = 0; k < key.length; k++) state = this.#step(state, key.charCodeAt(k));
    });
    const lists = stem ? this.#stems : this.#ends;
    const list = lists.get(state) ?? [];
    if (!list.includes(entry)) list.push(entry);
    lists.set(state, list);
  }

  #step(state: number, code: number): number {
    const key = state * 65536 + code;
    let target = this.#edges.get(key);
    if (target === undefined) this.#edges.set(key, (target = this.#states++));
    return target;
  }

  build(): Automaton {
    const states = this.#states;
    const edgeStart = new Int32Array(states + 1);
    for (const key of this.#edges.keys()) edgeStart[Math.floor(key / 65536) + 1]!++;
    for (let s = 0; s < states; s++) edgeStart[s + 1]! += edgeStart[s]!;
    const edgeCode = new Uint16Array(this.#edges.size);
    const edgeTarget = new Int32Array(this.#edges.size);
    const cursor = edgeStart.slice(0, states);
    for (const [key, target] of this.#edges) {
      const state = Math.floor(key / 65536);
      // Insertion into the state's run, kept sorted by code (runs are short).
      let at = cursor[state]!++;
      const code = key % 65536;
      while (at > edgeStart[state]! && edgeCode[at - 1]! > code) {
        edgeCode[at] = edgeCode[at - 1]!;
        edgeTarget[at] = edgeTarget[at - 1]!;
        at--;
      }
      edgeCode[at] = code;
      edgeTarget[at] = target;
    }
    const flags = new Uint8Array(states);
    for (const s of this.#stems.keys()) flags[s]! |= HAS_STEMS;
    for (const s of this.#ends.keys()) flags[s]! |= HAS_ENDS;
    const rootAscii = new Int32Array(128).fill(-1);
    for (let e = edgeStart[ROOT]!; e < edgeStart[ROOT + 1]!; e++) if (edgeCode[e]! < 128) rootAscii[edgeCode[e]!] = edgeTarget[e]!;
    return { edgeStart, edgeCode, edgeTarget, rootAscii, ends: this.#ends, stems: this.#stems, flags };
  }
}
