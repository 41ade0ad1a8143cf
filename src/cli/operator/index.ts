// The operator command group: publish, policy pull, creator, account, key. Registered from src/cli/main.ts.

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import type { CommandGroup } from '../program.ts';
import { registerAccount } from './account.ts';
import { registerCreator } from './creator.ts';
import { registerKey } from './key.ts';
import { registerPublish } from './publish.ts';
import { registerPull } from './pull.ts';
import { registerProvenance } from './provenance.ts';
import { registerRevocation } from './revocation.ts';
import { registerTakedown } from './takedown.ts';
import type { OpenSession } from './types.ts';

export const operatorCommands =
  (open: OpenSession): CommandGroup =>
  (program: Command, output: Output) => {
    for (const register of [registerPublish, registerCreator, registerRevocation, registerProvenance, registerAccount, registerKey, registerTakedown, registerPull]) register(program, output, open);
  };

// The database layer is imported on first use, so `likeness policy …` starts as fast as before.
const openServiceDatabase: OpenSession = async (run) => (await import('./session.ts')).withServiceDatabase(run);

export const registerOperatorCommands: CommandGroup = operatorCommands(openServiceDatabase);
