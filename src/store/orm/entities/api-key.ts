// An API key, stored only as the SHA-256 of the full secret. The id is part of the key text so a
// lookup is by id and the hash comparison can be constant-time.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account).deleteRule('cascade'),
    secretSha256: p.string().length(64),
    /** What the owner sees in listings, e.g. `lg_live_k3x9…`; never enough to use the key. */
    displayPrefix: p.string().length(40),
    /** The owner's label for the key (dashboard); null for keys made by the operator CLI. */
    name: p.string().length(80).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
