// The creator and the boundary version a generate request is judged against (and recorded under).

import type { EntityManager } from '@mikro-orm/postgresql';
import type { EnforcedBoundary } from '../gate/types.ts';
import type { RuleProgram } from '../program/types.ts';
import type { CreatorState } from '../vocabulary.ts';

export interface JudgedBoundary {
  creator: { id: number; slug: string; displayName: string; status: CreatorState };
  versionId: number;
  boundary: EnforcedBoundary;
  consentRevoked: boolean;
}

interface Row {
  id: number;
  slug: string;
  display_name: string;
  status: CreatorState;
  version_id: number | null;
  version: number;
  policy_hash: string;
  program: RuleProgram;
  revoked_at: string | null;
}

/** undefined when the creator is unknown or has no boundary set on file. */
export async function boundaryFor(em: EntityManager, slug: string): Promise<JudgedBoundary | undefined> {
  const rows: Row[] = await em.getConnection().execute(
    `select c.id, c.slug, c.display_name, c.status, b.id as version_id, b.version, b.policy_hash, b.program, b.revoked_at
       from creator c
       left join lateral (select * from boundary_version bv where bv.creator_id = c.id order by bv.version desc limit 1) b on true
      where c.slug = ?`,
    [slug],
    'all',
  );
  const r = rows[0];
  if (!r || r.version_id === null) return undefined;
  return {
    creator: { id: r.id, slug: r.slug, displayName: r.display_name, status: r.status },
    versionId: r.version_id,
    boundary: { version: r.version, policyHash: r.policy_hash, program: r.program },
    consentRevoked: r.revoked_at !== null,
  };
}
