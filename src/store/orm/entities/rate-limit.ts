// The table rate-limiter-flexible's PostgreSQL store uses (its own layout), declared here so that
// migrations create it and the limiter runs with tableCreated: true.

import { defineEntity, p } from '@mikro-orm/core';

export const RateLimitBucket = defineEntity({
  name: 'RateLimitBucket',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint('number').nullable(),
  },
});
