// The gate's inputs and its decision. The gate is a pure function of these values.

import type { BoundaryStamp } from '../program/types.ts';
import type { CreatorState, DecisionKind, Mode, Realism, RuleName, VerificationLevel } from '../vocabulary.ts';

/** The request as the gate sees it: already schema-validated, defaults applied. */
export interface GateRequest {
  prompt: string;
  context: string;
  realism: Realism;
  mode: Mode;
  reference?: string;
}

/** Everything outside the program that the decision depends on. */
export interface GateFacts {
  creatorState: CreatorState;
  consentRevoked: boolean;
  verification: VerificationLevel;
  /** The requester's authorised generations of this creator inside the cap window. */
  sessionCount: number;
  /** Times this requester already sent the same prompt hash for this creator inside the nudge window. */
  varietyCount: number;
  cost: number;
  balance: number;
}

export interface Refusal {
  rule: RuleName;
  message: string;
  /** The matched term (as written in the policy) or the crossed threshold. */
  evidence: string;
  /** kebab-case: prohibition/category/brand id, the context, realism-ceiling, session-cap, … */
  category: string;
}

/** Where in the normalised prompt a term matched; for `explain`, never part of an API refusal. */
export interface MatchTrace {
  normalisedPrompt: string;
  start: number;
  end: number;
  field: 'prompt' | 'reference';
}

export interface Decision {
  decision: DecisionKind;
  refusal?: Refusal;
  advisories: string[];
  boundary: BoundaryStamp;
  trace?: MatchTrace;
  /** Set only when evaluation itself failed (the decision is then a refusal): why, for the log. */
  error?: GateError;
}

/** Evaluation failed inside the gate; the request is refused and the operator needs the reason. */
export interface GateError {
  code: 'gate_internal_error';
  message: string;
}

/** A version of a creator's boundary set, ready for the gate. */
export interface EnforcedBoundary {
  version: number;
  policyHash: string;
  program: import('../program/types.ts').RuleProgram;
}
