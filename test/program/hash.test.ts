import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/program/canonical.ts';
import { policyHash } from '../../src/program/hash.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { sampleProgram } from './sample-program.ts';

const reversedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]));
};

describe('policyHash', () => {
  it('is the hex SHA-256 of the canonical JSON of the program', () => {
    const program = sampleProgram();
    const expected = createHash('sha256').update(canonicalJson(program)).digest('hex');
    expect(policyHash(program)).toBe(expected);
    expect(policyHash(program)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order properties were written in', () => {
    const program = sampleProgram();
    expect(policyHash(reversedKeys(program) as RuleProgram)).toBe(policyHash(program));
  });

  it('changes when anything in the program changes', () => {
    const program = sampleProgram();
    const changed = sampleProgram();
    changed.openedAdult = [];
    expect(policyHash(changed)).not.toBe(policyHash(program));
  });
});
