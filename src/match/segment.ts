// Splits folded text into raw tokens: runs of letters and digits, plus the leet symbols that sit
// inside or against a word ("n@ked", "$ex", "k!ds"). Everything else separates tokens; the
// separator text before each token is kept so that spaced-out letters can be recognised.

import { EDGE_SYMBOLS, INNER_SYMBOLS } from './leetspeak.ts';

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

/** Cuts one run of word characters and symbols down to the token it holds, or null if none. */
function trimRun(run: string[]): { lead: number; token: string } | null {
  let start = 0;
  let end = run.length;
  // Inner symbols never start or end a token; edge symbols may, but only next to a word character.
  while (start < end && INNER_SYMBOLS.has(run[start]!)) start++;
  while (end > start && INNER_SYMBOLS.has(run[end - 1]!)) end--;
  const body = run.slice(start, end);
  if (!body.some(isWordChar)) return null;
  return { lead: start, token: body.join('') };
}

export function segment(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  let gap = '';
  let run: string[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const cut = trimRun(run);
    if (cut === null) {
      gap += run.join('');
    } else {
      tokens.push({ raw: cut.token, gap: gap + run.slice(0, cut.lead).join('') });
      gap = run.slice(cut.lead + [...cut.token].length).join('');
    }
    run = [];
  };
  for (const c of text) {
    if (isWordChar(c) || isSymbol(c)) {
      run.push(c);
    } else {
      flush();
      gap += c;
    }
  }
  flush();
  return tokens;
}
