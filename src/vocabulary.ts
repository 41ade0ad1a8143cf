// The product's fixed vocabulary, shared by the checker, the compiler, the gate and the API.
// Order matters: CONTEXTS and REALISM_TIERS are listed in the spec's order, RULES in gate order.

export const CONTEXTS = [
  'portrait',
  'fashion-editorial',
  'fitness',
  'cosplay',
  'brand-endorsement',
  'music-performance',
  'gaming-avatar',
  'seasonal-holiday',
  'travel-lifestyle',
  'fan-art-stylised',
] as const;
export type Context = (typeof CONTEXTS)[number];

/** Realism tiers from least to most realistic; a ceiling permits its own tier and those before it. */
export const REALISM_TIERS = ['stylised', 'illustrative', 'photoreal'] as const;
export type Realism = (typeof REALISM_TIERS)[number];
export const DEFAULT_REALISM: Realism = 'illustrative';

export const MODES = ['image', 'conversation'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = 'image';

/** The refusal rules in the order the gate evaluates them; the first that fires decides. */
export const RULES = [
  'creator_unavailable',
  'consent_revoked',
  'platform_prohibition',
  'forbidden_depiction',
  'excluded_brand',
  'context_not_permitted',
  'realism_exceeds_ceiling',
  'conversation_not_licensed',
  'age_verification_required',
  'identity_verification_required',
  'session_cap_reached',
  'insufficient_credit',
] as const;
export type RuleName = (typeof RULES)[number];

export const DECISIONS = ['allow', 'allow_with_advisory', 'refuse'] as const;
export type DecisionKind = (typeof DECISIONS)[number];

export const CREATOR_STATES = ['onboarding', 'active', 'suspended'] as const;
export type CreatorState = (typeof CREATOR_STATES)[number];

export const VERIFICATION_LEVELS = ['none', 'age', 'identity'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** The four platform prohibitions the spec names; the platform file must define exactly these. */
export const PLATFORM_PROHIBITIONS = [
  'minors-context',
  'non-consensual-framing',
  'deceptive-news-context',
  'criminal-context',
] as const;

/** Duration units accepted in caps and nudges, in seconds. */
export const DURATION_UNITS: Readonly<Record<string, number>> = { m: 60, h: 3600, d: 86400 };

export const isContext = (s: string): s is Context => (CONTEXTS as readonly string[]).includes(s);
export const isRealism = (s: string): s is Realism => (REALISM_TIERS as readonly string[]).includes(s);
export const isMode = (s: string): s is Mode => (MODES as readonly string[]).includes(s);
export const isRule = (s: string): s is RuleName => (RULES as readonly string[]).includes(s);
export const realismRank = (r: Realism): number => REALISM_TIERS.indexOf(r);
