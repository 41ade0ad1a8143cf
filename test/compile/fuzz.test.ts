// Fuzz: compileBoundary never throws. Random text and random mutations of the real policy files,
// as the creator file and as the platform file, give either a schema-valid program with its hash
// or at least one error diagnostic.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { validateProgram } from '../../src/program/validate.ts';
import { refinementText } from '../format/generators.ts';
import { mutation, policySources } from '../parse/policy-sources.ts';

const SHIPPED_PLATFORM = readFileSync(new URL('../../policies/platform.policy', import.meta.url), 'utf8');
const SHIPPED_MIRA = readFileSync(new URL('../../policies/creators/mira-okafor.boundary', import.meta.url), 'utf8');
const fixture = (name: string): string => readFileSync(new URL(`../check/fixtures/${name}`, import.meta.url), 'utf8');
const REFINED_PLATFORM = fixture('refined-platform.policy');
const REFINED_CREATOR = fixture('refined-creator.boundary');
const CREATOR_FILE = 'policies/creators/mira-okafor.boundary';
const PLATFORM_FILE = 'policies/platform.policy';

function compilesOrExplains(platform: string, creator: string): void {
  const result = compileBoundary({ platform: { source: platform, fileName: PLATFORM_FILE }, creator: { source: creator, fileName: CREATOR_FILE } });
  if (result.ok) {
    expect(result.policyHash).toMatch(/^[0-9a-f]{64}$/);
    const validation = validateProgram(result.program);
    expect(validation.ok ? [] : validation.problems).toEqual([]);
  } else {
    expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  }
}

describe('the compiler never throws', () => {
  it('on random text as the creator file', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => compilesOrExplains(SHIPPED_PLATFORM, text)), { numRuns: 200 });
  });

  it('on random mutations of the policy files as the creator file', () => {
    const sources = policySources();
    fc.assert(fc.property(fc.constantFrom(...sources), mutation, (source, mutate) => compilesOrExplains(SHIPPED_PLATFORM, mutate(source))), { numRuns: 200 });
  });

  // Each run compiles the whole shipped platform file (thousands of terms), so fewer runs here;
  // the small refined fixtures below take the many runs.
  it('on random mutations of the platform file', { timeout: 180_000 }, () => {
    fc.assert(fc.property(mutation, (mutate) => compilesOrExplains(mutate(SHIPPED_PLATFORM), SHIPPED_MIRA)), { numRuns: 25 });
  });

  it('on random mutations of a platform and a creator file that refine their categories', () => {
    fc.assert(fc.property(mutation, (mutate) => compilesOrExplains(mutate(REFINED_PLATFORM), REFINED_CREATOR)), { numRuns: 60 });
    fc.assert(fc.property(mutation, (mutate) => compilesOrExplains(REFINED_PLATFORM, mutate(REFINED_CREATOR))), { numRuns: 60 });
  });

  it('on generated describe, near, except and age lines in either file', () => {
    const lines = fc.array(refinementText, { minLength: 1, maxLength: 4 }).map((xs) => `${xs.join('\n')}\n`);
    fc.assert(fc.property(lines, (extra) => compilesOrExplains(`${REFINED_PLATFORM}${extra}`, REFINED_CREATOR)), { numRuns: 100 });
    fc.assert(fc.property(lines, (extra) => compilesOrExplains(REFINED_PLATFORM, `${REFINED_CREATOR}${extra}`)), { numRuns: 100 });
  });
});
