// `open adult:` may only open the platform's adult categories, never a prohibition or a creator's own forbid.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { CheckInput } from './input.ts';

export function checkOpenAdult(input: CheckInput): Diagnostic[] {
  const { fileName, statements, platform } = input;
  const ownForbids = new Set(statements.flatMap((s) => (s.kind === 'forbid' || s.kind === 'exclude-brand' ? [s.id.name] : [])));
  const out: Diagnostic[] = [];
  for (const s of statements) {
    if (s.kind !== 'open-adult') continue;
    const seen = new Set<string>();
    for (const c of s.categories) {
      if (seen.has(c.name)) {
        out.push(diagnosticAt(fileName, c.loc, {
          code: 'duplicate-item', severity: 'warning', message: `adult category '${c.name}' is listed twice`, suggestion: 'remove the repeat',
        }));
      }
      seen.add(c.name);
      if (platform.adultIds.includes(c.name)) continue;
      if (platform.prohibitIds.includes(c.name) || ownForbids.has(c.name)) {
        const what = platform.prohibitIds.includes(c.name) ? 'a non-waivable platform prohibition' : 'one of your own forbids';
        out.push(diagnosticAt(fileName, c.loc, {
          code: 'open-non-adult', severity: 'error',
          message: `'${c.name}' is ${what}, not an adult category, and cannot be opened`,
          suggestion: `adult categories are: ${platform.adultIds.join(', ') || '(none defined)'}`,
        }));
        continue;
      }
      out.push(diagnosticAt(fileName, c.loc, {
        code: 'unknown-adult-category', severity: 'error',
        message: `unknown adult category '${c.name}'`,
        suggestion: didYouMean(c.name, platform.adultIds) ?? `adult categories are: ${platform.adultIds.join(', ') || '(none defined)'}`,
      }));
    }
  }
  return out;
}
