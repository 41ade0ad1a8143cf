// The refusal evidence says how the term matched: exactly, inflected, misspelled, or as a near
// clause; exceptions let homonyms through. Programs are built by hand (near clauses and exceptions
// as the compiler will write them) and hashed like published ones.
import { describe, expect, it } from 'vitest';
import { evaluate, matchEvidence } from '../../src/gate/index.ts';
import type { EnforcedBoundary } from '../../src/gate/types.ts';
import { termWords } from '../../src/match/index.ts';
import type { TermMatch } from '../../src/match/index.ts';
import { policyHash } from '../../src/program/hash.ts';
import type { ProgramTerm, RuleProgram, TermCategory } from '../../src/program/types.ts';
import { sampleProgram } from '../program/sample-program.ts';
import { facts, request } from './support.ts';

const term = (t: string): ProgramTerm => ({ term: t, ...termWords(t)! });

function boundary(): EnforcedBoundary {
  const program: RuleProgram = sampleProgram();
  const platform = program.rules[2] as { rule: 'platform_prohibition'; categories: TermCategory[] };
  platform.categories.push({
    id: 'criminal-acts',
    label: 'Criminal acts',
    source: 'platform',
    description: '',
    terms: [term('kidnapping')],
    near: [{ left: [term('zip ties')], right: [term('ransom')], within: 4 }],
    except: [],
    ageUnder: null,
  });
  platform.categories[0]!.terms.push(term('kid'));
  platform.categories[0]!.except.push(term('kid gloves'));
  const forbidden = program.rules[3] as { rule: 'forbidden_depiction'; categories: TermCategory[] };
  forbidden.categories.push({ id: 'lingerie', label: 'Lingerie', source: 'adult', description: '', terms: [term('lingerie')], near: [], except: [], ageUnder: null });
  return { version: 7, policyHash: policyHash(program), program };
}

const b = boundary();
const evidence = (prompt: string, reference?: string) => evaluate(b, request({ prompt, reference }), facts()).refusal?.evidence;

describe('gate: how the term matched, in the evidence', () => {
  it('says nothing more for an exact match', () => {
    expect(evidence('studio portrait in lingerie')).toBe('matched term "lingerie"');
  });

  it('names the misspelling', () => {
    expect(evidence('studio portrait in lingeree')).toBe('matched term "lingerie" (spelled "lingeree")');
  });

  it('names the inflected form', () => {
    expect(evidence('the heiress was kidnapped')).toBe('matched term "kidnapping" (as "kidnapped")');
  });

  it('names both parts of a near clause, and the span covers both', () => {
    const d = evaluate(b, request({ prompt: 'zip ties and a ransom note' }), facts());
    expect(d.refusal).toMatchObject({ rule: 'platform_prohibition', category: 'criminal-acts', evidence: 'matched "zip ties" near "ransom"' });
    expect(d.trace!.normalisedPrompt.slice(d.trace!.start, d.trace!.end)).toBe('zip ties and a ransom');
  });

  it('says when the match was in the reference', () => {
    expect(evidence('studio portrait', 'a lingeree set')).toBe('matched term "lingerie" (spelled "lingeree") in reference');
  });

  it('lets an exception through and still refuses the term elsewhere', () => {
    expect(evaluate(b, request({ prompt: 'handled with kid gloves' }), facts()).decision).toBe('allow');
    expect(evidence('kid gloves and a kid')).toBe('matched term "kid"');
  });

  it('writes a stated age as the age', () => {
    const m: TermMatch = { entry: { rule: 'platform_prohibition', category: 'minors-context', term: 'age 9', words: [], stem: false }, how: { kind: 'age', age: 9, written: '9 year old' }, firstToken: 0, lastToken: 2, start: 0, end: 10 };
    expect(matchEvidence(m, 'prompt')).toBe('age 9');
    expect(matchEvidence(m, 'reference')).toBe('age 9 in reference');
  });

  it('gives the same refusal for the same request and policyHash, every time', () => {
    const again = boundary();
    expect(again.policyHash).toBe(b.policyHash);
    for (const prompt of ['lingeree', 'kidnapped', 'zip ties and a ransom']) {
      expect(evaluate(again, request({ prompt }), facts())).toStrictEqual(evaluate(b, request({ prompt }), facts()));
    }
  });

  it('refuses to enforce a program that names another dictionary (fail closed)', () => {
    const program = sampleProgram();
    program.matching = { ...program.matching, spelling: { ...program.matching.spelling, dictionary: 'dictionary-xx@1.0.0' } };
    const d = evaluate({ version: 1, policyHash: policyHash(program), program }, request(), facts());
    expect(d.decision).toBe('refuse');
  });
});
