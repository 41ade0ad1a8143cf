// Subscriptions: the operator sets an account's subscription quota for a period. The pot is set
// to the quota (not added to), its expiry moved to the end of the period; the change is one
// ledger row and an audit entry.

import type { Store } from '../../store/index.ts';

export interface Subscription {
  quota: number;
  expiresAt: string;
}

export async function subscribe(store: Store, accountId: string, quota: number, days: number, actor: string): Promise<Subscription | null> {
  return store.transaction(async (tx) => {
    const row = await tx.credits.subscribe(accountId, quota, days);
    if (!row) return null;
    if (row.after !== row.before) {
      await tx.credits.ledger({ accountId, source: 'subscription', reason: row.after > row.before ? 'grant' : 'adjust', delta: row.after - row.before, after: row.after, reference: null, actor });
    }
    const expiresAt = new Date(row.expires_at).toISOString();
    await tx.audit.record({ actor, action: 'credits.subscribe', subjectType: 'account', subjectId: accountId, detail: { quota, days, expiresAt } });
    return { quota: row.after, expiresAt };
  });
}
