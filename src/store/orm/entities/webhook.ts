// Webhooks: a requester's endpoints, the outbox of events (written in the transaction of the
// change that causes them), one delivery per event and endpoint, and the log of its attempts.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const WEBHOOK_EVENT_TYPES = ['licence.revoked', 'generation.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    /** `whe_…` */
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account).deleteRule('cascade').index('webhook_endpoint_account_idx'),
    url: p.text(),
    eventTypes: p.array().columnType('text[]'),
    /** `whsec_…`: kept readable because every delivery is signed with it. */
    secret: p.text(),
    /** The secret before the last rotation; deliveries are signed with both until it expires. */
    previousSecret: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export const WebhookEvent = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  properties: {
    /** `msg_…`: the `webhook-id` header of every delivery of this event, retries included. */
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account).deleteRule('cascade'),
    type: p.text(),
    occurredAt: p.datetime(),
    data: p.json<Record<string, unknown>>(),
  },
});

export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  indexes: [{ properties: ['state', 'nextAttemptAt'], name: 'webhook_delivery_due_idx' }],
  uniques: [{ properties: ['event', 'endpoint'], name: 'webhook_delivery_event_endpoint_unique' }],
  properties: {
    /** `whd_…` */
    id: p.string().length(40).primary(),
    event: p.manyToOne(WebhookEvent).deleteRule('cascade'),
    endpoint: p.manyToOne(WebhookEndpoint).deleteRule('cascade').index('webhook_delivery_endpoint_idx'),
    state: p.enum([...DELIVERY_STATES]).default('pending'),
    /** Attempts since the delivery was created or last redelivered (the log keeps every one). */
    attempts: p.integer().default(0),
    /** When a worker may next try (a claimed delivery is pushed past the request timeout). */
    nextAttemptAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export const WebhookAttempt = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempt',
  properties: {
    id: p.bigint().primary().autoincrement(),
    delivery: p.manyToOne(WebhookDelivery).deleteRule('cascade').index('webhook_attempt_delivery_idx'),
    attempt: p.integer(),
    attemptedAt: p.datetime(),
    /** null: no HTTP answer (refused, timed out). */
    statusCode: p.integer().nullable(),
    error: p.text().nullable(),
    durationMs: p.integer(),
  },
});
