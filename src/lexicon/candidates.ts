// Candidate terms for a category from seed synsets: each seed's own words, then its narrower
// terms (hyponyms) with their glosses, and optionally only the ones WordNet marks as slang or
// colloquial. Candidates are for a person to review; nothing here decides what is forbidden.

import type { Synset } from './synset.ts';
import type { NamedSynset, WordNet } from './wordnet.ts';

export interface Candidate {
  word: string;
  gloss: string;
}

export interface CandidateGroup {
  seed: string;
  gloss: string;
  candidates: Candidate[];
}

export interface CandidateOptions {
  /** hyponym levels to walk (default: all) */
  depth?: number;
  /** include named individuals (instance hyponyms) */
  instances?: boolean;
  /** keep only synsets in these usage domains, e.g. ["slang.n.02", "colloquialism.n.01"] */
  usage?: string[];
  /** words to leave out (already in a list) */
  known?: ReadonlySet<string>;
}

export function candidatesFor(wordnet: WordNet, seeds: string[], options: CandidateOptions = {}): CandidateGroup[] {
  const inUsage = usageFilter(wordnet, options.usage ?? []);
  return seeds.map((name) => {
    const seed: NamedSynset = wordnet.byName(name);
    const synsets: Synset[] = [seed, ...wordnet.hyponyms(seed, { depth: options.depth, instances: options.instances })];
    const seen = new Set<string>();
    const candidates: Candidate[] = [];
    for (const synset of synsets) {
      if (!inUsage(synset)) continue;
      for (const raw of synset.words) {
        const word = raw.toLowerCase();
        if (seen.has(word) || options.known?.has(word)) continue;
        seen.add(word);
        candidates.push({ word, gloss: synset.gloss });
      }
    }
    return { seed: seed.name, gloss: seed.gloss, candidates };
  });
}

function usageFilter(wordnet: WordNet, domains: string[]): (synset: Synset) => boolean {
  if (domains.length === 0) return () => true;
  const members = new Set<string>();
  for (const domain of domains) {
    for (const member of wordnet.usageMembers(wordnet.byName(domain))) members.add(`${member.pos}:${member.offset}`);
  }
  return (synset) => members.has(`${synset.pos}:${synset.offset}`);
}
