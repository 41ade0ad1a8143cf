// What a requester can ask of a creator, read from the creator's live program (exactly what the
// gate enforces): the allowed contexts, the realism tiers up to the ceiling and the modes. The
// request form offers only these, and a refusal names them.

import type { RuleProgram } from '../../program/types.ts';
import { CONTEXTS, MODES, REALISM_TIERS, type Context, type Mode, type Realism } from '../../vocabulary.ts';
import { boundaryFacts } from './boundary-view.ts';

export interface RequestOptions {
  contexts: Context[];
  realismTiers: Realism[];
  realismCeiling: Realism;
  modes: Mode[];
}

export function requestOptions(program: RuleProgram): RequestOptions {
  const facts = boundaryFacts(program);
  return {
    // In the vocabulary's order, as every list of contexts on the site.
    contexts: CONTEXTS.filter((c) => facts.contexts.includes(c)),
    realismTiers: REALISM_TIERS.slice(0, REALISM_TIERS.indexOf(facts.realismCeiling) + 1),
    realismCeiling: facts.realismCeiling,
    modes: MODES.filter((m) => m === 'image' || facts.conversationLicensed),
  };
}
