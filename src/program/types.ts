// The rule program: what the compiler produces and the only thing the gate reads.
// Its RFC 8785 canonical JSON is hashed into the policyHash, so everything in it is semantic:
// no source locations, no comments, no expect lines, terms sorted and de-duplicated.
// JSON Schema: schema/rule-program.schema.json; prose: docs/rule-program.md.

import type { Context, Realism, RuleName } from '../vocabulary.ts';

export const PROGRAM_FORMAT = 'likeness.rule-program/1' as const;
/** Version of the text normalisation in src/match; part of the program because it changes what matches. */
export const NORMALISATION = 'likeness.normalise/1' as const;

export interface ProgramTerm {
  /** The term as the policy wrote it; this is the refusal's evidence. */
  term: string;
  /** Normalised words (see src/match/normalise.ts); matched as consecutive whole words. */
  words: string[];
  /** The term ended with `*`: the last word matches any word starting with it. */
  stem: boolean;
}

export type TermSource = 'platform' | 'adult' | 'creator' | 'brand';

/** Words that forbid together: a left term and a right term within `within` words, either order. */
export interface NearClause {
  left: ProgramTerm[];
  right: ProgramTerm[];
  within: number;
}

/** Cues that forbid together: any two different terms within `within` words, either order. */
export interface NearGroup {
  terms: ProgramTerm[];
  within: number;
}

export interface TermCategory {
  id: string;
  label: string;
  source: TermSource;
  /** Plain-language description for public views ('' when the file gives none). Platform
   *  categories are shown by id, label and description, never by their terms. */
  description: string;
  terms: ProgramTerm[];
  /** Combinations (span-near); [] when none. Sorted, de-duplicated like terms. */
  near: NearClause[];
  /** `any two of` groups; the field is absent when the category has none, so programs written
   *  before groups existed keep their bytes and hash. Sorted, de-duplicated like clauses. */
  nearGroups?: NearGroup[];
  /** Innocent phrases that mask this category's terms inside them ("kid gloves"); [] when none. */
  except: ProgramTerm[];
  /** A stated age (digits, words, "aged", "-year-old", school grades) below this falls under
   *  the category; null when none. Only platform categories carry one. */
  ageUnder: number | null;
}

/** How words are read beyond their spelling. Part of the program, so of the policyHash:
 *  a new dictionary or lemmatiser gives every creator a new version, never a silent change. */
export interface MatchingSettings {
  /** The version of the matching rules of src/match that no package version names (which
   *  readings count, what masks a match, which stated ages are a person's): a change to them
   *  changes every policyHash. Absent in programs compiled before it was recorded. */
  rules?: string;
  /** A word that is not in the dictionary and is a small edit (Damerau-Levenshtein) from a term
   *  word is that word: one edit from `oneEditFrom` letters, two from `twoEditsFrom`. */
  spelling: { dictionary: string; oneEditFrom: number; twoEditsFrom: number };
  /** Inflected forms (plural, verb forms, comparatives) read as their lemma by this lemmatiser. */
  inflection: { lemmatiser: string };
  /** The languages the gate reads; a prompt detected as another language is refused before the
   *  gate (400 unsupported_language). `detector` names the package@version that decides. */
  language: { reads: string[]; detector: string };
  /** Nouns that name no person, by their most frequent WordNet sense: animals and plants
   *  (`living`), food and drink (`food`), artifacts (`objects`). An age or a youth word whose head noun is one of
   *  them speaks of no person ("a 2-year-old retriever"). Set by the compiler from `source`;
   *  absent in programs compiled before it was recorded (then every age is a person's). */
  notPeople?: { source: string; living: string[]; food: string[]; objects: string[] };
}

export interface SessionCap {
  limit: number;
  windowSeconds: number;
  /** As written, for evidence: `24h`. */
  window: string;
  enforcement: 'advisory' | 'block';
}

export interface VarietyNudge {
  repeats: number;
  windowSeconds: number;
  window: string;
}

export type RuleStep =
  | { rule: 'creator_unavailable' }
  | { rule: 'consent_revoked' }
  | { rule: 'platform_prohibition'; categories: TermCategory[] }
  | { rule: 'forbidden_depiction'; categories: TermCategory[] }
  | { rule: 'excluded_brand'; categories: TermCategory[] }
  | { rule: 'context_not_permitted'; allowed: Context[] }
  | { rule: 'realism_exceeds_ceiling'; ceiling: Realism }
  | { rule: 'conversation_not_licensed'; licensed: boolean }
  | { rule: 'age_verification_required'; required: boolean }
  | { rule: 'identity_verification_required'; tiers: Realism[] }
  | { rule: 'session_cap_reached'; cap: SessionCap | null; nudge: VarietyNudge | null }
  | { rule: 'insufficient_credit' };

export type StepOf<R extends RuleName> = Extract<RuleStep, { rule: R }>;

export interface RuleProgram {
  format: typeof PROGRAM_FORMAT;
  normalisation: typeof NORMALISATION;
  matching: MatchingSettings;
  creator: { slug: string; displayName: string };
  /** Exactly twelve steps, in the order of RULES in src/vocabulary.ts. */
  rules: RuleStep[];
  /** Adult categories this creator opened (removed from forbidden_depiction). */
  openedAdult: string[];
  /** Platform prohibition ids + adult categories not opened + creator forbids, in rule order. */
  enforcedForbidden: string[];
}

/** A program plus what the database knows about it: the stamp every decision carries. */
export interface BoundaryStamp {
  version: number;
  policyHash: string;
  enforcedForbidden: string[];
}
