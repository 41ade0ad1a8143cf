// The one MikroORM configuration: used by the service, the operator CLI, the tests and the
// migration generator (src/store/orm/mikro-orm.config.ts); the migrations themselves stay in src/db/migrations.

import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities/index.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations', import.meta.url));

export interface OrmSettings {
  url: string;
  poolMax?: number;
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement (and ends a transaction left idle) after this long. */
  statementTimeoutMs?: number;
  debug?: boolean;
}

/** node-postgres settings shared by the ORM's pool and the rate limiter's. */
export function connectionTimeouts(connectTimeoutMs: number, statementTimeoutMs: number) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // Past the server's own statement timeout: only a server that no longer answers hits it.
    query_timeout: statementTimeoutMs + connectTimeoutMs,
  };
}

export function ormConfig(settings: OrmSettings): Options {
  const connectTimeoutMs = settings.connectTimeoutMs ?? 2000;
  const statementTimeoutMs = settings.statementTimeoutMs ?? 5000;
  return defineConfig({
    clientUrl: settings.url,
    entities,
    extensions: [Migrator],
    // Loading .ts migrations under vitest/tsx needs the native dynamic import (STACK-NOTES).
    dynamicImportProvider: (id: string) => import(id),
    discovery: { warnWhenNoEntities: true },
    debug: settings.debug ?? false,
    pool: { min: 0, max: settings.poolMax ?? 10, acquireTimeoutMillis: connectTimeoutMs * 2, createTimeoutMillis: connectTimeoutMs, idleTimeoutMillis: 30_000 },
    // Bound every wait on the database, so a stalled or unreachable one turns into a 503:
    // connecting, waiting for a pooled connection, a statement running in PostgreSQL, a
    // transaction left idle, and (query_timeout, on the client) a server that stops answering.
    driverOptions: {
      connection: {
        ...connectionTimeouts(connectTimeoutMs, statementTimeoutMs),
      },
      acquireConnectionTimeout: connectTimeoutMs * 2,
    },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
