// consent_revoked: a revoked boundary set refuses everything, permanently under that set.
import type { StepOf } from '../../program/types.ts';
import { creatorName, pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function consentRevoked(_step: StepOf<'consent_revoked'>, ctx: RuleContext): RuleOutcome {
  if (ctx.facts.consentRevoked === false) return pass();
  return refuse({
    rule: 'consent_revoked',
    category: 'consent-revoked',
    evidence: `boundary set version ${ctx.version} is revoked`,
    message: `${creatorName(ctx)} has revoked consent for boundary set version ${ctx.version}; nothing can be generated under it.`,
  });
}
