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
import { sqlOf, type StatementObserver } from './sql.ts';
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

export function storeOf(em: EntityManager, options: StoreOptions = {}): Store {
  const clock = options.clock ?? systemClock;
  const sql = sqlOf(em, options.observe);
  return bindUnit({
    clock,
    accounts: accountsStore(sql, clock),
    audit: auditStore(sql, clock),
    creators: creatorsStore(sql),
    credits: creditsStore(sql, clock),
    gate: gateStore(sql, clock),
    generations: generationsStore(sql, clock),
    webhooks: webhooksStore(sql),
    transaction: (fn) => em.transactional((tx) => fn(storeOf(tx, options))),
  }, { em, sql });
}

/** Counts statements; the benchmark reads `count` around a batch of requests. */
export function statementCounter(): { count: number; observe: StatementObserver } {
  const counter = { count: 0, observe: (_text: string) => void counter.count++ };
  return counter;
}

/** A store over a fresh unit of work of the service's database (one per request or command). */
export const storeFor = (orm: Orm, options: StoreOptions = {}): Store => storeOf(orm.em.fork(), options);
