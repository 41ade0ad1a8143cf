// A credit reservation: the cost of one authorised generation, taken from the pots before
// rendering and held until the generation is recorded (settled when an image exists, released
// otherwise). A reservation still `held` after `expiresAt` belongs to a process that died; the
// sweeper releases it, so no credit is ever lost.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const RESERVATION_STATES = ['held', 'settled', 'released'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const CreditReservation = defineEntity({
  name: 'CreditReservation',
  tableName: 'credit_reservation',
  indexes: [{ properties: ['state', 'expiresAt'], name: 'credit_reservation_state_expires_idx' }],
  checks: [{ name: 'credit_reservation_parts_non_negative', expression: 'from_subscription >= 0 and from_free >= 0 and from_paid >= 0' }],
  properties: {
    /** The generation id the reservation pays for (the generation row is written at settlement). */
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account).deleteRule('cascade'),
    amount: p.integer(),
    fromSubscription: p.integer(),
    fromFree: p.integer(),
    fromPaid: p.integer(),
    state: p.enum([...RESERVATION_STATES]).default('held'),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    closedAt: p.datetime().nullable(),
  },
});
