// Account and API key records: creating an account with its empty balance, finding one by
// email, changing its verification level with the trail kept, minting and revoking keys. Every
// time written is the store's clock; the caller's transaction (store.transaction) holds them.

import type { VerificationLevel } from '../vocabulary.ts';
import type { Role } from './orm/entities/account.ts';
import { isUniqueViolation } from './errors.ts';
import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';

export interface AccountRecord {
  id: string;
  email: string;
  roles: Role[];
  verification: VerificationLevel;
  createdAt: Date;
  /** scrypt hash; null: API keys only, no website sign-in. */
  passwordHash: string | null;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

interface AccountRow {
  id: string;
  email: string;
  roles: Role[];
  verification: VerificationLevel;
  created_at: Date;
  password_hash: string | null;
}

interface KeyRow {
  id: string;
  account_id: string;
  display_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const ACCOUNT_COLUMNS = 'id, email, roles, verification, created_at, password_hash';
const KEY_COLUMNS = 'id, account_id, display_prefix, created_at, last_used_at, revoked_at';

const accountOf = (r: AccountRow): AccountRecord => ({
  id: r.id,
  email: r.email,
  roles: r.roles,
  verification: r.verification,
  createdAt: new Date(r.created_at),
  passwordHash: r.password_hash,
});

const keyOf = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  displayPrefix: r.display_prefix,
  createdAt: new Date(r.created_at),
  lastUsedAt: r.last_used_at && new Date(r.last_used_at),
  revokedAt: r.revoked_at && new Date(r.revoked_at),
});

/** The account and its empty credit balance; null when the email is taken. */
export async function insertAccount(
  store: Store,
  a: { id: string; email: string; passwordHash: string | null; displayName: string | null; roles: Role[] },
): Promise<AccountRecord | null> {
  const now = store.clock();
  try {
    return await store.transaction(async (tx) => {
      const row = await sqlIn(tx).one<AccountRow>(
        `insert into account (id, email, password_hash, display_name, roles, verification, created_at) values (?, ?, ?, ?, string_to_array(?, ','), 'none', ?) returning ${ACCOUNT_COLUMNS}`,
        // Role names hold no comma; an array parameter would be expanded into a list.
        [a.id, a.email, a.passwordHash, a.displayName, a.roles.join(','), now],
      );
      await sqlIn(tx).run('insert into credit_balance (account_id, paid, free, subscription, updated_at) values (?, 0, 0, 0, ?)', [a.id, now]);
      return accountOf(row!);
    });
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

export async function accountByEmail(store: Store, email: string): Promise<AccountRecord | undefined> {
  const row = await sqlIn(store).one<AccountRow>(`select ${ACCOUNT_COLUMNS} from account where email = ?`, [email]);
  return row && accountOf(row);
}

/** The account row, locked until the caller's transaction ends. */
export async function lockAccountRecord(store: Store, accountId: string): Promise<AccountRecord | undefined> {
  const row = await sqlIn(store).one<AccountRow>(`select ${ACCOUNT_COLUMNS} from account where id = ? for update`, [accountId]);
  return row && accountOf(row);
}

export async function accountById(store: Store, accountId: string): Promise<AccountRecord | undefined> {
  const row = await sqlIn(store).one<AccountRow>(`select ${ACCOUNT_COLUMNS} from account where id = ?`, [accountId]);
  return row && accountOf(row);
}

/**
 * Sets the level and keeps the trail (verification_event), inside the caller's transaction with
 * the account locked. False when the provider's event reference was already applied.
 */
export async function recordVerification(
  store: Store,
  e: { accountId: string; previous: VerificationLevel; level: VerificationLevel; source: 'operator' | 'provider'; reference: string | null },
): Promise<boolean> {
  // A savepoint, so a replayed reference leaves the caller's transaction usable.
  try {
    await store.transaction(async (tx) => {
      await sqlIn(tx).run('update account set verification = ? where id = ?', [e.level, e.accountId]);
      await sqlIn(tx).run('insert into verification_event (account_id, previous, level, source, reference, at) values (?, ?, ?, ?, ?, ?)', [
        e.accountId, e.previous, e.level, e.source, e.reference, tx.clock(),
      ]);
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export async function activeKeyCount(store: Store, accountId: string): Promise<number> {
  const row = await sqlIn(store).one<{ n: string | number }>('select count(*) as n from api_key where account_id = ? and revoked_at is null', [accountId]);
  return Number(row?.n ?? 0);
}

export async function insertKey(store: Store, k: { id: string; accountId: string; secretSha256: string; displayPrefix: string; name: string | null }): Promise<ApiKeyRecord> {
  const row = await sqlIn(store).one<KeyRow>(
    `insert into api_key (id, account_id, secret_sha256, display_prefix, name, created_at) values (?, ?, ?, ?, ?, ?) returning ${KEY_COLUMNS}`,
    [k.id, k.accountId, k.secretSha256, k.displayPrefix, k.name, store.clock()],
  );
  return keyOf(row!);
}

/** The key, locked until the caller's transaction ends. */
export async function lockKey(store: Store, keyId: string): Promise<ApiKeyRecord | undefined> {
  const row = await sqlIn(store).one<KeyRow>(`select ${KEY_COLUMNS} from api_key where id = ? for update`, [keyId]);
  return row && keyOf(row);
}

export async function markKeyRevoked(store: Store, keyId: string): Promise<ApiKeyRecord> {
  const row = await sqlIn(store).one<KeyRow>(`update api_key set revoked_at = ? where id = ? returning ${KEY_COLUMNS}`, [store.clock(), keyId]);
  return keyOf(row!);
}
