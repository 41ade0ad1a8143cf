// The one way the store runs SQL: every statement goes through an `Sql` bound to an entity
// manager, and so joins that manager's current transaction when there is one. Statements are
// written with `?` placeholders (the driver's own binding; values never enter the text).

import type { EntityManager } from '@mikro-orm/postgresql';

export interface Sql {
  /** Every row the statement returns. */
  all<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Runs a statement for its effect; resolves to the number of rows it touched. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Every row, as a named prepared statement on the pooled connection (parsed and planned once
   * per connection, not per request). Inside a transaction it runs as `all` does, to join it.
   */
  prepared<T>(name: string, text: string, params: readonly unknown[]): Promise<T[]>;
  /**
   * `prepared` for a plain SELECT (of a function that writes) that is a transaction on its own and
   * whose effect no one is told of before a later statement commits normally: outside a
   * transaction, its commit does not wait for the write-ahead log to reach the disk, so the rows
   * it locks are free as soon as it has run. The log is written in order, so the later commit's
   * flush makes this one durable too; a crash before that loses only what no answer relied on.
   * Inside a transaction it joins it and commits as the transaction does.
   */
  unflushed<T>(name: string, text: string, params: readonly unknown[]): Promise<T[]>;
}

interface PgConnection {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** `?` placeholders as PostgreSQL's numbered ones (the statement texts hold no other `?`). */
const numbered = (text: string): string => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

// A prepared statement's text is rewritten once, not on every request (the hot path's is 3 kB).
const numberedTexts = new Map<string, string>();
const numberedOnce = (text: string): string => {
  let done = numberedTexts.get(text);
  if (done === undefined) numberedTexts.set(text, (done = numbered(text)));
  return done;
};

/** Told of every statement the store runs (the benchmark and tests count them per request). */
export type StatementObserver = (text: string) => void;

/**
 * The entity manager a unit of work runs on: one given, or one forked from the service's own on
 * first use. A request that only runs prepared statements (check's one statement) never forks.
 */
export interface UnitEm {
  /** The unit's entity manager, forked now if it was not yet. */
  get(): EntityManager;
  /** The unit's entity manager if it exists (a unit not yet forked has no transaction). */
  peek(): EntityManager | undefined;
  /** Any entity manager of the same ORM: they share the driver's connection and its pool. */
  root: EntityManager;
}

export const givenEm = (em: EntityManager): UnitEm => ({ get: () => em, peek: () => em, root: em });

export function forkOnUse(root: EntityManager): UnitEm {
  let em: EntityManager | undefined;
  return { get: () => (em ??= root.fork()), peek: () => em, root };
}

export const isUnitEm = (s: EntityManager | UnitEm): s is UnitEm => typeof (s as Partial<UnitEm>).peek === 'function';

export function sqlOf(source: EntityManager | UnitEm, observe?: StatementObserver): Sql {
  const unit = isUnitEm(source) ? source : givenEm(source);
  const all = <T>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
    observe?.(text);
    const em = unit.get();
    return em.getConnection().execute(text, [...params], 'all', em.getTransactionContext()) as Promise<T[]>;
  };
  const prepared = async <T>(name: string, text: string, params: readonly unknown[]): Promise<T[]> => {
    if (unit.peek()?.getTransactionContext()) return all<T>(text, params);
    observe?.(text);
    const client = unit.root.getConnection().getKnex().client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
    const pooled = await client.acquireConnection();
    try {
      return (await pooled.query({ name, text: numberedOnce(text), values: [...params] })).rows as T[];
    } finally {
      await client.releaseConnection(pooled);
    }
  };

  return {
    all,
    async one<T>(text: string, params: readonly unknown[] = []) {
      const rows = await all<T>(text, params);
      return rows[0];
    },
    prepared,
    unflushed<T>(name: string, text: string, params: readonly unknown[]): Promise<T[]> {
      if (unit.peek()?.getTransactionContext()) return all<T>(text, params);
      // Local to this statement's own transaction (set_config's third argument), so it ends with it.
      return prepared<T>(`${name}-unflushed`, `select q.* from (${text}) q cross join set_config('synchronous_commit', 'off', true)`, params);
    },
    async run(text: string, params: readonly unknown[] = []) {
      observe?.(text);
      const em = unit.get();
      const result = (await em.getConnection().execute(text, [...params], 'run', em.getTransactionContext())) as { affectedRows?: number };
      return Number(result?.affectedRows ?? 0);
    },
  };
}
