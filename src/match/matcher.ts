// One pass over the prompt, whatever the number of terms: a character-level trie of the terms'
// words built once per program (automaton.ts). From each token the scan follows the token's
// characters (l read as i, see match-key.ts), reporting stems on the way and exact terms at the
// end of the word, then crosses the word break into the next token while the trie goes on. The
// cost per token depends on how far the trie agrees with the text, not on how many terms there are,
// and nothing is allocated unless a term matches.

import { AutomatonBuilder, FLAG_BITS, follow, HAS_BREAK, HAS_ENDS, HAS_STEMS, WORD_BREAK, type Automaton } from './automaton.ts';
import { matchKey } from './match-key.ts';
import { normalise, readTokens } from './normalise.ts';
import { buildText } from './text-builder.ts';
import { newTokenStream, streamOf, type TokenStream } from './token-stream.ts';
import type { MatchEntry, Matcher, NormalisedText, TermMatch, TextScan, Token } from './types.ts';

const L = 108;
const I = 105;

/** The word sequences an entry matches: as written, and (for several words) written together. */
function spellings(entry: MatchEntry): string[][] {
  const asWritten = entry.words.map(matchKey);
  if (entry.words.length < 2) return [asWritten];
  const together = normalise(entry.words.join('')).tokens.map((t) => matchKey(t.word));
  const same = together.length === asWritten.length && together.every((w, i) => w === asWritten[i]);
  return same || together.length === 0 ? [asWritten] : [asWritten, together];
}

/** No token contains the word break, so a word that does can never match: leave it out. */
const matchable = (keys: string[]): boolean => keys.every((k) => !k.includes(String.fromCharCode(WORD_BREAK)));

interface Found {
  index: number;
  first: number;
  last: number;
}

/** Walks the trie over the tokens of one text, collecting (entry, first token, last token). */
class Scan {
  found: Found[] | null = null;
  /** Where the current walk's finds begin: a repeat can only come from the same first token. */
  walkStart = 0;
  s: TokenStream = EMPTY_STREAM;
  constructor(readonly a: Automaton) {}

  emit(list: number[], first: number, last: number): void {
    const found = (this.found ??= []);
    for (const index of list) {
      let seen = false;
      for (let f = this.walkStart; f < found.length && !seen; f++) seen = found[f]!.index === index && found[f]!.last === last;
      if (!seen) found.push({ index, first, last });
    }
  }

  /** Every reading of the token at `at`, from `ref` (the start of a word: state and flags). */
  walk(ref: number, first: number, at: number): void {
    const s = this.s;
    if (at >= s.count) return;
    this.step(ref, first, s.source[at]!, s.from[at]!, s.to[at]!, at);
    const alts = s.alts[at];
    if (alts === undefined) return;
    const last = at + s.altTokens[at]! - 1;
    for (const alt of alts) this.step(ref, first, alt, 0, alt.length, last);
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
    for (let i = 0; i < s.count; i++) {
      // Most tokens of an innocent prompt begin no term, or leave the trie inside the word without
      // passing a stem: follow the word here, and walk properly (with its finds and the following
      // words) only from a token that could find something.
      if (root === 0 && alts[i] === undefined && !this.#mayFind(source[i]!, from[i]!, to[i]!)) continue;
      this.walkStart = this.#count();
      this.walk(root, i, i);
    }
    const found = this.found as Found[] | null;
    this.found = null;
    this.s = EMPTY_STREAM;
    return found;
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

export function buildMatcher(entries: MatchEntry[]): Matcher {
  const builder = new AutomatonBuilder();
  entries.forEach((entry, index) => {
    if (entry.words.length === 0) return;
    for (const keys of spellings(entry)) if (matchable(keys)) builder.add(keys, entry.stem, index);
  });
  const walker = new Scan(builder.build());

  function matchesOf(found: Found[], tokens: Token[]): TermMatch[] {
    const matches = found.map(({ index, first, last }) => ({
      match: { entry: entries[index]!, how: { kind: 'exact' as const }, firstToken: first, lastToken: last, start: tokens[first]!.start, end: tokens[last]!.end },
      index,
    }));
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
    // A match: now the words are needed (offsets, the trace), read from the same stream.
    const text = buildText(textScratch);
    return { text, matches: matchesOf(found, text.tokens) };
  }

  return { scan, scanText };
}
