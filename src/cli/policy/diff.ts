// `likeness policy diff OLD NEW [--json] [--fail-on-loosen]`: the semantic diff of two creator
// files (either may be `REV:path`), both compiled against the same platform file.

import type { Command } from 'commander';
import { diffPrograms, renderDiff, type SemanticDiff } from '../../diff/index.ts';
import { compileCreatorOrFail } from '../compile-creator.ts';
import { CliError } from '../errors.ts';
import { gitRevisionOf, readRevisionOrFile, requireKind, type PolicySource } from '../files.ts';
import type { Output } from '../output.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

export const LOOSENS_EXIT = 2;

interface DiffOptions extends PlatformOption {
  json?: boolean;
  failOnLoosen?: boolean;
}

export function diffSources(platform: PolicySource, before: PolicySource, after: PolicySource, output: Output): SemanticDiff {
  const old = compileCreatorOrFail(platform, before, output);
  const now = compileCreatorOrFail(platform, after, output);
  return diffPrograms(old.program, now.program);
}

export function printDiff(diff: SemanticDiff, json: boolean, output: Output): void {
  output.out(json ? JSON.stringify(diff, null, 2) : renderDiff(diff));
}

export function runDiff(oldArg: string, newArg: string, options: DiffOptions, output: Output): number {
  for (const arg of [oldArg, newArg]) {
    const file = gitRevisionOf(arg)?.file ?? arg;
    if (requireKind(file) !== 'creator') throw new CliError('not-a-creator-file', `${arg}: diff takes creator .boundary files`);
  }
  const diff = diffSources(loadPlatform(options), readRevisionOrFile(oldArg), readRevisionOrFile(newArg), output);
  printDiff(diff, options.json === true, output);
  return options.failOnLoosen && diff.loosens ? LOOSENS_EXIT : 0;
}

export function registerDiff(policy: Command, output: Output): void {
  policy
    .command('diff')
    .description('semantic diff of two creator files; each change loosens, tightens or is neutral')
    .argument('<old>', 'old creator file, or REV:path')
    .argument('<new>', 'new creator file, or REV:path')
    .option(...PLATFORM_FLAG)
    .option('--json', 'print the changes as JSON')
    .option('--fail-on-loosen', `exit ${LOOSENS_EXIT} when any change loosens the boundary`)
    .action((oldArg: string, newArg: string, options: DiffOptions) => {
      process.exitCode = runDiff(oldArg, newArg, options, output);
    });
}
