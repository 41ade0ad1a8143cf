// Expected CLI failures (missing file, bad argument, git revision not found) are values with a
// stable code; main.ts prints their one-line message and exits with exitCode (2 for usage
// errors; 1 when a policy file simply does not compile), never with a stack trace.

export const USAGE_EXIT = 2;

export class CliError extends Error {
  readonly code: string;
  readonly exitCode: number;
  constructor(code: string, message: string, exitCode: number = USAGE_EXIT) {
    super(message);
    this.code = code;
    this.exitCode = exitCode;
    this.name = 'CliError';
  }
}

export const isCliError = (e: unknown): e is CliError => e instanceof CliError;
