// The `likeness policy …` command group: one file per command.

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { registerCheck } from './check.ts';
import { registerCompile } from './compile.ts';
import { registerDiff } from './diff.ts';
import { registerExplain } from './explain.ts';
import { registerFmt } from './fmt.ts';
import { registerGitDiff } from './git-diff.ts';
import { registerSuggest } from './suggest.ts';
import { registerTest } from './test.ts';

export function registerPolicyCommands(program: Command, output: Output): void {
  const policy = program.command('policy').description('check, format, test, compile, diff and explain boundary files; suggest terms');
  for (const register of [registerCheck, registerFmt, registerTest, registerCompile, registerDiff, registerExplain, registerGitDiff, registerSuggest]) {
    register(policy, output);
  }
}
