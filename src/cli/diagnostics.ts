// Prints diagnostics with FRONT's renderer, each against the source of the file it names.

import { renderDiagnostic } from '../diagnostics/render.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { PolicySource } from './files.ts';
import { plural, type Output } from './output.ts';

export interface Tally {
  errors: number;
  warnings: number;
}

export function printDiagnostics(output: Output, diagnostics: readonly Diagnostic[], sources: readonly PolicySource[], tally?: Tally): void {
  for (const d of diagnostics) {
    const source = sources.find((s) => s.fileName === d.file)?.source ?? '';
    output.err(renderDiagnostic(d, source));
    if (tally) {
      if (d.severity === 'error') tally.errors += 1;
      else tally.warnings += 1;
    }
  }
}

export const tallyLine = (files: number, tally: Tally): string =>
  `checked ${plural(files, 'file')}: ${plural(tally.errors, 'error')}, ${plural(tally.warnings, 'warning')}`;
