import type { EntityManager } from '@mikro-orm/postgresql';

export const OPERATOR = 'operator:cli';

/** Runs a unit of work against the service database (injected so tests can use theirs). */
export type OpenSession = <T>(run: (em: EntityManager) => Promise<T>) => Promise<T>;
