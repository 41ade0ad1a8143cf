// The few statements `npm start` runs to set up its demo data (src/service/startup/demo.ts).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';

export async function creatorStatusOf(store: Store, slug: string): Promise<string | undefined> {
  return (await sqlIn(store).one<{ status: string }>('select status from creator where slug = ?', [slug]))?.status;
}

export async function setPasswordHash(store: Store, accountId: string, hash: string): Promise<void> {
  await sqlIn(store).run('update account set password_hash = ? where id = ?', [hash, accountId]);
}

export async function addRole(store: Store, accountId: string, role: string): Promise<void> {
  await sqlIn(store).run('update account set roles = array_append(roles, ?) where id = ?', [role, accountId]);
}
