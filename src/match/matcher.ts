// One pass over the prompt, whatever the number of terms: a character-level trie of the terms'
// words built once per program (automaton.ts). From each token the scan follows the token's
// characters (l read as i, see match-key.ts), reporting stems on the way and exact terms at the
// end of the word, then crosses the word break into the next token while the trie goes on. The
// cost per token depends on how far the trie agrees with the text, not on how many terms there are,
// and nothing is allocated unless a term matches.

import { AutomatonBuilder, FLAG_BITS, follow, HAS_BREAK, HAS_ENDS, HAS_STEMS, WORD_BREAK, type Automaton } from './automaton.ts';
import { matchKey } from './match-key.ts';
import { normalise } from './normalise.ts';
import type { MatchEntry, Matcher, NormalisedText, TermMatch, Token } from './types.ts';

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

/** Walks the trie over the tokens of one prompt, collecting (entry, first token, last token). */
class Scan {
  found: Found[] | null = null;
  /** Where the current walk's finds begin: a repeat can only come from the same first token. */
  walkStart = 0;
  constructor(readonly a: Automaton, readonly tokens: Token[]) {}

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
    const token = this.tokens[at];
    if (token === undefined) return;
    this.step(ref, first, token.word, at);
    if (token.alts === undefined) return;
    const last = at + (token.altTokens ?? 1) - 1;
    for (const alt of token.alts) this.step(ref, first, alt, last);
  }

  /** Follows one word that covers tokens up to `last`. */
  step(ref: number, first: number, word: string, last: number): void {
    const a = this.a;
    if ((ref & HAS_STEMS) !== 0) this.emit(a.stems.get(ref >>> FLAG_BITS)!, first, last);
    for (let k = 0; k < word.length; k++) {
      const code = word.charCodeAt(k);
      ref = follow(a, ref >>> FLAG_BITS, code === L ? I : code);
      if (ref < 0) return;
      if ((ref & HAS_STEMS) !== 0) this.emit(a.stems.get(ref >>> FLAG_BITS)!, first, last);
    }
    if ((ref & HAS_ENDS) !== 0) this.emit(a.ends.get(ref >>> FLAG_BITS)!, first, last);
    if ((ref & HAS_BREAK) !== 0) this.walk(follow(a, ref >>> FLAG_BITS, WORD_BREAK), first, last + 1);
  }
}

export function buildMatcher(entries: MatchEntry[]): Matcher {
  const builder = new AutomatonBuilder();
  entries.forEach((entry, index) => {
    if (entry.words.length === 0) return;
    for (const keys of spellings(entry)) if (matchable(keys)) builder.add(keys, entry.stem, index);
  });
  const automaton = builder.build();

  function scan(input: NormalisedText): TermMatch[] {
    const { tokens } = input;
    const run = new Scan(automaton, tokens);
    const { root, rootAscii } = automaton;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      // Most tokens of an innocent prompt begin no term at all: skip them without a walk.
      const code = token.word.charCodeAt(0);
      if (root === 0 && token.alts === undefined && code < 128 && rootAscii[code === L ? I : code] === -1) continue;
      run.walkStart = run.found === null ? 0 : run.found.length;
      run.walk(root, i, i);
    }
    if (run.found === null) return [];
    const matches = run.found.map(({ index, first, last }) => ({
      match: { entry: entries[index]!, firstToken: first, lastToken: last, start: tokens[first]!.start, end: tokens[last]!.end },
      index,
    }));
    matches.sort((x, y) => x.match.start - y.match.start || y.match.end - x.match.end || x.index - y.index);
    return matches.map((m) => m.match);
  }

  return { scan };
}
