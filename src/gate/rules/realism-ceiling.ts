// realism_exceeds_ceiling: the requested tier may not be above the creator's ceiling.
import type { StepOf } from '../../program/types.ts';
import { realismRank } from '../../vocabulary.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function realismExceedsCeiling(step: StepOf<'realism_exceeds_ceiling'>, ctx: RuleContext): RuleOutcome {
  const asked = ctx.request.realism;
  if (realismRank(asked) <= realismRank(step.ceiling)) return pass();
  return refuse({
    rule: 'realism_exceeds_ceiling',
    category: 'realism-ceiling',
    evidence: `${asked} > ${step.ceiling}`,
    message: `${creatorName(ctx)} permits realism up to '${step.ceiling}'; '${asked}' is above that ceiling.`,
  });
}
