// The gate's public entry point. Pure: same (boundary, request, facts) → same decision.
// Fails closed: any error inside evaluation becomes a refusal, never an allow; the decision
// carries the error (code and message) so the caller can log why.
import { boundaryStamp, evaluateStrict } from './evaluate.ts';
import type { Decision, EnforcedBoundary, GateError, GateFacts, GateRequest, Refusal } from './types.ts';

export const GATE_ERROR: Readonly<Refusal> = Object.freeze({
  rule: 'platform_prohibition',
  category: 'gate-error',
  evidence: 'internal error',
  message: 'The request could not be evaluated safely, so it is refused.',
});

export function evaluate(boundary: EnforcedBoundary, request: GateRequest, facts: GateFacts): Decision {
  try {
    return evaluateStrict(boundary, request, facts);
  } catch (e) {
    const error: GateError = { code: 'gate_internal_error', message: e instanceof Error ? e.message : String(e) };
    let stamp;
    try {
      stamp = boundaryStamp(boundary);
    } catch {
      stamp = { version: 0, policyHash: '', enforcedForbidden: [] };
    }
    return { decision: 'refuse', refusal: { ...GATE_ERROR }, advisories: [], boundary: stamp, error };
  }
}

export { matchEntriesOf, matcherFor, matcherInputOf, scanRequest } from './matching.ts';
export { matchEvidence, termEvidence } from './rules/term-rules.ts';
export type { Decision, EnforcedBoundary, GateError, GateFacts, GateRequest, MatchTrace, Refusal } from './types.ts';
