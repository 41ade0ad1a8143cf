// `likeness policy git-diff PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE`: the
// calling convention of git's external diff drivers (`diff.<driver>.command`), so that
// `git diff` of *.boundary files prints the semantic diff. See docs/git-diff.md.
// Always exits 0 when it could read both sides: a non-zero exit makes git stop the whole diff.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { CliError } from '../errors.ts';
import type { PolicySource } from '../files.ts';
import type { Output } from '../output.ts';
import { diffSources, printDiff } from './diff.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

interface GitDiffOptions extends PlatformOption {
  json?: boolean;
}

const NULL_FILE = '/dev/null';

function side(file: string, name: string): PolicySource | null {
  if (file === NULL_FILE) return null;
  try {
    return { fileName: name, source: readFileSync(file, 'utf8') };
  } catch {
    throw new CliError('file-not-found', `git-diff: cannot read ${file}`);
  }
}

export function runGitDiff(args: string[], options: GitDiffOptions, output: Output): number {
  const [name, oldFile, , , newFile] = args;
  if (args.length !== 7 || !name || !oldFile || !newFile) {
    throw new CliError('bad-arguments', `git-diff expects the 7 arguments git passes to a diff driver, got ${args.length}`);
  }
  const before = side(oldFile, `a/${name}`);
  const after = side(newFile, `b/${name}`);
  output.out(`semantic diff ${name}`);
  if (!before || !after) {
    output.out(before ? 'boundary file deleted' : 'new boundary file');
    return 0;
  }
  try {
    // Diagnostics go to stdout too, so they appear inside the diff (and inside git's pager).
    const inline: Output = { out: output.out, err: output.out };
    printDiff(diffSources(loadPlatform(options), before, after, inline), options.json === true, output);
  } catch (e) {
    // A side that does not compile is shown as such; the rest of `git diff` goes on.
    if (e instanceof CliError && e.code === 'does-not-compile') output.out(e.message);
    else throw e;
  }
  return 0;
}

export function registerGitDiff(policy: Command, output: Output): void {
  policy
    .command('git-diff')
    .description('semantic diff in the calling convention of a git diff driver (see docs/git-diff.md)')
    .argument('<args...>', 'path old-file old-hex old-mode new-file new-hex new-mode')
    .option(...PLATFORM_FLAG)
    .option('--json', 'print the changes as JSON')
    .action((args: string[], options: GitDiffOptions) => {
      process.exitCode = runGitDiff(args, options, output);
    });
}
