// The human form of an explained decision: the verdict, the rule and term that fired, and the
// normalised prompt with the matched span underlined.

import type { Decision, MatchTrace } from '../../gate/types.ts';

/** The normalised text with a caret line under [start, end). */
export function markSpan(trace: MatchTrace): string[] {
  const width = Math.max(1, trace.end - trace.start);
  return [`  ${trace.normalisedPrompt}`, `  ${' '.repeat(trace.start)}${'^'.repeat(width)}`];
}

/** `notes`: lines from the category refinements (description, except phrases), after the refusal. */
export function renderExplanation(decision: Decision, normalisedPrompt: string, notes: readonly string[] = []): string {
  const lines = [`decision:   ${decision.decision}`];
  const r = decision.refusal;
  if (r) {
    lines.push(`rule:       ${r.rule}`, `category:   ${r.category}`, `evidence:   ${r.evidence}`, `message:    ${r.message}`);
  }
  lines.push(...notes);
  for (const advisory of decision.advisories) lines.push(`advisory:   ${advisory}`);
  lines.push(`boundary:   version ${decision.boundary.version}, policyHash ${decision.boundary.policyHash}`);
  if (decision.trace) {
    lines.push(`matched in the normalised ${decision.trace.field}:`, ...markSpan(decision.trace));
  } else {
    lines.push('normalised prompt (no term matched):', `  ${normalisedPrompt}`);
  }
  return lines.join('\n');
}
