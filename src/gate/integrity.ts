// The gate only enforces a program that hashes to the policyHash it is stamped with. The matcher
// cache is keyed by that hash, so the check runs when a matcher is built for a hash (once per
// hash, not per request: re-hashing a large program costs milliseconds). Later requests stamped
// with a cached hash but carrying a different program are caught when a cached match names a
// category the program does not have (see rules/term-rules.ts).
import { policyHash } from '../program/hash.ts';
import type { RuleProgram } from '../program/types.ts';

export function assertProgramMatchesHash(program: RuleProgram, expected: string): void {
  if (policyHash(program) !== expected) throw new Error('rule program does not match its policyHash');
}
