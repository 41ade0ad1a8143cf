// parsePolicy: source text → syntax tree plus every syntax error, one per unreadable line group.
// Never throws: the File rule reads any text, and broken lines are re-read alone for a precise error.

import { parse } from '../../grammar/policy.generated.js';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Line, ParsedFile } from '../language/ast.ts';
import { loneSurrogates } from './lone-surrogates.ts';
import { syntaxMessage, type Expectation } from './syntax-message.ts';

export { fileKind, type FileKind } from './file-kind.ts';
export { STATEMENT_KEYWORDS } from './keywords.ts';

export interface ParseResult {
  file: ParsedFile;
  diagnostics: Diagnostic[];
}

interface PeggyFailure {
  expected: Expectation[] | null;
  location: { start: { offset: number; line: number; column: number } };
}

const isPeggyFailure = (e: unknown): e is PeggyFailure =>
  typeof e === 'object' && e !== null && 'location' in e && 'expected' in e;

function syntaxError(fileName: string, line: number, column: number, text: string, offset: number, expected: readonly Expectation[]): Diagnostic {
  const m = syntaxMessage(text, offset, expected);
  const d: Diagnostic = { code: 'syntax-error', severity: 'error', message: m.message, file: fileName, line, column, length: m.length };
  if (m.suggestion !== undefined) d.suggestion = m.suggestion;
  return d;
}

/** Re-reads one invalid line group with the Statement rule and maps the error back into the file. */
function diagnoseInvalid(line: Extract<Line, { kind: 'invalid' }>, fileName: string): Diagnostic {
  try {
    parse(line.text, { startRule: 'Statement' });
  } catch (e) {
    if (isPeggyFailure(e)) {
      const at = e.location.start;
      const fileLine = line.loc.start.line + at.line - 1;
      const column = at.line === 1 ? line.loc.start.column + at.column - 1 : at.column;
      return syntaxError(fileName, fileLine, column, line.text, at.offset, e.expected ?? []);
    }
  }
  // The line reads alone but not in the file: only possible with characters the File rule splits on.
  return { code: 'syntax-error', severity: 'error', message: 'this line could not be read', file: fileName, line: line.loc.start.line, column: line.loc.start.column, length: 1 };
}

export function parsePolicy(source: string, fileName: string): ParseResult {
  let file: ParsedFile;
  try {
    file = parse(source, { startRule: 'File' });
  } catch (e) {
    // The File rule is written never to fail; this guards against the unforeseen (e.g. stack depth).
    const at = isPeggyFailure(e) ? e.location.start : { line: 1, column: 1, offset: 0 };
    return {
      file: { lines: [] },
      diagnostics: [syntaxError(fileName, at.line, at.column, source, at.offset, isPeggyFailure(e) ? (e.expected ?? []) : [])],
    };
  }
  const diagnostics = file.lines.flatMap((line) => (line.kind === 'invalid' ? [diagnoseInvalid(line, fileName)] : []));
  diagnostics.push(...loneSurrogates(source, fileName));
  return { file, diagnostics };
}
