// What the semantic diff of two rule programs reports. One change per fact that differs,
// each labelled by what it does to the set of requests the gate lets through.

/**
 * loosens: some request refused before may now be allowed.
 * tightens: some request allowed before may now be refused.
 * neutral: no request changes between allow and refuse (labels, names, advisory-only settings).
 */
export type ChangeEffect = 'loosens' | 'tightens' | 'neutral';

export type ChangeKind =
  | 'creator'
  | 'normalisation'
  | 'category-added'
  | 'category-removed'
  | 'category-label'
  | 'term-added'
  | 'term-removed'
  | 'category-description'
  | 'near-added'
  | 'near-removed'
  /** A term added to or removed from a near group (`any two of`) that is otherwise kept. */
  | 'near-group-term-added'
  | 'near-group-term-removed'
  | 'except-added'
  | 'except-removed'
  | 'age-bound'
  /** A platform or adult category changed inside, in the public diff (src/diff/public.ts): no terms shown. */
  | 'category-changed'
  | 'context-added'
  | 'context-removed'
  | 'realism-ceiling'
  | 'conversation'
  | 'adult-opened'
  | 'adult-closed'
  | 'age-assurance'
  | 'identity-tier-added'
  | 'identity-tier-removed'
  | 'session-cap'
  | 'session-cap-limit'
  | 'session-cap-window'
  | 'session-cap-enforcement'
  | 'variety-nudge'
  | 'variety-nudge-repeats'
  | 'variety-nudge-window';

/** The rule whose term categories a category/term change belongs to. */
export type CategoryRule = 'platform_prohibition' | 'forbidden_depiction' | 'excluded_brand';

export interface SemanticChange {
  kind: ChangeKind;
  /** Category, brand or prohibition id, for category and term changes. */
  category?: string;
  rule?: CategoryRule;
  /** JSON values; null when the fact did not exist on that side. */
  before: unknown;
  after: unknown;
  effect: ChangeEffect;
  /** One human line, e.g. `forbid alcohol: term "beer" removed`. */
  summary: string;
}

export interface SemanticDiff {
  changes: SemanticChange[];
  loosens: boolean;
  tightens: boolean;
}
