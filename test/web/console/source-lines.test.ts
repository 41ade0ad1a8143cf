// The console's source view: diagnostics marked at their line and columns (pure).

import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/types.ts';
import { otherFileDiagnostics, sourceLines } from '../../../src/web/console/source-lines.ts';

const diag = (over: Partial<Diagnostic>): Diagnostic => ({ code: 'x', severity: 'error', message: 'm', file: 'a.boundary', line: 1, column: 1, length: 1, ...over });

describe('sourceLines', () => {
  it('numbers every line and marks exactly the columns a diagnostic covers', () => {
    const lines = sourceLines('creator a "A"\nrealism ceiling: photorael\n', 'a.boundary', [diag({ line: 2, column: 18, length: 9, message: 'unknown tier', suggestion: "did you mean 'photoreal'?" })]);
    expect(lines.map((l) => l.number)).toEqual([1, 2, 3]);
    expect(lines[0]!.notes).toEqual([]);
    expect(lines[1]!.segments).toEqual([
      { text: 'realism ceiling: ', mark: null },
      { text: 'photorael', mark: 'error' },
    ]);
    expect(lines[1]!.notes).toEqual([{ severity: 'error', code: 'x', column: 18, message: 'unknown tier', suggestion: "did you mean 'photoreal'?" }]);
  });

  it('lets an error win over a warning on the same columns and keeps both notes in column order', () => {
    const [line] = sourceLines('abcdef', 'a.boundary', [diag({ column: 3, length: 3, severity: 'warning', message: 'w' }), diag({ column: 2, length: 2, message: 'e' })]);
    expect(line!.segments).toEqual([
      { text: 'a', mark: null },
      { text: 'bc', mark: 'error' },
      { text: 'de', mark: 'warning' },
      { text: 'f', mark: null },
    ]);
    expect(line!.notes.map((n) => n.message)).toEqual(['e', 'w']);
  });

  it('shows a diagnostic at the end of the file on the last line, and leaves other files out', () => {
    const lines = sourceLines('one\ntwo', 'a.boundary', [diag({ line: 9, column: 4, message: 'unexpected end' }), diag({ file: 'platform.policy', message: 'p' })]);
    expect(lines[1]!.notes.map((n) => n.message)).toEqual(['unexpected end']);
    expect(lines[0]!.notes.map((n) => n.message)).toEqual([]);
    expect(otherFileDiagnostics('a.boundary', [diag({ file: 'platform.policy' })])).toHaveLength(1);
  });

  it('marks a range past the end of the line as added blanks', () => {
    const [line] = sourceLines('ab', 'a.boundary', [diag({ column: 3, length: 1 })]);
    expect(line!.segments).toEqual([
      { text: 'ab', mark: null },
      { text: ' ', mark: 'error' },
    ]);
  });
});
