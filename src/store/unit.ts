// What a Store is bound to, for the store's own modules only: the entity manager (its unit of
// work and current transaction) and the executor over it. Callers outside src/store hold the
// Store and never see either.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from './index.ts';
import type { Sql, UnitEm } from './sql.ts';

interface Unit {
  em: UnitEm;
  sql: Sql;
}

const units = new WeakMap<Store, Unit>();

export const bindUnit = (store: Store, unit: Unit): Store => {
  units.set(store, unit);
  return store;
};

const unitOf = (store: Store): Unit => {
  const unit = units.get(store);
  if (!unit) throw new Error('not a store made by storeOf');
  return unit;
};

/** The executor of the store's unit of work (joins its transaction). */
export const sqlIn = (store: Store): Sql => unitOf(store).sql;

/** The entity manager behind the store, for the ORM's entity work inside store modules. */
export const emIn = (store: Store): EntityManager => unitOf(store).em.get();
