// Creator activity (onboarding → active ⇄ suspended) is account state, not policy: audited.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { CreatorState } from '../vocabulary.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';

export interface CreatorSummary {
  slug: string;
  displayName: string;
  status: CreatorState;
  version: number | null;
  policyHash: string | null;
}

export async function setCreatorStatus(store: Store, slug: string, status: CreatorState, actor: string): Promise<Outcome<{ slug: string; status: CreatorState; previous: CreatorState }, 'creator_not_found'>> {
  return store.transaction(async (tx) => {
    const creator = await sqlIn(tx).one<{ status: CreatorState }>('select status from creator where slug = ? for update', [slug]);
    if (!creator) return fail('creator_not_found', `no creator "${slug}" (publish its boundary file first)`);
    const previous = creator.status;
    if (previous !== status) {
      await sqlIn(tx).run('update creator set status = ?, updated_at = ? where slug = ?', [status, tx.clock(), slug]);
      await tx.audit.record({ actor, action: `creator.${status === 'active' ? 'activate' : status === 'suspended' ? 'suspend' : 'onboard'}`, subjectType: 'creator', subjectId: slug, detail: { previous, status } });
    }
    return ok({ slug, status, previous });
  });
}

export async function listCreators(store: Store): Promise<CreatorSummary[]> {
  const rows: { slug: string; display_name: string; status: CreatorState; version: number | null; policy_hash: string | null }[] = await sqlIn(store).all(
    `select c.slug, c.display_name, c.status, b.version, b.policy_hash from creator c
       left join lateral live_boundary(c.id) b on true
      order by c.slug`,
    []);
  return rows.map((r) => ({ slug: r.slug, displayName: r.display_name, status: r.status, version: r.version, policyHash: r.policy_hash }));
}

export interface StatusEntry {
  actor: string;
  action: string;
  subject_id: string;
  at: Date;
}

/** The latest activations and suspensions, newest first (the review page's history). */
export const creatorStatusHistory = (store: Store): Promise<StatusEntry[]> =>
  sqlIn(store).all(
    `select actor, action, subject_id, at from audit_log where action in ('creator.activate', 'creator.suspend') order by at desc, id desc limit 20`,
    []);
