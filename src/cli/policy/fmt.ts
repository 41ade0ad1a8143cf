// `likeness policy fmt [--check|--write] FILES`: FRONT's formatter. Default prints the formatted
// text; --check lists files that would change and exits 1; --write rewrites them in place.

import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatPolicy } from '../../format/index.ts';
import { CliError } from '../errors.ts';
import { printDiagnostics } from '../diagnostics.ts';
import { expandPolicyPaths, readPolicyFile } from '../files.ts';
import type { Output } from '../output.ts';

interface FmtOptions {
  check?: boolean;
  write?: boolean;
}

export function runFmt(paths: string[], options: FmtOptions, output: Output): number {
  if (options.check && options.write) throw new CliError('conflicting-options', '--check and --write cannot be used together');
  let failed = false;
  const changed: string[] = [];
  for (const file of expandPolicyPaths(paths).map(readPolicyFile)) {
    const result = formatPolicy(file.source, file.fileName);
    if ('diagnostics' in result) {
      // A file that does not parse cannot be formatted: show why and move on.
      printDiagnostics(output, result.diagnostics, [file]);
      failed = true;
      continue;
    }
    if (result.text !== file.source) changed.push(file.fileName);
    if (options.write) {
      if (result.text !== file.source) writeFileSync(file.fileName, result.text);
    } else if (!options.check) {
      output.out(result.text);
    }
  }
  if (options.check) {
    for (const name of changed) output.out(`would reformat ${name}`);
    return failed || changed.length > 0 ? 1 : 0;
  }
  if (options.write) for (const name of changed) output.err(`formatted ${name}`);
  return failed ? 1 : 0;
}

export function registerFmt(policy: Command, output: Output): void {
  policy
    .command('fmt')
    .description('format policy files (prints to stdout unless --check or --write)')
    .argument('<paths...>', 'files or directories')
    .option('--check', 'list files that would change; exit 1 if any')
    .option('--write', 'rewrite files in place')
    .action((paths: string[], options: FmtOptions) => {
      process.exitCode = runFmt(paths, options, output);
    });
}
