// A category with an age bound refuses a stated age below it, as a term would: in gate order,
// the earliest match in the field deciding, with the evidence `age N`.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import type { EnforcedBoundary } from '../../src/gate/types.ts';
import { policyHash } from '../../src/program/hash.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { boundaryOf, facts, request } from './support.ts';

/** MIRA with the platform's minors category bounded at 18 (what `age minors-context: under 18` compiles to). */
function withAgeBound(under: number): EnforcedBoundary {
  const program = structuredClone(boundaryOf().program) as RuleProgram;
  for (const step of program.rules) {
    if (step.rule !== 'platform_prohibition') continue;
    for (const c of step.categories) if (c.id === 'minors-context') c.ageUnder = under;
  }
  return { version: 3, policyHash: policyHash(program), program };
}

const bounded = withAgeBound(18);

describe('gate: stated ages', () => {
  it('refuses a stated age under the bound as the category, with evidence `age N`', () => {
    const d = evaluate(bounded, request({ prompt: 'studio portrait of a 9-year-old in soft light' }), facts());
    expect(d.decision).toBe('refuse');
    expect(d.refusal).toMatchObject({ rule: 'platform_prohibition', category: 'minors-context', evidence: 'age 9' });
    expect(d.trace).toMatchObject({ field: 'prompt', normalisedPrompt: 'studio portrait of a 9 year old in soft light' });
    expect(d.trace!.normalisedPrompt.slice(d.trace!.start, d.trace!.end)).toBe('9 year old');
  });

  it('reads ages in words and school grades', () => {
    for (const prompt of ['portrait, aged nine', 'a fifth grader at the park', 'year 8 pupils in the hall', 'a fourteen-year-old on stage']) {
      expect(evaluate(bounded, request({ prompt }), facts()).refusal?.category, prompt).toBe('minors-context');
    }
  });

  it('refuses an age stated in the reference, saying so', () => {
    const d = evaluate(bounded, request({ reference: 'the creator aged 12' }), facts());
    expect(d.refusal?.evidence).toBe('age 12 in reference');
  });

  it('allows adults, a whisky’s age, anniversaries and centuries', () => {
    for (const prompt of ['a 30-year-old creator in soft light', 'studio portrait with an 18-year-old single malt', 'portrait at their 25th anniversary', 'a 19th century gown, studio portrait']) {
      expect(evaluate(bounded, request({ prompt }), facts()).decision, prompt).toBe('allow');
    }
  });

  it('reads an age before an animal, a plant or a thing as no person’s', () => {
    for (const prompt of ['a 2-year-old retriever in the park', 'a 6-year-old horse at the gallop', 'a 5-year-old golden retriever running', 'a 12-year-old whisky on the rocks', 'a 10 year old oak tree']) {
      expect(evaluate(bounded, request({ prompt }), facts()).decision, prompt).toBe('allow');
    }
  });

  it('reads an owned age before an object as the thing’s, wherever the object stands', () => {
    for (const prompt of ['the creator with her 12-year-old laptop', 'the creator with her 12-year-old gaming laptop', 'the creator in his 15 year old pickup truck']) {
      expect(evaluate(bounded, request({ prompt }), facts()).decision, prompt).toBe('allow');
    }
    for (const prompt of ['the creator with her 10-year-old daughter', 'the creator with her 9 year old']) {
      expect(evaluate(bounded, request({ prompt }), facts()).refusal?.category, prompt).toBe('minors-context');
    }
  });

  it('still refuses the ages and youth words that speak of a person', () => {
    for (const prompt of ['a 12-year-old girl', 'a 9 year old in a classroom', 'the creator as a 10-year-old', 'a 12 year old guitar prodigy', 'a 9 year old studio portrait', "a 9-year-old's horse"]) {
      expect(evaluate(bounded, request({ prompt }), facts()).refusal?.category, prompt).toBe('minors-context');
    }
  });

  it('reads a school grade said with its ordinal as children, also before a thing', () => {
    for (const prompt of ['the creator in a seventh grade classroom', 'the creator with her fifth grade backpack', 'a 3rd grade art project on the wall behind the creator']) {
      expect(evaluate(bounded, request({ prompt }), facts()).refusal?.category, prompt).toBe('minors-context');
    }
  });

  it('lets the earliest match decide between an age and a term', () => {
    const d = evaluate(bounded, request({ prompt: 'a 12 yo with a child' }), facts());
    expect(d.refusal?.evidence).toBe('age 12');
    const e = evaluate(bounded, request({ prompt: 'a child, 12 yo' }), facts());
    expect(e.refusal?.evidence).toBe('matched term "child"');
  });

  it('ignores ages when no category carries a bound, and respects the bound given', () => {
    expect(evaluate(boundaryOf(), request({ prompt: 'a 9-year-old in soft light' }), facts()).decision).toBe('allow');
    const under13 = withAgeBound(13);
    expect(evaluate(under13, request({ prompt: 'a 15-year-old in soft light' }), facts()).decision).toBe('allow');
    expect(evaluate(under13, request({ prompt: 'an 11-year-old in soft light' }), facts()).refusal?.evidence).toBe('age 11');
  });
});
