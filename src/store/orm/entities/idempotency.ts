// Idempotency-Key records for generate: one per (account, key). The first request inserts the
// row `pending`; its final response is stored with it, so a retry gets the same id and body and
// is never charged twice. `fingerprint` is the SHA-256 of the request body, so the same key with
// a different body is recognised and refused.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const IDEMPOTENCY_STATES = ['pending', 'done'] as const;

export const IdempotencyRecord = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_key',
  properties: {
    account: p.manyToOne(Account).primary().deleteRule('cascade'),
    key: p.string().length(200).primary(),
    fingerprint: p.string().length(64),
    state: p.enum([...IDEMPOTENCY_STATES]).default('pending'),
    generationId: p.string().length(40).nullable(),
    responseStatus: p.integer().nullable(),
    responseBody: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    completedAt: p.datetime().nullable(),
  },
});
