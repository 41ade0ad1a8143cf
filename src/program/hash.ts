// policyHash: hex SHA-256 of the program's RFC 8785 canonical JSON. Everything in the program
// is semantic, so comments, layout and term order never change the hash.
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical.ts';
import type { RuleProgram } from './types.ts';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function policyHash(program: RuleProgram): string {
  return sha256Hex(canonicalJson(program));
}
