// `likeness policy check FILES|DIRS`: every diagnostic of every file, then a summary line.
// Exit 1 when any error was found; warnings alone exit 0.

import path from 'node:path';
import type { Command } from 'commander';
import { compileBoundary, compilePlatformOnly } from '../../compile/index.ts';
import { hasErrors } from '../../diagnostics/types.ts';
import { printDiagnostics, tallyLine, type Tally } from '../diagnostics.ts';
import { expandPolicyPaths, readPolicyFile, requireKind } from '../files.ts';
import type { Output } from '../output.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

export function runCheck(paths: string[], options: PlatformOption, output: Output): number {
  const files = expandPolicyPaths(paths).map(readPolicyFile);
  const platform = loadPlatform(options);
  const tally: Tally = { errors: 0, warnings: 0 };
  const platformCheck = compilePlatformOnly(platform);
  const platformNamed = files.some((f) => requireKind(f.fileName) === 'platform');
  // Creator files are checked against the platform file, so its errors are shown even when not named.
  if (platformNamed || hasErrors(platformCheck.diagnostics)) {
    printDiagnostics(output, platformCheck.diagnostics, [platform], tally);
  }
  for (const file of files) {
    if (requireKind(file.fileName) === 'platform') {
      if (path.resolve(file.fileName) !== path.resolve(platform.fileName)) printDiagnostics(output, compilePlatformOnly(file).diagnostics, [file], tally);
      continue;
    }
    if (!platformCheck.ok) {
      output.err(`${file.fileName}: not checked, the platform file ${platform.fileName} has errors`);
      tally.errors += 1;
      continue;
    }
    const result = compileBoundary({ platform, creator: file });
    printDiagnostics(output, result.diagnostics.filter((d) => d.file === file.fileName), [file], tally);
  }
  output.out(tallyLine(files.length, tally));
  return tally.errors > 0 ? 1 : 0;
}

export function registerCheck(policy: Command, output: Output): void {
  policy
    .command('check')
    .description('check boundary and platform files; exit 1 on errors')
    .argument('<paths...>', 'files or directories (walked for *.boundary and *.policy)')
    .option(...PLATFORM_FLAG)
    .action((paths: string[], options: PlatformOption) => {
      process.exitCode = runCheck(paths, options, output);
    });
}
