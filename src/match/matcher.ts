// One pass over the prompt, whatever the number of terms: a character-level trie of the terms'
// words built once per program (automaton.ts). From each token the scan follows the token's
// characters (an i of a look-alike word also as l, see trie-walk.ts), reporting stems on the way and exact terms at the
// end of the word, then crosses the word break into the next token while the trie goes on. The
// cost per token depends on how far the trie agrees with the text, not on how many terms there are.
//
// Besides its own spelling, a token is also read as its lemmas and as the term words it is a
// misspelling of (readings.ts), at most one misspelled word per match. Terms are also put in the
// trie with their words reduced to lemmas. Exceptions and the parts of near clauses are patterns
// in the same trie; what they found is combined after the walk (exceptions.ts, near.ts).

import { AutomatonBuilder, WORD_BREAK } from './automaton.ts';
import { categoryKey, MaskedSpans } from './exceptions.ts';
import { NOUN, termLemmas, VERB } from './lemmas.ts';
import { nearMatch, type NearClauseMatches } from './near.ts';
import { joinedAt, verbParticleJoints } from './hyphen-joints.ts';
import { foldsIntoAWord } from './joined-word.ts';
import { normalise, normalisedWords, readTokens } from './normalise.ts';
import { SPELLING, WordReader } from './readings.ts';
import { SpellingIndex } from './spelling-index.ts';
import { buildText } from './text-builder.ts';
import { newTokenStream, streamOf } from './token-stream.ts';
import { EXCEPT, NEAR_PART, PATH_BITS, Scan, TERM, type Found } from './trie-walk.ts';
import type { MatchingSettings } from '../program/types.ts';
import type { MatchEntry, Matcher, MatcherOptions, MatchHow, NormalisedText, TermMatch, TermSpec, TextScan, Token } from './types.ts';

/** The word sequences a term matches: as written, and (for several words) written together,
 *  unless an apostrophe or dot joins them into another word ("sa'd" is not "sad"). A verb and
 *  its particle joined by a hyphen ("drive-by") are one word, never the spaced phrase.
 *  `joints` are the term's verb-particle pairs (see hyphen-joints.ts). */
function spellings(words: string[], term: string, joints: readonly number[] = NO_JOINTS): string[][] {
  const asWritten = joints.length === 0 ? words : joinedAt(words, joints);
  if (words.length < 2 || foldsIntoAWord(term, words) !== null) return [asWritten];
  const together = normalisedWords(words.join(''));
  const same = together.length === asWritten.length && together.every((w, i) => w === asWritten[i]);
  return same || together.length === 0 ? [asWritten] : [asWritten, together];
}

/** The keys an exact reading of the term can begin with (the first word of each spelling): a
 *  text none of whose words starts with one of them cannot contain the term when read without
 *  inflections or spelling tolerance. */
export const firstKeys = (words: string[], term: string): string[] => spellings(words, term, verbParticleJoints(term, words)).map((keys) => keys[0]!);

const NO_JOINTS: readonly number[] = Object.freeze([]);

/** The term with its words reduced to their noun lemmas and to their verb lemmas (each null when
 *  no word has one). A stem's last word is a prefix, not a word: it keeps its spelling. Each word
 *  is asked once for both. */
function lemmaWords(words: string[], stem: boolean): { noun: string[] | null; verb: string[] | null } {
  let noun: string[] | null = null;
  let verb: string[] | null = null;
  const last = stem ? words.length - 1 : words.length;
  for (let i = 0; i < last; i++) {
    const lemmas = termLemmas(words[i]!);
    if (lemmas.noun !== null) (noun ??= [...words])[i] = lemmas.noun;
    if (lemmas.verb !== null) (verb ??= [...words])[i] = lemmas.verb;
  }
  return { noun, verb };
}

/** What the trie looks for: a term, a part of a near clause or an exception phrase. */
interface Pattern {
  spec: TermSpec;
  role: typeof TERM | typeof NEAR_PART | typeof EXCEPT;
  /** The entry (TERM), the clause (NEAR_PART) or the exception (EXCEPT). */
  owner: number;
  /** NEAR_PART: which side of the clause. */
  left: boolean;
}

/** No token contains the word break, so a word that does can never match: leave it out. */
const matchable = (keys: string[]): boolean => keys.every((k) => !k.includes(String.fromCharCode(WORD_BREAK)));

// Scratch streams shared by every matcher: a scan runs to the end before the next one starts.
const tokenScratch = newTokenStream();
const textScratch = newTokenStream();
const NO_MATCHES: readonly TermMatch[] = Object.freeze([]);

/** The scan of a text the gate did not need normalised: built on demand, only when asked. */
class UnmatchedText implements TextScan {
  readonly matches: TermMatch[] = NO_MATCHES as TermMatch[];
  #text: NormalisedText | undefined;
  constructor(readonly input: string) {}
  get text(): NormalisedText {
    return (this.#text ??= normalise(this.input));
  }
}

/** The options a program's reading settings give: its spelling allowance, and inflections on. */
export const readingOptions = (settings: MatchingSettings): MatcherOptions => ({
  spelling: { oneEditFrom: settings.spelling.oneEditFrom, twoEditsFrom: settings.spelling.twoEditsFrom },
  inflection: true,
});

/** The patterns the trie looks for, in entry, clause, exception order. */
function patternsOf(entries: MatchEntry[], options: MatcherOptions): Pattern[] {
  const patterns: Pattern[] = entries.map((spec, owner) => ({ spec, role: TERM, owner, left: false }));
  (options.near ?? []).forEach((clause, owner) => {
    for (const spec of clause.left) patterns.push({ spec, role: NEAR_PART, owner, left: true });
    for (const spec of clause.right) patterns.push({ spec, role: NEAR_PART, owner, left: false });
  });
  (options.except ?? []).forEach((e, owner) => patterns.push({ spec: e.phrase, role: EXCEPT, owner, left: false }));
  return patterns;
}

/** A matcher for these entries; without options it reads exact words only (as the checker
 *  compares terms), the gate passes the program's options (see readingOptions). */
export function buildMatcher(entries: MatchEntry[], options: MatcherOptions = {}): Matcher {
  const patterns = patternsOf(entries, options);
  const near = options.near ?? [];
  const except = options.except ?? [];
  const inflection = options.inflection === true;
  const builder = new AutomatonBuilder();
  const roles = new Uint8Array(patterns.length);
  /** Every word the trie can read whole; and the words spelling may correct to. */
  const termKeys = new Set<string>();
  const fuzzyWords = new Set<string>();
  patterns.forEach((p, index) => {
    roles[index] = p.role;
    const { words, stem } = p.spec;
    if (words.length === 0) return;
    const term = p.spec.term;
    const joints = stem ? NO_JOINTS : verbParticleJoints(term, words);
    const paths: Array<[string[], number]> = spellings(words, term, joints).map((keys) => [keys, 0]);
    if (inflection) {
      const { noun, verb } = lemmaWords(words, stem);
      if (noun !== null) for (const keys of spellings(noun, term, joints)) paths.push([keys, NOUN]);
      if (verb !== null) for (const keys of spellings(verb, term, joints)) paths.push([keys, VERB]);
    }
    for (const [keys, path] of paths) {
      if (!matchable(keys)) continue;
      builder.add(keys, stem, (index << PATH_BITS) + path);
      for (const key of keys) termKeys.add(key);
    }
    // Exceptions are exact phrases, and a stem already reaches every word it begins: neither is
    // a target for a correction ("mocktail" is no misspelling of "cocktail*").
    if (p.role === EXCEPT) return;
    for (const w of stem ? words.slice(0, -1) : words) fuzzyWords.add(w);
  });
  const spelling = options.spelling ? new SpellingIndex(fuzzyWords, options.spelling) : null;
  const reader = spelling !== null || inflection ? new WordReader(termKeys, spelling, inflection) : null;
  const walker = new Scan(builder.build(), roles, reader);

  const how = (f: Found, tokens: Token[]): MatchHow => {
    if (f.kind === 0) return { kind: 'exact' };
    const written = tokens.slice(f.first, f.last + 1).map((t) => t.word).join(' ');
    return f.kind === SPELLING ? { kind: 'spelling', written } : { kind: 'inflection', written };
  };

  function matchesOf(found: Found[], tokens: Token[]): TermMatch[] {
    const masked = new MaskedSpans();
    for (const f of found) {
      const p = patterns[f.index]!;
      if (p.role === EXCEPT) masked.add(categoryKey(except[p.owner]!.rule, except[p.owner]!.category), f.first, f.last);
    }
    const matches: Array<{ match: TermMatch; index: number }> = [];
    const clauses = new Map<number, NearClauseMatches>();
    for (const f of found) {
      const p = patterns[f.index]!;
      if (p.role === EXCEPT) continue;
      const owner = p.role === TERM ? entries[p.owner]! : near[p.owner]!;
      if (masked.masks(categoryKey(owner.rule, owner.category), f.first, f.last)) continue;
      const span = { firstToken: f.first, lastToken: f.last, start: tokens[f.first]!.start, end: tokens[f.last]!.end };
      if (p.role === TERM) {
        matches.push({ match: { entry: entries[p.owner]!, how: how(f, tokens), ...span }, index: p.owner });
        continue;
      }
      let clause = clauses.get(p.owner);
      if (clause === undefined) {
        const c = near[p.owner]!;
        clauses.set(p.owner, (clause = { entry: { rule: c.rule, category: c.category }, within: c.within, left: [], right: [] }));
      }
      (p.left ? clause.left : clause.right).push({ term: p.spec.term, ...span });
    }
    for (const [owner, clause] of clauses) {
      const specOf = (term: string) => near[owner]!.left.find((t) => t.term === term)!;
      const m = nearMatch(clause, specOf);
      // Near matches sort after the terms (entries.length + clause): terms are the plainer evidence.
      if (m !== null) matches.push({ match: m, index: entries.length + owner });
    }
    matches.sort((x, y) => x.match.start - y.match.start || y.match.end - x.match.end || x.index - y.index);
    return matches.map((m) => m.match);
  }

  function scan(input: NormalisedText): TermMatch[] {
    const found = walker.run(streamOf(input.tokens, tokenScratch));
    return found === null ? [] : matchesOf(found, input.tokens);
  }

  function scanText(input: string): TextScan {
    const found = walker.run(readTokens(input, textScratch));
    if (found === null) return new UnmatchedText(input);
    // A find: now the words are needed (offsets, the trace), read from the same stream.
    const text = buildText(textScratch);
    const matches = matchesOf(found, text.tokens);
    // Everything found may have been masked by an exception, or be half a near clause.
    return matches.length === 0 ? new UnmatchedText(input) : { text, matches };
  }

  return { scan, scanText };
}
