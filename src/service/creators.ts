// Creator activity (onboarding → active ⇄ suspended) is account state, not policy: audited.

import type { EntityManager } from '@mikro-orm/postgresql';
import { Creator } from '../db/entities/index.ts';
import type { CreatorState } from '../vocabulary.ts';
import { audit } from './audit.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';

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
  const rows: { slug: string; display_name: string; status: CreatorState; version: number | null; policy_hash: string | null }[] = await em.getConnection().execute(
    `select c.slug, c.display_name, c.status, b.version, b.policy_hash from creator c
       left join lateral (select version, policy_hash from boundary_version where creator_id = c.id order by version desc limit 1) b on true
      order by c.slug`,
    [],
    'all',
  );
  return rows.map((r) => ({ slug: r.slug, displayName: r.display_name, status: r.status, version: r.version, policyHash: r.policy_hash }));
}
