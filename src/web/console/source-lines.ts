// The boundary file as numbered lines, each split into text segments with the columns that
// carry a diagnostic marked, and the diagnostics listed under their line (pure). The view
// renders segments as escaped text; nothing here produces HTML.

import type { Diagnostic, Severity } from '../../diagnostics/types.ts';

export interface Segment {
  text: string;
  /** The most severe diagnostic covering these columns, or null. */
  mark: Severity | null;
}

export interface LineNote {
  severity: Severity;
  code: string;
  column: number;
  message: string;
  suggestion: string | null;
}

export interface SourceLine {
  number: number;
  segments: Segment[];
  notes: LineNote[];
}

const rank = (s: Severity | null): number => (s === 'error' ? 2 : s === 'warning' ? 1 : 0);

/** Splits one line at every diagnostic boundary; a range past the end marks an added blank. */
function segmentsOf(text: string, ds: Diagnostic[]): Segment[] {
  const chars = [...text];
  const width = Math.max(chars.length, ...ds.map((d) => d.column - 1 + Math.max(1, d.length)));
  const marks: (Severity | null)[] = Array.from({ length: width }, () => null);
  for (const d of ds) {
    for (let i = d.column - 1; i < d.column - 1 + Math.max(1, d.length) && i < width; i++) {
      if (i >= 0 && rank(d.severity) > rank(marks[i] ?? null)) marks[i] = d.severity;
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < width; i++) {
    const ch = chars[i] ?? ' ';
    const last = segments[segments.length - 1];
    if (last && last.mark === marks[i]) last.text += ch;
    else segments.push({ text: ch, mark: marks[i] ?? null });
  }
  return segments.length ? segments : [{ text: '', mark: null }];
}

/** Every line of `source` with the diagnostics that point into `fileName`. */
export function sourceLines(source: string, fileName: string, diagnostics: Diagnostic[]): SourceLine[] {
  const own = diagnostics.filter((d) => d.file === fileName);
  const lines = source.split(/\r?\n/);
  // A diagnostic past the last line (an unexpected end of file) is shown on the last line.
  const lineOf = (d: Diagnostic): number => Math.min(Math.max(1, d.line), lines.length);
  return lines.map((text, i) => {
    const here = own.filter((d) => lineOf(d) === i + 1).sort((a, b) => a.column - b.column);
    return {
      number: i + 1,
      segments: segmentsOf(text, here.filter((d) => d.line === i + 1)),
      notes: here.map((d) => ({ severity: d.severity, code: d.code, column: d.column, message: d.message, suggestion: d.suggestion ?? null })),
    };
  });
}

/** Diagnostics about another file (the platform file), listed without a source view. */
export const otherFileDiagnostics = (fileName: string, diagnostics: Diagnostic[]): Diagnostic[] => diagnostics.filter((d) => d.file !== fileName);
