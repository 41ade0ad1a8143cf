// Lays a statement out on physical lines: items joined with ", ", wrapped after a comma onto
// 4-space continuation lines when a line would pass the width.

import type { StatementText } from './statement.ts';

export const MAX_WIDTH = 100;
export const CONTINUATION_INDENT = '    ';

export function layoutStatement({ head, items }: StatementText, width = MAX_WIDTH): string[] {
  const [first, ...rest] = items;
  if (first === undefined) return [head];
  const lines: string[] = [];
  let line = head + first;
  for (const item of rest) {
    const joined = `${line}, ${item}`;
    if (joined.length > width) {
      lines.push(`${line},`);
      line = CONTINUATION_INDENT + item;
    } else {
      line = joined;
    }
  }
  lines.push(line);
  return lines;
}
