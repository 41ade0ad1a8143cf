// A small, complete rule program to diff against; tests change one fact at a time.

import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { NORMALISATION, PROGRAM_FORMAT, type RuleProgram, type TermCategory } from '../../src/program/types.ts';

const term = (t: string) => ({ term: t, words: t.replace(/\*$/, '').split(' '), stem: t.endsWith('*') });
export const category = (id: string, source: TermCategory['source'], terms: string[]): TermCategory => ({
  id, label: id.toUpperCase(), source, description: '', terms: terms.map(term), near: [], except: [], ageUnder: null,
});

export function baseProgram(): RuleProgram {
  return {
    format: PROGRAM_FORMAT,
    normalisation: NORMALISATION,
    matching: MATCHING_SETTINGS,
    creator: { slug: 'mira-okafor', displayName: 'Mira Okafor' },
    rules: [
      { rule: 'creator_unavailable' },
      { rule: 'consent_revoked' },
      { rule: 'platform_prohibition', categories: [category('minors-context', 'platform', ['child', 'teen*'])] },
      {
        rule: 'forbidden_depiction',
        categories: [category('nudity', 'adult', ['nude', 'naked']), category('lingerie', 'adult', ['lingerie']), category('alcohol', 'creator', ['beer', 'wine'])],
      },
      { rule: 'excluded_brand', categories: [category('rival-cola', 'brand', ['rival cola'])] },
      { rule: 'context_not_permitted', allowed: ['portrait', 'fitness'] },
      { rule: 'realism_exceeds_ceiling', ceiling: 'illustrative' },
      { rule: 'conversation_not_licensed', licensed: false },
      { rule: 'age_verification_required', required: true },
      { rule: 'identity_verification_required', tiers: ['photoreal'] },
      {
        rule: 'session_cap_reached',
        cap: { limit: 20, windowSeconds: 86400, window: '24h', enforcement: 'block' },
        nudge: { repeats: 4, windowSeconds: 86400, window: '24h' },
      },
      { rule: 'insufficient_credit' },
    ],
    openedAdult: [],
    enforcedForbidden: ['minors-context', 'nudity', 'lingerie', 'alcohol'],
  };
}

/** A deep copy of the base program with one step replaced. */
export function withStep(step: RuleProgram['rules'][number], program: RuleProgram = baseProgram()): RuleProgram {
  return { ...program, rules: program.rules.map((s) => (s.rule === step.rule ? step : s)) };
}
