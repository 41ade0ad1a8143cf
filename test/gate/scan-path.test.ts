// The gate scans each field with the matcher's scanText, which builds the normalised words only
// when a term matched. Its decisions must be exactly those of the full path (normalise the field,
// scan the tokens, take the first match of each term rule in program order): same refusal, same
// evidence, same trace, on generated prompts and references with the program's terms planted in them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, matchEvidence, matcherInputOf } from '../../src/gate/index.ts';
import { buildMatcher, normalise } from '../../src/match/index.ts';
import type { TermMatch } from '../../src/match/index.ts';
import type { Decision, MatchTrace } from '../../src/gate/types.ts';
import { boundaryOf, facts, request } from './support.ts';

const mira = boundaryOf();
const { entries, options } = matcherInputOf(mira.program);
const matcher = buildMatcher(entries, options);
const TERM_RULES = ['platform_prohibition', 'forbidden_depiction', 'excluded_brand'] as const;

const terms = entries.map((e) => e.term.replace(/\*$/, ''));
const INNOCENT = ['studio', 'portrait', 'soft', 'light', 'golden', 'hour', 'a', 'i', 'the', 'with', 'red', 'coat', '12', '7th', 'Ｐortrait', 'nüde', 'n@ked', 'b.e.e.r', 'v o t e', 'w1ne', 'c0cktails', 'ΒΕΕR', 'rival\u200bcola', '12-year-old'];
const GAPS = [' ', '  ', ', ', '.', '-', '\n', ' / ', '', '!'];
const piece = fc.oneof(fc.constantFrom(...terms), fc.constantFrom(...INNOCENT), fc.string({ maxLength: 3 }));
const text = fc.array(fc.tuple(piece, fc.constantFrom(...GAPS)), { maxLength: 16 }).map((parts) => parts.map(([p, g]) => p + g).join(''));

interface Expected {
  rule: string;
  evidence: string;
  trace: MatchTrace;
}

/** The first term refusal the full path gives: rules in program order, the prompt before the reference. */
function fullPath(prompt: string, reference: string | undefined): Expected | null {
  const fields: Array<{ field: 'prompt' | 'reference'; value: string }> = [{ field: 'prompt', value: prompt }];
  if (reference !== undefined && reference !== '') fields.push({ field: 'reference' as const, value: reference });
  const scans = fields.map(({ field, value }) => ({ field, text: normalise(value), matches: [] as TermMatch[] }));
  for (const s of scans) s.matches = matcher.scan(s.text);
  for (const rule of TERM_RULES) {
    for (const s of scans) {
      const m = s.matches.find((x) => x.entry.rule === rule);
      if (m !== undefined) {
        return { rule, evidence: matchEvidence(m, s.field), trace: { normalisedPrompt: s.text.text, start: m.start, end: m.end, field: s.field } };
      }
    }
  }
  return null;
}

function expectSameDecision(d: Decision, expected: Expected | null): void {
  if (expected === null) {
    expect(d.decision).not.toBe('refuse');
    expect(d.trace).toBeUndefined();
    return;
  }
  expect(d.decision).toBe('refuse');
  expect(d.refusal?.rule).toBe(expected.rule);
  expect(d.refusal?.evidence).toBe(expected.evidence);
  expect(d.trace).toStrictEqual(expected.trace);
}

describe('gate: the scan that builds words only on a match decides as the full path', () => {
  it('on generated prompts with the program terms planted', () => {
    fc.assert(fc.property(text, (prompt) => {
      expectSameDecision(evaluate(mira, request({ prompt }), facts()), fullPath(prompt, undefined));
    }), { numRuns: 1500 });
  });

  it('on generated prompts and references', () => {
    fc.assert(fc.property(text, fc.option(text, { nil: undefined }), (prompt, reference) => {
      const r = reference === undefined ? request({ prompt }) : request({ prompt, reference });
      expectSameDecision(evaluate(mira, r, facts()), fullPath(prompt, reference));
    }), { numRuns: 1500 });
  });

  it('refuses with the normalised text of the field the match was in', () => {
    const d = evaluate(mira, request({ prompt: 'Studio   PORTRAIT', reference: 'a cold  B.E.E.R' }), facts());
    expect(d.trace).toStrictEqual({ normalisedPrompt: 'a cold beer', start: 7, end: 11, field: 'reference' });
  });
});
