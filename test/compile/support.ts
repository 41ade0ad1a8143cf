// Test helper: compile through the real pipeline AND validate the program against the JSON
// Schema, so that every program a test compiles is also a schema test.
import { expect } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import type { Diagnostic } from '../../src/diagnostics/types.ts';
import { validateProgram } from '../../src/program/validate.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { MIRA_FILE, PLATFORM, PLATFORM_FILE } from './fixtures.ts';

export interface Compiled {
  program: RuleProgram;
  policyHash: string;
  diagnostics: Diagnostic[];
}

export function compileValid(creator: string, creatorFile = MIRA_FILE, platform = PLATFORM): Compiled {
  const result = compileBoundary({ platform: { source: platform, fileName: PLATFORM_FILE }, creator: { source: creator, fileName: creatorFile } });
  if (!result.ok) throw new Error(`expected a program, got:\n${result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`).join('\n')}`);
  const validation = validateProgram(result.program);
  expect(validation.ok ? [] : validation.problems).toEqual([]);
  return result;
}

export function compileErrors(creator: string, creatorFile = MIRA_FILE, platform = PLATFORM): Diagnostic[] {
  const result = compileBoundary({ platform: { source: platform, fileName: PLATFORM_FILE }, creator: { source: creator, fileName: creatorFile } });
  if (result.ok) throw new Error('expected compile errors, got a program');
  return result.diagnostics.filter((d) => d.severity === 'error');
}

export function stepOf<R extends RuleProgram['rules'][number]['rule']>(program: RuleProgram, rule: R): Extract<RuleProgram['rules'][number], { rule: R }> {
  const step = program.rules.find((s) => s.rule === rule);
  if (step === undefined) throw new Error(`no step ${rule}`);
  return step as Extract<RuleProgram['rules'][number], { rule: R }>;
}
