// Which categories an `expect refuse RULE CATEGORY` line may name for each rule: the refusal
// categories the gate can produce for this creator's program.

import type { RuleName } from '../vocabulary.ts';
import { CONTEXTS } from '../vocabulary.ts';
import type { CheckInput } from './input.ts';

/** Rules whose refusal category is fixed (DESIGN: refusal.category). */
export const FIXED_CATEGORIES: Partial<Record<RuleName, string>> = {
  realism_exceeds_ceiling: 'realism-ceiling',
  conversation_not_licensed: 'conversation',
  age_verification_required: 'age-assurance',
  identity_verification_required: 'identity-verification',
  session_cap_reached: 'session-cap',
  insufficient_credit: 'credit',
};

/** Rules an expect line cannot trigger: it is judged for an active creator with live consent and a fully verified requester with credit. */
export const UNREACHABLE_IN_EXPECT: readonly RuleName[] = [
  'creator_unavailable',
  'consent_revoked',
  'age_verification_required',
  'identity_verification_required',
  'session_cap_reached',
  'insufficient_credit',
];

export function categoriesFor(rule: RuleName, input: CheckInput): string[] {
  const ids = (kind: 'forbid' | 'exclude-brand') =>
    input.statements.flatMap((s) => (s.kind === kind ? [s.id.name] : []));
  const opened = new Set(input.statements.flatMap((s) => (s.kind === 'open-adult' ? s.categories.map((c) => c.name) : [])));
  switch (rule) {
    case 'platform_prohibition':
      return input.platform.prohibitIds;
    case 'forbidden_depiction':
      return [...new Set([...input.platform.adultIds.filter((id) => !opened.has(id)), ...ids('forbid')])];
    case 'excluded_brand':
      return ids('exclude-brand');
    case 'context_not_permitted':
      return [...CONTEXTS];
    default: {
      const fixed = FIXED_CATEGORIES[rule];
      return fixed === undefined ? [] : [fixed];
    }
  }
}
