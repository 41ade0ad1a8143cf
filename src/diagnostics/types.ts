// A diagnostic is a value, never a thrown error: every stage collects all of its problems.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Stable kebab-case code, documented in docs/policy-language.md. */
  code: string;
  severity: Severity;
  message: string;
  file: string;
  line: number; // 1-based
  column: number; // 1-based
  /** Length of the offending text on that line (for the caret underline); at least 1. */
  length: number;
  /** "did you mean 'gaming-avatar'?" and the like. */
  suggestion?: string;
}

export const hasErrors = (ds: readonly Diagnostic[]): boolean => ds.some((d) => d.severity === 'error');
