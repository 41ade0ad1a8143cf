import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import { boundaryOf, facts, request } from './support.ts';

const mira = boundaryOf(); // advisory cap 20 per 24h, nudge 4 repeats per 24h

describe('gate: advisories', () => {
  it('lets an advisory cap through with allow_with_advisory and names the threshold', () => {
    const d = evaluate(mira, request(), facts({ sessionCount: 20 }));
    expect(d.decision).toBe('allow_with_advisory');
    expect(d.refusal).toBeUndefined();
    expect(d.advisories).toEqual(['Session cap reached (20 of 20 in 24h): Mira Okafor asks requesters to keep to 20 generations in 24h.']);
  });

  it('adds a variety nudge once the same prompt reached the repeat count', () => {
    expect(evaluate(mira, request(), facts({ varietyCount: 3 })).decision).toBe('allow');
    const d = evaluate(mira, request(), facts({ varietyCount: 4 }));
    expect(d.decision).toBe('allow_with_advisory');
    expect(d.advisories).toEqual(['Variety nudge: this prompt was already used 4 times for Mira Okafor in 24h; Mira Okafor asks for variety.']);
  });

  it('carries both advisories, cap first', () => {
    const d = evaluate(mira, request(), facts({ sessionCount: 25, varietyCount: 9 }));
    expect(d.advisories).toHaveLength(2);
    expect(d.advisories[0]).toContain('25 of 20 in 24h');
    expect(d.advisories[1]).toContain('Variety nudge');
  });

  it('drops advisories when a later rule refuses', () => {
    const d = evaluate(mira, request(), facts({ sessionCount: 20, cost: 5, balance: 0 }));
    expect(d.decision).toBe('refuse');
    expect(d.refusal?.rule).toBe('insufficient_credit');
    expect(d.advisories).toEqual([]);
  });
});
