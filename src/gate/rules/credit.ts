// insufficient_credit: checked last, so a consent breach is always refused on consent grounds.
import type { StepOf } from '../../program/types.ts';
import { pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function insufficientCredit(_step: StepOf<'insufficient_credit'>, ctx: RuleContext): RuleOutcome {
  const { cost, balance } = ctx.facts;
  if (balance >= cost) return pass();
  return refuse({
    rule: 'insufficient_credit',
    category: 'credit',
    evidence: `needs ${cost}, has ${balance}`,
    message: `This generation costs ${cost} credit${cost === 1 ? '' : 's'}; the account has ${balance}.`,
  });
}
