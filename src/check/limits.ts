// `session cap` and `variety nudge`: positive numbers, known duration units, known enforcement.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Duration, Num } from '../language/ast.ts';
import { DURATION_UNITS } from '../vocabulary.ts';
import type { CheckInput } from './input.ts';

export const ENFORCEMENTS = ['advisory', 'block'] as const;

function checkDuration(fileName: string, d: Duration): Diagnostic[] {
  const units = Object.keys(DURATION_UNITS);
  if (!units.includes(d.unit)) {
    const shown = d.unit === '' ? 'no unit' : `unknown unit '${d.unit}'`;
    return [diagnosticAt(fileName, d.loc, {
      code: 'bad-duration', severity: 'error', message: `duration '${d.raw}' has ${shown}`,
      suggestion: `use m (minutes), h (hours) or d (days), e.g. '${d.amount || 24}h'`,
    })];
  }
  if (d.amount === 0) {
    return [diagnosticAt(fileName, d.loc, {
      code: 'bad-duration', severity: 'error', message: `duration '${d.raw}' is zero`, suggestion: 'a window must be at least 1 minute',
    })];
  }
  return [];
}

function checkCount(fileName: string, n: Num, message: string): Diagnostic[] {
  if (n.value > 0) return [];
  return [diagnosticAt(fileName, n.loc, { code: 'zero-cap', severity: 'error', message, suggestion: 'use a positive number' })];
}

export function checkLimits(input: CheckInput): Diagnostic[] {
  const { fileName } = input;
  return input.statements.flatMap((s) => {
    if (s.kind === 'session-cap') {
      const enforcement = (ENFORCEMENTS as readonly string[]).includes(s.enforcement.name)
        ? []
        : [diagnosticAt(fileName, s.enforcement.loc, {
            code: 'unknown-enforcement', severity: 'error', message: `unknown enforcement '${s.enforcement.name}'`,
            suggestion: didYouMean(s.enforcement.name, ENFORCEMENTS) ?? "write 'advisory' or 'block'",
          })];
      return [...checkCount(fileName, s.limit, 'a session cap of 0 would refuse every request'), ...checkDuration(fileName, s.window), ...enforcement];
    }
    if (s.kind === 'variety-nudge') return [...checkCount(fileName, s.repeats, 'a variety nudge of 0 repeats would flag every request'), ...checkDuration(fileName, s.window)];
    return [];
  });
}
