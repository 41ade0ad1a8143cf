// The gate proper: run the program's twelve steps in order; the first refusal decides, and
// advisories collected on the way turn an allow into allow_with_advisory.
import type { BoundaryStamp, RuleProgram } from '../program/types.ts';
import { RULES, isMode, isRealism } from '../vocabulary.ts';
import type { RuleContext } from './context.ts';
import { matcherFor, scanRequest, type FieldScan } from './matching.ts';
import { runStep } from './steps.ts';
import { ageBoundsOf, notPeopleOf, withStatedAges } from './stated-ages.ts';
import type { Decision, EnforcedBoundary, GateFacts, GateRequest } from './types.ts';

export function boundaryStamp(boundary: EnforcedBoundary): BoundaryStamp {
  const forbidden = boundary.program?.enforcedForbidden;
  return {
    version: boundary.version,
    policyHash: boundary.policyHash,
    enforcedForbidden: Array.isArray(forbidden) ? [...forbidden] : [],
  };
}

/** A program the gate cannot trust must never allow; evaluateStrict throws and the caller refuses. */
function assertWellFormed(program: RuleProgram, request: GateRequest): void {
  if (!Array.isArray(program.rules) || program.rules.length !== RULES.length) throw new Error('rule program does not have twelve steps');
  for (let i = 0; i < RULES.length; i++) {
    if (program.rules[i]?.rule !== RULES[i]) throw new Error(`rule step ${i} is not ${RULES[i]}`);
  }
  if (typeof request.prompt !== 'string' || typeof request.context !== 'string') throw new Error('request prompt/context missing');
  if (!isRealism(request.realism) || !isMode(request.mode)) throw new Error('request realism/mode out of vocabulary');
}

export function evaluateStrict(boundary: EnforcedBoundary, request: GateRequest, facts: GateFacts): Decision {
  const program = boundary.program;
  assertWellFormed(program, request);
  let scans: FieldScan[] | undefined;
  const ctx: RuleContext = {
    program,
    request,
    facts,
    version: boundary.version,
    scans: () => (scans ??= withStatedAges(scanRequest(matcherFor(boundary.policyHash, program), request.prompt, request.reference), ageBoundsOf(program), notPeopleOf(program))),
  };
  const advisories: string[] = [];
  for (const step of program.rules) {
    const outcome = runStep(step, ctx);
    if (outcome.refusal !== null) {
      const decision: Decision = { decision: 'refuse', refusal: outcome.refusal, advisories: [], boundary: boundaryStamp(boundary) };
      if (outcome.trace !== undefined) decision.trace = outcome.trace;
      return decision;
    }
    for (const advisory of outcome.advisories) advisories.push(advisory);
  }
  return { decision: advisories.length > 0 ? 'allow_with_advisory' : 'allow', advisories, boundary: boundaryStamp(boundary) };
}
