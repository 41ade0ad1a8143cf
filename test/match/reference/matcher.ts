// One pass over the prompt, whatever the number of terms: a word-level trie built once per
// program. Exact words are Map edges; a stem (the last word of a `stem*` term) is looked up by
// the prefixes of the current word, bounded by the stem lengths present at that node, so the cost
// per token depends on word length, not on how many terms the policy has.

import { normalise } from './normalise.ts';
import { joinedAt, verbParticleJoints } from '../../../src/match/hyphen-joints.ts';
import { foldsIntoAWord } from '../../../src/match/joined-word.ts';
import { writtenWithApostrophes, writtenWithDigits } from '../../../src/match/matcher.ts';
import { possessiveSpans, SLOT_KEY, withSlots } from '../../../src/match/possessives.ts';
import { newTokenStream, streamOf } from '../../../src/match/token-stream.ts';
import type { MatchEntry, Matcher, NormalisedText, TermMatch } from '../../../src/match/types.ts';

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Entries whose last (exact) word ends here. */
  ends: number[];
  /** Stem key → entries whose stem word hangs off this node. */
  stems: Map<string, number[]> | null;
  minStem: number;
  maxStem: number;
}

const newNode = (): TrieNode => ({ next: new Map(), ends: [], stems: null, minStem: Infinity, maxStem: 0 });

function insert(root: TrieNode, keys: string[], stem: boolean, entry: number): void {
  let node = root;
  const last = keys.length - 1;
  for (let i = 0; i < last; i++) {
    let child = node.next.get(keys[i]!);
    if (!child) node.next.set(keys[i]!, (child = newNode()));
    node = child;
  }
  const key = keys[last]!;
  if (stem) {
    node.stems ??= new Map();
    const list = node.stems.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    node.stems.set(key, list);
    node.minStem = Math.min(node.minStem, key.length);
    node.maxStem = Math.max(node.maxStem, key.length);
  } else {
    let child = node.next.get(key);
    if (!child) node.next.set(key, (child = newNode()));
    if (!child.ends.includes(entry)) child.ends.push(entry);
  }
}

/** The word sequences an entry matches: as written, and (for several words) written together. */
function spellings(entry: MatchEntry): string[][] {
  // A verb and its particle joined by a hyphen are one word (the rule is the matcher's own).
  const joints = entry.stem ? [] : verbParticleJoints(entry.term, entry.words);
  const asWritten = joinedAt(entry.words, joints);
  // An apostrophe or dot never folds the words into another English word (the matcher's rule too).
  if (entry.words.length < 2 || foldsIntoAWord(entry.term, entry.words) !== null) return [asWritten];
  const together = normalise(entry.words.join('')).tokens.map((t) => t.word);
  const same = together.length === asWritten.length && together.every((w, i) => w === asWritten[i]);
  return same || together.length === 0 ? [asWritten] : [asWritten, together];
}

/** The reference has only scan(): scanText is the fast path's shortcut, checked against scan. */
export function buildMatcher(entries: MatchEntry[]): Pick<Matcher, 'scan'> {
  const root = newNode();
  const needsDigits = entries.map((entry) => writtenWithDigits(entry));
  entries.forEach((entry, index) => {
    if (entry.words.length === 0) return;
    // A possessive determiner before a noun is a slot, on spellings that keep the words one for one.
    const slots = withSlots(entry.words);
    for (const keys of spellings(entry)) insert(root, slots !== null && keys.length === entry.words.length ? slots : keys, entry.stem, index);
  });

  function scan(input: NormalisedText): TermMatch[] {
    const { tokens } = input;
    // A word read from a look-alike of i or l: every way of reading each i as i or l.
    const readingsOf = (word: string, lookalike: boolean): string[] =>
      !lookalike ? [word] : [...word].reduce<string[]>((heads, c) => heads.flatMap((h) => (c === 'i' ? [h + 'i', h + 'l'] : [h + c])), ['']);
    const found: Array<{ match: TermMatch; index: number }> = [];
    const seen = new Set<string>();
    // The possessive spans beginning at each token, and whether the current path crossed a slot.
    const stream = streamOf(tokens, newTokenStream(tokens.length + 1));
    const spans = possessiveSpans(stream, new Uint8Array(tokens.length + 1));
    let slotted = false;
    // "the creator" (not followed by its possessive 's) is also read as her, him and them.
    const isSubject = (at: number): boolean => tokens[at]?.word === 'the' && tokens[at + 1]?.word === 'creator' && tokens[at + 2]?.possessive === undefined;
    const emit = (list: number[], first: number, last: number): void => {
      for (const index of list) {
        const id = `${index}:${first}:${last}`;
        if (seen.has(id)) continue;
        // A term whose digits are part of it needs digits or symbols in the prompt's words.
        if (needsDigits[index] && !tokens.slice(first, last + 1).some((t) => t.leet === true || /\d/.test(t.word))) continue;
        seen.add(id);
        const said = slotted ? writtenWithApostrophes(tokens, first, last) : null;
        const how = said === null || said === entries[index]!.words.join(' ') ? { kind: 'exact' as const } : { kind: 'inflection' as const, written: said };
        const match = { entry: entries[index]!, how, firstToken: first, lastToken: last, start: tokens[first]!.start, end: tokens[last]!.end };
        found.push({ match, index });
      }
    };
    // Follows one reading (key) of the token at `at`, which covers tokens up to `last`.
    const step = (node: TrieNode, first: number, key: string, last: number): void => {
      if (node.stems !== null) {
        const longest = Math.min(node.maxStem, key.length);
        for (let len = node.minStem; len <= longest; len++) {
          const hit = node.stems.get(key.slice(0, len));
          if (hit) emit(hit, first, last);
        }
      }
      const child = node.next.get(key);
      if (child === undefined) return;
      if (child.ends.length > 0) emit(child.ends, first, last);
      if (child.next.size > 0 || child.stems !== null) walk(child, first, last + 1);
    };
    const walk = (node: TrieNode, first: number, at: number): void => {
      const token = tokens[at];
      if (token === undefined) return;
      const lookalike = token.lookalike === true;
      const slot = node.next.get(SLOT_KEY);
      if (slot !== undefined) {
        const outer = slotted;
        slotted = true;
        for (let k = 0; k < 4; k++) if ((spans[at]! & (1 << k)) !== 0) walk(slot, first, at + k + 1);
        slotted = outer;
      }
      if (isSubject(at)) {
        const outer = slotted;
        slotted = true;
        for (const pronoun of ['her', 'him', 'them']) step(node, first, pronoun, at + 1);
        slotted = outer;
      }
      for (const key of readingsOf(token.word, lookalike)) step(node, first, key, at);
      if (token.alts === undefined) return;
      const last = at + (token.altTokens ?? 1) - 1;
      // A masked word ("s*x") is filled in only by the tolerant matcher: read exactly, it is no word.
      for (const alt of token.alts) if (!alt.includes('*')) for (const key of readingsOf(alt, lookalike)) step(node, first, key, last);
    };
    for (let i = 0; i < tokens.length; i++) walk(root, i, i);
    found.sort((a, b) => a.match.start - b.match.start || b.match.end - a.match.end || a.index - b.index);
    return found.map((f) => f.match);
  }

  return { scan };
}
