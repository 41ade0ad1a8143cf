// Accounts: creation (with a first API key and optional credits), lookup, verification level.

import type { Store } from '../../store/index.ts';
import { accountByEmail, insertAccount, lockAccountRecord, recordVerification, type AccountRecord } from '../../store/account-records.ts';
import type { Role } from '../../store/orm/entities/account.ts';
import type { VerificationLevel } from '../../vocabulary.ts';
import { newId } from '../../kernel/ids.ts';
import { fail, ok, type Outcome } from '../../kernel/outcome.ts';
import { hashPassword } from './password.ts';
import { grantCredits } from './credits.ts';

export interface AccountView {
  id: string;
  email: string;
  roles: Role[];
  verification: VerificationLevel;
  createdAt: string;
}

type AccountRow = Pick<AccountRecord, 'id' | 'email' | 'roles' | 'verification' | 'createdAt'>;
export const viewAccount = (a: AccountRow): AccountView => ({
  id: a.id,
  email: a.email,
  roles: a.roles,
  verification: a.verification,
  createdAt: a.createdAt.toISOString(),
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export interface NewAccount {
  email: string;
  password?: string;
  /** Shown on the website; optional. */
  displayName?: string | null;
  roles?: Role[];
  verification?: VerificationLevel;
  credits?: number;
  actor: string;
}

export async function createAccount(store: Store, input: NewAccount): Promise<Outcome<AccountView, 'account_exists'>> {
  const email = normaliseEmail(input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const exists = fail('account_exists', `an account with email ${email} already exists`);
  return store.transaction(async (tx) => {
    const account = await insertAccount(tx, { id: newId('acct'), email, passwordHash, displayName: input.displayName ?? null, roles: input.roles ?? ['requester'] });
    if (!account) return exists;
    await tx.audit.record({ actor: input.actor, action: 'account.create', subjectType: 'account', subjectId: account.id, detail: { email, roles: account.roles } });
    let view = viewAccount(account);
    if (input.verification && input.verification !== 'none') {
      const verified = await setVerification(tx, account.id, input.verification, { source: 'operator', actor: input.actor });
      if (verified.ok) view = verified.value;
    }
    if (input.credits && input.credits > 0) await grantCredits(tx, account.id, input.credits, input.actor);
    return ok(view);
  });
}

export async function findAccountByEmail(store: Store, email: string): Promise<Outcome<AccountView & { passwordHash: string | null }, 'account_not_found'>> {
  const row = await accountByEmail(store, normaliseEmail(email));
  return row ? ok({ ...viewAccount(row), passwordHash: row.passwordHash }) : fail('account_not_found', `no account with email ${normaliseEmail(email)}`);
}

export interface VerificationSource {
  source: 'operator' | 'provider';
  actor: string;
  /** Provider event id: unique, so a replayed provider callback cannot apply twice. */
  reference?: string;
}

/** Sets the level, keeping the trail (verification_event) and an audit entry, in one transaction. */
export async function setVerification(
  store: Store,
  accountId: string,
  level: VerificationLevel,
  by: VerificationSource,
): Promise<Outcome<AccountView, 'account_not_found' | 'replayed_callback'>> {
  const replayed = fail('replayed_callback', `verification event ${by.reference} was already applied`);
  const outcome = await store.transaction(async (tx): Promise<Outcome<AccountView, 'account_not_found' | 'replayed_callback'>> => {
    const account = await lockAccountRecord(tx, accountId);
    if (!account) return fail('account_not_found', `no account ${accountId}`);
    const previous = account.verification;
    if (!(await recordVerification(tx, { accountId, previous, level, source: by.source, reference: by.reference ?? null }))) return replayed;
    await tx.audit.record({ actor: by.actor, action: 'account.verify', subjectType: 'account', subjectId: account.id, detail: { previous, level, source: by.source, reference: by.reference ?? null } });
    return ok(viewAccount({ ...account, verification: level }));
  });
  return outcome;
}
