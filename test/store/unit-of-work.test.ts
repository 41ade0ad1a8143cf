// A request's unit of work is forked from the service's entity manager only when a statement
// needs it: check's one prepared statement runs on the pool and never forks one.

import { describe, expect, it, vi } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { storeOf } from '../../src/store/index.ts';
import { forkOnUse } from '../../src/store/sql.ts';
import { emIn } from '../../src/store/unit.ts';

const fakeRoot = () => {
  const forked = { getTransactionContext: () => undefined } as unknown as EntityManager;
  const root = { fork: vi.fn(() => forked) } as unknown as EntityManager & { fork: ReturnType<typeof vi.fn> };
  return { root, forked };
};

describe('a store made for one request', () => {
  it('forks no entity manager while only its modules are reached', () => {
    const { root } = fakeRoot();
    const store = storeOf(forkOnUse(root));
    expect(typeof store.gate.admit).toBe('function');
    expect(typeof store.credits.reserve).toBe('function');
    expect(root.fork).not.toHaveBeenCalled();
  });

  it('forks once, when its entity manager is first needed, and keeps that one', () => {
    const { root, forked } = fakeRoot();
    const store = storeOf(forkOnUse(root));
    expect(emIn(store)).toBe(forked);
    expect(emIn(store)).toBe(forked);
    expect(root.fork).toHaveBeenCalledTimes(1);
  });

  it('makes each module once', () => {
    const { root } = fakeRoot();
    const store = storeOf(forkOnUse(root));
    expect(store.gate).toBe(store.gate);
    expect(store.generations).toBe(store.generations);
  });
});
