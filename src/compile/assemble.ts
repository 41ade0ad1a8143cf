// Platform rules + creator rules → the twelve RuleSteps in RULES order. Pure and total:
// every input it receives has already been validated by compilePlatform/compileCreator.
import { NORMALISATION, PROGRAM_FORMAT, type RuleProgram, type RuleStep } from '../program/types.ts';
import { RULES } from '../vocabulary.ts';
import { programMatching } from './matching-settings.ts';
import type { CreatorRules } from './creator.ts';
import type { PlatformRules } from './platform.ts';

export function assembleProgram(platform: PlatformRules, creator: CreatorRules): RuleProgram {
  const opened = new Set(creator.openedAdult);
  const closedAdult = platform.adult.filter((c) => !opened.has(c.id));
  const forbidden = [...closedAdult, ...creator.forbids];
  const rules: RuleStep[] = [
    { rule: 'creator_unavailable' },
    { rule: 'consent_revoked' },
    // A fresh list: the platform's part is shared by every program compiled against it.
    { rule: 'platform_prohibition', categories: [...platform.prohibitions] },
    { rule: 'forbidden_depiction', categories: forbidden },
    { rule: 'excluded_brand', categories: creator.brands },
    { rule: 'context_not_permitted', allowed: creator.contexts },
    { rule: 'realism_exceeds_ceiling', ceiling: creator.ceiling },
    { rule: 'conversation_not_licensed', licensed: creator.conversationLicensed },
    { rule: 'age_verification_required', required: platform.ageAssurance },
    { rule: 'identity_verification_required', tiers: [...platform.identityTiers] },
    { rule: 'session_cap_reached', cap: creator.cap, nudge: creator.nudge },
    { rule: 'insufficient_credit' },
  ];
  // RULES is the single source of the order; a mismatch here is a programming error.
  rules.forEach((step, i) => {
    if (step.rule !== RULES[i]) throw new Error(`rule step ${i} is ${step.rule}, expected ${RULES[i]}`);
  });
  return {
    format: PROGRAM_FORMAT,
    normalisation: NORMALISATION,
    matching: programMatching(),
    creator: { slug: creator.slug, displayName: creator.displayName },
    rules,
    openedAdult: creator.openedAdult,
    enforcedForbidden: [...platform.prohibitions, ...forbidden].map((c) => c.id),
  };
}
