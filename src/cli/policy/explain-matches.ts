// The part of `explain` that shows every match in the request, not only the one that decided:
// the rule and category it falls under, how it was made (exact, inflection, spelling, near,
// age) and its span in the normalised field.

import { matcherFor, matchEvidence, scanRequest } from '../../gate/index.ts';
import type { EnforcedBoundary, GateRequest } from '../../gate/types.ts';
import { markSpan } from './explain-render.ts';

export function renderMatches(boundary: EnforcedBoundary, request: GateRequest): string[] {
  const matcher = matcherFor(boundary.policyHash, boundary.program);
  const lines: string[] = [];
  for (const { field, result } of scanRequest(matcher, request.prompt, request.reference)) {
    for (const m of result.matches) {
      lines.push(`  ${m.entry.rule}/${m.entry.category}: ${matchEvidence(m, field)}`);
      for (const line of markSpan({ normalisedPrompt: result.text.text, start: m.start, end: m.end, field })) lines.push(`  ${line}`);
    }
  }
  return lines.length === 0 ? [] : ['every match, and how it was made:', ...lines];
}
