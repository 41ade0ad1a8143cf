// Gate test inputs: boundaries compiled through the real pipeline, a fully verified requester
// with credit, and a request that the MIRA fixture allows.
import type { EnforcedBoundary, GateFacts, GateRequest } from '../../src/gate/types.ts';
import { MIRA } from '../compile/fixtures.ts';
import { compileValid } from '../compile/support.ts';

export const boundaryOf = (source: string = MIRA, version = 3): EnforcedBoundary => {
  const { program, policyHash } = compileValid(source);
  return { version, policyHash, program };
};

export const facts = (overrides: Partial<GateFacts> = {}): GateFacts => ({
  creatorState: 'active',
  consentRevoked: false,
  verification: 'identity',
  sessionCount: 0,
  varietyCount: 0,
  cost: 1,
  balance: 100,
  ...overrides,
});

export const request = (overrides: Partial<GateRequest> = {}): GateRequest => ({
  prompt: 'studio portrait, soft light',
  context: 'portrait',
  realism: 'illustrative',
  mode: 'image',
  ...overrides,
});

/** MIRA with a blocking cap, for session_cap_reached refusals. */
export const MIRA_BLOCKING = MIRA.replace('session cap: 20 per 24h, advisory', 'session cap: 20 per 24h, block');
