// Reserving the cost of a generation before it is rendered. The balance row is locked, the cost
// is split over the pots in the order subscription → free → paid, and taken with one
// conditional UPDATE (the CHECK constraints back it: no pot can go negative), all in one
// statement. Concurrent requests of one account queue on the row lock, so 50 requests against
// 10 credits charge exactly 10 and the rest see the balance they really have.

import type { Store } from '../../store/index.ts';
import type { Pot } from '../../store/credits.ts';

export interface Split {
  subscription: number;
  free: number;
  credits: number;
}

export type Reservation =
  | { ok: true; split: Split; remaining: number; source: Pot | null }
  | { ok: false; available: number };

/** Pure: how a cost is taken from the pots (subscription first, then free, then paid). */
export function splitCost(cost: number, pots: { subscription: number; free: number; paid: number }): Split | null {
  const subscription = Math.min(pots.subscription, cost);
  const free = Math.min(pots.free, cost - subscription);
  const credits = cost - subscription - free;
  return credits <= pots.paid ? { subscription, free, credits } : null;
}

/** `credits.source`: the first pot the charge came from (the ledger rows have the full split). */
export function mainSource(split: Split): Pot | null {
  return (['subscription', 'free', 'credits'] as const).find((pot) => split[pot] > 0) ?? null;
}

/**
 * One statement (src/store/credits.ts RESERVE), inside a transaction or on its own: the balance
 * row is locked only while the statement runs and commits. The split is splitCost's, worked out
 * in SQL on the row as locked.
 */
export async function reserveCredits(
  store: Store,
  input: { accountId: string; generationId: string; cost: number; expiresInSeconds: number; actor: string },
): Promise<Reservation> {
  const row = await store.credits.reserve(input);
  const available = Number(row.available);
  if (!row.reserved) return { ok: false, available };
  const split: Split = { subscription: row.from_subscription, free: row.from_free, credits: row.from_paid };
  return { ok: true, split, remaining: available - input.cost, source: mainSource(split) };
}
