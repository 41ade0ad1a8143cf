// Every SQL statement of the webhooks: the outbox writes (run inside the caller's transaction),
// the worker's claim and result, and the endpoint registry. Ids are made by the database
// (`gen_random_uuid`) so one statement can write an event per affected generation.

import type { DeliveryState, WebhookEventType } from './orm/entities/webhook.ts';
import type { Sql } from './sql.ts';

const run = <T>(sql: Sql, text: string, params: unknown[]): Promise<T[]> => sql.all<T>(text, params);

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const randomId = (prefix: string) => `'${prefix}_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * Writes one event per generation (to the requester who made it, only when one of their
 * endpoints subscribes to the type) and a pending delivery per subscribed endpoint.
 */
async function enqueue(tx: Sql, type: WebhookEventType, occurredAt: string, data: string, generationIds: string[]): Promise<void> {
  if (generationIds.length === 0) return;
  await run(
    tx,
    `with ev as (
       insert into webhook_event (id, account_id, type, occurred_at, data)
       select ${randomId('msg')}, g.account_id, ?, ${occurredAt}, ${data}
         from generation g join creator c on c.id = g.creator_id
        where g.id in (?)
          and exists (select 1 from webhook_endpoint e where e.account_id = g.account_id and ? = any(e.event_types))
       returning id, account_id, type, occurred_at)
     insert into webhook_delivery (id, event_id, endpoint_id, next_attempt_at)
     select ${randomId('whd')}, ev.id, e.id, ev.occurred_at
       from ev join webhook_endpoint e on e.account_id = ev.account_id and ev.type = any(e.event_types)`,
    [type, generationIds, type],
  );
}

export const enqueueLicenceRevoked = (tx: Sql, generationIds: string[]): Promise<void> =>
  enqueue(
    tx,
    'licence.revoked',
    'g.licence_revoked_at',
    `jsonb_build_object('generationId', g.id, 'creator', c.slug, 'reason', g.licence_reason, 'revokedAt', ${ISO('g.licence_revoked_at')})`,
    generationIds,
  );

const GENERATION_COMPLETED_DATA = `jsonb_build_object('generationId', g.id, 'creator', c.slug, 'decision', g.decision, 'renderState', g.render_state, 'completedAt', ${ISO('g.created_at')})`;

/**
 * The generation.completed outbox writes (enqueue's event and deliveries), as two CTEs of the
 * statement that inserts the generation itself: `rows` names that insert's RETURNING (id,
 * account_id, creator_id, decision, render_state, created_at), since a statement cannot read the
 * rows it inserts.
 */
export const generationCompletedCtes = (rows: string): string => `completed_event as (
  insert into webhook_event (id, account_id, type, occurred_at, data)
  select ${randomId('msg')}, g.account_id, 'generation.completed', g.created_at, ${GENERATION_COMPLETED_DATA}
    from ${rows} g join creator c on c.id = g.creator_id
   where exists (select 1 from webhook_endpoint e where e.account_id = g.account_id and 'generation.completed' = any(e.event_types))
  returning id, account_id, type, occurred_at),
completed_delivery as (
  insert into webhook_delivery (id, event_id, endpoint_id, next_attempt_at)
  select ${randomId('whd')}, ev.id, e.id, ev.occurred_at
    from completed_event ev join webhook_endpoint e on e.account_id = ev.account_id and ev.type = any(e.event_types))`;

export interface ClaimedDelivery {
  id: string;
  attempt: number;
  eventId: string;
  type: WebhookEventType;
  occurredAt: Date;
  data: Record<string, unknown>;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * Claims due deliveries for this worker: counts the attempt and pushes `next_attempt_at` to
 * `leaseUntil`, so another instance retries only if this one died mid-request. SKIP LOCKED lets
 * several instances claim at once without taking the same row.
 */
export async function claimDue(em: Sql, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await run<Record<string, any>>(
    em,
    `with due as (
       select id from webhook_delivery where state = 'pending' and next_attempt_at <= ?
        order by next_attempt_at limit ? for update skip locked),
     claimed as (
       update webhook_delivery d set attempts = d.attempts + 1, next_attempt_at = ? from due where d.id = due.id
       returning d.id, d.attempts, d.event_id, d.endpoint_id)
     select c.id, c.attempts, ev.id as event_id, ev.type, ev.occurred_at, ev.data, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
       from claimed c join webhook_event ev on ev.id = c.event_id join webhook_endpoint e on e.id = c.endpoint_id`,
    [now, limit, leaseUntil],
  );
  return rows.map((r) => ({
    id: r.id,
    attempt: r.attempts,
    eventId: r.event_id,
    type: r.type,
    occurredAt: new Date(r.occurred_at),
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    url: r.url,
    secret: r.secret,
    previousSecret: r.previous_secret,
    previousSecretExpiresAt: r.previous_secret_expires_at && new Date(r.previous_secret_expires_at),
  }));
}

export interface AttemptResult {
  deliveryId: string;
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** delivered, failed for good, or pending again from `retryAt`. */
  next: { state: 'delivered' } | { state: 'failed' } | { state: 'pending'; retryAt: Date };
}

/** Logs the attempt and moves the delivery on, unless a redelivery or another claim replaced it meanwhile. */
export async function recordAttempt(em: Sql, r: AttemptResult): Promise<void> {
  await run(
    em,
    `with moved as (
       update webhook_delivery set state = ?, next_attempt_at = ?, delivered_at = ?
        where id = ? and state = 'pending' and attempts = ? returning id)
     insert into webhook_attempt (delivery_id, attempt, attempted_at, status_code, error, duration_ms)
     select d.id, (select count(*) + 1 from webhook_attempt where delivery_id = d.id), ?, ?, ?, ?
       from webhook_delivery d where d.id = ?`,
    [
      r.next.state,
      r.next.state === 'pending' ? r.next.retryAt : null,
      r.next.state === 'delivered' ? r.attemptedAt : null,
      r.deliveryId,
      r.attempt,
      r.attemptedAt,
      r.statusCode,
      r.error,
      r.durationMs,
      // The endpoint may have been deleted meanwhile (its deliveries with it): then nothing is logged.
      r.deliveryId,
    ],
  );
}

/** Locks the account row, so that endpoints are counted and added under it. */
export async function lockAccount(sql: Sql, accountId: string): Promise<void> {
  await sql.all('select id from account where id = ? for update', [accountId]);
}

export interface EndpointRow {
  id: string;
  url: string;
  event_types: string[];
  created_at: Date;
  previous_secret_expires_at: Date | null;
}

const ENDPOINT_COLUMNS = 'id, url, event_types, created_at, previous_secret_expires_at';

export async function insertEndpoint(em: Sql, e: { id: string; accountId: string; url: string; eventTypes: string[]; secret: string; at: Date }): Promise<EndpointRow> {
  const [row] = await run<EndpointRow>(
    em,
    `insert into webhook_endpoint (id, account_id, url, event_types, secret, created_at) values (?, ?, ?, string_to_array(?, ','), ?, ?) returning ${ENDPOINT_COLUMNS}`,
    // Event type names hold no comma; an array parameter would be expanded into a list.
    [e.id, e.accountId, e.url, e.eventTypes.join(','), e.secret, e.at],
  );
  return row!;
}

export const endpointsOf = (em: Sql, accountId: string): Promise<EndpointRow[]> =>
  run<EndpointRow>(em, `select ${ENDPOINT_COLUMNS} from webhook_endpoint where account_id = ? order by created_at, id`, [accountId]);

export async function ownEndpoint(em: Sql, accountId: string, id: string): Promise<EndpointRow | undefined> {
  return (await run<EndpointRow>(em, `select ${ENDPOINT_COLUMNS} from webhook_endpoint where id = ? and account_id = ?`, [id, accountId]))[0];
}

export async function deleteEndpoint(em: Sql, accountId: string, id: string): Promise<boolean> {
  return (await run(em, 'delete from webhook_endpoint where id = ? and account_id = ? returning id', [id, accountId])).length > 0;
}

/** The current secret becomes the previous one (valid until `graceUntil`); `secret` signs from now on. */
export async function rotateSecret(em: Sql, accountId: string, id: string, secret: string, graceUntil: Date): Promise<EndpointRow | undefined> {
  return (
    await run<EndpointRow>(
      em,
      `update webhook_endpoint set previous_secret = secret, previous_secret_expires_at = ?, secret = ? where id = ? and account_id = ? returning ${ENDPOINT_COLUMNS}`,
      [graceUntil, secret, id, accountId],
    )
  )[0];
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  type: string;
  occurred_at: Date;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  log: { attempt: number; attemptedAt: string; statusCode: number | null; error: string | null; durationMs: number }[] | string;
}

/** The newest deliveries of an endpoint with every attempt, oldest attempt first. */
export const deliveriesOf = (em: Sql, endpointId: string, limit: number): Promise<DeliveryRow[]> =>
  run<DeliveryRow>(
    em,
    `select d.id, ev.id as event_id, ev.type, ev.occurred_at, d.state, d.attempts, d.next_attempt_at, d.delivered_at,
            coalesce((select jsonb_agg(jsonb_build_object('attempt', a.attempt, 'attemptedAt', ${ISO('a.attempted_at')},
                        'statusCode', a.status_code, 'error', a.error, 'durationMs', a.duration_ms) order by a.attempt)
                        from webhook_attempt a where a.delivery_id = d.id), '[]'::jsonb) as log
       from webhook_delivery d join webhook_event ev on ev.id = d.event_id
      where d.endpoint_id = ? order by ev.occurred_at desc, d.id limit ?`,
    [endpointId, limit],
  );

/** Sends the delivery again from `at` (same event id), whatever its state; null: not this account's. */
export async function redeliver(em: Sql, accountId: string, deliveryId: string, at: Date): Promise<{ id: string; endpoint_id: string } | undefined> {
  return (
    await run<{ id: string; endpoint_id: string }>(
      em,
      `update webhook_delivery d set state = 'pending', attempts = 0, next_attempt_at = ?, delivered_at = null
         from webhook_endpoint e where d.id = ? and e.id = d.endpoint_id and e.account_id = ? returning d.id, d.endpoint_id`,
      [at, deliveryId, accountId],
    )
  )[0];
}

/** The current signing secret of the account's endpoint (to confirm a one-time hand-over). */
export async function currentSecret(em: Sql, accountId: string, id: string): Promise<string | undefined> {
  return (await run<{ secret: string }>(em, 'select secret from webhook_endpoint where id = ? and account_id = ?', [id, accountId]))[0]?.secret;
}

/** The webhook statements bound to one executor. */
export function webhooksStore(sql: Sql) {
  return {
    enqueueLicenceRevoked: (generationIds: string[]) => enqueueLicenceRevoked(sql, generationIds),
    claimDue: (now: Date, leaseUntil: Date, limit: number) => claimDue(sql, now, leaseUntil, limit),
    recordAttempt: (r: AttemptResult) => recordAttempt(sql, r),
    insertEndpoint: (e: Parameters<typeof insertEndpoint>[1]) => insertEndpoint(sql, e),
    endpointsOf: (accountId: string) => endpointsOf(sql, accountId),
    ownEndpoint: (accountId: string, id: string) => ownEndpoint(sql, accountId, id),
    deleteEndpoint: (accountId: string, id: string) => deleteEndpoint(sql, accountId, id),
    rotateSecret: (accountId: string, id: string, secret: string, graceUntil: Date) => rotateSecret(sql, accountId, id, secret, graceUntil),
    deliveriesOf: (endpointId: string, limit: number) => deliveriesOf(sql, endpointId, limit),
    redeliver: (accountId: string, deliveryId: string, at: Date) => redeliver(sql, accountId, deliveryId, at),
    currentSecret: (accountId: string, id: string) => currentSecret(sql, accountId, id),
    lockAccount: (accountId: string) => lockAccount(sql, accountId),
  };
}
