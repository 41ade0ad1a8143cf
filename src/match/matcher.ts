// One pass over the prompt, whatever the number of terms: a character-level trie of the terms'
// words built once per program (automaton.ts). From each token the scan follows the token's
// characters (an i of a look-alike word also as l, see trie-walk.ts), reporting stems on the way and exact terms at the
// end of the word, then crosses the word break into the next token while the trie goes on. The
// cost per token depends on how far the trie agrees with the text, not on how many terms there are.
//
// Besides its own spelling, a token is also read as its lemmas and as the term words it is a
// misspelling of (readings.ts), at most one misspelled word per match; "the creator" is also read
// as the pronouns a term may use for her (subject.ts). Terms are also put in the
// trie with their words reduced to lemmas. Exceptions and the parts of near clauses are patterns
// in the same trie; what they found is combined after the walk (exceptions.ts, near.ts).

import { AutomatonBuilder, WORD_BREAK } from './automaton.ts';
import { categoryKey, MaskedSpans } from './exceptions.ts';
import { NOUN, phraseTermVerb, termLemmas, VERB } from './lemmas.ts';
import { nearMatch, type NearClauseMatches } from './near.ts';
import { joinedAt, verbParticleJoints } from './hyphen-joints.ts';
import { isEnglishWord } from './english-words.ts';
import { foldsIntoAWord } from './joined-word.ts';
import { isMaskedWord, normalise, normalisedWords, readTokens } from './normalise.ts';
import { SLOT_KEY, withSlots } from './possessives.ts';
import { SPELLING, WordReader } from './readings.ts';
import { SpellingIndex } from './spelling-index.ts';
import { spelledAsPartOfPhrase } from './phrase-words.ts';
import { wordsMayStateAnAge } from './ages.ts';
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
 *  is asked once for both. In a phrase (see isPhrase) a word also reduces to a verb of any
 *  length ("got laid" → "get lay"). */
function lemmaWords(words: string[], stem: boolean, phrase: boolean): { noun: string[] | null; verb: string[] | null } {
  let noun: string[] | null = null;
  let verb: string[] | null = null;
  const last = stem ? words.length - 1 : words.length;
  for (let i = 0; i < last; i++) {
    const lemmas = termLemmas(words[i]!);
    if (lemmas.noun !== null) (noun ??= [...words])[i] = lemmas.noun;
    if (lemmas.verb !== null) (verb ??= [...words])[i] = lemmas.verb;
    else if (phrase) {
      const short = phraseTermVerb(words[i]!);
      if (short !== null) (verb ??= [...words])[i] = short;
    }
  }
  return { noun, verb };
}

/** Whether a pattern's words read their phrase-only verbs (lemmas.ts phraseLemmas): a term of
 *  several words, any word of a near clause or of an exception. A one-word term does not, so
 *  "saw" or "left" alone is no form of a term "see" or "leave". */
const isPhrase = (role: number, words: readonly string[]): boolean => role !== TERM || words.length > 1;

/** What the trie looks for: a term, a part of a near clause or an exception phrase. */
interface Pattern {
  spec: TermSpec;
  role: typeof TERM | typeof NEAR_PART | typeof EXCEPT;
  /** The entry (TERM), the clause (NEAR_PART) or the exception (EXCEPT). */
  owner: number;
  /** NEAR_PART: which side of the clause. */
  left: boolean;
}

/** A term written with digits or symbols among its letters that leetspeak reads as an ordinary
 *  English word, as it is or written together ("s3x" reads "sex", "r-18" together "rib"): the
 *  digits are part of the term, so it matches only where the prompt has digits or symbols too
 *  ("r18", "r 18"), never the plain word ("ribs"). One that reads as no English word ("n00ds":
 *  "noods") is slang written either way. A number that stays a number ("12yo") is left alone. */
export function writtenWithDigits(spec: TermSpec): boolean {
  if (spec.words.length > LONGEST_TERM || !LEET_WRITTEN.test(spec.term)) return false;
  // Only a word of a term's length is asked of the dictionary (a checker's broken line can
  // make a "term" of a whole paragraph).
  const plainWord = (words: string[]): boolean => !words.some((w) => DIGIT.test(w)) && words.some((w) => w.length <= LONGEST_WORD && isEnglishWord(w));
  return plainWord(spec.words) || plainWord(normalisedWords(spec.words.join('')));
}
const LEET_WRITTEN = /[0-9@$€!|]/;
const LONGEST_WORD = 40;
/** Longer "terms" are prose, not a word written in leetspeak. */
const LONGEST_TERM = 6;
const DIGIT = /\d/;

/** True when a word of the span is a number or was read from one written with digits or symbols. */
function spanHasDigits(tokens: Token[], first: number, last: number): boolean {
  for (let t = first; t <= last; t++) if (tokens[t]!.leet === true || DIGIT.test(tokens[t]!.word)) return true;
  return false;
}

/** The words of tokens [first, last], a masked word as it was written ("s*x", not "s x"). */
function writtenAsTyped(tokens: Token[], first: number, last: number): string {
  const words: string[] = [];
  for (let t = first; t <= last; t++) {
    const token = tokens[t]!;
    const masked = token.alts?.find(isMaskedWord);
    const covers = token.altTokens ?? 1;
    if (masked !== undefined && t + covers - 1 <= last) {
      words.push(masked);
      t += covers - 1;
    } else words.push(token.word);
  }
  return words.join(' ');
}

/** The words of tokens [first, last] with the apostrophes of their possessives put back. */
export function writtenWithApostrophes(tokens: Token[], first: number, last: number): string {
  let out = '';
  for (let t = first; t <= last; t++) {
    const token = tokens[t]!;
    if (token.possessive === 1 && t > first) out += `'${token.word}`;
    else out += (t > first ? ' ' : '') + token.word + (token.possessive === 2 ? "'" : '');
  }
  return out;
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
  constructor(
    readonly input: string,
    readonly mayStateAnAge: boolean,
  ) {}
  get text(): NormalisedText {
    return (this.#text ??= normalise(this.input));
  }
}

/** The options a program's reading settings give: its spelling allowance, and inflections on. */
export const readingOptions = (settings: MatchingSettings): MatcherOptions => ({
  spelling: { oneEditFrom: settings.spelling.oneEditFrom, twoEditsFrom: settings.spelling.twoEditsFrom },
  inflection: true,
});

/** The patterns the trie looks for: the shared leading part of each list (entries, clauses,
 *  exceptions; see MatcherOptions.shared) first, then the rest, each in entry, clause, exception
 *  order. A pattern's owner is its place in its own list, so evidence and its order do not
 *  depend on this order. */
function patternsOf(entries: MatchEntry[], options: MatcherOptions): { patterns: Pattern[]; shared: number } {
  const near = options.near ?? [];
  const except = options.except ?? [];
  const split = options.shared ?? { entries: 0, near: 0, except: 0 };
  const patterns: Pattern[] = [];
  const add = (from: { entries: number; near: number; except: number }, to: { entries: number; near: number; except: number }): void => {
    for (let owner = from.entries; owner < to.entries; owner++) patterns.push({ spec: entries[owner]!, role: TERM, owner, left: false });
    for (let owner = from.near; owner < to.near; owner++) {
      const clause = near[owner]!;
      for (const spec of clause.left) patterns.push({ spec, role: NEAR_PART, owner, left: true });
      for (const spec of clause.right) patterns.push({ spec, role: NEAR_PART, owner, left: false });
    }
    for (let owner = from.except; owner < to.except; owner++) patterns.push({ spec: except[owner]!.phrase, role: EXCEPT, owner, left: false });
  };
  const shared = { entries: Math.min(split.entries, entries.length), near: Math.min(split.near, near.length), except: Math.min(split.except, except.length) };
  add({ entries: 0, near: 0, except: 0 }, shared);
  const sharedCount = patterns.length;
  add(shared, { entries: entries.length, near: near.length, except: except.length });
  return { patterns, shared: sharedCount };
}

/** What the trie and the word readings are built from, for patterns [from, to). */
interface TriePart {
  builder: AutomatonBuilder;
  /** Every word the trie can read whole. */
  termKeys: Set<string>;
  /** The words spelling may correct to. */
  fuzzyWords: Set<string>;
  /** The words of patterns of several words, which also take a correction inside their phrase. */
  phraseWords: Set<string>;
}

function addPatterns(part: TriePart, patterns: readonly Pattern[], from: number, to: number, inflection: boolean): void {
  const { builder, termKeys, fuzzyWords } = part;
  for (let index = from; index < to; index++) {
    const p = patterns[index]!;
    const { words, stem } = p.spec;
    if (words.length === 0) continue;
    const term = p.spec.term;
    const joints = stem ? NO_JOINTS : verbParticleJoints(term, words);
    const paths: Array<[string[], number]> = spellings(words, term, joints).map((keys) => [keys, 0]);
    if (inflection) {
      const { noun, verb } = lemmaWords(words, stem, isPhrase(p.role, words));
      if (noun !== null) for (const keys of spellings(noun, term, joints)) paths.push([keys, NOUN]);
      if (verb !== null) for (const keys of spellings(verb, term, joints)) paths.push([keys, VERB]);
    }
    // A possessive determiner before a noun is a slot (possessives.ts), on every path that keeps
    // the term's words one for one.
    const slots = withSlots(words);
    if (slots !== null) for (const entry of paths) if (entry[0].length === words.length) entry[0] = entry[0].map((k, i) => (slots[i] === SLOT_KEY ? SLOT_KEY : k));
    for (const [keys, path] of paths) {
      if (!matchable(keys)) continue;
      builder.add(keys, stem, (index << PATH_BITS) + path);
      for (const key of keys) termKeys.add(key);
    }
    // An exception's own words are no target for a correction (only the term words they contain
    // are), and a stem already reaches every word it begins ("mocktail" is no misspelling of
    // "cocktail*").
    if (p.role === EXCEPT) continue;
    for (const w of stem ? words.slice(0, -1) : words) fuzzyWords.add(w);
    if (words.length > 1) for (const w of stem ? words.slice(0, -1) : words) part.phraseWords.add(w);
  }
}

/** The shared patterns' part, built once and copied by every matcher that shares them. */
interface SharedPart extends TriePart {
  spelling: SpellingIndex | null;
  /** The patterns it was built from, and the options' key: a program compiled against a kept
   *  platform part shares its sealed word lists, so the same lists are recognised without
   *  writing the content key. */
  from: readonly Pattern[];
  optionsKey: string;
}

/** Shared parts by their content (see sharedKey); a few platform files at once. */
const SHARED_PARTS = 4;
const sharedParts = new Map<string, SharedPart>();

/** Everything a shared part is built from: how words are read and each pattern's role, stem,
 *  text and words, in order. Equal keys build equal parts. */
const optionsKeyOf = (options: MatcherOptions): string => JSON.stringify([options.inflection === true, options.spelling ?? null]);

function sharedKey(patterns: readonly Pattern[], count: number, options: MatcherOptions): string {
  const parts: string[] = [optionsKeyOf(options)];
  for (let i = 0; i < count; i++) {
    const { spec, role } = patterns[i]!;
    parts.push(`${role}${spec.stem ? '*' : '='}${spec.term}\u0001${spec.words.join('\u0001')}`);
  }
  return parts.join('\u0000');
}

/** Whether the first `count` patterns are the ones `part` was built from: the same roles, texts
 *  and frozen word lists (a frozen list cannot have changed since). */
function builtFrom(part: SharedPart, patterns: readonly Pattern[], count: number, optionsKey: string): boolean {
  if (part.from.length !== count || part.optionsKey !== optionsKey) return false;
  for (let i = 0; i < count; i++) {
    const a = patterns[i]!;
    const b = part.from[i]!;
    if (a.role !== b.role || a.spec.words !== b.spec.words || a.spec.stem !== b.spec.stem || a.spec.term !== b.spec.term || !Object.isFrozen(b.spec.words)) return false;
  }
  return true;
}

function sharedPartOf(patterns: readonly Pattern[], count: number, options: MatcherOptions): SharedPart {
  const optionsKey = optionsKeyOf(options);
  for (const part of sharedParts.values()) if (builtFrom(part, patterns, count, optionsKey)) return part;
  const key = sharedKey(patterns, count, options);
  const known = sharedParts.get(key);
  if (known !== undefined) return known;
  const part: TriePart = { builder: new AutomatonBuilder(), termKeys: new Set(), fuzzyWords: new Set(), phraseWords: new Set() };
  addPatterns(part, patterns, 0, count, options.inflection === true);
  const from = patterns.slice(0, count).map((p) => ({ ...p, spec: { term: p.spec.term, words: p.spec.words, stem: p.spec.stem } }));
  const built: SharedPart = { ...part, spelling: options.spelling ? new SpellingIndex(part.fuzzyWords, options.spelling, part.phraseWords) : null, from, optionsKey };
  sharedParts.set(key, built);
  if (sharedParts.size > SHARED_PARTS) sharedParts.delete(sharedParts.keys().next().value!);
  return built;
}

/** A matcher for these entries; without options it reads exact words only (as the checker
 *  compares terms), the gate passes the program's options (see readingOptions). */
export function buildMatcher(entries: MatchEntry[], options: MatcherOptions = {}): Matcher {
  const { patterns, shared } = patternsOf(entries, options);
  const near = options.near ?? [];
  const except = options.except ?? [];
  const inflection = options.inflection === true;
  const roles = new Uint8Array(patterns.length);
  const needsDigits = new Uint8Array(patterns.length);
  for (let index = 0; index < patterns.length; index++) {
    const p = patterns[index]!;
    roles[index] = p.role;
    if (p.role !== EXCEPT && writtenWithDigits(p.spec)) needsDigits[index] = 1;
  }
  let part: TriePart;
  let spelling: SpellingIndex | null;
  if (shared > 0) {
    // The shared part's trie and readings, copied, with this matcher's own patterns added.
    const base = sharedPartOf(patterns, shared, options);
    part = { builder: base.builder.copy(), termKeys: new Set(base.termKeys), fuzzyWords: new Set(), phraseWords: new Set() };
    addPatterns(part, patterns, shared, patterns.length, inflection);
    spelling = options.spelling ? base.spelling!.extendedWith(part.fuzzyWords, part.phraseWords) : null;
  } else {
    part = { builder: new AutomatonBuilder(), termKeys: new Set(), fuzzyWords: new Set(), phraseWords: new Set() };
    addPatterns(part, patterns, 0, patterns.length, inflection);
    spelling = options.spelling ? new SpellingIndex(part.fuzzyWords, options.spelling, part.phraseWords) : null;
  }
  const builder = part.builder;
  const termKeys = part.termKeys;
  const reader = spelling !== null || inflection ? new WordReader(termKeys, spelling, inflection) : null;
  const walker = new Scan(builder.build(), roles, reader);

  const how = (f: Found, tokens: Token[]): MatchHow => {
    if (f.kind === 0 && !f.slot) return { kind: 'exact' };
    const written = writtenAsTyped(tokens, f.first, f.last);
    if (f.kind === SPELLING) return { kind: 'spelling', written };
    if (!f.slot) return { kind: 'inflection', written };
    // Through a possessive slot: the prompt's words with their apostrophes ("up jo's skirt").
    const said = writtenWithApostrophes(tokens, f.first, f.last);
    return f.kind === 0 && said === patterns[f.index]!.spec.words.join(' ') ? { kind: 'exact' } : { kind: 'inflection', written: said };
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
      if (needsDigits[f.index] === 1 && !spanHasDigits(tokens, f.first, f.last)) continue;
      if (f.kind === SPELLING && spelledAsPartOfPhrase(tokens, f.first, f.last)) continue;
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
        clauses.set(p.owner, (clause = { entry: { rule: c.rule, category: c.category }, within: c.within, group: c.group === true, left: [], right: [] }));
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

  /** Whether these finds can make a match at all: a term, a clause with both sides seen, or a
   *  group with two different terms seen.
   *  Most prompts find only half a clause ("ten" of "ten" near "years old"): those never pay for
   *  their words and offsets. Exceptions only take matches away, so they are not needed here. */
  function mayMatch(found: Found[]): boolean {
    let left: Set<number> | null = null;
    let right: Set<number> | null = null;
    let groups: Map<number, number> | null = null;
    for (const f of found) {
      const p = patterns[f.index]!;
      if (p.role === TERM) return true;
      if (p.role !== NEAR_PART) continue;
      if (near[p.owner]!.group === true) {
        // The first term seen of each group, by pattern: another one makes a pair.
        const first = (groups ??= new Map()).get(p.owner);
        if (first === undefined) groups.set(p.owner, f.index);
        else if (first !== f.index) return true;
      } else if (p.left) {
        if (right?.has(p.owner)) return true;
        (left ??= new Set()).add(p.owner);
      } else {
        if (left?.has(p.owner)) return true;
        (right ??= new Set()).add(p.owner);
      }
    }
    return false;
  }

  function scanText(input: string): TextScan {
    const found = walker.run(readTokens(input, textScratch));
    const mayStateAnAge = wordsMayStateAnAge(textScratch);
    if (found === null || !mayMatch(found)) return new UnmatchedText(input, mayStateAnAge);
    // A find: now the words are needed (offsets, the trace), read from the same stream.
    const text = buildText(textScratch);
    const matches = matchesOf(found, text.tokens);
    // Everything found may have been masked by an exception, or be half a near clause.
    return matches.length === 0 ? new UnmatchedText(input, mayStateAnAge) : { text, matches, mayStateAnAge };
  }

  return { scan, scanText };
}
