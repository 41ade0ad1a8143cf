// Who may work the takedown queue: accounts with the reviewer or operator role. The actor name
// recorded on every action is `account:<id>`, as elsewhere in the audit log.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { Role } from './orm/entities/account.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';

const REVIEWER_ROLES: readonly Role[] = ['reviewer', 'operator'];

export async function reviewerActor(store: Store, accountId: string): Promise<Outcome<string, 'forbidden'>> {
  const rows: { roles: Role[] }[] = await sqlIn(store).all(`select roles from account where id = ?`, [accountId]);
  const roles = rows[0]?.roles ?? [];
  if (!roles.some((r) => REVIEWER_ROLES.includes(r))) return fail('forbidden', 'the takedown queue is for accounts with the reviewer or operator role');
  return ok(`account:${accountId}`);
}
