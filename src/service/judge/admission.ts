// What check and generate read before the gate runs, from the store's one hot-path statement
// (src/store/gate.ts): who the key belongs to, the rate-limit buckets, the creator's live stamp,
// the counters and the balance. Turned here into the service's own values.

import type { Store } from '../../store/index.ts';
import type { DueAllowance } from '../../store/credits.ts';
import type { Admission, AdmissionRow, Bucket } from '../../store/gate.ts';
import type { LiveStampRow } from '../../store/creators.ts';
import type { Requester } from '../accounts/keys.ts';
import type { Counted } from './facts.ts';

/** The facts read for one (account, creator, prompt): compared before use, so they never serve another request. */
export interface Admitted {
  accountId: string;
  slug: string | null;
  promptSha256: string | null;
  stamp: LiveStampRow | undefined;
  counted: Counted;
  /** The free allowance's period has turned: generate's top-up would write (false: it would change nothing). */
  freeRenewalDue: boolean;
}

export interface AdmissionResult {
  requester: Requester | null;
  buckets: { byKey: Bucket | null; byAccount: Bucket | null };
  admitted: Admitted | null;
}

const bucketOf = (points: number | null, expire: string | number | null): Bucket | null => (points === null ? null : { points: Number(points), expire: Number(expire) });

function admittedOf(row: AdmissionRow, accountId: string, slug: string | null, promptSha256: string | null): Admitted {
  const stamp: LiveStampRow | undefined =
    row.creator_id === null
      ? undefined
      : { id: row.creator_id, slug: row.slug!, display_name: row.display_name!, status: row.status!, version_id: row.version_id, version: row.version, policy_hash: row.policy_hash, revoked_at: row.revoked_at };
  const subscription = row.subscription_live ? Number(row.subscription ?? 0) : 0;
  const available = row.paid === null ? 0 : Number(row.paid) + Number(row.free) + subscription;
  return { accountId, slug, promptSha256, stamp, counted: { sessionCount: Number(row.sessions ?? 0), varietyCount: Number(row.repeats ?? 0), available }, freeRenewalDue: row.free_renewal_due !== false };
}

export async function admitKey(
  store: Store,
  i: { keyId: string; secretSha256: string; slug: string | null; promptSha256: string | null; due: DueAllowance | undefined; limit: { name: string; points: number; windowSeconds: number } | null },
): Promise<AdmissionResult> {
  const { row } = await store.gate.admit(i);
  if (row.account_id === null) return { requester: null, buckets: { byKey: null, byAccount: null }, admitted: null };
  return {
    requester: { accountId: row.account_id, keyId: row.key_id!, verification: row.verification! },
    buckets: { byKey: bucketOf(row.key_points, row.key_expire), byAccount: bucketOf(row.account_points, row.account_expire) },
    admitted: i.slug === null ? null : admittedOf(row, row.account_id, i.slug, i.promptSha256),
  };
}

/** The same facts for a requester already known (the website's account). */
export async function readFacts(store: Store, accountId: string, slug: string, promptSha256: string, due: DueAllowance | undefined): Promise<Admitted> {
  const { row }: Admission = await store.gate.read(accountId, slug, promptSha256, due);
  return admittedOf(row, accountId, slug, promptSha256);
}
