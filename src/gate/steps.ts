// One rule function per RuleStep, keyed by rule name. The program decides the order.
import type { RuleStep, StepOf } from '../program/types.ts';
import type { RuleName } from '../vocabulary.ts';
import type { RuleContext, RuleOutcome } from './context.ts';
import { consentRevoked } from './rules/consent-revoked.ts';
import { contextNotPermitted } from './rules/context-not-permitted.ts';
import { conversationNotLicensed } from './rules/conversation.ts';
import { creatorUnavailable } from './rules/creator-unavailable.ts';
import { insufficientCredit } from './rules/credit.ts';
import { realismExceedsCeiling } from './rules/realism-ceiling.ts';
import { sessionCapReached } from './rules/session-cap.ts';
import { termRule } from './rules/term-rules.ts';
import { ageVerificationRequired, identityVerificationRequired } from './rules/verification.ts';

type StepFunctions = { [R in RuleName]: (step: StepOf<R>, ctx: RuleContext) => RuleOutcome };

const STEPS: StepFunctions = {
  creator_unavailable: creatorUnavailable,
  consent_revoked: consentRevoked,
  platform_prohibition: termRule,
  forbidden_depiction: termRule,
  excluded_brand: termRule,
  context_not_permitted: contextNotPermitted,
  realism_exceeds_ceiling: realismExceedsCeiling,
  conversation_not_licensed: conversationNotLicensed,
  age_verification_required: ageVerificationRequired,
  identity_verification_required: identityVerificationRequired,
  session_cap_reached: sessionCapReached,
  insufficient_credit: insufficientCredit,
};

export function runStep(step: RuleStep, ctx: RuleContext): RuleOutcome {
  return (STEPS[step.rule] as (s: RuleStep, c: RuleContext) => RuleOutcome)(step, ctx);
}
