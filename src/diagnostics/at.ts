// Builds a diagnostic from an AST location: the caret covers the node on its first line.

import type { Location } from '../language/ast.ts';
import type { Diagnostic, Severity } from './types.ts';

export interface DiagnosticSpec {
  code: string;
  severity: Severity;
  message: string;
  suggestion?: string | undefined;
}

export function diagnosticAt(file: string, loc: Location, spec: DiagnosticSpec): Diagnostic {
  const sameLine = loc.start.line === loc.end.line;
  const length = sameLine ? loc.end.column - loc.start.column : 1;
  const d: Diagnostic = {
    code: spec.code,
    severity: spec.severity,
    message: spec.message,
    file,
    line: loc.start.line,
    column: loc.start.column,
    length: Math.max(1, length),
  };
  if (spec.suggestion !== undefined) d.suggestion = spec.suggestion;
  return d;
}
