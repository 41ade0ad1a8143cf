// The database connections rate-limiter-flexible counts in (table rate_limit): the API's own
// small pool, and the ORM's pool for the website's sign-in limits. Handed out as opaque clients
// so that no file outside the store opens or holds a database connection itself.

import pg from 'pg';
import { connectionTimeouts } from './orm/orm-config.ts';
import type { Orm } from './orm/open.ts';

/** What RateLimiterPostgres accepts as its store client. */
export type LimiterClient = object;

/** A pool of its own (four connections) for the API's limits; `close` ends it. */
export function limiterPool(databaseUrl: string, timeouts: { connectMs: number; statementMs: number }): { client: LimiterClient; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, ...connectionTimeouts(timeouts.connectMs, timeouts.statementMs) });
  // An idle client dying with the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return { client: pool, close: () => pool.end() };
}

/** The ORM's own knex pool (storeType 'knex'). */
export const ormLimiterClient = (orm: Orm): LimiterClient => orm.em.getConnection().getKnex();
