// `allow contexts:` names contexts of the product's fixed list.

import type { Diagnostic } from '../diagnostics/types.ts';
import { diagnosticAt } from '../diagnostics/at.ts';
import type { CheckInput } from './input.ts';
import { unknownContext } from './vocabulary-names.ts';

export function checkContexts(input: CheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of input.statements) {
    if (s.kind !== 'allow-contexts') continue;
    const seen = new Set<string>();
    for (const c of s.contexts) {
      out.push(...unknownContext(input.fileName, c));
      if (seen.has(c.name)) {
        out.push(diagnosticAt(input.fileName, c.loc, {
          code: 'duplicate-item', severity: 'warning', message: `context '${c.name}' is listed twice`, suggestion: 'remove the repeat',
        }));
      }
      seen.add(c.name);
    }
  }
  return out;
}
