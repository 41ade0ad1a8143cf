// The store: every SQL statement of the service, one module per aggregate, all run through one
// executor (src/store/sql.ts, which joins the current transaction) and stamped by one clock
// (src/store/clock.ts). A Store is one unit of work; `transaction` gives a Store whose
// statements all run in one database transaction.

import type { EntityManager } from '@mikro-orm/postgresql';
import { accountsStore } from './accounts.ts';
import { auditStore } from './audit.ts';
import { systemClock, type Clock } from './clock.ts';
import { creatorsStore } from './creators.ts';
import { creditsStore } from './credits.ts';
import { gateStore } from './gate.ts';
import { generationsStore } from './generations.ts';
import { forkOnUse, givenEm, isUnitEm, sqlOf, type StatementObserver, type UnitEm } from './sql.ts';
import { bindUnit } from './unit.ts';
import type { Orm } from './orm/open.ts';
import { webhooksStore } from './webhooks.ts';

export interface StoreOptions {
  clock?: Clock;
  /** Told of every statement (the per-request statement count of the benchmark and tests). */
  observe?: StatementObserver;
}

export interface Store {
  readonly clock: Clock;
  readonly accounts: ReturnType<typeof accountsStore>;
  readonly audit: ReturnType<typeof auditStore>;
  readonly creators: ReturnType<typeof creatorsStore>;
  readonly credits: ReturnType<typeof creditsStore>;
  readonly gate: ReturnType<typeof gateStore>;
  readonly generations: ReturnType<typeof generationsStore>;
  readonly webhooks: ReturnType<typeof webhooksStore>;
  /** Runs `fn` in one transaction (nested: a savepoint in the outer one); commits when it resolves. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>;
}

export function storeOf(em: EntityManager | UnitEm, options: StoreOptions = {}): Store {
  const clock = options.clock ?? systemClock;
  const unit = isUnitEm(em) ? em : givenEm(em);
  const sql = sqlOf(unit, options.observe);
  // Each aggregate's module is made when first used: a request builds only those it touches.
  const once = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const accounts = once(() => accountsStore(sql, clock));
  const audit = once(() => auditStore(sql, clock));
  const creators = once(() => creatorsStore(sql));
  const credits = once(() => creditsStore(sql, clock));
  const gate = once(() => gateStore(sql, clock));
  const generations = once(() => generationsStore(sql, clock));
  const webhooks = once(() => webhooksStore(sql));
  return bindUnit({
    clock,
    get accounts() { return accounts(); },
    get audit() { return audit(); },
    get creators() { return creators(); },
    get credits() { return credits(); },
    get gate() { return gate(); },
    get generations() { return generations(); },
    get webhooks() { return webhooks(); },
    transaction: (fn) => unit.get().transactional((tx) => fn(storeOf(tx, options))),
  }, { em: unit, sql });
}

/** Counts statements; the benchmark reads `count` around a batch of requests. */
export function statementCounter(): { count: number; observe: StatementObserver } {
  const counter = { count: 0, observe: (_text: string) => void counter.count++ };
  return counter;
}

/**
 * A store over a fresh unit of work of the service's database (one per request or command),
 * forked when a statement first needs it (check's prepared statement runs on the pool alone).
 */
export const storeFor = (orm: Orm, options: StoreOptions = {}): Store => storeOf(forkOnUse(orm.em), options);
