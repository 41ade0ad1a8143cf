// Idempotency-Key for generate. The first request with a key claims it (a unique insert); its
// final response (200 or 403) is stored in the same transaction that records the generation,
// so a retry returns the very same body (same id, no second charge). The same key with another
// body is refused. A concurrent duplicate waits for the first to finish; if the first's process
// died, its claim goes stale after the render deadline plus grace and the next retry takes it over.

import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalJson } from '../program/canonical.ts';
import { rows, run } from './credits/sql.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

export type Claim =
  | { kind: 'claimed' } // this request goes ahead and must complete or abandon the key
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' } // same key, different body
  | { kind: 'in_progress' }; // the first request is still running after the wait

export const fingerprintOf = (body: unknown): string => createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');

interface Row {
  fingerprint: string;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: Record<string, unknown> | null;
}

export interface ClaimInput {
  accountId: string;
  key: string;
  fingerprint: string;
  /** A pending claim older than this belongs to a dead process and may be taken over. */
  staleAfterSeconds: number;
  /** How long a concurrent duplicate waits for the first request's answer. */
  waitMs: number;
  pollMs?: number;
}

export async function claimKey(em: EntityManager, i: ClaimInput): Promise<Claim> {
  const deadline = Date.now() + i.waitMs;
  for (;;) {
    const inserted = await rows<{ key: string }>(
      em,
      `insert into idempotency_key (account_id, key, fingerprint) values (?, ?, ?) on conflict do nothing returning key`,
      [i.accountId, i.key, i.fingerprint],
    );
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await rows<Row>(em, `select fingerprint, state, response_status, response_body from idempotency_key where account_id = ? and key = ?`, [i.accountId, i.key]);
    if (!row) continue; // abandoned between our insert and select: try again
    if (row.fingerprint !== i.fingerprint) return { kind: 'mismatch' };
    if (row.state === 'done') return { kind: 'replay', response: { status: row.response_status!, body: row.response_body! } };
    const taken = await rows<{ key: string }>(
      em,
      `update idempotency_key set created_at = now() where account_id = ? and key = ? and state = 'pending'
          and created_at < now() - make_interval(secs => ?) returning key`,
      [i.accountId, i.key, i.staleAfterSeconds],
    );
    if (taken.length > 0) return { kind: 'claimed' };
    if (Date.now() >= deadline) return { kind: 'in_progress' };
    await sleep(i.pollMs ?? 100);
  }
}

/** Stores the final response; call inside the transaction that records the generation. */
export async function completeKey(tx: EntityManager, accountId: string, key: string, generationId: string, response: StoredResponse): Promise<void> {
  await run(
    tx,
    `update idempotency_key set state = 'done', generation_id = ?, response_status = ?, response_body = ?::jsonb, completed_at = now()
      where account_id = ? and key = ?`,
    [generationId, response.status, JSON.stringify(response.body), accountId, key],
  );
}

/** Frees the key when the request ended without a recorded result (404, an error), so a retry runs afresh. */
export async function abandonKey(em: EntityManager, accountId: string, key: string): Promise<void> {
  await run(em, `delete from idempotency_key where account_id = ? and key = ? and state = 'pending'`, [accountId, key]);
}
