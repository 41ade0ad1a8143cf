// Writing a decision: one transaction per outcome, so nothing is ever half-written. A refusal is
// the generation row with its Refusal; an authorised request is the row with its manifest and
// signature, the reservation settled (an image exists) or released (anything else), and the
// Idempotency-Key's stored answer, all committed together.

import type { GenerationInsert } from '../store/generations.ts';
import type { Store } from '../store/index.ts';
import type { ChargeSource } from '../store/orm/entities/generation.ts';
import type { Decision, Refusal } from '../gate/types.ts';
import type { Mode, Realism } from '../vocabulary.ts';
import { releaseReservation, settleReservation } from './credits/close.ts';
import { mainSource } from './credits/reserve.ts';
import { completeKey, type StoredResponse } from './idempotency.ts';
import type { Rendered } from './render-step.ts';

/** The generation row's base columns, with the request's vocabulary types and its key if any. */
export interface RecordBase extends GenerationInsert {
  realism: Realism;
  mode: Mode;
  idempotencyKey?: string;
}

const ACTOR = (accountId: string) => `account:${accountId}`;

const insertGeneration = (tx: Store, b: RecordBase, fields: Record<string, unknown>): Promise<void> => tx.generations.insert(b, fields);

const json = (v: unknown): string => JSON.stringify(v);

export async function recordRefusal(store: Store, b: RecordBase, refusal: Refusal, advisories: string[], response: StoredResponse): Promise<void> {
  await store.transaction(async (tx) => {
    await insertGeneration(tx, b, { decision: 'refuse', rule: refusal.rule, refusal: json(refusal), advisories: json(advisories), credits_source: 'none' });
    if (b.idempotencyKey) await completeKey(tx, b.accountId, b.idempotencyKey, b.id, response);
  });
}

export interface Settlement {
  charged: number;
  source: ChargeSource;
  remaining: number;
}

/**
 * Records an authorised generation. `respond` builds the answer from the settlement (it needs
 * the exact remaining balance, known only inside the transaction) and is stored for retries.
 */
export async function recordAuthorised(
  store: Store,
  b: RecordBase,
  d: { decision: Decision['decision']; advisories: string[]; cost: number; rendered: Rendered },
  respond: (s: Settlement) => StoredResponse,
): Promise<{ settlement: Settlement; response: StoredResponse }> {
  return store.transaction(async (tx) => {
    const r = d.rendered;
    let settlement: Settlement = { charged: 0, source: 'none', remaining: 0 };
    if (r.state === 'rendered') {
      const split = await settleReservation(tx, b.id, ACTOR(b.accountId));
      // null: the sweeper released it first (the render outlived its reservation); not charged.
      if (split) settlement = { charged: d.cost, source: mainSource(split) ?? 'none', remaining: 0 };
    } else {
      await releaseReservation(tx, b.id, ACTOR(b.accountId));
    }
    settlement.remaining = await tx.credits.available(b.accountId);
    await insertGeneration(tx, b, {
      decision: d.decision,
      manifest: json(r.manifest),
      signature: r.signature,
      key_id: r.manifest.keyId,
      licence_status: 'active',
      render_state: r.state,
      render_detail: r.detail,
      content_hash: r.image?.contentHash ?? null,
      image_sha256: r.image?.imageSha256 ?? null,
      credits_charged: settlement.charged,
      credits_cost: d.cost,
      credits_source: settlement.source,
      advisories: json(d.advisories),
    });
    await tx.webhooks.enqueueGenerationCompleted(b.id);
    const response = respond(settlement);
    if (b.idempotencyKey) await completeKey(tx, b.accountId, b.idempotencyKey, b.id, response);
    return { settlement, response };
  });
}
