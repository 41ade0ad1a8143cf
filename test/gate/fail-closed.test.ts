// Whatever goes wrong inside evaluation, the gate refuses; it never allows by accident.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import type { EnforcedBoundary, GateRequest } from '../../src/gate/types.ts';
import { policyHash } from '../../src/program/hash.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { boundaryOf, facts, request } from './support.ts';

const GATE_ERROR = {
  rule: 'platform_prohibition',
  category: 'gate-error',
  evidence: 'internal error',
  message: 'The request could not be evaluated safely, so it is refused.',
};

const corrupted = (change: (p: any) => void): EnforcedBoundary => {
  const b = boundaryOf();
  const program = structuredClone(b.program) as any;
  change(program);
  // Stamped with the corrupted program's own hash, so the structural checks are what refuses.
  return { ...b, policyHash: policyHash(program), program: program as RuleProgram };
};

describe('gate: fails closed', () => {
  const cases: Array<[string, (p: any) => void]> = [
    ['a missing rule step', (p) => p.rules.splice(3, 1)],
    ['rule steps out of order', (p) => p.rules.reverse()],
    ['a term category without terms array', (p) => delete p.rules[3].categories[0].terms],
    ['a context step without its allowlist', (p) => delete p.rules[5].allowed],
    ['no rules at all', (p) => delete p.rules],
    ['a null step', (p) => (p.rules[7] = null)],
  ];
  it.each(cases)('refuses with gate-error on %s', (_name, change) => {
    const d = evaluate(corrupted(change), request(), facts());
    expect(d.decision).toBe('refuse');
    expect(d.refusal).toEqual(GATE_ERROR);
    expect(d.advisories).toEqual([]);
  });

  it('carries the failure as a typed error for the log, with a stable code and the reason', () => {
    const d = evaluate(corrupted((p) => delete p.rules), request(), facts());
    expect(d.decision).toBe('refuse');
    expect(d.error).toEqual({ code: 'gate_internal_error', message: expect.stringMatching(/\S/) });
    expect(evaluate(boundaryOf(), request(), facts()).error).toBeUndefined();
  });

  it('keeps the boundary stamp on a gate-error refusal', () => {
    const b = corrupted((p) => p.rules.pop());
    expect(evaluate(b, request(), facts()).boundary).toEqual({ version: 3, policyHash: b.policyHash, enforcedForbidden: b.program.enforcedForbidden });
  });

  it('refuses a program that does not hash to its policyHash, even with its matcher cached', () => {
    const mira = boundaryOf();
    expect(evaluate(mira, request({ prompt: 'a cold beer' }), facts()).refusal?.category).toBe('alcohol');
    const program = structuredClone(mira.program);
    const forbidden = program.rules[3] as Extract<RuleProgram['rules'][number], { rule: 'forbidden_depiction' }>;
    forbidden.categories = forbidden.categories.filter((c) => c.id !== 'alcohol');
    const d = evaluate({ ...mira, program }, request({ prompt: 'a cold beer' }), facts());
    expect(d.refusal).toEqual(GATE_ERROR);
  });

  it('refuses a program stamped with another policyHash when its matcher is built', () => {
    const mira = boundaryOf();
    const d = evaluate({ ...mira, policyHash: 'f'.repeat(64) }, request(), facts());
    expect(d.refusal).toEqual(GATE_ERROR);
  });

  it('refuses a boundary without a program', () => {
    const d = evaluate({ version: 1, policyHash: 'x' } as EnforcedBoundary, request(), facts());
    expect(d.refusal).toEqual(GATE_ERROR);
  });

  it('refuses a request whose realism or mode is outside the vocabulary', () => {
    const mira = boundaryOf();
    expect(evaluate(mira, request({ realism: 'hyperreal' } as unknown as Partial<GateRequest>), facts()).refusal).toEqual(GATE_ERROR);
    expect(evaluate(mira, request({ mode: 'video' } as unknown as Partial<GateRequest>), facts()).refusal).toEqual(GATE_ERROR);
  });

  it('refuses a prompt that is not a string', () => {
    const d = evaluate(boundaryOf(), request({ prompt: 42 as unknown as string }), facts());
    expect(d.refusal).toEqual(GATE_ERROR);
  });
});
