// Reserving the cost of a generation before it is rendered. The balance row is locked, the cost
// is split over the pots in the order subscription → free → paid, and taken with one
// conditional UPDATE (the CHECK constraints back it: no pot can go negative). Concurrent
// requests of one account queue on the row lock, so 50 requests against 10 credits charge
// exactly 10 and the rest see the balance they really have.

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

/** Call inside a transaction (`store.transaction`): the balance row stays locked until it ends. */
export async function reserveCredits(
  tx: Store,
  input: { accountId: string; generationId: string; cost: number; expiresInSeconds: number; actor: string },
): Promise<Reservation> {
  const row = await tx.credits.lockForReservation(input.accountId);
  if (!row) return { ok: false, available: 0 };
  const pots = { subscription: row.sub_live ? row.subscription : 0, free: row.free, paid: row.paid };
  const available = pots.subscription + pots.free + pots.paid;
  const split = splitCost(input.cost, pots);
  if (!split) return { ok: false, available };
  const after = await tx.credits.take(input.accountId, split);
  if (!after) return { ok: false, available };
  for (const pot of ['subscription', 'free', 'credits'] as const) {
    if (split[pot] === 0) continue;
    const value = pot === 'credits' ? after.paid : after[pot];
    await tx.credits.ledger({ accountId: input.accountId, source: pot, reason: 'reserve', delta: -split[pot], after: value, reference: input.generationId, actor: input.actor });
  }
  await tx.credits.hold({ generationId: input.generationId, accountId: input.accountId, amount: input.cost, split, expiresInSeconds: input.expiresInSeconds });
  return { ok: true, split, remaining: available - input.cost, source: mainSource(split) };
}
