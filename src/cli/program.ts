// Builds the `likeness` commander program. Usage errors exit 2 (commander's default is 1).

import { Command, CommanderError } from 'commander';
import type { Output } from './output.ts';
import { USAGE_EXIT } from './errors.ts';

export type CommandGroup = (program: Command, output: Output) => void;

export function buildProgram(groups: readonly CommandGroup[], output: Output): Command {
  const program = new Command('likeness')
    .description('Likeness Gate: boundary policy tools and service operations')
    .showHelpAfterError(false)
    // Inherited by every subcommand created after this call.
    .exitOverride((error: CommanderError) => {
      throw error;
    })
    .configureOutput({ writeOut: (s) => output.out(s.replace(/\n$/, '')), writeErr: (s) => output.err(s.replace(/\n$/, '')) });
  for (const group of groups) group(program, output);
  return program;
}

/** Commander's own outcomes: help and version are exit 0, anything else is a usage error. */
export const commanderExit = (error: CommanderError): number =>
  error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : USAGE_EXIT;
