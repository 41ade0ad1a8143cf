// POST/GET /api/v1/webhooks and DELETE /api/v1/webhooks/{id}: the caller's webhook endpoints.
// Registration answers the signing secret once; it is never shown again (rotate to get a new one).

import { z } from 'zod';
import { listEndpoints, registerEndpoint, removeEndpoint } from '../../webhooks/endpoints.ts';
import { defineRoute } from '../route.ts';
import { registerWebhookBody, webhookEndpointSchema, webhookIdParams, webhookSecretSchema } from './webhook-schemas.ts';

const DOCS = 'Events, payloads, signatures and retries: docs/webhooks.md.';

export const registerWebhookRoute = defineRoute({
  method: 'post',
  path: '/api/v1/webhooks',
  operationId: 'registerWebhook',
  summary: 'Register a webhook endpoint; the answer holds its signing secret, shown only this once.',
  description: DOCS,
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  body: registerWebhookBody,
  responses: {
    201: { description: 'registered; keep the secret', schema: webhookSecretSchema },
    400: { description: 'a bad URL (not https, credentials in it) or an unknown event type' },
    409: { description: 'the account already has the most endpoints allowed' },
  },
  responseHeaders: { 201: { Location: { description: 'the new endpoint', schema: { type: 'string' } } } },
  async handle({ deps, store, body, requester }) {
    const made = await registerEndpoint(store, requester!.accountId, body, deps.config.webhooks, deps.now());
    if (!made.ok) return made;
    return { status: 201, body: made.value satisfies z.infer<typeof webhookSecretSchema>, headers: { Location: `/api/v1/webhooks/${made.value.endpoint.id}` } };
  },
});

const listResponse = z.object({ webhooks: z.array(webhookEndpointSchema) });

export const listWebhooksRoute = defineRoute({
  method: 'get',
  path: '/api/v1/webhooks',
  operationId: 'listWebhooks',
  summary: "The caller's webhook endpoints (secrets are never listed).",
  description: DOCS,
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  responses: { 200: { description: 'every endpoint of the account, oldest first', schema: listResponse } },
  async handle({ deps, store, requester }) {
    const webhooks = await listEndpoints(store, requester!.accountId, deps.now());
    return { status: 200, body: { webhooks } satisfies z.infer<typeof listResponse> };
  },
});

export const deleteWebhookRoute = defineRoute({
  method: 'delete',
  path: '/api/v1/webhooks/{id}',
  operationId: 'deleteWebhook',
  summary: 'Delete a webhook endpoint; its pending deliveries are dropped.',
  tags: ['webhooks'],
  auth: 'key',
  needsDatabase: true,
  params: webhookIdParams,
  responses: { 204: { description: 'deleted' }, 404: { description: "no such endpoint (or another account's)" } },
  async handle({ store, params, requester }) {
    const removed = await removeEndpoint(store, requester!.accountId, params.id);
    if (!removed.ok) return removed;
    return { status: 204, body: '' };
  },
});
