// The delivery side of a webhook endpoint: rotate its secret, read its delivery log, redeliver.

import { z } from 'zod';
import { endpointDeliveries, redeliverDelivery, rotateEndpointSecret } from '../../webhooks/endpoints.ts';
import { defineRoute } from '../route.ts';
import { deliveryIdParams, webhookDeliverySchema, webhookIdParams, webhookSecretSchema } from './webhook-schemas.ts';

export const rotateWebhookSecretRoute = defineRoute({
  method: 'post',
  path: '/api/v1/webhooks/{id}/rotate-secret',
  operationId: 'rotateWebhookSecret',
  summary: 'Replace the signing secret (shown only this once); the old one also signs until previousSecretValidUntil.',
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  params: webhookIdParams,
  responses: {
    200: { description: 'the new secret; deliveries carry a signature for each secret in grace', schema: webhookSecretSchema },
    404: { description: "no such endpoint (or another account's)" },
  },
  async handle({ deps, store, params, requester }) {
    const rotated = await rotateEndpointSecret(store, requester!.accountId, params.id, deps.config.webhooks, deps.now());
    if (!rotated.ok) return rotated;
    return { status: 200, body: rotated.value satisfies z.infer<typeof webhookSecretSchema> };
  },
});

const deliveriesQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50).describe('how many of the newest deliveries, 1-200') });
const deliveriesResponse = z.object({ deliveries: z.array(webhookDeliverySchema) });

export const listWebhookDeliveriesRoute = defineRoute({
  method: 'get',
  path: '/api/v1/webhooks/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  summary: "An endpoint's deliveries, newest event first, each with every attempt (time, status code, error).",
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  params: webhookIdParams,
  query: deliveriesQuery,
  responses: { 200: { description: 'the delivery log', schema: deliveriesResponse }, 404: { description: "no such endpoint (or another account's)" } },
  async handle({ store, params, query, requester }) {
    const log = await endpointDeliveries(store, requester!.accountId, params.id, query.limit);
    if (!log.ok) return log;
    return { status: 200, body: { deliveries: log.value } satisfies z.infer<typeof deliveriesResponse> };
  },
});

const redeliverResponse = z.object({
  id: z.string(),
  endpointId: z.string(),
  nextAttemptAt: z.iso.datetime().describe('the delivery is pending again from now, with the same `webhook-id`'),
});

export const redeliverWebhookRoute = defineRoute({
  method: 'post',
  path: '/api/v1/webhooks/deliveries/{id}/redeliver',
  operationId: 'redeliverWebhook',
  summary: 'Send a delivery again (same event id, so a receiver that already processed it can ignore it).',
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  params: deliveryIdParams,
  responses: { 202: { description: 'queued again; attempts start over', schema: redeliverResponse }, 404: { description: "no such delivery (or another account's)" } },
  async handle({ deps, store, params, requester }) {
    const queued = await redeliverDelivery(store, requester!.accountId, params.id, deps.now());
    if (!queued.ok) return queued;
    return { status: 202, body: queued.value satisfies z.infer<typeof redeliverResponse> };
  },
});
