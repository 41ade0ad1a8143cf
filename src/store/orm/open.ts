// Opening the database: connect (lazily, so a service can start while PostgreSQL is down and
// recover when it comes up) and apply the committed migrations.

import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type OrmSettings } from './orm-config.ts';

export type Orm = MikroORM;

export async function openOrm(settings: OrmSettings): Promise<Orm> {
  // connect: false: the pool connects on first use, and reconnects by itself after an outage.
  return MikroORM.init({ ...ormConfig(settings), connect: false });
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
