// The few statements `npm start` runs to set up its demo data (src/service/startup/demo.ts).

import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from './sql.ts';

export async function creatorStatusOf(em: EntityManager, slug: string): Promise<string | undefined> {
  return (await sqlOf(em).one<{ status: string }>('select status from creator where slug = ?', [slug]))?.status;
}

export async function setPasswordHash(em: EntityManager, accountId: string, hash: string): Promise<void> {
  await sqlOf(em).run('update account set password_hash = ? where id = ?', [hash, accountId]);
}

export async function addRole(em: EntityManager, accountId: string, role: string): Promise<void> {
  await sqlOf(em).run('update account set roles = array_append(roles, ?) where id = ?', [role, accountId]);
}
