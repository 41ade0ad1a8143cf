// Raw statements inside the caller's transaction (the credit code is a handful of conditional
// UPDATEs; the ORM's unit of work would only hide them).

import type { EntityManager } from '@mikro-orm/postgresql';

export const rows = <T>(tx: EntityManager, sql: string, params: unknown[]): Promise<T[]> =>
  tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());

export const run = (tx: EntityManager, sql: string, params: unknown[]): Promise<unknown> =>
  tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());

export type Pot = 'subscription' | 'free' | 'credits';
export const COLUMN: Record<Pot, 'subscription' | 'free' | 'paid'> = { subscription: 'subscription', free: 'free', credits: 'paid' };

/** One ledger row per movement of one pot; `after` is the pot's value after it. */
export async function ledger(tx: EntityManager, r: { accountId: string; source: Pot; reason: 'grant' | 'reserve' | 'settle' | 'release' | 'adjust'; delta: number; after: number; reference: string | null; actor: string }): Promise<void> {
  await run(tx, `insert into credit_ledger (account_id, source, reason, delta, balance_after, reference, actor) values (?, ?, ?, ?, ?, ?, ?)`, [
    r.accountId,
    r.source,
    r.reason,
    r.delta,
    r.after,
    r.reference,
    r.actor,
  ]);
}

/** The spendable balance as this transaction sees it (the three pots; an expired subscription counts 0). */
export async function availableIn(tx: EntityManager, accountId: string): Promise<number> {
  const [row] = await rows<{ available: number }>(
    tx,
    `select paid + free + case when subscription_expires_at is null or subscription_expires_at > now() then subscription else 0 end as available
       from credit_balance where account_id = ?`,
    [accountId],
  );
  return Number(row?.available ?? 0);
}
