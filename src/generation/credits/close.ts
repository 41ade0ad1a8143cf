// Closing a reservation, inside the transaction that records the generation: settled when an
// image exists (the reserved credits stay spent), released otherwise (every pot gets its part
// back). Both are conditional on the reservation still being held, so a reservation is closed
// exactly once, whoever gets there first (the request or the sweeper).

import type { EntityManager } from '@mikro-orm/postgresql';
import { COLUMN, ledger, rows, type Pot } from './sql.ts';
import type { Split } from './reserve.ts';

interface Held {
  account_id: string;
  amount: number;
  from_subscription: number;
  from_free: number;
  from_paid: number;
}

async function take(tx: EntityManager, id: string, next: 'settled' | 'released'): Promise<Held | undefined> {
  const [row] = await rows<Held>(
    tx,
    `update credit_reservation set state = ?, closed_at = now() where id = ? and state = 'held'
      returning account_id, amount, from_subscription, from_free, from_paid`,
    [next, id],
  );
  return row;
}

const splitOf = (h: Held): Split => ({ subscription: h.from_subscription, free: h.from_free, credits: h.from_paid });

/** Keeps the reserved credits spent. Null when the reservation was no longer held (already swept). */
export async function settleReservation(tx: EntityManager, id: string, actor: string): Promise<Split | null> {
  const held = await take(tx, id, 'settled');
  if (!held) return null;
  const split = splitOf(held);
  const [bal] = await rows<{ subscription: number; free: number; paid: number }>(tx, `select subscription, free, paid from credit_balance where account_id = ?`, [held.account_id]);
  for (const pot of ['subscription', 'free', 'credits'] as const) {
    if (split[pot] === 0) continue;
    // A zero-delta row: the reservation became a charge; the ledger shows when and for what.
    await ledger(tx, { accountId: held.account_id, source: pot, reason: 'settle', delta: 0, after: bal![COLUMN[pot]], reference: id, actor });
  }
  return split;
}

/** Gives every pot its part back. False when the reservation was no longer held. */
export async function releaseReservation(tx: EntityManager, id: string, actor: string): Promise<boolean> {
  const held = await take(tx, id, 'released');
  if (!held) return false;
  const split = splitOf(held);
  for (const pot of ['subscription', 'free', 'credits'] as const satisfies readonly Pot[]) {
    if (split[pot] === 0) continue;
    const column = COLUMN[pot];
    const [after] = await rows<{ value: number }>(
      tx,
      `update credit_balance set ${column} = ${column} + ?, updated_at = now() where account_id = ? returning ${column} as value`,
      [split[pot], held.account_id],
    );
    await ledger(tx, { accountId: held.account_id, source: pot, reason: 'release', delta: split[pot], after: after!.value, reference: id, actor });
  }
  return true;
}
