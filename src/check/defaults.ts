// Warnings for boundaries left to their defaults, so a creator sees what they did not write.

import type { Diagnostic } from '../diagnostics/types.ts';
import type { Location } from '../language/ast.ts';
import { diagnosticAt } from '../diagnostics/at.ts';
import { REALISM_TIERS } from '../vocabulary.ts';
import type { CheckInput } from './input.ts';

export function checkDefaults(input: CheckInput): Diagnostic[] {
  if (input.kind !== 'creator') return [];
  const { fileName, statements } = input;
  const creator = statements.find((s) => s.kind === 'creator');
  const where: Location = creator?.loc ?? { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
  const out: Diagnostic[] = [];
  if (!statements.some((s) => s.kind === 'allow-contexts')) {
    out.push(diagnosticAt(fileName, where, {
      code: 'missing-allow-contexts', severity: 'warning',
      message: "no 'allow contexts:' line: every request will be refused with context_not_permitted",
      suggestion: 'add e.g. allow contexts: portrait, fashion-editorial',
    }));
  }
  if (!statements.some((s) => s.kind === 'realism-ceiling')) {
    out.push(diagnosticAt(fileName, where, {
      code: 'missing-realism-ceiling', severity: 'warning',
      message: `no 'realism ceiling:' line: the most restrictive tier, '${REALISM_TIERS[0]}', applies`,
      suggestion: `add e.g. realism ceiling: ${REALISM_TIERS[1]}`,
    }));
  }
  return out;
}
