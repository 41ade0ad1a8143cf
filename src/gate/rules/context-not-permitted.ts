// context_not_permitted: the request's context must be on the creator's allowlist.
import type { StepOf } from '../../program/types.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function contextNotPermitted(step: StepOf<'context_not_permitted'>, ctx: RuleContext): RuleOutcome {
  const context = ctx.request.context;
  if ((step.allowed as readonly string[]).includes(context)) return pass();
  return refuse({
    rule: 'context_not_permitted',
    category: context,
    evidence: `context ${context}`,
    message: `${creatorName(ctx)} does not permit the context '${context}'.`,
  });
}
