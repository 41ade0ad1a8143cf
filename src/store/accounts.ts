// Accounts, API keys and sessions: the key lookup behind authentication (routes off the hot path;
// check and generate authenticate inside the gate's statement, src/store/gate.ts).

import type { VerificationLevel } from '../vocabulary.ts';
import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';

export interface KeyRow {
  id: string;
  secret_sha256: string;
  revoked_at: Date | null;
  account_id: string;
  verification: VerificationLevel;
}

export function accountsStore(sql: Sql, clock: Clock) {
  return {
    keyWithAccount: (keyId: string) =>
      sql.one<KeyRow>(`select k.id, k.secret_sha256, k.revoked_at, a.id as account_id, a.verification from api_key k join account a on a.id = k.account_id where k.id = ?`, [keyId]),

    /** Last-used time at minute resolution: one write per key per minute at most, not per request. */
    async touchKey(keyId: string): Promise<void> {
      const now = clock();
      await sql.run(`update api_key set last_used_at = ? where id = ? and (last_used_at is null or last_used_at < ?)`, [now, keyId, new Date(now.getTime() - 60_000)]);
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
