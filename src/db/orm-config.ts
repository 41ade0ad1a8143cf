// The one MikroORM configuration: used by the service, the operator CLI, the tests and the
// migration generator (src/db/mikro-orm.config.ts).

import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities/index.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OrmSettings {
  url: string;
  poolMax?: number;
  connectTimeoutMs?: number;
  debug?: boolean;
}

export function ormConfig(settings: OrmSettings): Options {
  const connectTimeoutMs = settings.connectTimeoutMs ?? 2000;
  return defineConfig({
    clientUrl: settings.url,
    entities,
    extensions: [Migrator],
    // Loading .ts migrations under vitest/tsx needs the native dynamic import (STACK-NOTES).
    dynamicImportProvider: (id: string) => import(id),
    discovery: { warnWhenNoEntities: true },
    debug: settings.debug ?? false,
    pool: { min: 0, max: settings.poolMax ?? 10 },
    // Bound how long a request waits for an unreachable database: it turns into a 503 instead.
    driverOptions: {
      connection: { connectionTimeoutMillis: connectTimeoutMs },
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
