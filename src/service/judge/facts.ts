// The requester and creator facts the gate needs, read from the database (never written): the
// session and variety counters and the balance. On the hot path they come with the key and the
// stamp in one statement (src/service/check/admission.ts); this is the same read on its own.

import type { GateFacts } from '../../gate/types.ts';
import type { CreatorState, VerificationLevel } from '../../vocabulary.ts';
import type { Store } from '../../store/index.ts';
import type { DueAllowance } from '../../store/credits.ts';

export interface FactInputs {
  accountId: string;
  verification: VerificationLevel;
  creatorSlug: string;
  creatorState: CreatorState;
  consentRevoked: boolean;
  promptSha256: string;
  cost: number;
  /** The free allowance configuration, so a due top-up counts as available (see balanceOf). */
  freeAllowance?: DueAllowance;
}

/** The counters read by the hot path's statement (or afresh), before the cost is known. */
export interface Counted {
  sessionCount: number;
  varietyCount: number;
  available: number;
}

export function factsOf(i: FactInputs, counted: Counted): GateFacts & { available: number } {
  return {
    creatorState: i.creatorState,
    consentRevoked: i.consentRevoked,
    verification: i.verification,
    sessionCount: counted.sessionCount,
    varietyCount: counted.varietyCount,
    cost: i.cost,
    balance: counted.available,
    available: counted.available,
  };
}
