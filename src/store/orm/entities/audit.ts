// The audit log (every operator, provider and reviewer action) and the verification trail.

import { defineEntity, p } from '@mikro-orm/core';
import { VERIFICATION_LEVELS } from '../../../vocabulary.ts';
import { Account } from './account.ts';

export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  indexes: [{ properties: ['subjectType', 'subjectId'], name: 'audit_log_subject_idx' }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    /** Who: `operator:cli`, `provider:verification`, `account:<id>`, `system:start`. */
    actor: p.string().length(120),
    /** What, dotted: `account.verify`, `key.revoke`, `creator.activate`, `policy.publish`. */
    action: p.string().length(80),
    subjectType: p.string().length(40),
    subjectId: p.string().length(120),
    detail: p.json<Record<string, unknown>>().default('{}'),
  },
});

export const VERIFICATION_SOURCES = ['operator', 'provider'] as const;

export const VerificationEvent = defineEntity({
  name: 'VerificationEvent',
  tableName: 'verification_event',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    account: p.manyToOne(Account).deleteRule('cascade'),
    previous: p.enum([...VERIFICATION_LEVELS]),
    level: p.enum([...VERIFICATION_LEVELS]),
    source: p.enum([...VERIFICATION_SOURCES]),
    /** The provider's event id (unique: a replayed callback is refused) or the operator's note. */
    reference: p.string().length(200).nullable().unique(),
    at: p.datetime().defaultRaw('now()'),
  },
});
