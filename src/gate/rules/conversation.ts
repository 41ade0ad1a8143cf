// conversation_not_licensed: conversation mode needs the creator's licence.
import type { StepOf } from '../../program/types.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function conversationNotLicensed(step: StepOf<'conversation_not_licensed'>, ctx: RuleContext): RuleOutcome {
  if (ctx.request.mode !== 'conversation' || step.licensed) return pass();
  return refuse({
    rule: 'conversation_not_licensed',
    category: 'conversation',
    evidence: 'mode conversation',
    message: `${creatorName(ctx)} has not licensed conversation mode.`,
  });
}
