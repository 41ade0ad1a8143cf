// Reading one WordNet data line: words, pointers and gloss.

import { describe, expect, it } from 'vitest';
import { isLexiconError, parseSynset, wordFromWordNet } from '../../src/lexicon/index.ts';

describe('parseSynset', () => {
  it('reads words (hex count), pointers and the gloss', () => {
    const line = '00001740 03 n 02 entity 0 hidden_camera 1 002 @ 00002137 n 0000 ~i 00002452 v 0102 | that which exists';
    const synset = parseSynset(line, 'data.noun');
    expect(synset).toEqual({
      pos: 'noun',
      offset: 1740,
      lexFile: 3,
      words: ['entity', 'hidden camera'],
      pointers: [
        { symbol: '@', offset: 2137, pos: 'noun' },
        { symbol: '~i', offset: 2452, pos: 'verb' },
      ],
      gloss: 'that which exists',
    });
  });

  it('reads a word count above nine as hexadecimal', () => {
    const names = Array.from({ length: 16 }, (_, i) => `w${i} 0`).join(' ');
    expect(parseSynset(`00000001 03 n 10 ${names} 000 | sixteen`, 'data.noun').words).toHaveLength(16);
  });

  it('drops adjective position markers', () => {
    expect(wordFromWordNet('beautiful(a)')).toBe('beautiful');
    expect(wordFromWordNet('elect(ip)')).toBe('elect');
  });

  it('rejects an unreadable line with a typed error', () => {
    try {
      parseSynset('garbage', 'data.noun');
      expect.unreachable();
    } catch (e) {
      expect(isLexiconError(e) && e.code).toBe('wordnet-corrupt');
    }
  });
});
