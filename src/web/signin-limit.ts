// Sign-in and sign-up attempts are rate limited in PostgreSQL (rate-limiter-flexible on the
// ORM's knex pool, table rate_limit), so every instance shares the count. Sign-in is limited per
// client address + email (guessing one password), and, since each attempt costs a password hash
// whatever the email, per client address and by one budget of hashes for everyone (rotating
// emails buys nothing). Sign-up is limited per client address. A refusal says only when to retry.

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Orm } from '../store/orm/open.ts';
import { ormLimiterClient } from '../store/limiter-clients.ts';

export const SIGNIN_ATTEMPTS = 5;
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
export const SIGNUP_ATTEMPTS = 10;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
/** Password hashes (sign-in and sign-up attempts) per client address, whatever the email. */
export const HASHES_PER_ADDRESS = 60;
export const HASHES_PER_ADDRESS_WINDOW_SECONDS = 15 * 60;
/** Password hashes per second for all clients together: bounds the CPU spent on scrypt. */
export const HASHES_PER_SECOND = 20;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimiter {
  consume(key: string): Promise<AttemptVerdict>;
  reset(key: string): Promise<void>;
}

function limiter(orm: Orm, keyPrefix: string, points: number, duration: number): AttemptLimiter {
  const store = new RateLimiterPostgres({
    storeClient: ormLimiterClient(orm),
    storeType: 'knex',
    tableName: 'rate_limit',
    tableCreated: true,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: false,
  });
  return {
    async consume(key) {
      try {
        await store.consume(key);
        return { allowed: true };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
        throw e; // a store failure: the page answers 503, never an unmetered attempt
      }
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

export interface AccountLimiters {
  signin: AttemptLimiter;
  signup: AttemptLimiter;
  /** Keyed by client address. */
  hashesPerAddress: AttemptLimiter;
  /** One key for everyone. */
  hashesOverall: AttemptLimiter;
}

export const OVERALL = 'all';

/** One password hash's worth of budget for this address: both budgets must allow it. */
export async function consumeHash(limiters: AccountLimiters, address: string): Promise<AttemptVerdict> {
  const overall = await limiters.hashesOverall.consume(OVERALL);
  if (!overall.allowed) return overall;
  return limiters.hashesPerAddress.consume(address);
}

const byOrm = new WeakMap<Orm, AccountLimiters>();

/** One pair of limiters per ORM (the ORM can appear after start-up, when the database comes up). */
export function accountLimiters(orm: Orm): AccountLimiters {
  let found = byOrm.get(orm);
  if (!found) {
    found = {
      signin: limiter(orm, 'web-signin', SIGNIN_ATTEMPTS, SIGNIN_WINDOW_SECONDS),
      signup: limiter(orm, 'web-signup', SIGNUP_ATTEMPTS, SIGNUP_WINDOW_SECONDS),
      hashesPerAddress: limiter(orm, 'web-hash-address', HASHES_PER_ADDRESS, HASHES_PER_ADDRESS_WINDOW_SECONDS),
      hashesOverall: limiter(orm, 'web-hash-overall', HASHES_PER_SECOND, 1),
    };
    byOrm.set(orm, found);
  }
  return found;
}
