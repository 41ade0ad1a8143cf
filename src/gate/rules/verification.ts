// age_verification_required and identity_verification_required: the requester's verification
// level against the platform's requirements. Identity verification implies age assurance.
import type { StepOf } from '../../program/types.ts';
import { pass, refuse, type RuleContext, type RuleOutcome } from '../context.ts';

export function ageVerificationRequired(step: StepOf<'age_verification_required'>, ctx: RuleContext): RuleOutcome {
  const level = ctx.facts.verification;
  if (!step.required || level === 'age' || level === 'identity') return pass();
  return refuse({
    rule: 'age_verification_required',
    category: 'age-assurance',
    evidence: `verification ${level}`,
    message: 'The requesting account has not cleared document-based age assurance.',
  });
}

export function identityVerificationRequired(step: StepOf<'identity_verification_required'>, ctx: RuleContext): RuleOutcome {
  const level = ctx.facts.verification;
  const realism = ctx.request.realism;
  if (!(step.tiers as readonly string[]).includes(realism) || level === 'identity') return pass();
  return refuse({
    rule: 'identity_verification_required',
    category: 'identity-verification',
    evidence: `verification ${level}`,
    message: `'${realism}' images need a fully identity-verified requesting account.`,
  });
}
