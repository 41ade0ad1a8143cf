// A category that lists a term written with digits ("s3x") beside the plain word it reads as
// ("sex") keeps both: the digit term matches only where the prompt has digits, so it must not
// take the plain term's place, whichever order they are written in.

import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import { compileValid } from '../compile/support.ts';
import { facts, request } from './support.ts';

const creator = (terms: string) => `creator t-digits "T"

allow contexts: portrait
realism ceiling: photoreal
forbid topic "Topic": ${terms}
`;

const evidence = (terms: string, prompt: string): string => {
  const { program, policyHash } = compileValid(creator(terms), 't-digits.boundary');
  return evaluate({ version: 1, policyHash, program }, request({ prompt, context: 'portrait' }), facts()).refusal?.evidence ?? 'allowed';
};

describe('a digit term beside its plain word', () => {
  for (const terms of ['"s3x", "sex"', '"sex", "s3x"']) {
    it(`refuses both spellings when the category lists ${terms}`, () => {
      expect(evidence(terms, 'she talks about sex')).toBe('matched term "sex"');
      expect(evidence(terms, 'she talks about s3x')).toMatch(/matched term "s(3|e)x"/);
    });
  }

  it('still keeps the digit term to digits when it is alone', () => {
    expect(evidence('"s3x"', 'she talks about sex')).toBe('allowed');
    expect(evidence('"s3x"', 'she talks about s3x')).toBe('matched term "s3x"');
  });
});
