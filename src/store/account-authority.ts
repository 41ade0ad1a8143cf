// Who may revoke what through the API: a creator's own account (role `creator`, linked to that
// creator) for their consent and their licences; an operator account for any single licence.
// An operator links an account to the creator it speaks for (`likeness creator link`).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { Role } from './orm/entities/account.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';

export interface Authority {
  roles: Role[];
  /** The creator this account speaks for, when it has the creator role and is linked. */
  creatorSlug: string | null;
}

export async function authorityOf(store: Store, accountId: string): Promise<Authority> {
  const rows: { roles: Role[]; slug: string | null }[] = await sqlIn(store).all(
    'select a.roles, c.slug from account a left join creator c on c.id = a.creator_id where a.id = ?',
    [accountId]);
  const row = rows[0];
  if (!row) return { roles: [], creatorSlug: null };
  return { roles: row.roles, creatorSlug: row.roles.includes('creator') ? row.slug : null };
}

export const speaksFor = (a: Authority, slug: string): boolean => a.creatorSlug !== null && a.creatorSlug === slug;
export const isOperator = (a: Authority): boolean => a.roles.includes('operator');

/** Links an account to a creator and gives it the creator role (operator action, audited). */
export async function linkCreatorAccount(store: Store, slug: string, email: string, actor: string): Promise<Outcome<{ creator: string; accountId: string; email: string; roles: Role[] }, 'creator_not_found' | 'account_not_found'>> {
  return store.transaction(async (tx) => {
    const run = <T>(sql: string, params: unknown[]): Promise<T[]> => sqlIn(tx).all(sql, params);
    const [creator] = await run<{ id: number }>('select id from creator where slug = ?', [slug]);
    if (!creator) return fail('creator_not_found', `no creator "${slug}"`);
    const [account] = await run<{ id: string; email: string; roles: Role[] }>(
      `update account set creator_id = ?, roles = case when 'creator' = any(roles) then roles else array_append(roles, 'creator') end
        where email = ? returning id, email, roles`,
      [creator.id, email.trim().toLowerCase()],
    );
    if (!account) return fail('account_not_found', `no account with email ${email}`);
    await tx.audit.record({ actor, action: 'creator.link-account', subjectType: 'creator', subjectId: slug, detail: { accountId: account.id } });
    return ok({ creator: slug, accountId: account.id, email: account.email, roles: account.roles });
  });
}
