// Generations and their Idempotency-Keys: the row a decision writes, and the claim a keyed
// request holds until its answer is stored in the same transaction.

import type { Clock } from './clock.ts';
import type { Sql } from './sql.ts';

export interface GenerationInsert {
  id: string;
  accountId: string;
  creatorId: number;
  versionId: number;
  promptSha256: string;
  context: string;
  realism: string;
  mode: string;
  createdAt: Date;
}

export interface IdempotencyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: Record<string, unknown> | null;
}

/** The columns a generation row may carry beyond the base (decision, manifest, credits ...). */
const EXTRA_COLUMNS = new Set([
  'decision', 'rule', 'refusal', 'advisories', 'credits_source', 'manifest', 'signature', 'key_id', 'licence_status', 'render_state', 'render_detail',
  'content_hash', 'image_sha256', 'credits_charged', 'credits_cost',
]);

export function generationsStore(sql: Sql, clock: Clock) {
  return {
    async insert(b: GenerationInsert, fields: Record<string, unknown>): Promise<void> {
      for (const column of Object.keys(fields)) if (!EXTRA_COLUMNS.has(column)) throw new Error(`generation has no column ${column}`);
      const columns = ['id', 'account_id', 'creator_id', 'boundary_version_id', 'prompt_sha256', 'context', 'realism', 'mode', 'created_at', ...Object.keys(fields)];
      const values = [b.id, b.accountId, b.creatorId, b.versionId, b.promptSha256, b.context, b.realism, b.mode, b.createdAt, ...Object.values(fields)];
      await sql.run(`insert into generation (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, values);
    },

    /** True when this request now holds the key. */
    async claimKey(accountId: string, key: string, fingerprint: string): Promise<boolean> {
      const rows = await sql.all(`insert into idempotency_key (account_id, key, fingerprint, created_at) values (?, ?, ?, ?) on conflict do nothing returning key`, [
        accountId,
        key,
        fingerprint,
        clock(),
      ]);
      return rows.length > 0;
    },

    keyState: (accountId: string, key: string) =>
      sql.one<IdempotencyRow>(`select fingerprint, state, response_status, response_body from idempotency_key where account_id = ? and key = ?`, [accountId, key]),

    /** Takes over a pending claim older than `staleAfterSeconds` (its process died). */
    async takeOverStaleKey(accountId: string, key: string, staleAfterSeconds: number): Promise<boolean> {
      const now = clock();
      const rows = await sql.all(
        `update idempotency_key set created_at = ? where account_id = ? and key = ? and state = 'pending' and created_at < ? returning key`,
        [now, accountId, key, new Date(now.getTime() - staleAfterSeconds * 1000)],
      );
      return rows.length > 0;
    },

    async completeKey(accountId: string, key: string, generationId: string, response: { status: number; body: Record<string, unknown> }): Promise<void> {
      await sql.run(
        `update idempotency_key set state = 'done', generation_id = ?, response_status = ?, response_body = ?::jsonb, completed_at = ?
          where account_id = ? and key = ?`,
        [generationId, response.status, JSON.stringify(response.body), clock(), accountId, key],
      );
    },

    async abandonKey(accountId: string, key: string): Promise<void> {
      await sql.run(`delete from idempotency_key where account_id = ? and key = ? and state = 'pending'`, [accountId, key]);
    },
  };
}

export type GenerationsStore = ReturnType<typeof generationsStore>;
