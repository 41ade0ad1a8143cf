// A requester's webhook endpoints: register (the secret is shown once), list, delete, rotate the
// secret (the old one keeps signing during the grace period), the delivery log and redelivery.
// Every lookup is by account: someone else's endpoint or delivery is simply not found.

import type { Store } from '../store/index.ts';
import type { WebhookSettings } from '../config/index.ts';
import type { DeliveryState, WebhookEventType } from '../store/orm/entities/webhook.ts';
import { randomToken } from '../kernel/ids.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { newSecret } from './signing.ts';
import type { EndpointRow } from '../store/webhooks.ts';
import { endpointUrlProblem } from './url.ts';

export const MAX_ENDPOINTS_PER_ACCOUNT = 10;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export interface EndpointView {
  id: string;
  url: string;
  eventTypes: WebhookEventType[];
  createdAt: string;
  /** Until when the secret replaced by the last rotation still signs; null: none. */
  previousSecretValidUntil: string | null;
}

function endpointView(r: EndpointRow, now: Date): EndpointView {
  const grace = r.previous_secret_expires_at && new Date(r.previous_secret_expires_at) > now ? iso(r.previous_secret_expires_at) : null;
  return { id: r.id, url: r.url, eventTypes: r.event_types as WebhookEventType[], createdAt: iso(r.created_at)!, previousSecretValidUntil: grace };
}

export interface AttemptView {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  type: WebhookEventType;
  occurredAt: string;
  state: DeliveryState;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  attempts: AttemptView[];
}

export async function registerEndpoint(
  store: Store,
  accountId: string,
  input: { url: string; eventTypes: WebhookEventType[] },
  settings: WebhookSettings,
  now: Date,
): Promise<Outcome<{ endpoint: EndpointView; secret: string }, 'invalid_request' | 'too_many_webhooks'>> {
  const problem = endpointUrlProblem(input.url, settings.allowLoopback);
  if (problem) return fail('invalid_request', `url ${problem}`);
  const eventTypes = [...new Set(input.eventTypes)];
  return store.transaction(async (tx) => {
    // Counted under the account row's lock, so concurrent registrations cannot pass the limit.
    await tx.webhooks.lockAccount(accountId);
    if ((await tx.webhooks.endpointsOf(accountId)).length >= MAX_ENDPOINTS_PER_ACCOUNT) {
      return fail('too_many_webhooks', `an account can register at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first`);
    }
    const secret = newSecret();
    const row = await tx.webhooks.insertEndpoint({ id: `whe_${randomToken(26)}`, accountId, url: input.url, eventTypes, secret, at: now });
    return ok({ endpoint: endpointView(row, now), secret });
  });
}

export async function listEndpoints(store: Store, accountId: string, now: Date): Promise<EndpointView[]> {
  return (await store.webhooks.endpointsOf(accountId)).map((r) => endpointView(r, now));
}

export async function removeEndpoint(store: Store, accountId: string, id: string): Promise<Outcome<null, 'webhook_not_found'>> {
  return (await store.webhooks.deleteEndpoint(accountId, id)) ? ok(null) : fail('webhook_not_found', `no webhook endpoint ${id}`);
}

export async function rotateEndpointSecret(store: Store, accountId: string, id: string, settings: WebhookSettings, now: Date): Promise<Outcome<{ endpoint: EndpointView; secret: string }, 'webhook_not_found'>> {
  const secret = newSecret();
  const graceUntil = new Date(now.getTime() + settings.secretGraceHours * 3_600_000);
  const row = await store.webhooks.rotateSecret(accountId, id, secret, graceUntil);
  return row ? ok({ endpoint: endpointView(row, now), secret }) : fail('webhook_not_found', `no webhook endpoint ${id}`);
}

export async function endpointDeliveries(store: Store, accountId: string, id: string, limit: number): Promise<Outcome<DeliveryView[], 'webhook_not_found'>> {
  if (!(await store.webhooks.ownEndpoint(accountId, id))) return fail('webhook_not_found', `no webhook endpoint ${id}`);
  const rows = await store.webhooks.deliveriesOf(id, limit);
  return ok(
    rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      type: r.type as WebhookEventType,
      occurredAt: iso(r.occurred_at)!,
      state: r.state,
      nextAttemptAt: r.state === 'pending' ? iso(r.next_attempt_at) : null,
      deliveredAt: iso(r.delivered_at),
      attempts: typeof r.log === 'string' ? JSON.parse(r.log) : r.log,
    })),
  );
}

export async function redeliverDelivery(store: Store, accountId: string, deliveryId: string, now: Date): Promise<Outcome<{ id: string; endpointId: string; nextAttemptAt: string }, 'delivery_not_found'>> {
  const row = await store.webhooks.redeliver(accountId, deliveryId, now);
  return row ? ok({ id: row.id, endpointId: row.endpoint_id, nextAttemptAt: now.toISOString() }) : fail('delivery_not_found', `no webhook delivery ${deliveryId}`);
}
