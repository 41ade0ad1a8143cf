// A takedown report (open intake) and how a reviewer closed it. `due_at` is stamped by the
// database default, so every instance agrees on the 48-hour deadline whatever its clock says.

import { defineEntity, p } from '@mikro-orm/core';

export const TAKEDOWN_KINDS = ['non-consensual', 'boundary-breach', 'revocation', 'impersonation', 'other'] as const;
export type TakedownKind = (typeof TAKEDOWN_KINDS)[number];

export const TAKEDOWN_STATES = ['open', 'actioned', 'dismissed'] as const;
export type TakedownState = (typeof TAKEDOWN_STATES)[number];

export const TAKEDOWN_ACTIONS = ['revoke-generation', 'revoke-creator', 'dismiss'] as const;
export type TakedownAction = (typeof TAKEDOWN_ACTIONS)[number];

export const Takedown = defineEntity({
  name: 'Takedown',
  tableName: 'takedown',
  indexes: [{ properties: ['status', 'dueAt'], name: 'takedown_queue_idx' }],
  properties: {
    /** Unguessable, prefixed: `tdn_…`. */
    id: p.string().length(40).primary(),
    kind: p.enum([...TAKEDOWN_KINDS]),
    /** As reported: well-formed (checked at intake), but possibly unknown: see referenceFlags. */
    creator: p.text().nullable(),
    generationId: p.text().nullable(),
    detail: p.text(),
    /** What the reviewer should know about the references, e.g. an unknown generation id. */
    referenceFlags: p.json<string[]>().default('[]'),
    reporterEmail: p.text().nullable(),
    status: p.enum([...TAKEDOWN_STATES]).default('open'),
    receivedAt: p.datetime().defaultRaw('now()'),
    // PostgreSQL's stored form of now() + interval '48 hours' (STACK-NOTES): no schema drift.
    dueAt: p.datetime().defaultRaw(`(now() + '48:00:00'::interval)`),
    closedAt: p.datetime().nullable(),
    /** Who closed it: `account:<id>` (reviewer API) or `operator:cli`. */
    closedBy: p.text().nullable(),
    resolution: p.enum([...TAKEDOWN_ACTIONS]).nullable(),
    resolutionReason: p.text().nullable(),
    /** What the action did: the target and the licences it revoked. */
    resolutionDetail: p.json<Record<string, unknown>>().nullable(),
  },
});
