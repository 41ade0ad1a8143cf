// Creator activity (onboarding → active ⇄ suspended) is account state, not policy: audited.

import { sqlOf } from './sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Creator } from './orm/entities/index.ts';
import type { CreatorState } from '../vocabulary.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { audit } from '../service/audit.ts';

export interface CreatorSummary {
  slug: string;
  displayName: string;
  status: CreatorState;
  version: number | null;
  policyHash: string | null;
}

export async function setCreatorStatus(em: EntityManager, slug: string, status: CreatorState, actor: string): Promise<Outcome<{ slug: string; status: CreatorState; previous: CreatorState }, 'creator_not_found'>> {
  return em.transactional(async (tx) => {
    const creator = await tx.findOne(Creator, { slug });
    if (!creator) return fail('creator_not_found', `no creator "${slug}" (publish its boundary file first)`);
    const previous = creator.status;
    if (previous !== status) {
      creator.status = status;
      creator.updatedAt = new Date();
      audit(tx, { actor, action: `creator.${status === 'active' ? 'activate' : status === 'suspended' ? 'suspend' : 'onboard'}`, subjectType: 'creator', subjectId: slug, detail: { previous, status } });
      await tx.flush();
    }
    return ok({ slug, status, previous });
  });
}

export async function listCreators(em: EntityManager): Promise<CreatorSummary[]> {
  const rows: { slug: string; display_name: string; status: CreatorState; version: number | null; policy_hash: string | null }[] = await sqlOf(em).all(
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
export const creatorStatusHistory = (em: EntityManager): Promise<StatusEntry[]> =>
  sqlOf(em).all(
    `select actor, action, subject_id, at from audit_log where action in ('creator.activate', 'creator.suspend') order by at desc, id desc limit 20`,
    []);
