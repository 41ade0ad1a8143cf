// zod schemas of the webhook endpoints: registration, the endpoint as listed, the one-time
// secret, deliveries with their attempt log, and the event payloads (documented for receivers).

import { z } from 'zod';
import { DELIVERY_STATES, WEBHOOK_EVENT_TYPES } from '../../store/orm/entities/webhook.ts';
import { MAX_URL_LENGTH } from '../../webhooks/url.ts';

export const eventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).describe('`licence.revoked` or `generation.completed`');

export const registerWebhookBody = z.strictObject({
  url: z
    .string()
    .min(1)
    .max(MAX_URL_LENGTH)
    .describe('where events are POSTed: https://, or http:// to a loopback address when the deployment sets WEBHOOK_ALLOW_LOOPBACK'),
  eventTypes: z.array(eventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length * 2).describe('the event types sent to this endpoint'),
});

export const webhookIdParams = z.strictObject({ id: z.string().min(1).max(200).describe('`whe_…`') });
export const deliveryIdParams = z.strictObject({ id: z.string().min(1).max(200).describe('`whd_…`') });

export const webhookEndpointSchema = z
  .object({
    id: z.string().describe('`whe_…`'),
    url: z.string(),
    eventTypes: z.array(eventTypeSchema),
    createdAt: z.iso.datetime(),
    previousSecretValidUntil: z.iso.datetime().nullable().describe('until when the secret replaced by the last rotation still signs deliveries; null: no rotation in grace'),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookSecretSchema = z
  .object({
    endpoint: webhookEndpointSchema,
    secret: z.string().describe('`whsec_…` (Standard Webhooks): shown only now; verify deliveries with it'),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookAttemptSchema = z.object({
  attempt: z.number().int().describe('1 for the first attempt, counting on through redeliveries'),
  attemptedAt: z.iso.datetime(),
  statusCode: z.number().int().nullable().describe("the receiver's HTTP status; null when it never answered"),
  error: z.string().nullable().describe('why the attempt failed (`HTTP 500`, `ECONNREFUSED`, `timed out`); null when received'),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe('`whd_…`: redeliver with this id'),
    eventId: z.string().describe('`msg_…`: the `webhook-id` header of every attempt'),
    type: eventTypeSchema,
    occurredAt: z.iso.datetime(),
    state: z.enum(DELIVERY_STATES).describe('`pending` (will be tried at nextAttemptAt), `delivered` (a 2xx answer) or `failed` (every attempt failed)'),
    nextAttemptAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    attempts: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
