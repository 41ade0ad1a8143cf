// The free allowance: topped up to FREE_ALLOWANCE once per period, at the requester's first
// generate of the period (lazily, so idle accounts cost nothing). A top-up never lowers the free
// pot and is a ledger row like any other movement.

import type { Store } from '../../store/index.ts';

const ACTOR = 'system:free-allowance';

/** Returns the credits added (0 when the period has not turned or the pot is already full). */
export async function renewFreeAllowance(store: Store, accountId: string, allowance: number, periodDays: number): Promise<number> {
  return store.transaction(async (tx) => {
    const row = await tx.credits.renewFree(accountId, allowance, periodDays);
    if (!row || row.after === row.before) return 0;
    await tx.credits.ledger({ accountId, source: 'free', reason: 'grant', delta: row.after - row.before, after: row.after, reference: null, actor: ACTOR });
    return row.after - row.before;
  });
}
