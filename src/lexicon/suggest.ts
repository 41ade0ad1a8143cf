// Term suggestions for a creator's own categories: for a word they typed, WordNet's senses of
// it, each with its gloss, its synonyms and its narrower terms (hyponyms), ready to paste into a
// `forbid` list as quoted terms. The creator picks the sense they mean; nothing is added for them.

import lemmatize from 'wink-lemmatizer';
import { LexiconError } from './errors.ts';
import { PARTS_OF_SPEECH, type WordNet } from './wordnet.ts';
import type { PartOfSpeech } from './synset.ts';

export const SUGGEST_MAX_LENGTH = 60;
/** Narrower terms per sense: enough to be useful, few enough to read. */
export const NARROWER_LIMIT = 40;
const NARROWER_DEPTH = 2;

export interface SenseSuggestion {
  /** lemma.pos.NN, e.g. smoke.v.01 */
  sense: string;
  partOfSpeech: PartOfSpeech;
  gloss: string;
  synonyms: string[];
  narrower: string[];
  /** synonyms and narrower terms as a quoted, comma-separated list */
  paste: string;
}

export interface Suggestions {
  term: string;
  /** the dictionary forms looked up ("cigarettes" → "cigarette") */
  lookedUp: string[];
  senses: SenseSuggestion[];
  source: string;
}

/** Trims and checks a typed word; throws a typed error a form or the CLI can show. */
export function readSuggestTerm(raw: unknown): string {
  const term = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ').toLowerCase() : '';
  if (term === '') throw new LexiconError('term-empty', 'term: type a word or short phrase to look up');
  if (term.length > SUGGEST_MAX_LENGTH) throw new LexiconError('term-too-long', `term: at most ${SUGGEST_MAX_LENGTH} characters`);
  if (!/\p{L}/u.test(term)) throw new LexiconError('term-no-letters', 'term: must contain letters');
  return term;
}

const baseForm = (term: string, pos: PartOfSpeech): string => {
  const words = term.split(' ');
  const last = words.pop() ?? '';
  const base = pos === 'noun' ? lemmatize.noun(last) : pos === 'verb' ? lemmatize.verb(last) : pos === 'adj' ? lemmatize.adjective(last) : last;
  return [...words, base].join(' ');
};

const quote = (word: string): string => `"${word.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function suggestTerms(wordnet: WordNet, raw: unknown): Suggestions {
  const term = readSuggestTerm(raw);
  const lookedUp = new Set<string>();
  const senses: SenseSuggestion[] = [];
  const seenSynsets = new Set<string>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const form of new Set([term, baseForm(term, pos)])) {
      const found = wordnet.senses(form, pos);
      if (found.length > 0) lookedUp.add(form);
      for (const synset of found) {
        const key = `${pos}:${synset.offset}`;
        if (seenSynsets.has(key)) continue;
        seenSynsets.add(key);
        const own = new Set([term, form]);
        const synonyms = unique(synset.words.map((w) => w.toLowerCase())).filter((w) => !own.has(w));
        const narrower = unique(wordnet.hyponyms(synset, { depth: NARROWER_DEPTH }).flatMap((s) => s.words.map((w) => w.toLowerCase())))
          .filter((w) => !own.has(w) && !synonyms.includes(w))
          .slice(0, NARROWER_LIMIT);
        senses.push({
          sense: synset.name,
          partOfSpeech: pos,
          gloss: synset.gloss,
          synonyms,
          narrower,
          paste: [...synonyms, ...narrower].map(quote).join(', '),
        });
      }
    }
  }
  return { term, lookedUp: [...lookedUp], senses, source: wordnet.version };
}

const unique = (words: string[]): string[] => [...new Set(words)];
