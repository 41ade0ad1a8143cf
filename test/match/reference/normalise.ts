// normalise(): the one reading of text that both policy terms (at compile time) and prompts
// (at gate time) go through, so a term and its obfuscated spelling meet in the same words.
// Steps: foldText (NFKC, invisible characters, diacritics, homoglyphs, case) → segment into raw
// tokens → join spaced-out letters → read each token (leetspeak, numbers with suffixes).

import { foldText } from './fold.ts';
import { readToken } from '../../../src/match/leetspeak.ts';
import { segment } from './segment.ts';
import { joinSpacedLetters, type JoinedToken } from './spaced-letters.ts';
import { auxiliaryBeforeApostrophe, auxiliaryOfJoined } from '../../../src/match/contractions.ts';
import type { NormalisedText, Token } from '../../../src/match/types.ts';

/** Other one-word readings of a raw token: its leetspeak reading when it was split as a number,
 *  and a spaced-out run read without a leading or trailing "a"/"i". */
function alternatives(words: string[], leet: string | null, spacedAlts: string[]): string[] {
  const alts: string[] = leet === null ? [] : [leet];
  if (words.length === 1) {
    for (const raw of spacedAlts) {
      const reading = readToken(raw).words;
      if (reading.length === 1 && reading[0] !== words[0]) alts.push(reading[0]!);
    }
  }
  return alts;
}

/** The folded text after its last raw token. */
function trailing(text: string): string {
  const folded = foldText(text);
  return folded.slice(segment(folded).reduce((n, t) => n + t.gap.length + t.raw.length, 0));
}

/** Negative contractions as their two words: "isn't" (a word, an apostrophe, "t") and "isnt" as
 *  "is not". Not after a hyphen or a star ("x-isn't", "s*isn't" keep their joins and masks). The
 *  two words are marked as a run: they join nothing across a hyphen and start no masked word. */
function readContractions(raws: JoinedToken[]): JoinedToken[] {
  const out: JoinedToken[] = [];
  const letters = (t: JoinedToken): boolean => !t.run && /^\p{L}+$/u.test(t.raw);
  const asRun = (raw: string, gap: string): JoinedToken => ({ raw, alts: [], gap, run: true });
  for (const t of raws) {
    const before = out[out.length - 1];
    const auxiliary = before === undefined ? undefined : auxiliaryBeforeApostrophe(before.raw);
    if (letters(t) && t.raw === 't' && before !== undefined && letters(before) && /^['\u2019\u02bc]$/u.test(t.gap) && auxiliary !== undefined && !/[-*]$/.test(before.gap)) {
      out[out.length - 1] = asRun(auxiliary, before.gap);
      out.push(asRun('not', ' '));
      continue;
    }
    const joined = letters(t) ? auxiliaryOfJoined(t.raw) : undefined;
    if (joined !== undefined) {
      out.push(asRun(joined, t.gap), asRun('not', ' '));
      continue;
    }
    out.push(t);
  }
  return out;
}

export function normalise(text: string): NormalisedText {
  // A raw token with a character that stands for i or l marks every token it reads as.
  const tokens: Token[] = [];
  let out = '';
  // Two words joined by one hyphen also read as one word: an alternative on the first. A word
  // here is a raw token (not a run) with a letter that reads as one word with no alternatives.
  let previous: Token | null = null;
  // Words of letters with one to four asterisks between them ("s*x", "p**n") also read as one
  // masked word, written with its stars: an alternative on the first, when at least two letters
  // show and there are no more stars than letters.
  let mask: { token: Token; text: string; tokens: number; letters: number; stars: number } | null = null;
  const closeMask = (): void => {
    if (mask !== null && mask.tokens > 1 && mask.letters >= 2 && mask.stars <= mask.letters && mask.token.alts === undefined) {
      mask.token.alts = [mask.text];
      mask.token.altTokens = mask.tokens;
    }
    mask = null;
  };
  const raws = readContractions(joinSpacedLetters(segment(foldText(text))));
  for (const [r, joined] of raws.entries()) {
    const reading = readToken(joined.raw);
    const isWord = !joined.run && /\p{L}/u.test(joined.raw) && reading.words.length === 1 && alternatives(reading.words, reading.leet, joined.alts).length === 0;
    const hyphenAfter = previous;
    previous = null;
    if (isWord) {
      const word = reading.words[0]!;
      const lookalike = /[1!|]/.test(joined.raw);
      if (hyphenAfter !== null && joined.gap === '-') {
        hyphenAfter.alts = [hyphenAfter.word + word];
        hyphenAfter.altTokens = 2;
        if (lookalike) hyphenAfter.lookalike = true;
      }
    }
    const { words, leet } = reading;
    const alts = alternatives(words, leet, joined.alts);
    for (const [i, word] of words.entries()) {
      if (out.length > 0) out += ' ';
      const token: Token = { word, start: out.length, end: out.length + word.length };
      // Alternatives sit on the first token of the raw token they read.
      if (i === 0 && alts.length > 0) {
        token.alts = alts;
        if (words.length > 1) token.altTokens = words.length;
      }
      if (/[1!|]/.test(joined.raw) && /\p{L}/u.test(joined.raw)) token.lookalike = true;
      if (/\p{L}/u.test(joined.raw) && /[^\p{L}]/u.test(joined.raw)) token.leet = true;
      // A possessive: "s" right after a word and an apostrophe ("jo's"), or a word in s with an
      // apostrophe after it that no word follows at once ("actors'").
      if (!joined.run && /^\p{L}+$/u.test(joined.raw)) {
        const before = raws[r - 1];
        const after = raws[r + 1];
        const apostrophe = /^['\u2019\u02bc]/u;
        if (joined.raw === 's' && before !== undefined && !before.run && /^(?:\p{L}+|\p{N}+)$/u.test(before.raw) && apostrophe.test(joined.gap) && joined.gap.length === 1) token.possessive = 1;
        else if (joined.raw.endsWith('s') && joined.raw !== 's' && (after === undefined ? apostrophe.test(trailing(text)) : apostrophe.test(after.gap) && after.gap.length > 1)) token.possessive = 2;
      }
      // Shorthand: a "w/" standing alone reads "with"; "w/o" and "w/out" read "without", an
      // alternative on the "w" covering both words.
      if (!joined.run && joined.raw === 'w' && word === 'w' && words.length === 1) {
        // The slash, then a space or the end of the text (a gap before another token ends there too).
        const alone = raws[r + 1] === undefined ? /^\/(?:\s|$)/u.test(trailing(text)) : /^\/\s/u.test(raws[r + 1]!.gap);
        if (alone && token.alts === undefined) token.alts = ['with'];
      }
      const before = tokens[tokens.length - 1];
      if (!joined.run && /^\p{L}+$/u.test(joined.raw) && (word === 'o' || word === 'out') && words.length === 1 && joined.gap === '/' && raws[r - 1]?.raw === 'w' && !raws[r - 1]!.run && before?.word === 'w' && before.alts === undefined) {
        before.alts = ['without'];
        before.altTokens = 2;
      }
      // The last word of a raw token pauses when the gap before the next raw token holds
      // punctuation that ends a phrase.
      if (i === words.length - 1 && raws[r + 1] !== undefined && /[,;:.!?|()[\]{}\n]/.test(raws[r + 1]!.gap)) token.pause = true;
      tokens.push(token);
      out += word;
    }
    if (isWord) previous = tokens[tokens.length - 1]!;
    if (isWord && /^\p{L}+$/u.test(joined.raw)) {
      const word = tokens[tokens.length - 1]!;
      if (mask !== null && /^\*{1,4}$/.test(joined.gap)) {
        mask.text += joined.gap + word.word;
        mask.tokens++;
        mask.letters += word.word.length;
        mask.stars += joined.gap.length;
      } else {
        closeMask();
        mask = { token: word, text: word.word, tokens: 1, letters: word.word.length, stars: 0 };
      }
    } else closeMask();
  }
  closeMask();
  return { text: out, tokens };
}

/**
 * The words a policy term matches, read exactly as a prompt would be. A trailing `*` makes the
 * last word a stem. Null when nothing is left (the term was only punctuation or invisible characters).
 */
export function termWords(term: string): { words: string[]; stem: boolean } | null {
  const trimmed = term.trim();
  const stem = trimmed.endsWith('*');
  const body = stem ? trimmed.slice(0, -1) : trimmed;
  const words = normalise(body).tokens.map((t) => t.word);
  return words.length === 0 ? null : { words, stem };
}
