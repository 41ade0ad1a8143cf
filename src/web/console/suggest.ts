// The console's "Suggest terms" box: the same WordNet suggestions as `likeness policy suggest`.
// One WordNet reader for the process, opened on first use; it reads the files piecewise, so it
// holds no dictionary in memory.

import { isLexiconError, suggestTerms, WordNet, type Suggestions } from '../../lexicon/index.ts';

let wordnet: WordNet | null = null;

export type SuggestOutcome = { ok: true; suggestions: Suggestions } | { ok: false; term: string; message: string };

export function suggestForConsole(rawTerm: string): SuggestOutcome {
  wordnet ??= WordNet.open();
  try {
    return { ok: true, suggestions: suggestTerms(wordnet, rawTerm) };
  } catch (e) {
    // Bad input (empty, too long, no letters) is the creator's to fix; anything else is ours.
    if (isLexiconError(e) && e.code.startsWith('term-')) return { ok: false, term: rawTerm.slice(0, 60), message: e.message };
    throw e;
  }
}
