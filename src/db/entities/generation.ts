// Every generate decision (refusals included). Issue 3 only reads it, for the session-cap and
// variety-nudge counters that check evaluates; issue 4 writes it and adds licences and takedowns.

import { defineEntity, p } from '@mikro-orm/core';
import { DECISIONS, MODES, REALISM_TIERS } from '../../vocabulary.ts';
import { Account } from './account.ts';
import { BoundaryVersion } from './boundary-version.ts';
import { Creator } from './creator.ts';

export const Generation = defineEntity({
  name: 'Generation',
  tableName: 'generation',
  indexes: [
    { properties: ['account', 'creator', 'createdAt'], name: 'generation_requester_creator_idx' },
    { properties: ['account', 'creator', 'promptSha256'], name: 'generation_prompt_idx' },
  ],
  properties: {
    /** Unguessable, prefixed: `gen_…`. */
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account),
    creator: p.manyToOne(Creator),
    boundaryVersion: p.manyToOne(BoundaryVersion),
    decision: p.enum([...DECISIONS]),
    rule: p.string().length(60).nullable(),
    promptSha256: p.string().length(64),
    context: p.string().length(40),
    realism: p.enum([...REALISM_TIERS]),
    mode: p.enum([...MODES]),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
