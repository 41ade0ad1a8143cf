// Builds a NormalisedText token by token. Words are joined by single spaces; a token that is its
// own stretch of the folded text, one space after the previous such token, extends the current
// piece instead of being concatenated on its own, so ordinary prose costs a few slices of the
// folded text rather than two string joins per word.

import type { NormalisedText, Token } from './types.ts';

const SPACE = 32;

export class TextBuilder {
  readonly tokens: Token[] = [];
  #text = '';
  #offset = 0; // where the next word starts in the normalised text
  #pieceFrom = 0; // folded[pieceFrom, pieceTo) is text not yet added to #text
  #pieceTo = -1;

  constructor(readonly folded: string) {}

  /** A token whose word is folded[from, to). */
  pushSlice(from: number, to: number): Token {
    const token = this.#token(this.folded.slice(from, to));
    if (this.#pieceTo >= 0 && from === this.#pieceTo + 1 && this.folded.charCodeAt(this.#pieceTo) === SPACE) {
      this.#pieceTo = to;
    } else {
      this.#flush();
      this.#pieceFrom = from;
      this.#pieceTo = to;
    }
    return token;
  }

  /** A token whose word was read from the text (leetspeak, a joined run, a split number). */
  pushWord(word: string): Token {
    this.#flush();
    this.#append(word);
    return this.#token(word);
  }

  finish(): NormalisedText {
    this.#flush();
    return { text: this.#text, tokens: this.tokens };
  }

  #token(word: string): Token {
    const token: Token = { word, start: this.#offset, end: this.#offset + word.length };
    this.#offset = token.end + 1;
    this.tokens.push(token);
    return token;
  }

  #flush(): void {
    if (this.#pieceTo < 0) return;
    this.#append(this.folded.slice(this.#pieceFrom, this.#pieceTo));
    this.#pieceTo = -1;
  }

  #append(words: string): void {
    this.#text = this.#text.length === 0 ? words : `${this.#text} ${words}`;
  }
}
