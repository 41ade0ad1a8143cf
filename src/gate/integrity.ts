// The gate only enforces a program that hashes to the policyHash it is stamped with: the matcher
// cache is keyed by that hash, and a refusal's stamp must name what was really enforced.
// Checked once per program object (a WeakMap), so a boundary held in memory costs nothing after.
import { policyHash } from '../program/hash.ts';
import type { RuleProgram } from '../program/types.ts';

const verified = new WeakMap<RuleProgram, string>();

export function assertProgramMatchesHash(program: RuleProgram, expected: string): void {
  let actual = verified.get(program);
  if (actual === undefined) {
    actual = policyHash(program);
    verified.set(program, actual);
  }
  if (actual !== expected) throw new Error('rule program does not match its policyHash');
}
