import { CliError } from '../errors.ts';

/** Turns a failure value into a one-line CLI error (exit 1). */
export function failWith(outcome: { ok: false; code: string; message: string }): never {
  throw new CliError(outcome.code, outcome.message, 1);
}
