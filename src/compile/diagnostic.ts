// Diagnostics the compiler itself can raise. The checker should have caught each of these
// already; the compiler still refuses rather than emit a program that means something else.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Location } from '../language/ast.ts';

export function compileError(code: string, message: string, file: string, loc: Location): Diagnostic {
  const length = loc.start.line === loc.end.line ? Math.max(1, loc.end.column - loc.start.column) : 1;
  return { code, severity: 'error', message, file, line: loc.start.line, column: loc.start.column, length };
}
