// The words of a normalised text without the strings: each token is a stretch of some string (the
// folded text for a plain word, or the word leetspeak or a joined run read from it), kept in
// reusable typed arrays. The gate scans this directly and builds the NormalisedText (word strings,
// Token objects, the joined text) only when a term matched; normalise() builds it from the same
// stream, so both paths read exactly the same words.

import type { Token } from './types.ts';

export interface TokenStream {
  count: number;
  /** The folded text that sliced tokens point into. */
  folded: string;
  /** Token i's word is source[i].slice(from[i], to[i]); source[i] is `folded` when sliced[i] is 1. */
  source: string[];
  from: Int32Array;
  to: Int32Array;
  sliced: Uint8Array;
  /** Other readings (see Token.alts), and how many tokens they cover (0 = no alternatives). */
  alts: Array<string[] | undefined>;
  altTokens: Uint8Array;
  /** 1 when the token was read from a look-alike that stands for i or l (see Token.lookalike). */
  lookalike: Uint8Array;
  /** 1 when the token was read from one written with digits or symbols (see Token.leet). */
  leet: Uint8Array;
  /** How the token ends a possessive (see Token.possessive), 0 for none. */
  possessive: Uint8Array;
  /** 1 when punctuation that ends a phrase follows the token (see Token.pause). */
  pause: Uint8Array;
}

export const newTokenStream = (capacity = 256): TokenStream => ({
  count: 0,
  folded: '',
  source: new Array<string>(capacity).fill(''),
  from: new Int32Array(capacity),
  to: new Int32Array(capacity),
  sliced: new Uint8Array(capacity),
  alts: new Array<string[] | undefined>(capacity).fill(undefined),
  altTokens: new Uint8Array(capacity),
  lookalike: new Uint8Array(capacity),
  leet: new Uint8Array(capacity),
  possessive: new Uint8Array(capacity),
  pause: new Uint8Array(capacity),
});

function grow(s: TokenStream): void {
  const size = s.from.length * 2;
  const from = new Int32Array(size);
  const to = new Int32Array(size);
  const sliced = new Uint8Array(size);
  const altTokens = new Uint8Array(size);
  const lookalike = new Uint8Array(size);
  lookalike.set(s.lookalike);
  const leet = new Uint8Array(size);
  leet.set(s.leet);
  s.leet = leet;
  const possessive = new Uint8Array(size);
  possessive.set(s.possessive);
  s.possessive = possessive;
  const pause = new Uint8Array(size);
  pause.set(s.pause);
  s.pause = pause;
  from.set(s.from);
  to.set(s.to);
  sliced.set(s.sliced);
  altTokens.set(s.altTokens);
  s.from = from;
  s.to = to;
  s.sliced = sliced;
  s.altTokens = altTokens;
  s.lookalike = lookalike;
  for (let i = s.source.length; i < size; i++) {
    s.source.push('');
    s.alts.push(undefined);
  }
}

/** Empties the stream for a new text. Alternatives left by the last text are cleared as tokens are pushed. */
export function resetStream(s: TokenStream, folded: string): void {
  s.count = 0;
  s.folded = folded;
}

function push(s: TokenStream, source: string, from: number, to: number, sliced: number): number {
  if (s.count === s.from.length) grow(s);
  const n = s.count++;
  s.source[n] = source;
  s.from[n] = from;
  s.to[n] = to;
  s.sliced[n] = sliced;
  s.alts[n] = undefined;
  s.altTokens[n] = 0;
  s.lookalike[n] = 0;
  s.leet[n] = 0;
  s.possessive[n] = 0;
  s.pause[n] = 0;
  return n;
}

/** A token whose word is folded[from, to). */
export const pushSlice = (s: TokenStream, from: number, to: number): number => push(s, s.folded, from, to, 1);

/** A token whose word was read from the text (leetspeak, a joined run, a split number). */
export const pushWord = (s: TokenStream, word: string): number => push(s, word, 0, word.length, 0);

/** Makes token i the word `word` (a plain word read as another: "isn" in "isn't" as "is"). */
export function replaceWord(s: TokenStream, token: number, word: string): void {
  s.source[token] = word;
  s.from[token] = 0;
  s.to[token] = word.length;
  s.sliced[token] = 0;
}

export function setAlts(s: TokenStream, token: number, alts: string[], covers: number): void {
  s.alts[token] = alts;
  s.altTokens[token] = covers;
}

/** Marks a token read from a look-alike of i or l. */
export function setLookalike(s: TokenStream, token: number): void {
  s.lookalike[token] = 1;
}

/** Marks a token read from one written with digits or symbols among its letters. */
export function setLeet(s: TokenStream, token: number): void {
  s.leet[token] = 1;
}

/** Marks a token followed by punctuation that ends a phrase (see Token.pause). */
export function setPause(s: TokenStream, token: number): void {
  s.pause[token] = 1;
}

/** Marks a token that ends a possessive: APOSTROPHE_S or S_APOSTROPHE (see possessives.ts). */
export function setPossessive(s: TokenStream, token: number, mark: number): void {
  s.possessive[token] = mark;
}

export const wordOf = (s: TokenStream, i: number): string => s.source[i]!.slice(s.from[i]!, s.to[i]!);

/** Whether text[from, from + word.length) is `word`. */
export function spells(word: string, text: string, from: number): boolean {
  for (let k = 0; k < word.length; k++) if (text.charCodeAt(from + k) !== word.charCodeAt(k)) return false;
  return true;
}

/** Whether token i is `word`, compared in place (no string is made). */
export const tokenIs = (s: TokenStream, i: number, word: string): boolean => s.to[i]! - s.from[i]! === word.length && spells(word, s.source[i]!, s.from[i]!);

/** Fills a stream from tokens already built (so one walk serves both scan entry points). */
export function streamOf(tokens: readonly Token[], s: TokenStream): TokenStream {
  resetStream(s, '');
  for (const token of tokens) {
    const n = pushWord(s, token.word);
    if (token.alts !== undefined) setAlts(s, n, token.alts, token.altTokens ?? 1);
    if (token.lookalike === true) setLookalike(s, n);
    if (token.leet === true) setLeet(s, n);
    if (token.possessive !== undefined) setPossessive(s, n, token.possessive);
    if (token.pause === true) setPause(s, n);
  }
  return s;
}
