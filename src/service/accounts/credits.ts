// Credit balance reads and grants. Every change is an atomic conditional UPDATE plus one ledger
// row in the same transaction, so the ledger always explains the balance.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditSource } from '../../db/entities/credit.ts';
import { audit } from '../audit.ts';

export interface Balance {
  paid: number;
  free: number;
  /** 0 when there is no subscription or it has expired. */
  subscription: number;
  /** What a request can spend right now: the three pots together. */
  available: number;
}

interface BalanceRow {
  paid: number;
  free: number;
  subscription: number;
  subscription_live: boolean;
}

/** The free allowance that is due: a read of what the next generate would top the free pot up to. */
export interface DueAllowance {
  amount: number;
  periodDays: number;
}

/**
 * The balance by pot. With `due`, the free pot reads as it will after the lazy top-up that the
 * next generate applies (src/generation/credits/allowance.ts), so that check, which writes
 * nothing, gives the same verdict as generate would.
 */
export async function balanceOf(em: EntityManager, accountId: string, due?: DueAllowance): Promise<Balance> {
  const rows: BalanceRow[] = await em
    .getConnection()
    .execute(
      `select paid, subscription, (subscription_expires_at is null or subscription_expires_at > now()) as subscription_live,
              case when ?::int > 0 and (free_renewed_at is null or free_renewed_at <= now() - make_interval(days => ?::int))
                   then greatest(free, ?::int) else free end as free
         from credit_balance where account_id = ?`,
      [due?.amount ?? 0, due?.periodDays ?? 0, due?.amount ?? 0, accountId],
      'all',
    );
  const row = rows[0];
  if (!row) return { paid: 0, free: 0, subscription: 0, available: 0 };
  const subscription = row.subscription_live ? row.subscription : 0;
  return { paid: row.paid, free: row.free, subscription, available: row.paid + row.free + subscription };
}

const COLUMN: Record<CreditSource, string> = { credits: 'paid', free: 'free', subscription: 'subscription' };

/** Adds (or with a negative amount, removes, never below zero) credits to one pot. */
export async function grantCredits(em: EntityManager, accountId: string, amount: number, actor: string, source: CreditSource = 'credits'): Promise<number | null> {
  return em.transactional(async (tx) => {
    const column = COLUMN[source];
    const rows: { after: number }[] = await tx
      .getConnection()
      .execute(
        `update credit_balance set ${column} = ${column} + ?, updated_at = now()
          where account_id = ? and ${column} + ? >= 0 returning ${column} as after`,
        [amount, accountId, amount],
        'all',
        tx.getTransactionContext(),
      );
    const after = rows[0]?.after;
    if (after === undefined) return null;
    await tx
      .getConnection()
      .execute(
        `insert into credit_ledger (account_id, source, reason, delta, balance_after, actor) values (?, ?, ?, ?, ?, ?)`,
        [accountId, source, amount >= 0 ? 'grant' : 'adjust', amount, after, actor],
        'run',
        tx.getTransactionContext(),
      );
    audit(tx, { actor, action: 'credits.grant', subjectType: 'account', subjectId: accountId, detail: { source, amount, after } });
    await tx.flush();
    return after;
  });
}
