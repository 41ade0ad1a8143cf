// Validates a rule program against schema/rule-program.schema.json with ajv (draft 2020-12).
// Used by tests on every compiled program, and by anyone loading a stored program.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RuleProgram } from './types.ts';

const schemaUrl = new URL('../../schema/rule-program.schema.json', import.meta.url);
export const ruleProgramSchema: object = JSON.parse(readFileSync(schemaUrl, 'utf8'));

const ajv = new Ajv2020({ allErrors: true, strict: true });
const check = ajv.compile<RuleProgram>(ruleProgramSchema);

export interface SchemaProblem {
  path: string;
  message: string;
}

export type ProgramValidation =
  | { ok: true; program: RuleProgram }
  | { ok: false; code: 'invalid-rule-program'; problems: SchemaProblem[] };

export function validateProgram(value: unknown): ProgramValidation {
  if (check(value)) return { ok: true, program: value };
  const problems = (check.errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message ?? e.keyword }));
  return { ok: false, code: 'invalid-rule-program', problems };
}
