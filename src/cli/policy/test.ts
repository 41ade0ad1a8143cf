// `likeness policy test FILES|DIRS`: runs each creator file's `expect` lines (GATE's runner) and
// prints every failure with its line, the expectation and what the gate actually decided.

import type { Command } from 'commander';
import { testBoundary, type ExpectResult } from '../../expect/index.ts';
import { printDiagnostics } from '../diagnostics.ts';
import { expandPolicyPaths, readPolicyFile, requireKind, type PolicySource } from '../files.ts';
import { CliError } from '../errors.ts';
import type { Output } from '../output.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

/** `refuse forbidden_depiction/alcohol (evidence "beer")`, or `allow`. */
export function describeActual(actual: ExpectResult['actual']): string {
  if (actual.decision !== 'refuse') return actual.decision;
  const evidence = actual.evidence === undefined ? '' : ` (evidence ${JSON.stringify(actual.evidence)})`;
  return `refuse ${actual.rule ?? '?'}${actual.category ? `/${actual.category}` : ''}${evidence}`;
}

function failureText(file: PolicySource, result: ExpectResult): string {
  const line = file.source.split(/\r?\n/)[result.line - 1]?.trim() ?? '';
  return [`${file.fileName}:${result.line}: FAIL ${line}`, `  got: ${describeActual(result.actual)}`].join('\n');
}

export function runTest(paths: string[], options: PlatformOption, output: Output): number {
  const files = expandPolicyPaths(paths).filter((f) => requireKind(f) === 'creator').map(readPolicyFile);
  if (files.length === 0) throw new CliError('no-creator-files', `no creator .boundary files in ${paths.join(', ')}`);
  const platform = loadPlatform(options);
  let passed = 0;
  let failed = 0;
  let broken = 0;
  for (const file of files) {
    const result = testBoundary({ platform, creator: file });
    if (!result.ok) {
      printDiagnostics(output, result.diagnostics, [platform, file]);
      output.err(`${file.fileName}: does not compile, expectations not run`);
      broken += 1;
      continue;
    }
    for (const r of result.results) if (!r.pass) output.out(failureText(file, r));
    passed += result.passed;
    failed += result.failed;
  }
  const notCompiled = broken > 0 ? `, ${broken} file${broken === 1 ? '' : 's'} did not compile` : '';
  output.out(`${passed} passed, ${failed} failed${notCompiled}`);
  return failed > 0 || broken > 0 ? 1 : 0;
}

export function registerTest(policy: Command, output: Output): void {
  policy
    .command('test')
    .description("run creator files' expect lines; exit 1 on any failure")
    .argument('<paths...>', 'creator files or directories (walked for *.boundary)')
    .option(...PLATFORM_FLAG)
    .action((paths: string[], options: PlatformOption) => {
      process.exitCode = runTest(paths, options, output);
    });
}
