// Runs a creator file's `expect` lines against its compiled program and reports each one.
import type { ExpectStmt, ParsedFile } from '../language/ast.ts';
import { evaluate } from '../gate/index.ts';
import type { Decision, GateRequest } from '../gate/types.ts';
import type { RuleProgram } from '../program/types.ts';
import type { DecisionKind, RuleName } from '../vocabulary.ts';
import { VERIFIED_REQUESTER } from './facts.ts';
import { expectRequest } from './request.ts';

export interface Expectation {
  outcome: 'allow' | 'refuse';
  rule: string | null;
  category: string | null;
}

export interface ExpectResult {
  /** 1-based line of the `expect` statement in the creator file. */
  line: number;
  column: number;
  expected: Expectation;
  request: GateRequest;
  pass: boolean;
  actual: { decision: DecisionKind; rule?: RuleName; category?: string; evidence?: string; message?: string };
}

const expectationOf = (stmt: ExpectStmt): Expectation => ({
  outcome: stmt.outcome.name === 'allow' ? 'allow' : 'refuse',
  rule: stmt.rule?.name ?? null,
  category: stmt.category?.name ?? null,
});

/** allow accepts allow and allow_with_advisory; refuse RULE [CATEGORY] must match what is given. */
export function meets(expected: Expectation, decision: Decision): boolean {
  if (expected.outcome === 'allow') return decision.decision !== 'refuse';
  const refusal = decision.refusal;
  if (decision.decision !== 'refuse' || refusal === undefined) return false;
  if (expected.rule !== null && refusal.rule !== expected.rule) return false;
  return expected.category === null || refusal.category === expected.category;
}

export function runExpectations(creatorFile: ParsedFile, program: RuleProgram, policyHash: string): ExpectResult[] {
  const boundary = { version: 0, policyHash, program };
  const results: ExpectResult[] = [];
  for (const line of creatorFile.lines) {
    if (line.kind !== 'statement' || line.statement.kind !== 'expect') continue;
    const stmt = line.statement;
    const expected = expectationOf(stmt);
    const request = expectRequest(stmt);
    const decision = evaluate(boundary, request, { ...VERIFIED_REQUESTER });
    const actual: ExpectResult['actual'] = { decision: decision.decision };
    if (decision.refusal !== undefined) {
      const { rule, category, evidence, message } = decision.refusal;
      Object.assign(actual, { rule, category, evidence, message });
    }
    results.push({ line: stmt.loc.start.line, column: stmt.loc.start.column, expected, request, pass: meets(expected, decision), actual });
  }
  return results;
}
