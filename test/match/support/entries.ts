// Match entries written the way the compiler writes them, for matcher tests.
import { termWords } from '../../../src/match/index.ts';
import type { MatchEntry, TermSpec } from '../../../src/match/index.ts';

export const spec = (term: string): TermSpec => {
  const read = termWords(term);
  if (read === null) throw new Error(`bad term ${term}`);
  return { term, ...read };
};

export const entry = (term: string, category = 'test'): MatchEntry => ({ rule: 'forbidden_depiction', category, ...spec(term) });

/** The gate's reading options for the current settings (spelling tolerance and inflections). */
export { readingOptions } from '../../../src/match/index.ts';
