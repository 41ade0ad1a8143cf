import type { Store } from '../../store/index.ts';

export const OPERATOR = 'operator:cli';

/** Runs a unit of work against the service database (injected so tests can use theirs). */
export type OpenSession = <T>(run: (store: Store) => Promise<T>) => Promise<T>;
