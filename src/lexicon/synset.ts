// One line of a WordNet data file, read into a synset. Format (wndb(5WN)):
//   offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt [ptr…] [frames…] | gloss
// w_cnt and lex_id are hexadecimal; each pointer is `symbol offset pos source/target`.

import { LexiconError } from './errors.ts';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export const POS_LETTER: Record<PartOfSpeech, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };

const POS_BY_LETTER: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

export interface Pointer {
  symbol: string; // '@' hypernym, '~' hyponym, '@i'/'~i' instance, ';u'/'-u' usage domain, …
  offset: number;
  pos: PartOfSpeech;
}

export interface Synset {
  pos: PartOfSpeech;
  offset: number;
  lexFile: number;
  /** The synset's words as people write them: underscores become spaces, adjective markers go. */
  words: string[];
  pointers: Pointer[];
  gloss: string;
}

export const posFromLetter = (letter: string): PartOfSpeech | undefined => POS_BY_LETTER[letter];

/** "hidden_camera" → "hidden camera"; "beautiful(a)" → "beautiful". */
export const wordFromWordNet = (raw: string): string => raw.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ');

export function parseSynset(line: string, where: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const corrupt = (): never => {
    throw new LexiconError('wordnet-corrupt', `unreadable synset line in ${where}: ${line.slice(0, 60)}`);
  };
  const offset = Number(fields[0]);
  const lexFile = Number(fields[1]);
  const pos = posFromLetter(fields[2] ?? '') ?? corrupt();
  const wordCount = Number.parseInt(fields[3] ?? '', 16);
  if (!Number.isInteger(offset) || !Number.isInteger(wordCount)) corrupt();
  let at = 4;
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++, at += 2) words.push(wordFromWordNet(fields[at] ?? corrupt()));
  const pointerCount = Number(fields[at++]);
  if (!Number.isInteger(pointerCount)) corrupt();
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const symbol = fields[at] ?? corrupt();
    const target = posFromLetter(fields[at + 2] ?? '') ?? corrupt();
    pointers.push({ symbol, offset: Number(fields[at + 1]), pos: target });
  }
  return { pos, offset, lexFile, words, pointers, gloss };
}
