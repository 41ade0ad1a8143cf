// A request that breaks several rules is refused by the first of them in RULES order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import type { GateFacts, GateRequest } from '../../src/gate/types.ts';
import { RULES, type RuleName } from '../../src/vocabulary.ts';
import { MIRA_BLOCKING, boundaryOf, facts, request } from './support.ts';

const mira = boundaryOf(MIRA_BLOCKING);

/** How to break each rule on its own; prompts are composed so that term rules combine. */
const BREAKS: Record<RuleName, { prompt?: string; request?: Partial<GateRequest>; facts?: Partial<GateFacts> }> = {
  creator_unavailable: { facts: { creatorState: 'suspended' } },
  consent_revoked: { facts: { consentRevoked: true } },
  platform_prohibition: { prompt: 'filmed with a hidden camera' },
  forbidden_depiction: { prompt: 'holding a beer' },
  excluded_brand: { prompt: 'and a rival cola' },
  context_not_permitted: { request: { context: 'cosplay' } },
  realism_exceeds_ceiling: { request: { realism: 'photoreal' } },
  conversation_not_licensed: { request: { mode: 'conversation' } },
  age_verification_required: { facts: { verification: 'none' } },
  // photoreal would also break the ceiling; that interplay is covered in rules.test.ts.
  identity_verification_required: {},
  session_cap_reached: { facts: { sessionCount: 20 } },
  insufficient_credit: { facts: { balance: 0 } },
};

function breaking(rules: readonly RuleName[]): [GateRequest, GateFacts] {
  const prompts = ['portrait'];
  let req: Partial<GateRequest> = {};
  let f: Partial<GateFacts> = {};
  for (const rule of rules) {
    const b = BREAKS[rule];
    if (b.prompt !== undefined) prompts.push(b.prompt);
    req = { ...req, ...b.request };
    f = { ...f, ...b.facts };
  }
  return [request({ ...req, prompt: prompts.join(', ') }), facts(f)];
}

const breakable = RULES.filter((r) => r !== 'identity_verification_required');

describe('gate: rule order', () => {
  it.each(breakable)('refuses with %s when only that rule is broken', (rule) => {
    const [req, f] = breaking([rule]);
    expect(evaluate(mira, req, f).refusal?.rule).toBe(rule);
  });

  it('refuses a request that breaks every rule with creator_unavailable', () => {
    const [req, f] = breaking(breakable);
    expect(evaluate(mira, req, f).refusal?.rule).toBe('creator_unavailable');
  });

  it('refuses consent breaches before insufficient credit', () => {
    const [req, f] = breaking(['forbidden_depiction', 'insufficient_credit']);
    expect(evaluate(mira, req, f).refusal?.rule).toBe('forbidden_depiction');
  });

  it('always refuses with the earliest broken rule', () => {
    fc.assert(
      fc.property(fc.subarray([...breakable], { minLength: 1 }), (rules) => {
        const [req, f] = breaking(rules);
        const first = breakable.find((r) => rules.includes(r));
        expect(evaluate(mira, req, f).refusal?.rule).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});
