// normalise(): the one reading of text that both policy terms (at compile time) and prompts
// (at gate time) go through, so a term and its obfuscated spelling meet in the same words.
// Steps: foldText (NFKC, invisible characters, diacritics, homoglyphs, case) → segment into raw
// tokens → join spaced-out letters → read each token (leetspeak, numbers with suffixes). Two
// words of letters joined by one hyphen ("drive-by") also read as one word ("driveby"): an
// alternative on the first, covering both; so do "w/o" and "w/" as "without" and "with".
//
// Built for the gate's hot path: ASCII text skips the Unicode folds (they change nothing there but
// case), segmentation is one pass over char codes into reusable arrays, and a token of only
// letters or only numbers (most of them) becomes its word with one slice, skipping the leetspeak
// reader. test/match/reference/ keeps the straightforward version this must agree with.

import { auxiliaryBeforeApostrophe, auxiliaryOfJoined, NOT } from './contractions.ts';
import { foldText } from './fold.ts';
import { readToken } from './leetspeak.ts';
import { newSegments, NUMERIC, PLAIN, segment, SINGLE } from './segment.ts';
import { MIN_RUN, spacedRunEnd, withoutOneLetterWords } from './spaced-letters.ts';
import { buildText } from './text-builder.ts';
import { APOSTROPHE_S, S_APOSTROPHE } from './possessives.ts';
import { newTokenStream, pushSlice, pushWord, replaceWord, resetStream, setAlts, setLeet, setLookalike, setPause, setPossessive, wordOf, type TokenStream } from './token-stream.ts';
import type { NormalisedText } from './types.ts';

const NON_ASCII = /[^\x00-\x7f]/;
const HYPHEN = 45;

// Scratch space reused by every call (readTokens never re-enters itself; segment fills it at once).
const segments = newSegments();
const scratch = newTokenStream();

/** Other one-word readings of a raw token: its leetspeak reading when it was split as a number,
 *  and a spaced-out run read without a leading or trailing "a"/"i". */
function alternatives(read: string[], leet: string | null, spacedAlts: string[]): string[] {
  const alts: string[] = leet === null ? [] : [leet];
  if (read.length === 1) {
    for (const raw of spacedAlts) {
      const reading = readToken(raw).words;
      if (reading.length === 1 && reading[0] !== read[0]) alts.push(reading[0]!);
    }
  }
  return alts;
}

/** Characters leetspeak reads as i that stand for l as often ("sku11"), and a letter: a token
 *  of digits alone is a number, not a word in disguise. */
const I_OR_L = /[1!|]/;
const A_LETTER = /\p{L}/u;
const NOT_A_LETTER = /[^\p{L}]/u;

/** Appends the tokens one raw token reads as; alternatives sit on the first of them. Returns
 *  the token when the raw token is one word with letters and no alternatives (it may then join
 *  the next word across a hyphen), else -1. */
function emit(out: TokenStream, raw: string, spacedAlts: string[]): number {
  const { words: read, leet } = readToken(raw);
  const alts = alternatives(read, leet, spacedAlts);
  const lookalike = I_OR_L.test(raw) && A_LETTER.test(raw);
  const mixed = A_LETTER.test(raw) && NOT_A_LETTER.test(raw);
  let token = -1;
  for (let i = 0; i < read.length; i++) {
    token = pushWord(out, read[i]!);
    if (i === 0 && alts.length > 0) setAlts(out, token, alts, read.length);
    if (lookalike) setLookalike(out, token);
    if (mixed) setLeet(out, token);
  }
  return read.length === 1 && alts.length === 0 && A_LETTER.test(raw) ? token : -1;
}

/** Punctuation that ends a phrase (see Token.pause), by char code. */
const PAUSE = new Uint8Array(128);
for (const c of ',;:.!?|()[]{}\n') PAUSE[c.charCodeAt(0)] = 1;

/** Marks the last token pushed (if the raw token ending at `end` pushed any since `before`) when
 *  the gap up to the next raw token, folded[end, next), holds punctuation that ends a phrase. */
function markPause(out: TokenStream, folded: string, before: number, end: number, next: number): void {
  if (next < 0 || out.count === before) return;
  for (let k = end; k < next; k++) {
    const code = folded.charCodeAt(k);
    if (code < 128 && PAUSE[code] === 1) {
      setPause(out, out.count - 1);
      return;
    }
  }
}

const SLASH = 47;
const SPACE = /\s/;

/** Shorthand written with a slash: "w/o" (and "w/out") also reads as "without", an alternative on
 *  the "w" covering both words, and a "w/" standing alone as "with". `token` is the plain word
 *  folded[from, to); `previous` the plain word token right before it, or -1. */
function readShorthand(out: TokenStream, folded: string, token: number, from: number, to: number, previous: number): void {
  const length = to - from;
  if (length === 1 && folded.charCodeAt(from) === 119 && folded.charCodeAt(to) === SLASH && (to + 1 >= folded.length || SPACE.test(folded[to + 1]!))) {
    setAlts(out, token, ['with'], 1);
    return;
  }
  if (previous < 0 || out.sliced[previous] !== 1 || out.alts[previous] !== undefined || folded.charCodeAt(from - 1) !== SLASH || out.to[previous] !== from - 1) return;
  const word = folded.slice(from, to);
  if ((word === 'o' || word === 'out') && wordOf(out, previous) === 'w') setAlts(out, previous, ['without'], 2);
}

/** Gives `first` the reading of it and `second` as one word ("drive-by" → "driveby"). */
function joinAcrossHyphen(out: TokenStream, first: number, second: number): void {
  setAlts(out, first, [wordOf(out, first) + wordOf(out, second)], 2);
  if (out.lookalike[second] === 1) setLookalike(out, first);
}

const STAR = 42;
/** Stars in one gap of a masked word: "f**k" has two. */
const MAX_STARS = 4;

/** Whether folded[from, to) is one to MAX_STARS asterisks: the gap of a masked word ("s*x"). */
function isStarGap(folded: string, from: number, to: number): boolean {
  if (to <= from || to - from > MAX_STARS) return false;
  for (let k = from; k < to; k++) if (folded.charCodeAt(k) !== STAR) return false;
  return true;
}

/** Words of letters with asterisks between them ("s*x", "r*ped", "p**n"): the word they mask, as
 *  one alternative on the first, written with its stars ("s*x"); the matcher fills the stars in
 *  (readings.ts). Only with at least two letters shown and no more stars than letters: "a*b" and
 *  a footnote star after a word are no masked word. */
class MaskedWord {
  first = -1;
  tokens = 0;
  /** folded[from, to) is the word so far; `letters` of it are letters, the rest stars. Offsets,
   *  not text: every plain word starts one, and only a masked word is ever cut out. */
  from = 0;
  to = 0;
  letters = 0;

  start(token: number, from: number, to: number): void {
    this.first = token;
    this.tokens = 1;
    this.from = from;
    this.to = to;
    this.letters = to - from;
  }

  /** Adds the word folded[from, to), after a gap of stars. */
  extend(from: number, to: number): void {
    this.tokens++;
    this.to = to;
    this.letters += to - from;
  }

  /** Puts the masked word on its first token, if it is one, and forgets it. */
  close(out: TokenStream, folded: string): void {
    const stars = this.to - this.from - this.letters;
    if (this.tokens > 1 && this.letters >= 2 && stars <= this.letters && out.alts[this.first] === undefined) setAlts(out, this.first, [folded.slice(this.from, this.to)], this.tokens);
    this.reset();
  }

  /** Forgets the word without putting it anywhere. */
  reset(): void {
    this.first = -1;
    this.tokens = 0;
  }
}
const masked = new MaskedWord();

/** Whether a token's alternative is a masked word ("s*x") rather than another spelling of it. */
export const isMaskedWord = (alt: string): boolean => alt.indexOf('*') > 0;

const S = 115;
const isApostrophe = (code: number): boolean => code === 39 || code === 0x2019 || code === 0x2bc;

/** How the plain word `token`, folded[from, to), ends a possessive: the "s" right after a word
 *  and an apostrophe ("jo's"), or a word ending in s followed by an apostrophe that no word
 *  follows at once ("actors'", not "actors'x"); 0 when it does not. `next` is where the next
 *  raw token starts (-1: none). */
function possessiveMark(out: TokenStream, folded: string, token: number, from: number, to: number, next: number): number {
  if (to - from === 1 && folded.charCodeAt(from) === S) {
    const previous = token - 1;
    const before = previous >= 0 && out.sliced[previous] === 1 && out.to[previous] === from - 1;
    return before && isApostrophe(folded.charCodeAt(from - 1)) ? APOSTROPHE_S : 0;
  }
  if (folded.charCodeAt(to - 1) !== S || to >= folded.length || !isApostrophe(folded.charCodeAt(to))) return 0;
  return next === to + 1 ? 0 : S_APOSTROPHE;
}

const T = 116;
const N = 110;
const O = 111;

/** Reads the plain word folded[from, to), which ends in "t", as a negative contraction
 *  (contractions.ts) when it is one: the "t" of "isn't", which turns the word before it
 *  (`previous`, "isn") into "is" and itself into "not"; or a contraction written as one word
 *  ("isnt"), pushed as its two words. Returns whether it was one (nothing is pushed otherwise). */
function readContraction(out: TokenStream, folded: string, from: number, to: number, previous: number): boolean {
  if (to - from === 1) {
    if (previous < 0 || previous !== out.count - 1 || out.sliced[previous] !== 1 || out.alts[previous] !== undefined) return false;
    if (out.to[previous] !== from - 1 || !isApostrophe(folded.charCodeAt(from - 1))) return false;
    // Not after a hyphen or a star: "x-isn't" and "s*isn't" keep the join and the mask they began.
    const start = out.from[previous]!;
    if (start > 0 && (folded.charCodeAt(start - 1) === HYPHEN || folded.charCodeAt(start - 1) === STAR)) return false;
    const auxiliary = auxiliaryBeforeApostrophe(wordOf(out, previous));
    if (auxiliary === undefined) return false;
    replaceWord(out, previous, auxiliary);
    pushWord(out, NOT);
    return true;
  }
  // Only words in "nt" or "ot" ("cannot") are worth a look: the rest are not sliced to be asked.
  const before = folded.charCodeAt(to - 2);
  if (to - from < 4 || (before !== N && before !== O)) return false;
  const auxiliary = auxiliaryOfJoined(folded.slice(from, to));
  if (auxiliary === undefined) return false;
  pushWord(out, auxiliary);
  pushWord(out, NOT);
  return true;
}

/**
 * The words of `input` as normalise() reads them, into `out` (reused): word strings are only made
 * for tokens that are not a plain stretch of the folded text. The stream is valid until the next
 * call with the same `out`.
 */
export function readTokens(input: string, out: TokenStream): TokenStream {
  const folded = NON_ASCII.test(input) ? foldText(input) : input.toLowerCase();
  segment(folded, segments);
  const { start, end, kind, count } = segments;
  resetStream(out, folded);
  // The last token pushed when it was a word of letters on its own (not a run), else -1.
  let lastWord = -1;
  masked.reset();
  for (let i = 0; i < count; ) {
    const runEnd = (kind[i]! & SINGLE) === 0 ? i + 1 : spacedRunEnd(folded, segments, i);
    const pushedBefore = out.count;
    if (runEnd - i >= MIN_RUN) {
      const letters: string[] = [];
      for (let k = i; k < runEnd; k++) letters.push(folded.slice(start[k], end[k]));
      emit(out, letters.join(''), withoutOneLetterWords(letters));
      masked.close(out, folded);
      markPause(out, folded, pushedBefore, end[runEnd - 1]!, runEnd < count ? start[runEnd]! : -1);
      lastWord = -1;
      i = runEnd;
      continue;
    }
    // Only letters or only numbers: the token is its own word (what readToken would say).
    let word = -1;
    // Only a word ending in "t" may be a contraction's: most words are never asked.
    if ((kind[i]! & PLAIN) !== 0 && folded.charCodeAt(end[i]! - 1) === T && readContraction(out, folded, start[i]!, end[i]!, lastWord)) {
      masked.close(out, folded);
      markPause(out, folded, pushedBefore, end[i]!, i + 1 < count ? start[i + 1]! : -1);
      lastWord = -1;
      i++;
      continue;
    }
    if ((kind[i]! & (PLAIN | NUMERIC)) !== 0) {
      const token = pushSlice(out, start[i]!, end[i]!);
      if ((kind[i]! & PLAIN) !== 0) {
        word = token;
        const mark = possessiveMark(out, folded, token, start[i]!, end[i]!, i + 1 < count ? start[i + 1]! : -1);
        if (mark !== 0) setPossessive(out, token, mark);
      }
    } else word = emit(out, folded.slice(start[i], end[i]), []);
    if (word >= 0 && lastWord >= 0 && start[i] === end[i - 1]! + 1 && folded.charCodeAt(end[i - 1]!) === HYPHEN) joinAcrossHyphen(out, lastWord, word);
    if (word >= 0 && (kind[i]! & PLAIN) !== 0) readShorthand(out, folded, word, start[i]!, end[i]!, lastWord);
    if (word >= 0 && (kind[i]! & PLAIN) !== 0) {
      if (masked.first >= 0 && isStarGap(folded, end[i - 1]!, start[i]!)) masked.extend(start[i]!, end[i]!);
      else {
        masked.close(out, folded);
        masked.start(word, start[i]!, end[i]!);
      }
    } else masked.close(out, folded);
    markPause(out, folded, pushedBefore, end[i]!, i + 1 < count ? start[i + 1]! : -1);
    lastWord = word;
    i++;
  }
  masked.close(out, folded);
  return out;
}

export function normalise(input: string): NormalisedText {
  return buildText(readTokens(input, scratch));
}

/** Just the words of normalise(input), without the offsets and joined text of a NormalisedText
 *  (what compiling a term needs, thousands of times per file). */
export function normalisedWords(input: string): string[] {
  const s = readTokens(input, scratch);
  const words: string[] = new Array(s.count);
  for (let i = 0; i < s.count; i++) words[i] = wordOf(s, i);
  return words;
}

/**
 * The words a policy term matches, read exactly as a prompt would be. A trailing `*` makes the
 * last word a stem. Null when nothing is left (the term was only punctuation or invisible characters).
 */
export function termWords(term: string): { words: string[]; stem: boolean } | null {
  const trimmed = term.trim();
  const stem = trimmed.endsWith('*');
  const body = stem ? trimmed.slice(0, -1) : trimmed;
  const read = normalisedWords(body);
  return read.length === 0 ? null : { words: read, stem };
}

export type TermWords = { words: string[]; stem: boolean } | null;

// A term's words by the parsed string it came from: the checks and the compiler each read every
// term of a file, and a parsed string lives as long as its file. Keyed by the node, not by the
// text, so nothing outlives the file it belongs to.
const readTerms = new WeakMap<object, TermWords>();

/** termWords of a parsed term, read once however many passes ask. The words are shared: callers
 *  must not change them. */
export function termWordsOf(str: { readonly value: string }): TermWords {
  let read = readTerms.get(str);
  if (read === undefined) readTerms.set(str, (read = termWords(str.value)));
  return read;
}
