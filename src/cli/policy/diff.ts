// `likeness policy diff OLD NEW [--json] [--fail-on-loosen]`: the semantic diff of two creator
// files (either may be `REV:path`), both compiled against the same platform file.

import type { Command } from 'commander';
import { diffPrograms, renderDiff, type SemanticDiff } from '../../diff/index.ts';
import { compileCreatorOrFail } from '../compile-creator.ts';
import { CliError } from '../errors.ts';
import { gitRevisionOf, readRevisionOrFile, requireKind, type PolicySource } from '../files.ts';
import type { Output } from '../output.ts';
import { DEFAULT_CREATORS, diffPlatforms, printPlatformDiff } from './diff-platform.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

export const LOOSENS_EXIT = 2;

interface DiffOptions extends PlatformOption {
  json?: boolean;
  failOnLoosen?: boolean;
  creators?: string;
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
  const kinds = [oldArg, newArg].map((arg) => requireKind(gitRevisionOf(arg)?.file ?? arg));
  if (kinds[0] !== kinds[1]) throw new CliError('mixed-file-kinds', 'diff takes two creator .boundary files or two platform .policy files');
  if (kinds[0] === 'platform') {
    const diffs = diffPlatforms(readRevisionOrFile(oldArg), readRevisionOrFile(newArg), options.creators ?? DEFAULT_CREATORS, output);
    printPlatformDiff(diffs, options.json === true, output);
    return options.failOnLoosen && diffs.some((d) => d.loosens) ? LOOSENS_EXIT : 0;
  }
  const diff = diffSources(loadPlatform(options), readRevisionOrFile(oldArg), readRevisionOrFile(newArg), output);
  printDiff(diff, options.json === true, output);
  return options.failOnLoosen && diff.loosens ? LOOSENS_EXIT : 0;
}

export function registerDiff(policy: Command, output: Output): void {
  policy
    .command('diff')
    .description('semantic diff of two creator files (or two platform files, per creator); each change loosens, tightens or is neutral')
    .argument('<old>', 'old .boundary (or .policy) file, or REV:path')
    .argument('<new>', 'new .boundary (or .policy) file, or REV:path')
    .option(...PLATFORM_FLAG)
    .option('--json', 'print the changes as JSON')
    .option('--creators <dir>', `creator files to diff against two platform files (default ${DEFAULT_CREATORS})`)
    .option('--fail-on-loosen', `exit ${LOOSENS_EXIT} when any change loosens the boundary`)
    .action((oldArg: string, newArg: string, options: DiffOptions) => {
      process.exitCode = runDiff(oldArg, newArg, options, output);
    });
}
