// Idempotency-Key for generate. The first request with a key claims it (a unique insert); its
// final response (200 or 403) is stored in the same transaction that records the generation,
// so a retry returns the very same body (same id, no second charge). The same key with another
// body is refused. A concurrent duplicate waits for the first to finish; if the first's process
// died, its claim goes stale after the render deadline plus grace and the next retry takes it over.

import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { canonicalJson } from '../program/canonical.ts';
import type { Store } from '../store/index.ts';

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

export async function claimKey(store: Store, i: ClaimInput): Promise<Claim> {
  // The wait is real time (it bounds this request), not the store's clock.
  const deadline = Date.now() + i.waitMs;
  for (;;) {
    if (await store.generations.claimKey(i.accountId, i.key, i.fingerprint)) return { kind: 'claimed' };
    const row = await store.generations.keyState(i.accountId, i.key);
    if (!row) continue; // abandoned between our insert and select: try again
    if (row.fingerprint !== i.fingerprint) return { kind: 'mismatch' };
    if (row.state === 'done') return { kind: 'replay', response: { status: row.response_status!, body: row.response_body! } };
    if (await store.generations.takeOverStaleKey(i.accountId, i.key, i.staleAfterSeconds)) return { kind: 'claimed' };
    if (Date.now() >= deadline) return { kind: 'in_progress' };
    await sleep(i.pollMs ?? 100);
  }
}

/** Stores the final response; call inside the transaction that records the generation. */
export const completeKey = (tx: Store, accountId: string, key: string, generationId: string, response: StoredResponse): Promise<void> =>
  tx.generations.completeKey(accountId, key, generationId, response);

/** Frees the key when the request ended without a recorded result (404, an error), so a retry runs afresh. */
export const abandonKey = (store: Store, accountId: string, key: string): Promise<void> => store.generations.abandonKey(accountId, key);
