// A requester's webhook endpoints: register (the secret is shown once), list, delete, rotate the
// secret (the old one keeps signing during the grace period), the delivery log and redelivery.
// Every lookup is by account: someone else's endpoint or delivery is simply not found.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookSettings } from '../config/index.ts';
import type { DeliveryState, WebhookEventType } from '../store/orm/entities/webhook.ts';
import { randomToken } from '../kernel/ids.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { newSecret } from './signing.ts';
import * as sql from '../store/webhooks.ts';
import { sqlOf } from '../store/sql.ts';
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

function endpointView(r: sql.EndpointRow, now: Date): EndpointView {
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
  em: EntityManager,
  accountId: string,
  input: { url: string; eventTypes: WebhookEventType[] },
  settings: WebhookSettings,
  now: Date,
): Promise<Outcome<{ endpoint: EndpointView; secret: string }, 'invalid_request' | 'too_many_webhooks'>> {
  const problem = endpointUrlProblem(input.url, settings.allowLoopback);
  if (problem) return fail('invalid_request', `url ${problem}`);
  const eventTypes = [...new Set(input.eventTypes)];
  return em.transactional(async (tx) => {
    // Counted under the account row's lock, so concurrent registrations cannot pass the limit.
    await sql.lockAccount(sqlOf(tx), accountId);
    if ((await sql.endpointsOf(sqlOf(tx), accountId)).length >= MAX_ENDPOINTS_PER_ACCOUNT) {
      return fail('too_many_webhooks', `an account can register at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first`);
    }
    const secret = newSecret();
    const row = await sql.insertEndpoint(sqlOf(tx), { id: `whe_${randomToken(26)}`, accountId, url: input.url, eventTypes, secret, at: now });
    return ok({ endpoint: endpointView(row, now), secret });
  });
}

export async function listEndpoints(em: EntityManager, accountId: string, now: Date): Promise<EndpointView[]> {
  return (await sql.endpointsOf(sqlOf(em), accountId)).map((r) => endpointView(r, now));
}

export async function removeEndpoint(em: EntityManager, accountId: string, id: string): Promise<Outcome<null, 'webhook_not_found'>> {
  return (await sql.deleteEndpoint(sqlOf(em), accountId, id)) ? ok(null) : fail('webhook_not_found', `no webhook endpoint ${id}`);
}

export async function rotateEndpointSecret(em: EntityManager, accountId: string, id: string, settings: WebhookSettings, now: Date): Promise<Outcome<{ endpoint: EndpointView; secret: string }, 'webhook_not_found'>> {
  const secret = newSecret();
  const graceUntil = new Date(now.getTime() + settings.secretGraceHours * 3_600_000);
  const row = await sql.rotateSecret(sqlOf(em), accountId, id, secret, graceUntil);
  return row ? ok({ endpoint: endpointView(row, now), secret }) : fail('webhook_not_found', `no webhook endpoint ${id}`);
}

export async function endpointDeliveries(em: EntityManager, accountId: string, id: string, limit: number): Promise<Outcome<DeliveryView[], 'webhook_not_found'>> {
  if (!(await sql.ownEndpoint(sqlOf(em), accountId, id))) return fail('webhook_not_found', `no webhook endpoint ${id}`);
  const rows = await sql.deliveriesOf(sqlOf(em), id, limit);
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

export async function redeliverDelivery(em: EntityManager, accountId: string, deliveryId: string, now: Date): Promise<Outcome<{ id: string; endpointId: string; nextAttemptAt: string }, 'delivery_not_found'>> {
  const row = await sql.redeliver(sqlOf(em), accountId, deliveryId, now);
  return row ? ok({ id: row.id, endpointId: row.endpoint_id, nextAttemptAt: now.toISOString() }) : fail('delivery_not_found', `no webhook delivery ${deliveryId}`);
}
