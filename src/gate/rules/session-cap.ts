// session_cap_reached: the creator's rolling cap on one requester's generations. Enforcement
// `block` refuses; `advisory` lets the request through with an advisory. The variety nudge
// (same prompt again and again) is advisory only and lives in the same step.
import type { StepOf } from '../../program/types.ts';
import { creatorName, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function sessionCapReached(step: StepOf<'session_cap_reached'>, ctx: RuleContext): RuleOutcome {
  const advisories: string[] = [];
  const who = creatorName(ctx);
  const { cap, nudge } = step;
  if (cap !== null && ctx.facts.sessionCount >= cap.limit) {
    const evidence = `${ctx.facts.sessionCount} of ${cap.limit} in ${cap.window}`;
    if (cap.enforcement === 'block') {
      return refuse({
        rule: 'session_cap_reached',
        category: 'session-cap',
        evidence,
        message: `${who} allows ${cap.limit} generations per requester in ${cap.window}; this account has reached the cap (${evidence}).`,
      });
    }
    advisories.push(`Session cap reached (${evidence}): ${who} asks requesters to keep to ${cap.limit} generations in ${cap.window}.`);
  }
  if (nudge !== null && ctx.facts.varietyCount >= nudge.repeats) {
    advisories.push(
      `Variety nudge: this prompt was already used ${ctx.facts.varietyCount} times for ${who} in ${nudge.window}; ${who} asks for variety.`,
    );
  }
  return { refusal: null, advisories };
}
