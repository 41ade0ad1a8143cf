// Fuzz: no input makes the front end throw. Random text and random mutations of the real policy
// files go through parsePolicy, the checker (as creator and as platform file), formatPolicy and
// renderDiagnostic; every diagnostic must point inside the file.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCreator, checkPlatform } from '../../src/check/index.ts';
import { renderDiagnostic } from '../../src/diagnostics/render.ts';
import type { Diagnostic } from '../../src/diagnostics/types.ts';
import { formatPolicy } from '../../src/format/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { PLATFORM } from '../check/helpers.ts';
import { refinementText } from '../format/generators.ts';
import { mutation, policySources } from './policy-sources.ts';

const platformFile = parsePolicy(PLATFORM, 'policies/platform.policy').file;

function wellPlaced(ds: Diagnostic[], source: string): void {
  const lineCount = source.split(/\r?\n/).length;
  for (const d of ds) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lineCount);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.length).toBeGreaterThanOrEqual(1);
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  }
}

/** Everything a user can run on a file; throws only if some stage throws. */
function runFrontEnd(source: string): void {
  const creatorName = 'policies/creators/mira-okafor.boundary';
  const parsed = parsePolicy(source, creatorName);
  const ds = [
    ...parsed.diagnostics,
    ...checkCreator(parsed.file, { fileName: creatorName, source, platform: platformFile }),
    ...checkCreator(parsed.file, { fileName: creatorName, source, platform: parsed.file }),
    ...checkPlatform(parsed.file, { fileName: 'policies/platform.policy', source }),
  ];
  wellPlaced(ds, source);
  for (const d of ds) expect(typeof renderDiagnostic(d, source)).toBe('string');
  const formatted = formatPolicy(source, creatorName);
  expect('text' in formatted || formatted.diagnostics.length > 0).toBe(true);
}

describe('the front end never throws', () => {
  it('on random text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), runFrontEnd), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ maxLength: 300 }), runFrontEnd), { numRuns: 500 });
  });

  it('on random mutations of the policy files', () => {
    const sources = policySources();
    expect(sources.length).toBeGreaterThan(1);
    fc.assert(fc.property(fc.constantFrom(...sources), mutation, (source, mutate) => runFrontEnd(mutate(source))), { numRuns: 300 });
    // The platform file holds the whole reviewed lexicon (docs/lexicon.md); each mutation of it is
    // parsed and checked three times, so this run needs more than the default time on a busy machine.
  }, 300_000);

  it('on generated refinement lines, mutated', () => {
    const refinements = fc.array(refinementText, { minLength: 1, maxLength: 6 }).map((xs) => xs.join('\n'));
    fc.assert(fc.property(refinements, mutation, (text, mutate) => {
      runFrontEnd(text);
      runFrontEnd(mutate(text));
    }), { numRuns: 200 });
  });

  it('on pathological inputs', () => {
    const cases = [
      '',
      '\n'.repeat(5000),
      `forbid x "X": ${Array.from({ length: 5000 }, () => '"a"').join(',\n  ')}`,
      `forbid x "X": "a",\n${'  "b",\n'.repeat(3000)}  oops`,
      '"'.repeat(10_000),
      'creator '.repeat(2000),
      '\uFEFFcreator x "X"',
      'allow contexts: portrait,\n\n  fitness',
      '\r\r\r',
      `near c: ${Array.from({ length: 3000 }, () => '"a"').join(',\n  ')} near "b" within 99999999999999999999999`,
      `except c: "kid gloves",\n${'  "x",\n'.repeat(3000)}  oops`,
      'age c: under 00000000000000000000000000000018',
      'near near: near near',
      `near c: any two of ${Array.from({ length: 3000 }, () => '"a"').join(',\n  ')} within 99999999999999999999999`,
      'near any: any two of any two of',
      'near c: any two near "a"',
    ];
    for (const source of cases) runFrontEnd(source);
  });
});
