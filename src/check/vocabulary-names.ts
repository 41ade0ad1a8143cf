// Diagnostics for names that must come from the product's fixed vocabulary.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Ident } from '../language/ast.ts';
import { CONTEXTS, MODES, REALISM_TIERS } from '../vocabulary.ts';

function unknownName(code: string, what: string, known: readonly string[]) {
  return (fileName: string, id: Ident): Diagnostic[] =>
    known.includes(id.name)
      ? []
      : [diagnosticAt(fileName, id.loc, {
          code, severity: 'error', message: `unknown ${what} '${id.name}'`,
          suggestion: didYouMean(id.name, known) ?? `expected one of: ${known.join(', ')}`,
        })];
}

export const unknownContext = unknownName('unknown-context', 'context', CONTEXTS);
export const unknownRealism = unknownName('unknown-realism', 'realism tier', REALISM_TIERS);
export const unknownMode = unknownName('unknown-mode', 'mode', MODES);
