// Which match becomes the evidence: the earliest in the prompt, then the reference.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import { boundaryOf, facts, request } from './support.ts';

const mira = boundaryOf();

describe('gate: term evidence', () => {
  it('reports the earliest matching term of the rule in the prompt', () => {
    const d = evaluate(mira, request({ prompt: 'wine then a cocktail, then beer' }), facts());
    expect(d.refusal?.evidence).toBe('matched term "wine"');
  });

  it('reports the earliest term across the categories of a rule', () => {
    const d = evaluate(mira, request({ prompt: 'vote for wine' }), facts());
    expect(d.refusal).toMatchObject({ category: 'politics', evidence: 'matched term "vote*"' });
  });

  it('prefers the longest term starting at the same place', () => {
    const d = evaluate(mira, request({ prompt: 'a campaign rally' }), facts());
    expect(d.refusal).toMatchObject({ category: 'politics', evidence: 'matched term "campaign rally"' });
  });

  it('scans the reference too and says the match was there', () => {
    const d = evaluate(mira, request({ prompt: 'studio portrait', reference: 'photo with a beer' }), facts());
    expect(d.refusal).toMatchObject({ rule: 'forbidden_depiction', category: 'alcohol', evidence: 'matched term "beer" in reference' });
    expect(d.trace).toMatchObject({ field: 'reference', normalisedPrompt: 'photo with a beer' });
  });

  it('takes a match in the prompt before one in the reference', () => {
    const d = evaluate(mira, request({ prompt: 'glass of wine', reference: 'beer' }), facts());
    expect(d.refusal?.evidence).toBe('matched term "wine"');
  });

  it('catches evasion through normalisation and shows the normalised span', () => {
    const d = evaluate(mira, request({ prompt: 'Portrait with a B.E.E.R' }), facts());
    expect(d.refusal?.evidence).toBe('matched term "beer"');
    const t = d.trace!;
    expect(t.normalisedPrompt.slice(t.start, t.end)).toBe('beer');
  });

  it('does not match inside longer words', () => {
    expect(evaluate(mira, request({ prompt: 'portrait of a beekeeper in Essex, childhood home' }), facts()).decision).toBe('allow');
  });

  it('puts no trace on decisions that no term decided', () => {
    expect(evaluate(mira, request({ context: 'cosplay' }), facts()).trace).toBeUndefined();
  });
});
