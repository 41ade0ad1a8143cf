// Runs the `likeness` operator commands in-process against a test database, capturing what they
// print and the exit code they would give, mapped as src/cli/main.ts maps them (commander's own
// errors are usage errors, 2).

import { storeOf, type Store } from '../../src/store/index.ts';
import { CommanderError } from 'commander';
import { operatorCommands } from '../../src/cli/operator/index.ts';
import { buildProgram, commanderExit } from '../../src/cli/program.ts';
import type { TestDatabase } from './database.ts';

export interface CliRun {
  out: string;
  err: string;
  exitCode: number;
}

/** `db` is a getter because test files open their database in beforeAll. */
export function operatorCli(db: () => TestDatabase): (...args: string[]) => Promise<CliRun> {
  return async (...args) => {
    let out = '';
    let err = '';
    const open = <T>(run: (store: Store) => Promise<T>) => run(storeOf(db().orm.em.fork()));
    const program = buildProgram([operatorCommands(open)], { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) });
    process.exitCode = 0;
    try {
      await program.parseAsync(['node', 'likeness', ...args]);
    } catch (e) {
      const exitCode = e instanceof CommanderError ? commanderExit(e) : ((e as { exitCode?: number }).exitCode ?? 1);
      return { out, err: err + String((e as Error).message), exitCode };
    }
    const exitCode = Number(process.exitCode ?? 0);
    process.exitCode = 0;
    return { out, err, exitCode };
  };
}
