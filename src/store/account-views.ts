// What the requester dashboard reads: the account's API keys, its credit ledger and its
// generations (newest first). Writes go through src/service (createKey, revokeKey).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';

export interface KeyRow {
  id: string;
  name: string | null;
  display_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface LedgerRow {
  id: string;
  source: string;
  reason: string;
  delta: number;
  balance_after: number;
  reference: string | null;
  created_at: Date;
}

export interface GenerationRow {
  id: string;
  creator_slug: string;
  creator_name: string;
  decision: string;
  rule: string | null;
  context: string;
  render_state: string | null;
  licence_status: string | null;
  created_at: Date;
}

const exec = <T>(store: Store, sql: string, params: unknown[]): Promise<T[]> => sqlIn(store).all(sql, params);

export const keysOf = (store: Store, accountId: string): Promise<KeyRow[]> =>
  exec(store, 'select id, name, display_prefix, created_at, last_used_at, revoked_at from api_key where account_id = ? order by created_at desc, id', [accountId]);

export async function ownKey(store: Store, accountId: string, keyId: string): Promise<KeyRow | undefined> {
  return (await exec<KeyRow>(store, 'select id, name, display_prefix, created_at, last_used_at, revoked_at from api_key where account_id = ? and id = ?', [accountId, keyId]))[0];
}

export const ledgerOf = (store: Store, accountId: string, limit = 50): Promise<LedgerRow[]> =>
  exec(store, 'select id, source, reason, delta, balance_after, reference, created_at from credit_ledger where account_id = ? order by id desc limit ?', [accountId, limit]);

export const generationsOf = (store: Store, accountId: string, limit = 50): Promise<GenerationRow[]> =>
  exec(
    store,
    `select g.id, c.slug as creator_slug, c.display_name as creator_name, g.decision, g.rule, g.context, g.render_state, g.licence_status, g.created_at
       from generation g join creator c on c.id = g.creator_id
      where g.account_id = ? order by g.created_at desc, g.id limit ?`,
    [accountId, limit],
  );

/** The stored SHA-256 of a key: to confirm a key handed over to the dashboard page is the real one. */
export async function secretOfKey(store: Store, keyId: string): Promise<string | undefined> {
  return (await exec<{ secret_sha256: string }>(store, 'select secret_sha256 from api_key where id = ?', [keyId]))[0]?.secret_sha256;
}
