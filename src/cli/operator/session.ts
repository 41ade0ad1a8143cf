// Opens the service database for one operator command (DATABASE_URL, or the embedded one of
// `npm start`), applies pending migrations, runs the command, and closes everything.

import { storeFor, type Store } from '../../store/index.ts';
import { loadConfig } from '../../config/index.ts';
import { migrate, openOrm } from '../../store/orm/open.ts';
import { resolveDatabase } from '../../store/orm/resolve.ts';
import { CliError } from '../errors.ts';

export async function withServiceDatabase<T>(run: (store: Store) => Promise<T>): Promise<T> {
  const loaded = loadConfig();
  if (!loaded.ok) throw new CliError('invalid_config', loaded.error.problems.map((p) => `${p.setting}: ${p.message}`).join('; '));
  let db;
  try {
    db = await resolveDatabase(loaded.config);
  } catch (e) {
    throw new CliError('database_unavailable', `cannot start or reach the database: ${e instanceof Error ? e.message : String(e)}`, 1);
  }
  // Operator commands (publishing waits for the publish lock) get a longer statement timeout than requests.
  const orm = await openOrm({ url: db.url, connectTimeoutMs: loaded.config.dbConnectTimeoutMs, statementTimeoutMs: Math.max(60_000, loaded.config.dbStatementTimeoutMs) });
  try {
    await migrate(orm);
    return await run(storeFor(orm));
  } finally {
    await orm.close(true);
    await db.release();
  }
}
