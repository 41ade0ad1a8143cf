// Lexicon failures are values with a stable code, so the CLI and the console can say what went
// wrong in one line instead of a stack trace.

export type LexiconErrorCode = 'wordnet-missing' | 'synset-name' | 'synset-not-found' | 'wordnet-corrupt' | 'term-empty' | 'term-too-long' | 'term-no-letters';

export class LexiconError extends Error {
  readonly code: LexiconErrorCode;
  constructor(code: LexiconErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'LexiconError';
  }
}

export const isLexiconError = (e: unknown): e is LexiconError => e instanceof LexiconError;
