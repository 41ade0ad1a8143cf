// Generations and their Idempotency-Keys: the row a decision writes, and the claim a keyed
// request holds until its answer is stored in the same transaction.

import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';
import { generationCompletedCtes } from './webhooks.ts';

export interface GenerationInsert {
  id: string;
  accountId: string;
  creatorId: number;
  versionId: number;
  promptSha256: string;
  context: string;
  realism: string;
  mode: string;
  createdAt: Date;
}

export interface IdempotencyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: Record<string, unknown> | null;
}

/** The columns a generation row may carry beyond the base (decision, manifest, credits ...). */
const EXTRA_COLUMNS = new Set([
  'decision', 'rule', 'refusal', 'advisories', 'credits_source', 'manifest', 'signature', 'key_id', 'licence_status', 'render_state', 'render_detail',
  'content_hash', 'image_sha256', 'credits_charged', 'credits_cost',
]);

/** An authorised generation as recordAuthorised writes it. */
export interface AuthorisedRecord {
  base: GenerationInsert;
  /** The generation's columns other than the base and the three credits_* ones (EXTRA_COLUMNS). */
  fields: Record<string, unknown>;
  /**
   * True when an image exists: the statement settles the reservation (the reserved credits stay
   * spent). False: nothing is charged, and the caller has already released the reservation
   * (src/store/credits.ts release), so the statement locks no balance row.
   */
  settle: boolean;
  cost: number;
  actor: string;
  /** The Idempotency-Key and its answer, stored with `credits` replaced by the settlement. */
  key?: { key: string; status: number; body: Record<string, unknown> };
}

/** What the reservation came to: charged, the first pot charged (or none), and the balance after. */
export interface SettlementRow {
  charged: number;
  source: 'subscription' | 'free' | 'credits' | 'none';
  remaining: number;
}

/**
 * Recording an authorised generation in one statement: settle its reservation when an image
 * exists (only while still held, so the sweeper and the request never both close it) with its
 * zero-delta ledger rows, the generation row with what was charged, the generation.completed
 * outbox event and the Idempotency-Key's answer. One statement is one transaction. It reads the
 * balance row without locking it: a release is its own statement before this one, so no
 * account's requests queue on the balance row while this statement runs and its commit waits
 * for the log flush.
 */
function recordStatement(columns: string[], settle: boolean, keyed: boolean): string {
  const values = columns.map((c) => (c === 'manifest' || c === 'advisories' || c === 'refusal' ? '?::jsonb' : c === 'created_at' ? '?::timestamptz' : c === 'creator_id' || c === 'boundary_version_id' ? '?::int' : '?::text'));
  const settling = settle
    ? `closed as (
  update credit_reservation set state = 'settled', closed_at = ? where id = ? and state = 'held'
  returning account_id, from_subscription, from_free, from_paid),
pots as (select subscription, free, paid, subscription_expires_at from credit_balance where account_id = ?),
ledger as (
  insert into credit_ledger (account_id, source, reason, delta, balance_after, reference, actor, created_at)
  select c.account_id, p.source, 'settle', 0, p.after, ?, ?, ?
    from closed c cross join (select * from pots limit 1) b
    cross join lateral (values ('subscription', c.from_subscription, b.subscription), ('free', c.from_free, b.free), ('credits', c.from_paid, b.paid)) p(source, part, after)
   where p.part > 0),
settlement as (
  select coalesce((select ?::int from closed), 0) as charged,
         coalesce((select case when from_subscription > 0 then 'subscription' when from_free > 0 then 'free' when from_paid > 0 then 'credits' end from closed), 'none') as source,`
    : `pots as (select subscription, free, paid, subscription_expires_at from credit_balance where account_id = ?),
settlement as (
  select 0 as charged, 'none' as source,`;
  return `with ${settling}
         coalesce((select paid + free + case when subscription_expires_at is null or subscription_expires_at > ?::timestamptz then subscription else 0 end from pots limit 1), 0)::int as remaining),
inserted as (
  insert into generation (${columns.join(', ')}, credits_charged, credits_cost, credits_source)
  select ${values.join(', ')}, s.charged, ?::int, s.source from settlement s
  returning id, account_id, creator_id, decision, render_state, created_at),
${generationCompletedCtes('inserted')}${
    keyed
      ? `,
answered as (
  update idempotency_key set state = 'done', generation_id = (select id from inserted), response_status = ?::int,
         response_body = jsonb_set(?::jsonb, '{credits}', jsonb_build_object('charged', s.charged, 'cost', ?::int, 'remaining', s.remaining, 'source', s.source)),
         completed_at = ?
    from settlement s
   where account_id = ? and key = ?)`
      : ''
  }
select s.charged, s.source, s.remaining from settlement s`;
}

/** Each shape of the statement once, under a name of its own (prepared once per connection). */
const recordStatements = new Map<string, { name: string; text: string }>();
function recordStatementFor(columns: string[], settle: boolean, keyed: boolean): { name: string; text: string } {
  const shape = `${settle}:${keyed}:${columns.join(',')}`;
  let statement = recordStatements.get(shape);
  if (!statement) {
    statement = { name: `likeness-record-${recordStatements.size + 1}`, text: recordStatement(columns, settle, keyed) };
    recordStatements.set(shape, statement);
  }
  return statement;
}

export function generationsStore(sql: Sql, clock: Clock) {
  return {
    async insert(b: GenerationInsert, fields: Record<string, unknown>): Promise<void> {
      for (const column of Object.keys(fields)) if (!EXTRA_COLUMNS.has(column)) throw new Error(`generation has no column ${column}`);
      const columns = ['id', 'account_id', 'creator_id', 'boundary_version_id', 'prompt_sha256', 'context', 'realism', 'mode', 'created_at', ...Object.keys(fields)];
      const values = [b.id, b.accountId, b.creatorId, b.versionId, b.promptSha256, b.context, b.realism, b.mode, b.createdAt, ...Object.values(fields)];
      await sql.run(`insert into generation (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, values);
    },

    /** Records an authorised generation and settles its reservation when an image exists, in one statement (recordStatement). */
    async recordAuthorised(r: AuthorisedRecord): Promise<SettlementRow> {
      for (const column of Object.keys(r.fields)) if (!EXTRA_COLUMNS.has(column) || column.startsWith('credits_')) throw new Error(`generation has no column ${column} to record here`);
      const b = r.base;
      const now = clock();
      const columns = ['id', 'account_id', 'creator_id', 'boundary_version_id', 'prompt_sha256', 'context', 'realism', 'mode', 'created_at', ...Object.keys(r.fields)];
      const values = [b.id, b.accountId, b.creatorId, b.versionId, b.promptSha256, b.context, b.realism, b.mode, b.createdAt, ...Object.values(r.fields)];
      const params: unknown[] = [];
      if (r.settle) params.push(now, b.id);
      params.push(b.accountId);
      if (r.settle) params.push(b.id, r.actor, now, r.cost);
      params.push(now, ...values, r.cost);
      if (r.key) params.push(r.key.status, JSON.stringify(r.key.body), r.cost, now, b.accountId, r.key.key);
      const statement = recordStatementFor(columns, r.settle, r.key !== undefined);
      const [row] = await sql.prepared<SettlementRow>(statement.name, statement.text, params);
      return { charged: Number(row!.charged), source: row!.source, remaining: Number(row!.remaining) };
    },

    /** True when this request now holds the key. */
    async claimKey(accountId: string, key: string, fingerprint: string): Promise<boolean> {
      const rows = await sql.all(`insert into idempotency_key (account_id, key, fingerprint, created_at) values (?, ?, ?, ?) on conflict do nothing returning key`, [
        accountId,
        key,
        fingerprint,
        clock(),
      ]);
      return rows.length > 0;
    },

    keyState: (accountId: string, key: string) =>
      sql.one<IdempotencyRow>(`select fingerprint, state, response_status, response_body from idempotency_key where account_id = ? and key = ?`, [accountId, key]),

    /** Takes over a pending claim older than `staleAfterSeconds` (its process died). */
    async takeOverStaleKey(accountId: string, key: string, staleAfterSeconds: number): Promise<boolean> {
      const now = clock();
      const rows = await sql.all(
        `update idempotency_key set created_at = ? where account_id = ? and key = ? and state = 'pending' and created_at < ? returning key`,
        [now, accountId, key, new Date(now.getTime() - staleAfterSeconds * 1000)],
      );
      return rows.length > 0;
    },

    async completeKey(accountId: string, key: string, generationId: string, response: { status: number; body: Record<string, unknown> }): Promise<void> {
      await sql.run(
        `update idempotency_key set state = 'done', generation_id = ?, response_status = ?, response_body = ?::jsonb, completed_at = ?
          where account_id = ? and key = ?`,
        [generationId, response.status, JSON.stringify(response.body), clock(), accountId, key],
      );
    },

    async abandonKey(accountId: string, key: string): Promise<void> {
      await sql.run(`delete from idempotency_key where account_id = ? and key = ? and state = 'pending'`, [accountId, key]);
    },
  };
}

export type GenerationsStore = ReturnType<typeof generationsStore>;
