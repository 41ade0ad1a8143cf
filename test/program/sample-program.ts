// A small hand-written rule program: what the compiler makes of a short boundary file.
// Shared by the schema tests and the gate tests that need a program without the compiler.
import type { RuleProgram } from '../../src/program/types.ts';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';

export const sampleProgram = (): RuleProgram => ({
  format: 'likeness.rule-program/1',
  normalisation: 'likeness.normalise/1',
  matching: MATCHING_SETTINGS,
  creator: { slug: 'mira-okafor', displayName: 'Mira Okafor' },
  rules: [
    { rule: 'creator_unavailable' },
    { rule: 'consent_revoked' },
    {
      rule: 'platform_prohibition',
      categories: [
        { id: 'minors-context', label: 'Minors', source: 'platform', description: '', near: [], except: [], ageUnder: null, terms: [{ term: 'child', words: ['child'], stem: false }] },
        {
          id: 'non-consensual-framing',
          label: 'Non-consensual framing',
          source: 'platform',
          description: '',
          near: [],
          except: [],
          ageUnder: null,
          terms: [{ term: 'hidden camera', words: ['hidden', 'camera'], stem: false }],
        },
      ],
    },
    {
      rule: 'forbidden_depiction',
      categories: [
        { id: 'nudity', label: 'Nudity', source: 'adult', description: '', near: [], except: [], ageUnder: null, terms: [{ term: 'nude', words: ['nude'], stem: false }] },
        { id: 'alcohol', label: 'Alcohol', source: 'creator', description: '', near: [], except: [], ageUnder: null, terms: [{ term: 'cocktail*', words: ['cocktail'], stem: true }] },
      ],
    },
    { rule: 'excluded_brand', categories: [{ id: 'rival-cola', label: 'Rival Cola', source: 'brand', description: '', near: [], except: [], ageUnder: null, terms: [{ term: 'rival cola', words: ['rival', 'cola'], stem: false }] }] },
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
  openedAdult: ['lingerie'],
  enforcedForbidden: ['minors-context', 'non-consensual-framing', 'nudity', 'alcohol'],
});
