// Is a word correctly spelled English? The Hunspell dictionary of `dictionary-en` read with
// `nspell`, loaded once per process on first use (about 0.8 s: see docs/performance.md), because
// most processes that match never meet a word that needs the question.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface AffixEntry {
  add: string;
  /** The stem's ending the rule removes, as an end-anchored expression ("" for none). */
  remove: RegExp | '';
  /** The ending a stem must have for the rule to apply. */
  match: RegExp | '';
}

interface Speller {
  correct(word: string): boolean;
  /** Stem words with their affix flags; a form made by a rule is listed with none. */
  data: Record<string, string[] | undefined>;
  rules: Record<string, { type: string; entries: AffixEntry[] } | undefined>;
}

const require = createRequire(import.meta.url);
let speller: Speller | undefined;

function load(): Speller {
  // dictionary-en's own entry reads these two files with top-level await, which a synchronous
  // gate cannot wait for: read the same files from the package's folder.
  const folder = dirname(require.resolve('dictionary-en'));
  const nspell = require('nspell') as (d: { aff: Buffer; dic: Buffer }) => Speller;
  return nspell({ aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) });
}

/** True when the dictionary knows the word, in lower case or capitalised ("paris" as "Paris"). */
export function isEnglishWord(word: string): boolean {
  const s = (speller ??= load());
  return s.correct(word) || s.correct(word.charAt(0).toUpperCase() + word.slice(1));
}

/** The dictionary's inflection flags: plural (or third person) -s, past -ed, present participle -ing. */
export const DICTIONARY_INFLECTIONS = { plural: 'S', past: 'D', participle: 'G' } as const;
export type DictionaryInflection = keyof typeof DICTIONARY_INFLECTIONS;

/**
 * The stems the dictionary makes this word from by one of its inflection rules ("bodysuits" is
 * "bodysuit" with its plural flag, "livestreamed" "livestream" with its past flag): each rule is
 * undone and the stem kept only if the dictionary lists it with that rule's flag. The affix rules
 * are the dictionary's own, so only forms it licenses are read back.
 */
export function dictionaryStems(word: string): { stem: string; inflection: DictionaryInflection }[] {
  const s = (speller ??= load());
  const out: { stem: string; inflection: DictionaryInflection }[] = [];
  for (const inflection of Object.keys(DICTIONARY_INFLECTIONS) as DictionaryInflection[]) {
    const flag = DICTIONARY_INFLECTIONS[inflection];
    for (const entry of s.rules[flag]?.entries ?? []) {
      if (!word.endsWith(entry.add) || word.length <= entry.add.length) continue;
      const removed = entry.remove === '' ? '' : entry.remove.source.replace(/\$$/, '');
      const stem = word.slice(0, word.length - entry.add.length) + removed;
      if (entry.match !== '' && !entry.match.test(stem)) continue;
      if (s.data[stem]?.includes(flag) && !out.some((o) => o.stem === stem && o.inflection === inflection)) out.push({ stem, inflection });
    }
  }
  return out;
}

/** Loads the dictionary now rather than at the first question (the benchmark times this). */
export function loadEnglishWords(): void {
  speller ??= load();
}
