// `expect` lines are judged for a fully verified requester with credit, so that they test the
// creator's boundaries and not the requester's account.
import type { GateFacts } from '../gate/types.ts';

export const VERIFIED_REQUESTER: Readonly<GateFacts> = Object.freeze({
  creatorState: 'active',
  consentRevoked: false,
  verification: 'identity',
  sessionCount: 0,
  varietyCount: 0,
  cost: 1,
  balance: 1_000_000,
});
