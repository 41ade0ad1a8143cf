// Accounts with a role and an API key, made through the real service functions.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../src/store/orm/entities/account.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { storeOf } from '../../src/store/index.ts';

export async function accountWithKey(em: EntityManager, email: string, roles: Role[]): Promise<{ accountId: string; key: string }> {
  const account = await createAccount(storeOf(em.fork()), { email, roles, actor: 'test' });
  if (!account.ok) throw new Error(account.message);
  const key = await createKey(storeOf(em.fork()), account.value.id, 'test');
  if (!key.ok) throw new Error(key.message);
  return { accountId: account.value.id, key: key.value.secret };
}

/** A report row with chosen times, as if it had arrived earlier (the queue-order tests). */
export async function insertReport(em: EntityManager, id: string, opts: { dueInHours: number; status?: string; kind?: string }): Promise<void> {
  await em.getConnection().execute(
    `insert into takedown (id, kind, detail, status, received_at, due_at)
     values (?, ?, 'a report inserted by the test suite', ?, now() + make_interval(hours => ?) - interval '48 hours', now() + make_interval(hours => ?))`,
    [id, opts.kind ?? 'other', opts.status ?? 'open', opts.dueInHours, opts.dueInHours],
    'run',
  );
}
