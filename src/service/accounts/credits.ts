// Credit balance reads and grants. Every change is an atomic conditional UPDATE plus one ledger
// row in the same transaction, so the ledger always explains the balance.

import type { CreditSource } from '../../store/orm/entities/credit.ts';
import type { Store } from '../../store/index.ts';
import type { DueAllowance } from '../../store/credits.ts';

export type { DueAllowance };

export interface Balance {
  paid: number;
  free: number;
  /** 0 when there is no subscription or it has expired. */
  subscription: number;
  /** What a request can spend right now: the three pots together. */
  available: number;
}

/**
 * The balance by pot. With `due`, the free pot reads as it will after the lazy top-up that the
 * next generate applies (src/generation/credits/allowance.ts), so that check, which writes
 * nothing, gives the same verdict as generate would.
 */
export async function balanceOf(store: Store, accountId: string, due?: DueAllowance): Promise<Balance> {
  const row = await store.credits.balance(accountId, due);
  if (!row) return { paid: 0, free: 0, subscription: 0, available: 0 };
  const subscription = row.subscription_live ? row.subscription : 0;
  return { paid: row.paid, free: row.free, subscription, available: row.paid + row.free + subscription };
}

/** Adds (or with a negative amount, removes, never below zero) credits to one pot. */
export async function grantCredits(store: Store, accountId: string, amount: number, actor: string, source: CreditSource = 'credits'): Promise<number | null> {
  return store.transaction(async (tx) => {
    const after = await tx.credits.add(accountId, source, amount);
    if (after === undefined) return null;
    await tx.credits.ledger({ accountId, source, reason: amount >= 0 ? 'grant' : 'adjust', delta: amount, after, reference: null, actor });
    await tx.audit.record({ actor, action: 'credits.grant', subjectType: 'account', subjectId: accountId, detail: { source, amount, after } });
    return after;
  });
}
