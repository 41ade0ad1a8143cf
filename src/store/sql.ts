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
}

/** Told of every statement the store runs (the benchmark and tests count them per request). */
export type StatementObserver = (text: string) => void;

export function sqlOf(em: EntityManager, observe?: StatementObserver): Sql {
  const connection = () => em.getConnection();
  const all = <T>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
    observe?.(text);
    return connection().execute(text, [...params], 'all', em.getTransactionContext()) as Promise<T[]>;
  };
  return {
    all,
    async one<T>(text: string, params: readonly unknown[] = []) {
      const rows = await all<T>(text, params);
      return rows[0];
    },
    async run(text: string, params: readonly unknown[] = []) {
      observe?.(text);
      const result = (await connection().execute(text, [...params], 'run', em.getTransactionContext())) as { affectedRows?: number };
      return Number(result?.affectedRows ?? 0);
    },
  };
}
