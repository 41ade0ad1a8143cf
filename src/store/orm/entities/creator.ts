// A creator: account-level state (activity) and public profile. Policy lives in boundary versions.

import { defineEntity, p } from '@mikro-orm/core';
import { CREATOR_STATES } from '../../../vocabulary.ts';

export interface CreatorProfile {
  bio?: string;
  links?: string[];
}

export const Creator = defineEntity({
  name: 'Creator',
  tableName: 'creator',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(64).unique(),
    displayName: p.string().length(200),
    status: p.enum([...CREATOR_STATES]).default('onboarding'),
    profile: p.json<CreatorProfile>().default('{}'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
