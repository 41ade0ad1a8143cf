// The hot path's one statement. For check and generate, everything the gate reads comes back
// from PostgreSQL at once: the API key with its account (only an unrevoked key whose secret
// hashes match), the rate-limit buckets (consumed here, the same rows and arithmetic as the
// PostgreSQL limiter of the other routes), the creator with its live boundary stamp and the two
// counting windows, the session and variety counters, and the balance. Nothing is cached but
// the compiled program, which never changes under a policyHash.

import type { VerificationLevel } from '../vocabulary.ts';
import type { Clock } from './clock.ts';
import { BALANCE_COLUMNS, balanceParams, type DueAllowance } from './credits.ts';
import { LIVE_STAMP_COLUMNS, type LiveStampRow } from './creators.ts';
import type { Sql } from './sql.ts';

export interface AdmissionInput {
  keyId: string;
  secretSha256: string;
  /** null when the body names no creator (the request fails validation after the limit). */
  slug: string | null;
  promptSha256: string | null;
  due: DueAllowance | undefined;
  /** The rate limit to consume, or null when the limits live elsewhere (Redis). */
  limit: { name: string; points: number; windowSeconds: number } | null;
}

/** A bucket after this request's point: as rate-limiter-flexible's PostgreSQL store reports it. */
export interface Bucket {
  points: number;
  /** Epoch milliseconds when the window ends. */
  expire: number;
}

export interface AdmissionRow {
  account_id: string | null;
  key_id: string | null;
  verification: VerificationLevel | null;
  key_points: number | null;
  key_expire: string | number | null;
  account_points: number | null;
  account_expire: string | number | null;
  creator_id: number | null;
  slug: string | null;
  display_name: string | null;
  status: LiveStampRow['status'] | null;
  version_id: number | null;
  version: number | null;
  policy_hash: string | null;
  revoked_at: Date | string | null;
  sessions: string | number | null;
  repeats: string | number | null;
  paid: number | null;
  free: number | null;
  subscription: number | null;
  subscription_live: boolean | null;
  free_renewal_due: boolean | null;
}

export interface Admission {
  /** The statement's row, and the clock's time it was judged at. */
  row: AdmissionRow;
  at: Date;
}

const upsertBucket = (name: string, keyExpression: string, condition: string) => `${name} as (
  insert into rate_limit (key, points, expire) select ${keyExpression}, 1, ?::bigint from k where ?::boolean ${condition}
  on conflict (key) do update set
    points = case when rate_limit.expire <= ?::bigint then 1 else rate_limit.points + 1 end,
    expire = case when rate_limit.expire <= ?::bigint then excluded.expire else rate_limit.expire end
  returning points, expire)`;

const FACTS = `c as (
  select ${LIVE_STAMP_COLUMNS}, b.session_window_seconds, b.variety_window_seconds
    from creator c left join lateral live_boundary(c.id) b on true where c.slug = ?)
select k.account_id, k.id as key_id, k.verification,
       c.id as creator_id, c.slug, c.display_name, c.status, c.version_id, c.version, c.policy_hash, c.revoked_at,
       case when c.session_window_seconds is not null then
         (select count(*) from generation g where g.account_id = k.account_id and g.creator_id = c.id and g.decision <> 'refuse'
             and g.created_at > ?::timestamptz - make_interval(secs => c.session_window_seconds)) end as sessions,
       case when c.variety_window_seconds is not null and ?::text is not null then
         (select count(*) from generation g where g.account_id = k.account_id and g.creator_id = c.id and g.prompt_sha256 = ?
             and g.created_at > ?::timestamptz - make_interval(secs => c.variety_window_seconds)) end as repeats,
       ${BALANCE_COLUMNS},
       -- Last: the buckets are upserted when first read, and their row locks (every request of a
       -- key takes the same rows) are then held only until the statement commits.
       (select points from by_key) as key_points, (select expire from by_key) as key_expire,
       (select points from by_account) as account_points, (select expire from by_account) as account_expire
  from (select 1) one
  left join k on true
  left join c on k.account_id is not null
  left join credit_balance cb on cb.account_id = k.account_id`;

const ADMIT = `with k as (
  select k.id, a.id as account_id, a.verification from api_key k join account a on a.id = k.account_id
   where k.id = ? and k.secret_sha256 = ? and k.revoked_at is null),
used as (
  update api_key set last_used_at = ? where id = (select id from k) and (last_used_at is null or last_used_at < ?) returning 1),
${upsertBucket('by_key', '?', '')},
${upsertBucket('by_account', '? || k.account_id', 'and coalesce((select points from by_key), 0) <= ?::int')},
${FACTS}`;

/** The same facts for a requester already known (the website's signed-in account): no key, no limit. */
const READ = `with k as (select null::varchar as id, a.id as account_id, a.verification from account a where a.id = ?),
by_key as (select null::int as points, null::bigint as expire),
by_account as (select null::int as points, null::bigint as expire),
${FACTS}`;

const factParams = (slug: string | null, promptSha256: string | null, at: Date, due: DueAllowance | undefined): unknown[] => [
  slug,
  at,
  promptSha256,
  promptSha256,
  at,
  ...balanceParams(at, due),
];

export function gateStore(sql: Sql, clock: Clock) {
  return {
    async admit(i: AdmissionInput): Promise<Admission> {
      const at = clock();
      const nowMs = at.getTime();
      const limited = i.limit !== null;
      const expire = i.limit ? nowMs + i.limit.windowSeconds * 1000 : 0;
      const prefix = i.limit?.name ?? '';
      const bucket = (key: unknown, extra: unknown[]) => [key, expire, limited, ...extra, nowMs, nowMs];
      const params = [
        i.keyId,
        i.secretSha256,
        at,
        new Date(nowMs - 60_000), // last-used time at minute resolution: one write per key per minute at most
        ...bucket(`${prefix}:${i.keyId}`, []),
        ...bucket(`${prefix}:account:`, [i.limit?.points ?? 0]),
        ...factParams(i.slug, i.promptSha256, at, i.due),
      ];
      const [row] = await sql.prepared<AdmissionRow>('likeness-gate-admit', ADMIT, params);
      return { row: row!, at };
    },

    /** The gate's facts for a known account (no key, no rate limit): the stamp, counters and balance. */
    async read(accountId: string, slug: string, promptSha256: string, due: DueAllowance | undefined): Promise<Admission> {
      const at = clock();
      const [row] = await sql.prepared<AdmissionRow>('likeness-gate-read', READ, [accountId, ...factParams(slug, promptSha256, at, due)]);
      return { row: row!, at };
    },
  };
}

export type GateStore = ReturnType<typeof gateStore>;
