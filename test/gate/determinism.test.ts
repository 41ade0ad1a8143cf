// Same boundary, request and facts → deep-equal decision, also after other evaluations have
// filled and churned the matcher cache (a cache keyed wrongly would show up here).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import type { GateFacts, GateRequest } from '../../src/gate/types.ts';
import { CONTEXTS, CREATOR_STATES, MODES, REALISM_TIERS, VERIFICATION_LEVELS } from '../../src/vocabulary.ts';
import { MIRA } from '../compile/fixtures.ts';
import { MIRA_BLOCKING, boundaryOf } from './support.ts';

const boundaries = [
  boundaryOf(MIRA),
  boundaryOf(MIRA_BLOCKING, 7),
  boundaryOf(MIRA.replace('open adult: lingerie', 'open adult: nudity').replace('"beer", ', ''), 2),
];

const WORDS = ['studio', 'portrait', 'beer', 'wine', 'lingerie', 'nude', 'hidden camera', 'rival cola', 'vote', 'cocktails', 'soft', 'light', 'B.E.E.R', 'Ñude', 'child', 'sunset'];
const prompt = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }).map((ws) => ws.join(' '));

const requestArb: fc.Arbitrary<GateRequest> = fc.record(
  {
    prompt,
    context: fc.constantFrom(...CONTEXTS),
    realism: fc.constantFrom(...REALISM_TIERS),
    mode: fc.constantFrom(...MODES),
    reference: prompt,
  },
  { requiredKeys: ['prompt', 'context', 'realism', 'mode'] },
);
const factsArb: fc.Arbitrary<GateFacts> = fc.record({
  creatorState: fc.constantFrom(...CREATOR_STATES),
  consentRevoked: fc.boolean(),
  verification: fc.constantFrom(...VERIFICATION_LEVELS),
  sessionCount: fc.nat(30),
  varietyCount: fc.nat(8),
  cost: fc.integer({ min: 1, max: 5 }),
  balance: fc.nat(10),
});
const caseArb = fc.tuple(fc.nat(boundaries.length - 1), requestArb, factsArb);

describe('gate: determinism', () => {
  it('gives deep-equal decisions for equal inputs, before and after other evaluations', () => {
    fc.assert(
      fc.property(caseArb, fc.array(caseArb, { maxLength: 10 }), ([b, req, f], others) => {
        const first = evaluate(boundaries[b]!, req, f);
        for (const [ob, oreq, of] of others) evaluate(boundaries[ob]!, oreq, of);
        const again = evaluate(structuredClone(boundaries[b]!), structuredClone(req), structuredClone(f));
        expect(again).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a request through that a term rule of its boundary matches', () => {
    fc.assert(
      fc.property(caseArb, ([b, req, f]) => {
        const d = evaluate(boundaries[b]!, { ...req, prompt: `${req.prompt} hidden camera` }, f);
        expect(d.decision).toBe('refuse');
      }),
      { numRuns: 200 },
    );
  });
});
