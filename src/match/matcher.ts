// One pass over the prompt, whatever the number of terms: a character-level trie of the terms'
// words built once per program (automaton.ts). From each token the scan follows the token's
// characters (l read as i, see match-key.ts), reporting stems on the way and exact terms at the
// end of the word, then crosses the word break into the next token while the trie goes on. The
// cost per token depends on how far the trie agrees with the text, not on how many terms there are.
//
// Besides its own spelling, a token is also read as its lemmas and as the term words it is a
// misspelling of (readings.ts), at most one misspelled word per match. Terms are also put in the
// trie with their words reduced to lemmas. Exceptions and the parts of near clauses are patterns
// in the same trie; what they found is combined after the walk (exceptions.ts, near.ts).

import { AutomatonBuilder, FLAG_BITS, follow, HAS_BREAK, HAS_ENDS, HAS_STEMS, WORD_BREAK, type Automaton } from './automaton.ts';
import { categoryKey, MaskedSpans } from './exceptions.ts';
import { termLemmas } from './lemmas.ts';
import { matchKey } from './match-key.ts';
import { nearMatch, type NearClauseMatches } from './near.ts';
import { normalise, readTokens } from './normalise.ts';
import { INFLECTION, SPELLING, WordReader, type Reading } from './readings.ts';
import { SpellingIndex } from './spelling-index.ts';
import { buildText } from './text-builder.ts';
import { newTokenStream, streamOf, wordOf, type TokenStream } from './token-stream.ts';
import type { MatchingSettings } from '../program/types.ts';
import type { MatchEntry, Matcher, MatcherOptions, MatchHow, NormalisedText, TermMatch, TermSpec, TextScan, Token } from './types.ts';

const L = 108;
const I = 105;

/** The word sequences a term matches: as written, and (for several words) written together. */
function spellings(words: string[]): string[][] {
  const asWritten = words.map(matchKey);
  if (words.length < 2) return [asWritten];
  const together = normalise(words.join('')).tokens.map((t) => matchKey(t.word));
  const same = together.length === asWritten.length && together.every((w, i) => w === asWritten[i]);
  return same || together.length === 0 ? [asWritten] : [asWritten, together];
}

/** The term with its words reduced to their (first) lemma, or null when none has one. A stem's
 *  last word is a prefix, not a word: it keeps its spelling. */
function lemmaWords(words: string[], stem: boolean): string[] | null {
  let changed = false;
  const reduced = words.map((w, i) => {
    if (stem && i === words.length - 1) return w;
    const lemma = termLemmas(w)[0];
    if (lemma === undefined) return w;
    changed = true;
    return lemma;
  });
  return changed ? reduced : null;
}

const TERM = 0;
const NEAR_PART = 1;
const EXCEPT = 2;

/** What the trie looks for: a term, a part of a near clause or an exception phrase. */
interface Pattern {
  spec: TermSpec;
  role: typeof TERM | typeof NEAR_PART | typeof EXCEPT;
  /** The entry (TERM), the clause (NEAR_PART) or the exception (EXCEPT). */
  owner: number;
  /** NEAR_PART: which side of the clause. */
  left: boolean;
}

// A trie id is pattern * 2 + 1 for the path of the pattern's lemmas, pattern * 2 for its spelling.
const LEMMA_PATH = 1;

/** No token contains the word break, so a word that does can never match: leave it out. */
const matchable = (keys: string[]): boolean => keys.every((k) => !k.includes(String.fromCharCode(WORD_BREAK)));

interface Found {
  /** The pattern. */
  index: number;
  first: number;
  last: number;
  /** 0 exact, INFLECTION or SPELLING: the loosest reading the walk used. */
  kind: number;
}

/** Walks the trie over the tokens of one text, collecting (entry, first token, last token). */
class Scan {
  found: Found[] | null = null;
  /** Where the current walk's finds begin: a repeat can only come from the same first token. */
  walkStart = 0;
  s: TokenStream = EMPTY_STREAM;
  /** Readings of each token of the stream beyond its own words (undefined: none). */
  readings: Array<readonly Reading[] | undefined> = [];
  /** The loosest reading used on the current path, and whether a word on it was respelled. */
  kind = 0;
  spelled = false;
  constructor(
    readonly a: Automaton,
    readonly roles: Uint8Array,
    readonly reader: WordReader | null,
  ) {}

  emit(list: number[], first: number, last: number): void {
    const found = (this.found ??= []);
    for (const id of list) {
      const index = id >>> 1;
      // The lemma path of a term stands for its inflected forms, not for the bare lemma: a term
      // written "minors" matches "minors" and, through the prompt's readings, other inflections,
      // but not "minor" (the lemma) written plainly. An exception masks generously: "kid gloves"
      // also masks "kid glove".
      if ((id & LEMMA_PATH) !== 0 && this.kind === 0 && this.roles[index] !== EXCEPT) continue;
      const kind = this.kind;
      // An exception is an exact phrase: a respelled word never completes one.
      if (kind === SPELLING && this.roles[index] === EXCEPT) continue;
      let seen: Found | undefined;
      for (let f = this.walkStart; f < found.length && seen === undefined; f++) if (found[f]!.index === index && found[f]!.last === last) seen = found[f];
      if (seen === undefined) found.push({ index, first, last, kind });
      else if (kind < seen.kind) seen.kind = kind;
    }
  }

  /** Every reading of the token at `at`, from `ref` (the start of a word: state and flags). */
  walk(ref: number, first: number, at: number): void {
    const s = this.s;
    if (at >= s.count) return;
    this.step(ref, first, s.source[at]!, s.from[at]!, s.to[at]!, at);
    this.walkReadings(ref, first, at);
    const alts = s.alts[at];
    if (alts === undefined) return;
    const last = at + s.altTokens[at]! - 1;
    for (const alt of alts) this.step(ref, first, alt, 0, alt.length, last);
  }

  /** The readings of the token at `at` (lemmas, corrections), after its own words. */
  walkReadings(ref: number, first: number, at: number): void {
    const readings = this.readings[at];
    if (readings === undefined) return;
    for (const r of readings) {
      if (r.kind === SPELLING && this.spelled) continue; // one misspelled word per match
      const { kind, spelled } = this;
      this.kind = Math.max(kind, r.kind);
      this.spelled = spelled || r.kind === SPELLING;
      this.step(ref, first, r.word, 0, r.word.length, at);
      this.kind = kind;
      this.spelled = spelled;
    }
  }

  /** Follows one word, text[from, to), that covers tokens up to `last`. */
  step(ref: number, first: number, text: string, from: number, to: number, last: number): void {
    const a = this.a;
    if ((ref & HAS_STEMS) !== 0) this.emit(a.stems.get(ref >>> FLAG_BITS)!, first, last);
    for (let k = from; k < to; k++) {
      const code = text.charCodeAt(k);
      ref = follow(a, ref >>> FLAG_BITS, code === L ? I : code);
      if (ref < 0) return;
      if ((ref & HAS_STEMS) !== 0) this.emit(a.stems.get(ref >>> FLAG_BITS)!, first, last);
    }
    if ((ref & HAS_ENDS) !== 0) this.emit(a.ends.get(ref >>> FLAG_BITS)!, first, last);
    if ((ref & HAS_BREAK) !== 0) this.walk(follow(a, ref >>> FLAG_BITS, WORD_BREAK), first, last + 1);
  }

  /** False when following word[from, to) from the root (which has no flags) passes no stem and
   *  ends neither a term nor a word that goes on to another: the walk would find nothing. */
  #mayFind(word: string, from: number, to: number): boolean {
    const a = this.a;
    let ref = a.root;
    for (let k = from; k < to; k++) {
      const code = word.charCodeAt(k);
      ref = follow(a, ref >>> FLAG_BITS, code === L ? I : code);
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
    const { source, from, to, alts } = s;
    const readings = this.#readAll(s);
    for (let i = 0; i < s.count; i++) {
      // Most tokens of an innocent prompt begin no term, or leave the trie inside the word without
      // passing a stem: follow the word here, and walk properly (with its finds and the following
      // words) only from a token that could find something.
      if (root === 0 && alts[i] === undefined && readings[i] === undefined && !this.#mayFind(source[i]!, from[i]!, to[i]!)) continue;
      this.walkStart = this.#count();
      this.walk(root, i, i);
    }
    const found = this.found as Found[] | null;
    this.found = null;
    this.s = EMPTY_STREAM;
    return found;
  }

  /** Fills `readings` for every token of the stream. */
  #readAll(s: TokenStream): Array<readonly Reading[] | undefined> {
    const readings = this.readings;
    readings.length = s.count;
    const reader = this.reader;
    for (let i = 0; i < s.count; i++) {
      if (reader === null) {
        readings[i] = undefined;
        continue;
      }
      const r = reader.readingsOf(wordOf(s, i));
      readings[i] = r.length === 0 ? undefined : r;
    }
    return readings;
  }
}

const EMPTY_STREAM = newTokenStream(1);
// Scratch streams shared by every matcher: a scan runs to the end before the next one starts.
const tokenScratch = newTokenStream();
const textScratch = newTokenStream();
const NO_MATCHES: readonly TermMatch[] = Object.freeze([]);

/** The scan of a text the gate did not need normalised: built on demand, only when asked. */
class UnmatchedText implements TextScan {
  readonly matches: TermMatch[] = NO_MATCHES as TermMatch[];
  #text: NormalisedText | undefined;
  constructor(readonly input: string) {}
  get text(): NormalisedText {
    return (this.#text ??= normalise(this.input));
  }
}

/** The options a program's reading settings give: its spelling allowance, and inflections on. */
export const readingOptions = (settings: MatchingSettings): MatcherOptions => ({
  spelling: { oneEditFrom: settings.spelling.oneEditFrom, twoEditsFrom: settings.spelling.twoEditsFrom },
  inflection: true,
});

/** The patterns the trie looks for, in entry, clause, exception order. */
function patternsOf(entries: MatchEntry[], options: MatcherOptions): Pattern[] {
  const patterns: Pattern[] = entries.map((spec, owner) => ({ spec, role: TERM, owner, left: false }));
  (options.near ?? []).forEach((clause, owner) => {
    for (const spec of clause.left) patterns.push({ spec, role: NEAR_PART, owner, left: true });
    for (const spec of clause.right) patterns.push({ spec, role: NEAR_PART, owner, left: false });
  });
  (options.except ?? []).forEach((e, owner) => patterns.push({ spec: e.phrase, role: EXCEPT, owner, left: false }));
  return patterns;
}

/** A matcher for these entries; without options it reads exact words only (as the checker
 *  compares terms), the gate passes the program's options (see readingOptions). */
export function buildMatcher(entries: MatchEntry[], options: MatcherOptions = {}): Matcher {
  const patterns = patternsOf(entries, options);
  const near = options.near ?? [];
  const except = options.except ?? [];
  const inflection = options.inflection === true;
  const builder = new AutomatonBuilder();
  const roles = new Uint8Array(patterns.length);
  /** Every word the trie can read whole, by matchKey; and the words spelling may correct to. */
  const termKeys = new Set<string>();
  const fuzzyWords = new Set<string>();
  patterns.forEach((p, index) => {
    roles[index] = p.role;
    const { words, stem } = p.spec;
    if (words.length === 0) return;
    const paths: Array<[string[], number]> = spellings(words).map((keys) => [keys, 0]);
    const lemmas = inflection ? lemmaWords(words, stem) : null;
    if (lemmas !== null) for (const keys of spellings(lemmas)) paths.push([keys, LEMMA_PATH]);
    for (const [keys, path] of paths) {
      if (!matchable(keys)) continue;
      builder.add(keys, stem, index * 2 + path);
      for (const key of keys) termKeys.add(key);
    }
    // Exceptions are exact phrases, and a stem already reaches every word it begins: neither is
    // a target for a correction ("mocktail" is no misspelling of "cocktail*").
    if (p.role === EXCEPT) return;
    const whole = stem ? words.slice(0, -1) : words;
    for (const w of [...whole, ...(lemmas === null ? [] : stem ? lemmas.slice(0, -1) : lemmas)]) fuzzyWords.add(w);
  });
  const spelling = options.spelling ? new SpellingIndex(fuzzyWords, options.spelling) : null;
  const reader = spelling !== null || inflection ? new WordReader(termKeys, spelling, inflection) : null;
  const walker = new Scan(builder.build(), roles, reader);

  const how = (f: Found, tokens: Token[]): MatchHow => {
    if (f.kind === 0) return { kind: 'exact' };
    const written = tokens.slice(f.first, f.last + 1).map((t) => t.word).join(' ');
    return f.kind === SPELLING ? { kind: 'spelling', written } : { kind: 'inflection', written };
  };

  function matchesOf(found: Found[], tokens: Token[]): TermMatch[] {
    const masked = new MaskedSpans();
    for (const f of found) {
      const p = patterns[f.index]!;
      if (p.role === EXCEPT) masked.add(categoryKey(except[p.owner]!.rule, except[p.owner]!.category), f.first, f.last);
    }
    const matches: Array<{ match: TermMatch; index: number }> = [];
    const clauses = new Map<number, NearClauseMatches>();
    for (const f of found) {
      const p = patterns[f.index]!;
      if (p.role === EXCEPT) continue;
      const owner = p.role === TERM ? entries[p.owner]! : near[p.owner]!;
      if (masked.masks(categoryKey(owner.rule, owner.category), f.first, f.last)) continue;
      const span = { firstToken: f.first, lastToken: f.last, start: tokens[f.first]!.start, end: tokens[f.last]!.end };
      if (p.role === TERM) {
        matches.push({ match: { entry: entries[p.owner]!, how: how(f, tokens), ...span }, index: p.owner });
        continue;
      }
      let clause = clauses.get(p.owner);
      if (clause === undefined) {
        const c = near[p.owner]!;
        clauses.set(p.owner, (clause = { entry: { rule: c.rule, category: c.category }, within: c.within, left: [], right: [] }));
      }
      (p.left ? clause.left : clause.right).push({ term: p.spec.term, ...span });
    }
    for (const [owner, clause] of clauses) {
      const specOf = (term: string) => near[owner]!.left.find((t) => t.term === term)!;
      const m = nearMatch(clause, specOf);
      // Near matches sort after the terms (entries.length + clause): terms are the plainer evidence.
      if (m !== null) matches.push({ match: m, index: entries.length + owner });
    }
    matches.sort((x, y) => x.match.start - y.match.start || y.match.end - x.match.end || x.index - y.index);
    return matches.map((m) => m.match);
  }

  function scan(input: NormalisedText): TermMatch[] {
    const found = walker.run(streamOf(input.tokens, tokenScratch));
    return found === null ? [] : matchesOf(found, input.tokens);
  }

  function scanText(input: string): TextScan {
    const found = walker.run(readTokens(input, textScratch));
    if (found === null) return new UnmatchedText(input);
    // A find: now the words are needed (offsets, the trace), read from the same stream.
    const text = buildText(textScratch);
    const matches = matchesOf(found, text.tokens);
    // Everything found may have been masked by an exception, or be half a near clause.
    return matches.length === 0 ? new UnmatchedText(input) : { text, matches };
  }

  return { scan, scanText };
}
