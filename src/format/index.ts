// formatPolicy: the one canonical layout of a policy file (`likeness policy fmt`).
// Statements keep their order and comments; blank runs collapse; idempotent by construction,
// since the output depends only on the syntax tree. A file with syntax errors is not formatted.

import type { Diagnostic } from '../diagnostics/types.ts';
import type { Line } from '../language/ast.ts';
import { parsePolicy } from '../parse/index.ts';
import { layoutStatement } from './layout.ts';
import { statementText } from './statement.ts';

export { layoutStatement, MAX_WIDTH, CONTINUATION_INDENT } from './layout.ts';

/** Physical lines for one line group; a blank line is an empty string. */
function render(line: Line, source: string): string[] {
  switch (line.kind) {
    case 'blank':
      return [''];
    case 'comment':
      return [`#${line.text}`.trimEnd()];
    case 'statement': {
      const lines = layoutStatement(statementText(line.statement, source));
      if (line.comment !== null) lines[lines.length - 1] += `  #${line.comment}`.trimEnd();
      return lines;
    }
    case 'invalid':
      return [line.text];
  }
}

/** Collapses runs of blank lines to one and drops blank lines at either end. */
function tidyBlanks(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

export function formatPolicy(source: string, fileName: string): { text: string } | { diagnostics: Diagnostic[] } {
  const parsed = parsePolicy(source, fileName);
  if (parsed.diagnostics.length > 0) return { diagnostics: parsed.diagnostics };
  const lines = tidyBlanks(parsed.file.lines.flatMap((line) => render(line, source)));
  return { text: lines.length === 0 ? '' : `${lines.join('\n')}\n` };
}
