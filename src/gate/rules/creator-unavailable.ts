// creator_unavailable: only an active creator can be generated; onboarding and suspended cannot.
import type { StepOf } from '../../program/types.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function creatorUnavailable(_step: StepOf<'creator_unavailable'>, ctx: RuleContext): RuleOutcome {
  const state = ctx.facts.creatorState;
  if (state === 'active') return pass();
  return refuse({
    rule: 'creator_unavailable',
    category: 'creator-unavailable',
    evidence: `creator is ${state}`,
    message: `${creatorName(ctx)} is not available for generation (the creator is ${state}).`,
  });
}
