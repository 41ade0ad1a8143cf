// Compiles one creator source against the platform file, or fails with the rendered diagnostics.

import { compileBoundary } from '../compile/index.ts';
import type { RuleProgram } from '../program/types.ts';
import { printDiagnostics } from './diagnostics.ts';
import { CliError } from './errors.ts';
import type { PolicySource } from './files.ts';
import type { Output } from './output.ts';

export interface CompiledCreator {
  program: RuleProgram;
  policyHash: string;
}

/** Warnings are printed and compilation goes on; errors are printed and become a CliError. */
export function compileCreatorOrFail(platform: PolicySource, creator: PolicySource, output: Output): CompiledCreator {
  const result = compileBoundary({ platform, creator });
  printDiagnostics(output, result.diagnostics, [platform, creator]);
  if (!result.ok) throw new CliError('does-not-compile', `${creator.fileName} does not compile`, 1);
  return { program: result.program, policyHash: result.policyHash };
}
