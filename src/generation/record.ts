// Writing a decision: one transaction per outcome, so nothing is ever half-written. A refusal is
// the generation row with its Refusal; an authorised request is the row with its manifest and
// signature, the reservation settled when an image exists, and the Idempotency-Key's stored
// answer, all committed together (one statement). When no image exists the reservation is
// released first, on its own (a whole transaction too): the balance row it locks is then free
// before the record's statement runs and waits for its commit to reach the disk. If the record
// then fails, the credits are back and the request answers an error, as it would if it had
// failed before reserving.

import type { GenerationInsert } from '../store/generations.ts';
import type { Store } from '../store/index.ts';
import type { ChargeSource } from '../store/orm/entities/generation.ts';
import type { Decision, Refusal } from '../gate/types.ts';
import type { Mode, Realism } from '../vocabulary.ts';
import { releaseReservation } from './credits/close.ts';
import { completeKey, type StoredResponse } from './idempotency.ts';
import type { Rendered } from './render-step.ts';

/** The generation row's base columns, with the request's vocabulary types and its key if any. */
export interface RecordBase extends GenerationInsert {
  realism: Realism;
  mode: Mode;
  idempotencyKey?: string;
}

const ACTOR = (accountId: string) => `account:${accountId}`;

const json = (v: unknown): string => JSON.stringify(v);

export async function recordRefusal(store: Store, b: RecordBase, refusal: Refusal, advisories: string[], response: StoredResponse): Promise<void> {
  const fields = { decision: 'refuse', rule: refusal.rule, refusal: json(refusal), advisories: json(advisories), credits_source: 'none' };
  // Without a key the row is the whole record: one statement, no transaction around it.
  if (!b.idempotencyKey) return store.generations.insert(b, fields);
  const key = b.idempotencyKey;
  await store.transaction(async (tx) => {
    await tx.generations.insert(b, fields);
    await completeKey(tx, b.accountId, key, b.id, response);
  });
}

export interface Settlement {
  charged: number;
  source: ChargeSource;
  remaining: number;
}

/**
 * Records an authorised generation in one statement (src/store/generations.ts): the reservation
 * settled when an image exists (released just before otherwise), the row with its manifest and
 * what was charged, the generation.completed event, and the Idempotency-Key's answer. `respond`
 * builds the answer; the stored copy gets the settlement's credits, known only inside the statement.
 */
export async function recordAuthorised(
  store: Store,
  b: RecordBase,
  d: { decision: Decision['decision']; advisories: string[]; cost: number; rendered: Rendered },
  respond: (s: Settlement) => StoredResponse,
): Promise<{ settlement: Settlement; response: StoredResponse }> {
  const r = d.rendered;
  const stored = b.idempotencyKey ? respond({ charged: 0, source: 'none', remaining: 0 }) : undefined;
  const settle = r.state === 'rendered';
  // Released only while still held: if the sweeper released it first (the render outlived its reservation), this does nothing.
  if (!settle) await releaseReservation(store, b.id, ACTOR(b.accountId));
  const settlement: Settlement = await store.generations.recordAuthorised({
    base: b,
    fields: {
      decision: d.decision,
      manifest: json(r.manifest),
      signature: r.signature,
      key_id: r.manifest.keyId,
      licence_status: 'active',
      render_state: r.state,
      render_detail: r.detail,
      content_hash: r.image?.contentHash ?? null,
      image_sha256: r.image?.imageSha256 ?? null,
      advisories: json(d.advisories),
    },
    // Settled only while still held: if the sweeper released it first (the render outlived its reservation), nothing is charged.
    settle,
    cost: d.cost,
    actor: ACTOR(b.accountId),
    key: b.idempotencyKey && stored ? { key: b.idempotencyKey, status: stored.status, body: stored.body } : undefined,
  });
  return { settlement, response: respond(settlement) };
}
