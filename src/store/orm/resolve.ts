// Which PostgreSQL to use: DATABASE_URL when set; otherwise the embedded one in the data folder,
// reused when it is already running (e.g. `npm start` in another terminal), started otherwise.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config/index.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export const EMBEDDED_DATABASE = 'likeness';

export interface ResolvedDatabase {
  url: string;
  /** For logs: never contains a password. */
  description: string;
  /** Stops the embedded server if this process started it; no-op otherwise. */
  release(): Promise<void>;
}

export const redactUrl = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
};

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function resolveDatabase(config: Config, onLog?: (line: string) => void): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, description: `PostgreSQL at ${redactUrl(config.databaseUrl)} (DATABASE_URL)`, release: async () => undefined };
  const dataDir = path.resolve(config.dataDir);
  const where = `embedded PostgreSQL in ${path.join(dataDir, 'postgres')} on 127.0.0.1:${config.embeddedPgPort}`;
  const secrets = path.join(dataDir, 'embedded-postgres.json');
  if (existsSync(secrets)) {
    const { password } = JSON.parse(await readFile(secrets, 'utf8')) as { password: string };
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE}`;
    if (await reachable(url)) return { url, description: `${where} (already running)`, release: async () => undefined };
  }
  const db = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort, database: EMBEDDED_DATABASE, onLog });
  return { url: db.url, description: where, release: () => db.stop() };
}
