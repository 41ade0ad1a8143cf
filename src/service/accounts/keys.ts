// API keys: minted once (the secret is returned only then), revoked, and authenticated on every
// request straight from the database, so a revocation holds on the next request on every instance.

import type { VerificationLevel } from '../../vocabulary.ts';
import { fail, ok, type Outcome } from '../../kernel/outcome.ts';
import { keyIdOf, mintKey, secretMatches, sha256Hex } from './key-format.ts';
import type { Store } from '../../store/index.ts';
import { accountById, activeKeyCount, insertKey, lockAccountRecord, lockKey, markKeyRevoked, type ApiKeyRecord } from '../../store/account-records.ts';

export interface KeyView {
  id: string;
  accountId: string;
  displayPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const view = (k: ApiKeyRecord): KeyView => ({
  id: k.id,
  accountId: k.accountId,
  displayPrefix: k.displayPrefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/**
 * Returns the key's secret: the only time it exists outside the caller's hands. With `maxActive`
 * (self-service), an account that already has that many unrevoked keys gets key_limit_reached;
 * the account row is locked so that racing requests cannot pass the cap together.
 */
export async function createKey(
  store: Store,
  accountId: string,
  actor: string,
  name: string | null = null,
  maxActive?: number,
): Promise<Outcome<KeyView & { secret: string }, 'account_not_found' | 'key_limit_reached'>> {
  return store.transaction(async (tx) => {
    const account = maxActive === undefined ? await accountById(tx, accountId) : await lockAccountRecord(tx, accountId);
    if (!account) return fail('account_not_found', `no account ${accountId}`);
    if (maxActive !== undefined && (await activeKeyCount(tx, accountId)) >= maxActive) {
      return fail('key_limit_reached', `this account already has ${maxActive} active API keys (the most allowed); revoke one first`);
    }
    const minted = mintKey();
    const key = await insertKey(tx, { id: minted.id, accountId, secretSha256: minted.secretSha256, displayPrefix: minted.displayPrefix, name });
    await tx.audit.record({ actor, action: 'key.create', subjectType: 'api_key', subjectId: key.id, detail: { accountId } });
    return ok({ ...view(key), secret: minted.secret });
  });
}

export async function revokeKey(store: Store, keyId: string, actor: string): Promise<Outcome<KeyView, 'key_not_found'>> {
  return store.transaction(async (tx) => {
    const key = await lockKey(tx, keyId);
    if (!key) return fail('key_not_found', `no API key ${keyId}`);
    if (key.revokedAt) return ok(view(key));
    const revoked = await markKeyRevoked(tx, keyId);
    await tx.audit.record({ actor, action: 'key.revoke', subjectType: 'api_key', subjectId: keyId, detail: {} });
    return ok(view(revoked));
  });
}

export interface Requester {
  accountId: string;
  keyId: string;
  verification: VerificationLevel;
}

/** The key id and the SHA-256 of the whole text, for a key shaped like ours; null otherwise. */
export function presentedKey(presented: string): { keyId: string; secretSha256: string } | null {
  const keyId = keyIdOf(presented);
  return keyId ? { keyId, secretSha256: sha256Hex(presented) } : null;
}

/** Who a bearer key belongs to; one failure code for missing, unknown and revoked alike. */
export async function authenticate(store: Store, presented: string | undefined): Promise<Outcome<Requester, 'unauthenticated'>> {
  const denied = fail('unauthenticated', 'a valid API key is required: send Authorization: Bearer <key>');
  if (!presented) return denied;
  const keyId = keyIdOf(presented);
  if (!keyId) return denied;
  const row = await store.accounts.keyWithAccount(keyId);
  if (!row || row.revoked_at !== null || !secretMatches(presented, row.secret_sha256)) return denied;
  await store.accounts.touchKey(keyId);
  return ok({ accountId: row.account_id, keyId: row.id, verification: row.verification });
}
