// Credits: the balance row (three pots), the ledger, and reservations. Every change is a
// conditional UPDATE plus ledger rows in the caller's transaction; times come from the clock.

import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';

export type Pot = 'subscription' | 'free' | 'credits';
export const COLUMN: Record<Pot, 'subscription' | 'free' | 'paid'> = { subscription: 'subscription', free: 'free', credits: 'paid' };

export interface Pots {
  subscription: number;
  free: number;
  paid: number;
}

export interface LedgerEntry {
  accountId: string;
  source: Pot;
  reason: 'grant' | 'reserve' | 'settle' | 'release' | 'adjust';
  delta: number;
  /** The pot's value after the movement. */
  after: number;
  reference: string | null;
  actor: string;
}

/** A held reservation as closing it returns it. */
export interface HeldRow {
  account_id: string;
  amount: number;
  from_subscription: number;
  from_free: number;
  from_paid: number;
}

/** The free allowance that is due: what the next generate would top the free pot up to. */
export interface DueAllowance {
  amount: number;
  periodDays: number;
}

export interface BalanceRow {
  paid: number;
  free: number;
  subscription: number;
  subscription_live: boolean;
}

/**
 * The balance columns with a due free allowance counted in, for `credit_balance cb` (parameters:
 * balanceParams). `free_renewal_due`: the allowance period has turned, so the next generate's
 * top-up would write (otherwise it would match no row).
 */
export const BALANCE_COLUMNS = `cb.paid, cb.subscription, (cb.subscription_expires_at is null or cb.subscription_expires_at > ?::timestamptz) as subscription_live,
  case when ?::int > 0 and (cb.free_renewed_at is null or cb.free_renewed_at <= ?::timestamptz - make_interval(days => ?::int))
       then greatest(cb.free, ?::int) else cb.free end as free,
  (cb.free_renewed_at is null or cb.free_renewed_at <= ?::timestamptz - make_interval(days => ?::int)) as free_renewal_due`;
export const balanceParams = (now: Date, due: DueAllowance | undefined): unknown[] => [now, due?.amount ?? 0, now, due?.periodDays ?? 0, due?.amount ?? 0, now, due?.periodDays ?? 0];

/** What one reservation statement answers: the split taken (reserved) or the balance there is. */
export interface ReserveRow {
  reserved: boolean;
  available: number;
  from_subscription: number;
  from_free: number;
  from_paid: number;
}

/**
 * A whole reservation in one round trip (the reserve_credits function, migration
 * 20261123220800): lock the balance row, split the cost over the pots (subscription while live,
 * then free, then paid), take it, write a ledger row per pot drawn on and the held reservation.
 * It commits on its own, so the row lock is held for the call and its commit only, never across
 * a round trip to the application (all of one account's concurrent requests queue on that row),
 * and the commit does not wait for the log flush (Sql.unflushed): the request tells its client
 * nothing before its record commits, and that commit's flush covers the reservation's.
 */
const RESERVE = `select reserved, available, from_subscription, from_free, from_paid from reserve_credits(?, ?, ?, ?, ?, ?)`;

/**
 * Releasing a held reservation in one round trip (the release_credits function, migration
 * 20261124011000): close it while still held, give every pot its part back, a ledger row per pot.
 * On its own it commits without waiting for the log flush, as RESERVE does; a release lost in a
 * crash leaves the reservation held, and the sweeper releases it when it expires.
 */
const RELEASE = `select released, from_subscription, from_free, from_paid from release_credits(?, ?, ?)`;

/** What releasing answers: whether it was still held, and each pot's part given back. */
export interface ReleaseRow {
  released: boolean;
  from_subscription: number;
  from_free: number;
  from_paid: number;
}

export function creditsStore(sql: Sql, clock: Clock) {
  return {
    async ledger(r: LedgerEntry): Promise<void> {
      await sql.run(`insert into credit_ledger (account_id, source, reason, delta, balance_after, reference, actor, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`, [
        r.accountId,
        r.source,
        r.reason,
        r.delta,
        r.after,
        r.reference,
        r.actor,
        clock(),
      ]);
    },

    /** The balance by pot (with `due`, the free pot as the next generate's top-up will leave it). */
    balance: (accountId: string, due?: DueAllowance): Promise<BalanceRow | undefined> =>
      sql.one<BalanceRow>(`select ${BALANCE_COLUMNS} from credit_balance cb where cb.account_id = ?`, [...balanceParams(clock(), due), accountId]),

    /** Reserves `cost` for a generation in one round trip (RESERVE); `reserved` false: the balance does not cover it. */
    async reserve(r: { generationId: string; accountId: string; cost: number; expiresInSeconds: number; actor: string }): Promise<ReserveRow> {
      const now = clock();
      const [row] = await sql.unflushed<ReserveRow>('likeness-credits-reserve', RESERVE, [
        r.accountId, r.generationId, r.cost, now, new Date(now.getTime() + r.expiresInSeconds * 1000), r.actor,
      ]);
      return row!;
    },

    /** Releases a held reservation in one round trip (RELEASE); `released` false: it was no longer held. */
    async release(id: string, actor: string): Promise<ReleaseRow> {
      const [row] = await sql.unflushed<ReleaseRow>('likeness-credits-release', RELEASE, [id, clock(), actor]);
      return row!;
    },

    /** Closes a held reservation; undefined when it was no longer held. */
    close: (id: string, next: 'settled' | 'released') =>
      sql.one<HeldRow>(
        `update credit_reservation set state = ?, closed_at = ? where id = ? and state = 'held'
          returning account_id, amount, from_subscription, from_free, from_paid`,
        [next, clock(), id],
      ),

    pots: (accountId: string) => sql.one<Pots>(`select subscription, free, paid from credit_balance where account_id = ?`, [accountId]),

    /** Adds `amount` to one pot (never below zero); its value after, or undefined. */
    async add(accountId: string, pot: Pot, amount: number): Promise<number | undefined> {
      const column = COLUMN[pot];
      const row = await sql.one<{ value: number }>(
        `update credit_balance set ${column} = ${column} + ?, updated_at = ? where account_id = ? and ${column} + ? >= 0 returning ${column} as value`,
        [amount, clock(), accountId, amount],
      );
      return row?.value;
    },

    /**
     * Tops the free pot up to `allowance` when the period has turned; the pot before and after.
     * One UPDATE is exact here, unlike a reservation's: its only test is whether the period has
     * turned, and only a renewal changes that, from due to not due. So a row version older than
     * the statement can only make it skip a renewal another request has just committed, never
     * miss one that is due; a row that passed but changed since is tested again, and topped up,
     * on its newest version. `cur` locks the row and reads its newest version, so `before` is
     * the value the update changes; the lock holds until the caller's ledger row is written.
     */
    renewFree: (accountId: string, allowance: number, periodDays: number) => {
      const now = clock();
      return sql.one<{ before: number; after: number }>(
        `with cur as (select account_id, free from credit_balance where account_id = ? for update)
         update credit_balance b set free = greatest(b.free, ?), free_renewed_at = ?, updated_at = ?
           from cur
          where b.account_id = cur.account_id
            and (b.free_renewed_at is null or b.free_renewed_at <= ?::timestamptz - make_interval(days => ?))
          returning cur.free as before, b.free as after`,
        [accountId, allowance, now, now, now, periodDays],
      );
    },

    /** Sets the subscription pot to `quota` until `days` from now; the pot before and after. */
    subscribe: (accountId: string, quota: number, days: number) => {
      const now = clock();
      return sql.one<{ before: number; after: number; expires_at: Date }>(
        `with cur as (select account_id, subscription from credit_balance where account_id = ? for update)
         update credit_balance b set subscription = ?, subscription_expires_at = ?::timestamptz + make_interval(days => ?), updated_at = ?
           from cur where b.account_id = cur.account_id
          returning cur.subscription as before, b.subscription as after, b.subscription_expires_at as expires_at`,
        [accountId, quota, now, days, now],
      );
    },

    /** Held reservations past their expiry (as of `asOf`), locked, skipping ones another sweeper holds. */
    expiredReservations: (asOf: Date = clock()) =>
      sql.all<{ id: string; account_id: string; amount: number }>(
        `select id, account_id, amount from credit_reservation
          where state = 'held' and expires_at < ?
          order by expires_at limit 500 for update skip locked`,
        [asOf],
      ),
  };
}

export type CreditsStore = ReturnType<typeof creditsStore>;
