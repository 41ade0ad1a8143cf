// The free allowance: topped up to FREE_ALLOWANCE once per period, at the requester's first
// generate of the period (lazily, so idle accounts cost nothing). A top-up never lowers the free
// pot and is a ledger row like any other movement.

import type { EntityManager } from '@mikro-orm/postgresql';
import { ledger, rows } from './sql.ts';

const ACTOR = 'system:free-allowance';

/** Returns the credits added (0 when the period has not turned or the pot is already full). */
export async function renewFreeAllowance(em: EntityManager, accountId: string, allowance: number, periodDays: number): Promise<number> {
  return em.transactional(async (tx) => {
    const [row] = await rows<{ before: number; after: number }>(
      tx,
      `with cur as (select account_id, free from credit_balance where account_id = ? for update)
       update credit_balance b set free = greatest(b.free, ?), free_renewed_at = now(), updated_at = now()
         from cur
        where b.account_id = cur.account_id
          and (b.free_renewed_at is null or b.free_renewed_at <= now() - make_interval(days => ?))
        returning cur.free as before, b.free as after`,
      [accountId, allowance, periodDays],
    );
    if (!row || row.after === row.before) return 0;
    await ledger(tx, { accountId, source: 'free', reason: 'grant', delta: row.after - row.before, after: row.after, reference: null, actor: ACTOR });
    return row.after - row.before;
  });
}
