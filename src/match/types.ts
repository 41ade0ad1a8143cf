// The matcher's contract. normalise() is applied identically to policy terms (at compile time)
// and to prompts (at gate time); the automaton is built once per program and cached by policyHash.

export interface Token {
  /** Normalised word: letters and digits only, case-folded, homoglyphs and leetspeak folded. */
  word: string;
  /** Offsets of this word in NormalisedText.text. */
  start: number;
  end: number;
  /** Other readings that the matcher also tries at this token: a spaced-out run led or ended by
   *  the one-letter word "a" or "i" ("a n u d e") read without it ("nude"), and a token split as a
   *  number ("nud35" → "nud" "35") read whole as leetspeak ("nudes"). Usually absent. */
  alts?: string[];
  /** How many tokens the alternatives cover, from this one (2 for a split number); default 1. */
  altTokens?: number;
  /** Read from a character that stands for i or l alike ("1", "!", "|": "sku11", "k1ds"): each
   *  i of the word (and of its alternatives) is also read as l. Absent for a word written in
   *  letters, which is read as written. */
  lookalike?: true;
  /** Read from a token that mixes letters with digits or symbols ("s3x", "r18", "n@ked"). A
   *  term written with digits among its letters matches only such a token (see matcher.ts).
   *  Absent for a word written in letters alone. */
  leet?: true;
  /** Ends a possessive: 1 for the "s" after an apostrophe ("jo's"), 2 for a word ending in s
   *  followed by one ("actors'"). The apostrophe itself is no word; a possessive slot of a term
   *  matches across it (see possessives.ts). Absent otherwise. */
  possessive?: 1 | 2;
  /** Followed, before the next word, by punctuation that ends a phrase (a comma, a semicolon, a
   *  colon, a full stop, ! or ?, a bar, a bracket, a line break): in a tag list ("aged 9,
   *  teddy bear") the word after it is not what the words before it describe. Absent otherwise. */
  pause?: true;
}

export interface NormalisedText {
  /** The prompt after normalisation, words joined by single spaces: what `explain` shows. */
  text: string;
  tokens: Token[];
}

/** One term the matcher looks for, tagged with where it came from so the gate can attribute it. */
export interface MatchEntry {
  rule: 'platform_prohibition' | 'forbidden_depiction' | 'excluded_brand';
  category: string;
  term: string; // as written: the evidence
  words: string[];
  stem: boolean;
}

/** How a match was made, for the evidence (`matched term "lingerie" (spelled "lingeree")`). */
export type MatchHow =
  | { kind: 'exact' }
  /** `written`: the prompt's word(s) as normalised, e.g. "kidnapped" for the term "kidnap". */
  | { kind: 'inflection'; written: string }
  | { kind: 'spelling'; written: string }
  /** A near clause: `entry.term` is the left part as written, `other` the right part (of a
   *  group: the part found first in the prompt, then the other). */
  | { kind: 'near'; other: string }
  /** A stated age under the category's bound; `entry.term` is `age N`. */
  | { kind: 'age'; age: number; written: string };

/** A term as the matcher reads it: its words as normalised, and whether the last is a stem. */
export interface TermSpec {
  term: string;
  words: string[];
  stem: boolean;
}

/** A near clause: a left and a right term within `within` words of each other, either order.
 *  A group (`any two of`) has `group: true`, its terms in `left` and `right` empty: any two
 *  different terms of it pair. */
export interface NearEntry {
  rule: MatchEntry['rule'];
  category: string;
  left: TermSpec[];
  right: TermSpec[];
  within: number;
  group?: boolean;
}

/** An innocent phrase that masks the category's matches inside it ("kid gloves"). */
export interface ExceptEntry {
  rule: MatchEntry['rule'];
  category: string;
  phrase: TermSpec;
}

/** What a matcher reads beyond exact words; absent fields read as off / none. */
export interface MatcherOptions {
  near?: NearEntry[];
  except?: ExceptEntry[];
  /** Damerau-Levenshtein allowance by term-word length; null: exact spelling only. */
  spelling?: { oneEditFrom: number; twoEditsFrom: number } | null;
  /** Read inflected forms as their lemma. */
  inflection?: boolean;
  /** How many leading entries, clauses and exceptions many matchers share (the platform file's
   *  part of every creator's program): their trie and spelling index are built once and copied. */
  shared?: { entries: number; near: number; except: number };
}

/** Everything a matcher is built from. */
export interface MatcherInput {
  entries: MatchEntry[];
  options: MatcherOptions;
}

export interface TermMatch {
  entry: MatchEntry;
  how: MatchHow;
  /** Token index range [firstToken, lastToken] in the normalised text. */
  firstToken: number;
  lastToken: number;
  /** Character span in NormalisedText.text. */
  start: number;
  end: number;
}

/** The matches in one text and the normalised text their offsets refer to. */
export interface TextScan {
  matches: TermMatch[];
  /** normalise(input); when nothing matched it is only built if asked for. */
  readonly text: NormalisedText;
  /** False when the text's words surely state no age (wordsMayStateAnAge), so reading ages can
   *  be skipped. */
  readonly mayStateAnAge: boolean;
}

export interface Matcher {
  /** All matches, ordered by start offset, then longest first, then entry order. */
  scan(input: NormalisedText): TermMatch[];
  /** The same as scan(normalise(input)), without building words or tokens unless a term matches. */
  scanText(input: string): TextScan;
}
