// Realism tiers named by `realism ceiling:` and `require identity for`.

import type { Diagnostic } from '../diagnostics/types.ts';
import type { CheckInput } from './input.ts';
import { unknownRealism } from './vocabulary-names.ts';

export function checkRealism(input: CheckInput): Diagnostic[] {
  return input.statements.flatMap((s) => {
    if (s.kind === 'realism-ceiling') return unknownRealism(input.fileName, s.tier);
    if (s.kind === 'require' && s.forTier !== null) return unknownRealism(input.fileName, s.forTier);
    return [];
  });
}
