import { describe, expect, it } from 'vitest';
import { validateProgram } from '../../src/program/validate.ts';
import { sampleProgram } from './sample-program.ts';

type Mutable = Record<string, any>;
const mutated = (change: (p: Mutable) => void): unknown => {
  const p = sampleProgram() as unknown as Mutable;
  change(p);
  return p;
};

describe('rule program JSON Schema', () => {
  it('accepts a well-formed program', () => {
    expect(validateProgram(sampleProgram())).toEqual({ ok: true, program: sampleProgram() });
  });

  const broken: Array<[string, (p: Mutable) => void]> = [
    ['an unknown top-level property', (p) => (p.extra = 1)],
    ['a different format', (p) => (p.format = 'likeness.rule-program/2')],
    ['rules out of order', (p) => ([p.rules[5], p.rules[6]] = [p.rules[6], p.rules[5]])],
    ['a missing rule step', (p) => p.rules.pop()],
    ['a thirteenth rule step', (p) => p.rules.push({ rule: 'insufficient_credit' })],
    ['an unknown context', (p) => p.rules[5].allowed.push('gamer-avatar')],
    ['an unknown realism tier', (p) => (p.rules[6].ceiling = 'hyperreal')],
    ['an extra property on a step', (p) => (p.rules[0].note = 'x')],
    ['a creator category inside platform_prohibition', (p) => (p.rules[2].categories[0].source = 'creator')],
    ['a platform category inside forbidden_depiction', (p) => (p.rules[3].categories[0].source = 'platform')],
    ['a term with no words', (p) => (p.rules[3].categories[0].terms[0].words = [])],
    ['a category with no terms', (p) => (p.rules[4].categories[0].terms = [])],
    ['a non-kebab-case id', (p) => (p.rules[4].categories[0].id = 'Rival_Cola')],
    ['a zero cap', (p) => (p.rules[10].cap.limit = 0)],
    ['an unknown enforcement', (p) => (p.rules[10].cap.enforcement = 'warn')],
    ['a malformed window', (p) => (p.rules[10].nudge.window = '24 hours')],
    ['a fractional cap', (p) => (p.rules[10].cap.limit = 2.5)],
    ['a duplicate enforced id', (p) => p.enforcedForbidden.push('nudity')],
  ];
  it.each(broken)('rejects %s', (_name, change) => {
    const result = validateProgram(mutated(change));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('invalid-rule-program');
      expect(result.problems.length).toBeGreaterThan(0);
    }
  });

  it('accepts a program without cap or nudge', () => {
    expect(validateProgram(mutated((p) => Object.assign(p.rules[10], { cap: null, nudge: null }))).ok).toBe(true);
  });
});
