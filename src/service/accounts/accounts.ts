// Accounts: creation (with a first API key and optional credits), lookup, verification level.

import { storeOf } from '../../store/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Account, CreditBalance, VerificationEvent, type AccountEntity } from '../../store/orm/entities/index.ts';
import type { Role } from '../../store/orm/entities/account.ts';
import type { VerificationLevel } from '../../vocabulary.ts';
import { audit } from '../audit.ts';
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

type AccountRow = AccountEntity | { id: string; email: string; roles: Role[]; verification: VerificationLevel; createdAt: Date };
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

export async function createAccount(em: EntityManager, input: NewAccount): Promise<Outcome<AccountView, 'account_exists'>> {
  const email = normaliseEmail(input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await em.transactional(async (tx) => {
      const account = tx.create(Account, {
        id: newId('acct'),
        email,
        passwordHash,
        displayName: input.displayName ?? null,
        roles: input.roles ?? ['requester'],
        verification: 'none',
        createdAt: new Date(),
      });
      tx.create(CreditBalance, { account, paid: 0, free: 0, subscription: 0, updatedAt: new Date() });
      audit(tx, { actor: input.actor, action: 'account.create', subjectType: 'account', subjectId: account.id, detail: { email, roles: account.roles } });
      await tx.flush();
      if (input.verification && input.verification !== 'none') {
        await setVerification(tx, account.id, input.verification, { source: 'operator', actor: input.actor });
      }
      if (input.credits && input.credits > 0) await grantCredits(storeOf(tx), account.id, input.credits, input.actor);
      return ok(viewAccount(account));
    });
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return fail('account_exists', `an account with email ${email} already exists`);
    throw e;
  }
}

export async function findAccountByEmail(em: EntityManager, email: string): Promise<Outcome<AccountView & { row: AccountEntity }, 'account_not_found'>> {
  const row = await em.findOne(Account, { email: normaliseEmail(email) });
  return row ? ok({ ...viewAccount(row), row }) : fail('account_not_found', `no account with email ${normaliseEmail(email)}`);
}

export interface VerificationSource {
  source: 'operator' | 'provider';
  actor: string;
  /** Provider event id: unique, so a replayed provider callback cannot apply twice. */
  reference?: string;
}

/** Sets the level, keeping the trail (verification_event) and an audit entry, in one transaction. */
export async function setVerification(
  em: EntityManager,
  accountId: string,
  level: VerificationLevel,
  by: VerificationSource,
): Promise<Outcome<AccountView, 'account_not_found' | 'replayed_callback'>> {
  try {
    return await em.transactional(async (tx) => {
      const account = await tx.findOne(Account, { id: accountId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!account) return fail('account_not_found', `no account ${accountId}`);
      const previous = account.verification;
      account.verification = level;
      tx.create(VerificationEvent, { account, previous, level, source: by.source, reference: by.reference ?? null, at: new Date() });
      audit(tx, { actor: by.actor, action: 'account.verify', subjectType: 'account', subjectId: account.id, detail: { previous, level, source: by.source, reference: by.reference ?? null } });
      await tx.flush();
      return ok(viewAccount(account));
    });
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return fail('replayed_callback', `verification event ${by.reference} was already applied`);
    throw e;
  }
}
