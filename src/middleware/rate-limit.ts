// Rate limits (rate-limiter-flexible): in PostgreSQL by default so that every instance shares
// them, in Redis when REDIS_URL is set. Sizes come from configuration.

import type { Request } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config, RateLimitSize } from '../config/index.ts';
import { limiterPool } from '../store/limiter-clients.ts';

/** The limits a request can count against, on either face. */
export type RateLimitName = 'check' | 'generate' | 'takedown' | 'provenance';

/** The limiter's store (PostgreSQL or Redis) failed: answered as a 503, like the database. */
export class RateLimitStoreError extends Error {
  override readonly name = 'RateLimitStoreError';
}

export interface LimitVerdict {
  allowed: boolean;
  headers: Record<string, string>;
}

export interface RateLimiters {
  /** Consumes one point for `key`; throws when the store itself fails. */
  consume(name: RateLimitName, key: string): Promise<LimitVerdict>;
  /**
   * The PostgreSQL database holding the buckets (null: Redis). When it is the service's own,
   * check and generate consume them inside their one hot-path statement (src/store/gate.ts).
   */
  readonly databaseUrl: string | null;
  close(): Promise<void>;
}

// draft-ietf-httpapi-ratelimit-headers-07 fields, plus Retry-After on a refusal.
function headersOf(size: RateLimitSize, res: Pick<RateLimiterRes, 'msBeforeNext' | 'remainingPoints'>, refused: boolean): Record<string, string> {
  const reset = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Policy': `${size.points};w=${size.windowSeconds}`,
    RateLimit: `limit=${size.points}, remaining=${Math.max(0, res.remainingPoints)}, reset=${reset}`,
  };
  if (refused) headers['Retry-After'] = String(reset);
  return headers;
}

function limiterSet(config: Config, make: (name: RateLimitName, size: RateLimitSize) => RateLimiterAbstract, close: () => Promise<void>, databaseUrl: string | null): RateLimiters {
  const sizes = config.rateLimits;
  const limiters = { check: make('check', sizes.check), generate: make('generate', sizes.generate), takedown: make('takedown', sizes.takedown), provenance: make('provenance', sizes.provenance) };
  return {
    async consume(name, key) {
      try {
        const res = await limiters[name].consume(key);
        return { allowed: true, headers: headersOf(sizes[name], res, false) };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { allowed: false, headers: headersOf(sizes[name], e, true) };
        // A store failure, not a refusal: fail closed (503), never let the request through unmetered.
        throw new RateLimitStoreError('rate limit store unavailable', { cause: e });
      }
    },
    databaseUrl,
    close,
  };
}

export function postgresRateLimiters(config: Config, databaseUrl: string): RateLimiters {
  const pool = limiterPool(databaseUrl, { connectMs: config.dbConnectTimeoutMs, statementMs: config.dbStatementTimeoutMs });
  return limiterSet(
    config,
    (name, size) =>
      new RateLimiterPostgres({ storeClient: pool.client, tableName: 'rate_limit', tableCreated: true, keyPrefix: name, points: size.points, duration: size.windowSeconds, clearExpiredByTimeout: false }),
    pool.close,
    databaseUrl,
  );
}

/** `keyPrefix` separates deployments (and test runs) sharing one Redis. */
export function redisRateLimiters(config: Config, redisUrl: string, keyPrefix = 'likeness'): RateLimiters {
  // The offline queue holds a command while the connection is being made, so requests arriving
  // just after start are not refused; a Redis that stays away fails it after one retry (a 503),
  // within about the time a request waits for a database connection.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: config.dbConnectTimeoutMs,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.on('error', () => undefined);
  return limiterSet(
    config,
    (name, size) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${keyPrefix}:${name}`, points: size.points, duration: size.windowSeconds }),
    async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
    null,
  );
}

/** The key a route is limited by: the API key for check and generate, the client address otherwise. */
export function limitKey(name: RateLimitName, req: Request, keyId: string | undefined): string {
  if ((name === 'check' || name === 'generate') && keyId) return keyId;
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The account's own bucket: the same size as a key's, shared by all its keys and its website session. */
export const accountLimitKey = (accountId: string): string => `account:${accountId}`;

/**
 * Check and generate count per key and per account, so creating more keys multiplies nothing.
 * Refused when either bucket is empty; the headers describe the emptier one.
 */
export async function consumeForRequester(limiters: RateLimiters, name: RateLimitName, keyBucket: string, accountId: string | undefined): Promise<LimitVerdict> {
  const byKey = await limiters.consume(name, keyBucket);
  if (!byKey.allowed || accountId === undefined) return byKey;
  const byAccount = await limiters.consume(name, accountLimitKey(accountId));
  return !byAccount.allowed || remainingOf(byAccount) < remainingOf(byKey) ? byAccount : byKey;
}

/**
 * The verdict from buckets the hot-path statement consumed (the same arithmetic as the
 * PostgreSQL limiter: a bucket holding more points than the size is refused).
 */
export function verdictOfBuckets(size: RateLimitSize, byKey: { points: number; expire: number }, byAccount: { points: number; expire: number } | null, nowMs: number): LimitVerdict {
  const verdictOf = (b: { points: number; expire: number }): LimitVerdict => {
    const refused = b.points > size.points;
    const res = { remainingPoints: Math.max(size.points - b.points, 0), msBeforeNext: Math.max(b.expire - nowMs, 0) };
    return { allowed: !refused, headers: headersOf(size, res, refused) };
  };
  const key = verdictOf(byKey);
  if (!key.allowed || byAccount === null) return key;
  const account = verdictOf(byAccount);
  return !account.allowed || remainingOf(account) < remainingOf(key) ? account : key;
}

const remainingOf = (v: LimitVerdict): number => Number(/remaining=(\d+)/.exec(v.headers.RateLimit ?? '')?.[1] ?? 0);
