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

export interface TermCategory {
  id: string;
  label: string;
  source: TermSource;
  terms: ProgramTerm[];
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
