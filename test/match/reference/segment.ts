// Splits folded text into raw tokens: runs of letters and digits, plus the leet symbols that sit
// inside or against a word ("n@ked", "$ex", "k!ds"). Everything else separates tokens; the
// separator text before each token is kept so that spaced-out letters can be recognised.

import { EDGE_SYMBOLS, INNER_SYMBOLS } from '../../../src/match/leetspeak.ts';

export interface RawToken {
  raw: string;
  /** The separator text between the previous token and this one ('' for the first). */
  gap: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

const isWordChar = (c: string): boolean => {
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(c);
};

const isSymbol = (c: string): boolean => EDGE_SYMBOLS.has(c) || INNER_SYMBOLS.has(c);
const inToken = (c: string): boolean => isWordChar(c) || isSymbol(c);

/** 1 for ASCII characters that can be part of a token (the common case, looked up without a regex). */
const ASCII_IN_TOKEN = Uint8Array.from({ length: 128 }, (_, code) => (inToken(String.fromCharCode(code)) ? 1 : 0));

/** The token inside text[start, end): inner symbols trimmed from both ends, null if no word character. */
function trimRun(text: string, start: number, end: number): { from: number; to: number } | null {
  while (start < end && INNER_SYMBOLS.has(text[start]!)) start++;
  while (end > start && INNER_SYMBOLS.has(text[end - 1]!)) end--;
  for (let i = start; i < end; i++) if (!isSymbol(text[i]!)) return { from: start, to: end };
  return null;
}

export function segment(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  let gapStart = 0; // where the separator text before the next token begins
  let runStart = -1;
  const flush = (end: number): void => {
    if (runStart < 0) return;
    const cut = trimRun(text, runStart, end);
    if (cut !== null) {
      tokens.push({ raw: text.slice(cut.from, cut.to), gap: text.slice(gapStart, cut.from) });
      gapStart = cut.to;
    }
    runStart = -1;
  };
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (code < 128 ? ASCII_IN_TOKEN[code] === 1 : inToken(text.slice(i, i + width))) {
      if (runStart < 0) runStart = i;
    } else {
      flush(i);
    }
    i += width;
  }
  flush(text.length);
  return tokens;
}
