// Where commands write: an explicit sink so the commands stay testable and never call process.exit.

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
