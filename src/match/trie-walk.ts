// The walk of the terms' trie over one text's tokens (see matcher.ts for the whole picture):
// from each token, its own word, its normalisation alternatives and its readings (lemmas,
// corrections) are followed through the trie, crossing word breaks into the next tokens, and
// every pattern reached is recorded with the loosest reading the path used. In a word read from a
// look-alike of i or l ("sku11", see Token.lookalike) each i is followed as i and as l; a word
// written in letters is followed as written.

import { FLAG_BITS, follow, HAS_BREAK, HAS_ENDS, HAS_STEMS, WORD_BREAK, type Automaton } from './automaton.ts';
import { PHRASE } from './lemmas.ts';
import { isMaskedWord } from './normalise.ts';
import { possessiveSpans, SLOT_CODE } from './possessives.ts';
import { IN_PHRASE, INFLECTION, SPELLING, type Reading, type WordReader } from './readings.ts';
import { SUBJECT_PRONOUNS, subjectStarts } from './subject.ts';
import { newTokenStream, spells, wordOf, type TokenStream } from './token-stream.ts';

const L = 108;
const I = 105;

/** Slots of the memory of words lately read (a power of two). */
const RECENT_BITS = 12;

/** Roles of the patterns in the trie: a term, a part of a near clause, an exception phrase. */
export const TERM = 0;
export const NEAR_PART = 1;
export const EXCEPT = 2;

// A trie id is pattern * 4 + path: 0 for the pattern as written, NOUN (1) or VERB (2) for its
// words reduced to their noun or verb lemmas (see lemmas.ts).
export const PATH_BITS = 2;

export interface Found {
  /** The pattern. */
  index: number;
  first: number;
  last: number;
  /** 0 exact, INFLECTION or SPELLING: the loosest reading the walk used. */
  kind: number;
  /** Whether the path crossed a possessive slot (possessives.ts) or read "the creator" as a
   *  pronoun (subject.ts): the evidence then quotes the prompt's words. */
  slot: boolean;
}

/** Walks the trie over the tokens of one text, collecting (entry, first token, last token). */
export class Scan {
  found: Found[] | null = null;
  /** Where the current walk's finds begin: a repeat can only come from the same first token. */
  walkStart = 0;
  s: TokenStream = EMPTY_STREAM;
  /** Readings of each token of the stream beyond its own words (undefined: none). */
  readings: Array<readonly Reading[] | undefined> = [];
  /** The loosest reading used on the current path, and whether a word on it was respelled. */
  kind = 0;
  spelled = false;
  /** The kinds of lemma readings used on the current path (NOUN | VERB | OWN_ADJECTIVE | PHRASE bits). */
  lemmas = 0;
  /** Whether the current path crossed a possessive slot. */
  slotted = false;
  /** The possessive spans beginning at each token (see possessiveSpans), when the trie has a slot. */
  spans: Uint8Array = new Uint8Array(256);
  /** 1 when following the token's own word from the root may find something (see #mayFind). */
  mayFind: Uint8Array = new Uint8Array(256);
  /** 1 at each token that begins "the creator" (subject.ts); `subject` says whether any does. */
  subjects: Uint8Array = new Uint8Array(256);
  subject = false;
  readonly hasSlot: boolean;
  // What is known of a word of the folded text lately read: its readings and whether it may find
  // something from the root. Both depend only on the word (and this scan's trie and reader), and
  // a prompt's words repeat across requests, so a word already met costs a hash of its letters
  // and one comparison: no string, no Map lookup, no walk. Direct-mapped: a word that lands in a
  // taken slot replaces the one there.
  readonly #recentWords: Array<string | undefined> = new Array<string | undefined>(1 << RECENT_BITS).fill(undefined);
  readonly #recentReadings: Array<readonly Reading[] | undefined> = new Array<readonly Reading[] | undefined>(1 << RECENT_BITS).fill(undefined);
  readonly #recentFinds = new Uint8Array(1 << RECENT_BITS);
  constructor(
    readonly a: Automaton,
    readonly roles: Uint8Array,
    readonly reader: WordReader | null,
  ) {
    this.hasSlot = (a.markers & (1 << SLOT_CODE)) !== 0;
  }

  emit(list: number[], first: number, last: number): void {
    const found = (this.found ??= []);
    for (const id of list) {
      const index = id >>> PATH_BITS;
      const path = id & ((1 << PATH_BITS) - 1);
      // The lemma path of a term stands for its inflected forms, not for the bare lemma: a term
      // written "minors" matches "minors" and, through the prompt's readings, other inflections,
      // but not "minor" (the lemma) written plainly. An exception masks generously: "kid gloves"
      // also masks "kid glove".
      // A lemma path needs a word read as a lemma of the same kind (a noun's plural for a noun
      // path), so that "drugs" is no form of "drugged".
      if (path !== 0 && (this.lemmas & path) === 0 && this.roles[index] !== EXCEPT) continue;
      // A phrase-only reading ("saw" as "see") needs the term's other words in the prompt: it
      // never makes a term of one prompt word ("handcuffs" is not "hand cuffed" written together).
      if ((this.lemmas & PHRASE) !== 0 && this.roles[index] === TERM && last === first) continue;
      // A correction good only in a phrase (a short word one edit off) needs the other words of
      // the pattern: it never makes a match of one prompt word, whatever the pattern's role.
      if ((this.lemmas & IN_PHRASE) !== 0 && last === first) continue;
      const kind = path === 0 ? this.kind : Math.max(this.kind, INFLECTION);
      let seen: Found | undefined;
      for (let f = this.walkStart; f < found.length && seen === undefined; f++) if (found[f]!.index === index && found[f]!.last === last) seen = found[f];
      if (seen === undefined) found.push({ index, first, last, kind, slot: this.slotted });
      else if (kind < seen.kind || (kind === seen.kind && seen.slot && !this.slotted)) {
        seen.kind = kind;
        seen.slot = this.slotted;
      }
    }
  }

  /** Every reading of the token at `at`, from `ref` (the start of a word: state and flags). */
  walk(ref: number, first: number, at: number): void {
    const s = this.s;
    if (at >= s.count) return;
    const lookalike = s.lookalike[at] === 1;
    if (this.hasSlot && this.spans[at] !== 0) this.walkSlot(ref, first, at);
    if (this.subject && this.subjects[at] === 1) this.walkSubject(ref, first, at);
    this.step(ref, first, s.source[at]!, s.from[at]!, s.to[at]!, at, lookalike);
    this.walkReadings(ref, first, at, lookalike);
    const alts = s.alts[at];
    if (alts === undefined) return;
    const last = at + s.altTokens[at]! - 1;
    for (const alt of alts) {
      // A masked word ("s*x") is followed as the term words it may stand for.
      if (isMaskedWord(alt)) {
        if (this.reader !== null) this.walkReadingList(ref, first, this.reader.maskedReadingsOf(alt), last, lookalike);
      } else this.step(ref, first, alt, 0, alt.length, last, lookalike);
    }
  }

  /** Crosses a possessive slot of the trie over each possessive span that begins at `at`, then
   *  goes on with the word after it. A slot is never a term's last word (see isSlot). */
  walkSlot(ref: number, first: number, at: number): void {
    const a = this.a;
    const slot = follow(a, ref >>> FLAG_BITS, SLOT_CODE);
    if (slot < 0 || (slot & HAS_BREAK) === 0) return;
    const next = follow(a, slot >>> FLAG_BITS, WORD_BREAK);
    const slotted = this.slotted;
    this.slotted = true;
    for (let k = 0, bits = this.spans[at]!; bits !== 0; k++, bits >>= 1) if ((bits & 1) !== 0) this.walk(next, first, at + k + 1);
    this.slotted = slotted;
  }

  /** Follows "the creator", tokens at and at + 1, as each pronoun it stands for (subject.ts). Like
   *  a slot, the path then quotes the prompt's words in its evidence. */
  walkSubject(ref: number, first: number, at: number): void {
    const slotted = this.slotted;
    this.slotted = true;
    for (const pronoun of SUBJECT_PRONOUNS) this.step(ref, first, pronoun, 0, pronoun.length, at + 1, false);
    this.slotted = slotted;
  }

  /** The readings of the token at `at` (lemmas, corrections), after its own words. */
  walkReadings(ref: number, first: number, at: number, lookalike: boolean): void {
    const readings = this.readings[at];
    if (readings !== undefined) this.walkReadingList(ref, first, readings, at, lookalike);
  }

  /** Follows each reading as the word that ends at token `last`. */
  walkReadingList(ref: number, first: number, readings: readonly Reading[], last: number, lookalike: boolean): void {
    for (const r of readings) {
      if (r.kind === SPELLING && this.spelled) continue; // one misspelled word per match
      const { kind, spelled, lemmas } = this;
      this.kind = Math.max(kind, r.kind);
      this.spelled = spelled || r.kind === SPELLING;
      this.lemmas = lemmas | r.lemma;
      this.step(ref, first, r.word, 0, r.word.length, last, lookalike);
      this.kind = kind;
      this.spelled = spelled;
      this.lemmas = lemmas;
    }
  }

  /** Follows one word, text[from, to), that covers tokens up to `last`. */
  step(ref: number, first: number, text: string, from: number, to: number, last: number, lookalike: boolean): void {
    if ((ref & HAS_STEMS) !== 0) this.emit(this.a.stems[ref >>> FLAG_BITS]!, first, last);
    this.rest(ref, first, text, from, to, last, lookalike);
  }

  /** Follows text[k, to) from `ref`, the state after text[from, k) (its stems already reported). */
  rest(ref: number, first: number, text: string, k: number, to: number, last: number, lookalike: boolean): void {
    const a = this.a;
    for (; k < to; k++) {
      const code = text.charCodeAt(k);
      if (lookalike && code === I) {
        const asL = follow(a, ref >>> FLAG_BITS, L);
        if (asL >= 0) {
          if ((asL & HAS_STEMS) !== 0) this.emit(a.stems[asL >>> FLAG_BITS]!, first, last);
          this.rest(asL, first, text, k + 1, to, last, lookalike);
        }
      }
      ref = follow(a, ref >>> FLAG_BITS, code);
      if (ref < 0) return;
      if ((ref & HAS_STEMS) !== 0) this.emit(a.stems[ref >>> FLAG_BITS]!, first, last);
    }
    if ((ref & HAS_ENDS) !== 0) this.emit(a.ends[ref >>> FLAG_BITS]!, first, last);
    if ((ref & HAS_BREAK) !== 0) this.walk(follow(a, ref >>> FLAG_BITS, WORD_BREAK), first, last + 1);
  }

  /** False when following word[from, to) from the root (which has no flags) passes no stem and
   *  ends neither a term nor a word that goes on to another: the walk would find nothing. */
  #mayFind(word: string, from: number, to: number): boolean {
    const a = this.a;
    let ref = a.root;
    for (let k = from; k < to; k++) {
      const code = word.charCodeAt(k);
      ref = follow(a, ref >>> FLAG_BITS, code);
      if (ref < 0) return false;
      if ((ref & HAS_STEMS) !== 0) return true;
    }
    return (ref & (HAS_ENDS | HAS_BREAK)) !== 0;
  }

  #count(): number {
    return this.found === null ? 0 : this.found.length;
  }

  /** Walks from every token of the stream; the finds, or null for none. Leaves the scan ready for reuse. */
  run(s: TokenStream): Found[] | null {
    this.s = s;
    this.found = null;
    const a = this.a;
    const root = a.root;
    const { alts, lookalike } = s;
    const readings = this.#readAll(s);
    const mayFind = this.mayFind;
    if (this.hasSlot) {
      if (this.spans.length < s.count) this.spans = new Uint8Array(s.count * 2);
      possessiveSpans(s, this.spans);
    }
    const spans = this.spans;
    if (this.subjects.length < s.count) this.subjects = new Uint8Array(s.count * 2);
    this.subject = subjectStarts(s, this.subjects);
    const subjects = this.subjects;
    const rootSlot = this.hasSlot && follow(a, a.root >>> FLAG_BITS, SLOT_CODE) >= 0;
    for (let i = 0; i < s.count; i++) {
      // Most tokens of an innocent prompt begin no term, or leave the trie inside the word without
      // passing a stem: follow the word here, and walk properly (with its finds and the following
      // words) only from a token that could find something.
      if (root === 0 && alts[i] === undefined && readings[i] === undefined && lookalike[i] === 0 && !(rootSlot && spans[i] !== 0) && subjects[i] === 0 && mayFind[i] === 0) continue;
      this.walkStart = this.#count();
      this.walk(root, i, i);
    }
    const found = this.found as Found[] | null;
    this.found = null;
    this.s = EMPTY_STREAM;
    return found;
  }

  /** Fills `readings` and `mayFind` for every token of the stream. */
  #readAll(s: TokenStream): Array<readonly Reading[] | undefined> {
    const readings = this.readings;
    readings.length = s.count;
    if (this.mayFind.length < s.count) this.mayFind = new Uint8Array(s.count * 2);
    const mayFind = this.mayFind;
    const folded = s.folded;
    for (let i = 0; i < s.count; i++) {
      if (s.sliced[i] === 1) {
        const slot = this.#recall(folded, s.from[i]!, s.to[i]!);
        readings[i] = this.#recentReadings[slot];
        mayFind[i] = this.#recentFinds[slot]!;
      } else {
        const word = wordOf(s, i);
        readings[i] = this.#readingsOf(word);
        mayFind[i] = this.#mayFind(word, 0, word.length) ? 1 : 0;
      }
    }
    return readings;
  }

  /** The readings of a word beyond itself, undefined for none. */
  #readingsOf(word: string): readonly Reading[] | undefined {
    if (this.reader === null) return undefined;
    const r = this.reader.readingsOf(word);
    return r.length === 0 ? undefined : r;
  }

  /** The memory slot that holds text[from, to), filled first if it held another word. */
  #recall(text: string, from: number, to: number): number {
    let hash = 0x811c9dc5;
    for (let k = from; k < to; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 0x01000193);
    const slot = hash >>> (32 - RECENT_BITS);
    const known = this.#recentWords[slot];
    if (known !== undefined && known.length === to - from && spells(known, text, from)) return slot;
    const word = text.slice(from, to);
    this.#recentWords[slot] = word;
    this.#recentReadings[slot] = this.#readingsOf(word);
    this.#recentFinds[slot] = this.#mayFind(word, 0, word.length) ? 1 : 0;
    return slot;
  }
}

const EMPTY_STREAM = newTokenStream(1);
