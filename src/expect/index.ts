// The expectation runner: a creator file's own tests. `testBoundary` is the one call the CLI's
// `policy test` and publishing need: compile, then run every `expect` line.
import { compileBoundary, type SourceFile } from '../compile/index.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { parsePolicy } from '../parse/index.ts';
import type { RuleProgram } from '../program/types.ts';
import { runExpectations, type ExpectResult } from './run.ts';

export type BoundaryTest =
  | { ok: false; diagnostics: Diagnostic[] }
  | {
      ok: true;
      program: RuleProgram;
      policyHash: string;
      diagnostics: Diagnostic[];
      results: ExpectResult[];
      passed: number;
      failed: number;
    };

export function testBoundary(input: { platform: SourceFile; creator: SourceFile }): BoundaryTest {
  const compiled = compileBoundary(input);
  if (!compiled.ok) return compiled;
  const { file } = parsePolicy(input.creator.source, input.creator.fileName);
  const results = runExpectations(file, compiled.program, compiled.policyHash);
  const failed = results.filter((r) => !r.pass).length;
  return { ...compiled, results, passed: results.length - failed, failed };
}

export { meets, runExpectations, type Expectation, type ExpectResult } from './run.ts';
export { expectRequest } from './request.ts';
export { VERIFIED_REQUESTER } from './facts.ts';
