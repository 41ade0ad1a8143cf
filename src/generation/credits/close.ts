// Closing a reservation: settled when an image exists (the reserved credits stay spent),
// released otherwise (every pot gets its part back). Both are conditional on the reservation
// still being held, so a reservation is closed exactly once, whoever gets there first (the
// request or the sweeper). Generate settles in the statement that records the generation and
// releases just before it (src/generation/record.ts); these are the sweeper's and the tests'.

import type { Store } from '../../store/index.ts';
import { COLUMN, type HeldRow } from '../../store/credits.ts';
import type { Split } from './reserve.ts';

const splitOf = (h: HeldRow): Split => ({ subscription: h.from_subscription, free: h.from_free, credits: h.from_paid });

/** Keeps the reserved credits spent. Null when the reservation was no longer held (already swept). */
export async function settleReservation(tx: Store, id: string, actor: string): Promise<Split | null> {
  const held = await tx.credits.close(id, 'settled');
  if (!held) return null;
  const split = splitOf(held);
  const bal = await tx.credits.pots(held.account_id);
  for (const pot of ['subscription', 'free', 'credits'] as const) {
    if (split[pot] === 0) continue;
    // A zero-delta row: the reservation became a charge; the ledger shows when and for what.
    await tx.credits.ledger({ accountId: held.account_id, source: pot, reason: 'settle', delta: 0, after: bal![COLUMN[pot]], reference: id, actor });
  }
  return split;
}

/**
 * Gives every pot its part back, with its ledger rows, in one statement. False when the
 * reservation was no longer held. Outside a transaction it is one on its own (src/store/credits.ts).
 */
export async function releaseReservation(store: Store, id: string, actor: string): Promise<boolean> {
  return (await store.credits.release(id, actor)).released;
}
