// Who may revoke what through the API: a creator's own account (role `creator`, linked to that
// creator) for their consent and their licences; an operator account for any single licence.
// An operator links an account to the creator it speaks for (`likeness creator link`).

import { sqlOf } from './sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from './orm/entities/account.ts';
import { audit } from '../service/audit.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';

export interface Authority {
  roles: Role[];
  /** The creator this account speaks for, when it has the creator role and is linked. */
  creatorSlug: string | null;
}

export async function authorityOf(em: EntityManager, accountId: string): Promise<Authority> {
  const rows: { roles: Role[]; slug: string | null }[] = await sqlOf(em).all(
    'select a.roles, c.slug from account a left join creator c on c.id = a.creator_id where a.id = ?',
    [accountId]);
  const row = rows[0];
  if (!row) return { roles: [], creatorSlug: null };
  return { roles: row.roles, creatorSlug: row.roles.includes('creator') ? row.slug : null };
}

export const speaksFor = (a: Authority, slug: string): boolean => a.creatorSlug !== null && a.creatorSlug === slug;
export const isOperator = (a: Authority): boolean => a.roles.includes('operator');

/** Links an account to a creator and gives it the creator role (operator action, audited). */
export async function linkCreatorAccount(em: EntityManager, slug: string, email: string, actor: string): Promise<Outcome<{ creator: string; accountId: string; email: string; roles: Role[] }, 'creator_not_found' | 'account_not_found'>> {
  return em.transactional(async (tx) => {
    const run = <T>(sql: string, params: unknown[]): Promise<T[]> => sqlOf(tx).all(sql, params);
    const [creator] = await run<{ id: number }>('select id from creator where slug = ?', [slug]);
    if (!creator) return fail('creator_not_found', `no creator "${slug}"`);
    const [account] = await run<{ id: string; email: string; roles: Role[] }>(
      `update account set creator_id = ?, roles = case when 'creator' = any(roles) then roles else array_append(roles, 'creator') end
        where email = ? returning id, email, roles`,
      [creator.id, email.trim().toLowerCase()],
    );
    if (!account) return fail('account_not_found', `no account with email ${email}`);
    audit(tx, { actor, action: 'creator.link-account', subjectType: 'creator', subjectId: slug, detail: { accountId: account.id } });
    await tx.flush();
    return ok({ creator: slug, accountId: account.id, email: account.email, roles: account.roles });
  });
}
