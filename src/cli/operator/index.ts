// The operator command group: publish, creator, account, key. Registered from src/cli/main.ts.

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import type { CommandGroup } from '../program.ts';
import { registerAccount } from './account.ts';
import { registerCreator } from './creator.ts';
import { registerKey } from './key.ts';
import { registerPublish } from './publish.ts';
import { withServiceDatabase } from './session.ts';
import type { OpenSession } from './types.ts';

export const operatorCommands =
  (open: OpenSession): CommandGroup =>
  (program: Command, output: Output) => {
    for (const register of [registerPublish, registerCreator, registerAccount, registerKey]) register(program, output, open);
  };

export const registerOperatorCommands: CommandGroup = operatorCommands(withServiceDatabase);
