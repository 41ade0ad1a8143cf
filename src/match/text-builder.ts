// Builds a NormalisedText from a token stream. Words are joined by single spaces; a token that is
// its own stretch of the folded text, one space after the previous such token, extends the current
// piece instead of being concatenated on its own, so ordinary prose costs a few slices of the
// folded text rather than two string joins per word.

import type { TokenStream } from './token-stream.ts';
import type { NormalisedText, Token } from './types.ts';

const SPACE = 32;

export function buildText(s: TokenStream): NormalisedText {
  const { folded, source, from, to, sliced, alts, altTokens, lookalike, leet, possessive, pause } = s;
  const tokens: Token[] = [];
  let text = '';
  let offset = 0; // where the next word starts in the normalised text
  let pieceFrom = 0; // folded[pieceFrom, pieceTo) is text not yet added to `text`
  let pieceTo = -1;
  const append = (words: string): void => {
    text = text.length === 0 ? words : `${text} ${words}`;
  };
  for (let i = 0; i < s.count; i++) {
    const a = from[i]!;
    const b = to[i]!;
    let word: string;
    if (sliced[i] === 1) {
      word = folded.slice(a, b);
      if (pieceTo >= 0 && a === pieceTo + 1 && folded.charCodeAt(pieceTo) === SPACE) {
        pieceTo = b;
      } else {
        if (pieceTo >= 0) append(folded.slice(pieceFrom, pieceTo));
        pieceFrom = a;
        pieceTo = b;
      }
    } else {
      word = source[i]!;
      if (pieceTo >= 0) append(folded.slice(pieceFrom, pieceTo));
      pieceTo = -1;
      append(word);
    }
    const token: Token = { word, start: offset, end: offset + word.length };
    offset = token.end + 1;
    const other = alts[i];
    if (other !== undefined) {
      token.alts = other;
      if (altTokens[i]! > 1) token.altTokens = altTokens[i]!;
    }
    if (lookalike[i] === 1) token.lookalike = true;
    if (leet[i] === 1) token.leet = true;
    if (possessive[i] !== 0) token.possessive = possessive[i] as 1 | 2;
    if (pause[i] === 1) token.pause = true;
    tokens.push(token);
  }
  if (pieceTo >= 0) append(folded.slice(pieceFrom, pieceTo));
  return { text, tokens };
}
