// The platform file: exactly the four named prohibitions, and requirements the gate understands.

import { diagnosticAt } from '../diagnostics/at.ts';
import { didYouMean } from '../diagnostics/suggest.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { PLATFORM_PROHIBITIONS } from '../vocabulary.ts';
import type { CheckInput } from './input.ts';

export const REQUIREMENTS = ['age-assurance', 'identity'] as const;

export function checkPlatformDefinitions(input: CheckInput): Diagnostic[] {
  if (input.kind !== 'platform') return [];
  const { fileName, statements } = input;
  const out: Diagnostic[] = [];
  const defined = new Set<string>();
  for (const s of statements) {
    if (s.kind !== 'prohibit') continue;
    defined.add(s.id.name);
    if (!(PLATFORM_PROHIBITIONS as readonly string[]).includes(s.id.name)) {
      out.push(diagnosticAt(fileName, s.id.loc, {
        code: 'unknown-prohibition', severity: 'error',
        message: `'${s.id.name}' is not one of the platform prohibitions the service defines`,
        suggestion: didYouMean(s.id.name, PLATFORM_PROHIBITIONS) ?? `prohibitions are: ${PLATFORM_PROHIBITIONS.join(', ')}; other categories are 'adult' lines`,
      }));
    }
  }
  for (const id of PLATFORM_PROHIBITIONS) {
    if (!defined.has(id)) {
      out.push({
        code: 'platform-missing-prohibition', severity: 'error', message: `the platform file does not define the prohibition '${id}'`,
        file: fileName, line: 1, column: 1, length: 1, suggestion: `add: prohibit ${id} "Label": "term", …`,
      });
    }
  }
  for (const s of statements) {
    if (s.kind !== 'require') continue;
    const what = s.what.name;
    if (what === 'age-assurance' && s.forTier === null) continue;
    if (what === 'identity' && s.forTier !== null) continue;
    const suggestion = what === 'identity' ? "write 'require identity for TIER'"
      : what === 'age-assurance' ? "'require age-assurance' takes no tier"
      : didYouMean(what, REQUIREMENTS) ?? "write 'require age-assurance' or 'require identity for TIER'";
    out.push(diagnosticAt(fileName, s.what.loc, {
      code: 'unknown-requirement', severity: 'error', message: `unknown requirement '${s.loc.start.line === s.loc.end.line ? input.source.slice(s.loc.start.offset, s.loc.end.offset) : what}'`,
      suggestion,
    }));
  }
  return out;
}
