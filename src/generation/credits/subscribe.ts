// Subscriptions: the operator sets an account's subscription quota for a period. The pot is set
// to the quota (not added to), its expiry moved to the end of the period; the change is one
// ledger row and an audit entry.

import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../service/audit.ts';
import { ledger, rows } from './sql.ts';

export interface Subscription {
  quota: number;
  expiresAt: string;
}

export async function subscribe(em: EntityManager, accountId: string, quota: number, days: number, actor: string): Promise<Subscription | null> {
  return em.transactional(async (tx) => {
    const [row] = await rows<{ before: number; after: number; expires_at: Date }>(
      tx,
      `with cur as (select account_id, subscription from credit_balance where account_id = ? for update)
       update credit_balance b set subscription = ?, subscription_expires_at = now() + make_interval(days => ?), updated_at = now()
         from cur where b.account_id = cur.account_id
        returning cur.subscription as before, b.subscription as after, b.subscription_expires_at as expires_at`,
      [accountId, quota, days],
    );
    if (!row) return null;
    if (row.after !== row.before) {
      await ledger(tx, { accountId, source: 'subscription', reason: row.after > row.before ? 'grant' : 'adjust', delta: row.after - row.before, after: row.after, reference: null, actor });
    }
    const expiresAt = new Date(row.expires_at).toISOString();
    audit(tx, { actor, action: 'credits.subscribe', subjectType: 'account', subjectId: accountId, detail: { quota, days, expiresAt } });
    await tx.flush();
    return { quota: row.after, expiresAt };
  });
}
