// The boundary the gate enforces for a creator, as cheaply as the hot path allows: one query for
// the creator and its latest version's stamp, and the (large, immutable) program fetched only when
// its policyHash is not cached yet. A program never changes under a policyHash, so the cache can
// never serve a stale rule; the version and revocation always come fresh from the database.

import type { EntityManager } from '@mikro-orm/postgresql';
import type { EnforcedBoundary } from '../../gate/types.ts';
import type { RuleProgram } from '../../program/types.ts';
import type { CreatorState } from '../../vocabulary.ts';

const PROGRAM_CACHE_SIZE = 256;
const programs = new Map<string, RuleProgram>();

export interface LiveBoundary {
  creator: { id: number; slug: string; displayName: string; status: CreatorState };
  /** Row id of the boundary version, which a generation record refers to. */
  versionId: number;
  boundary: EnforcedBoundary;
  revokedAt: string | null;
}

interface StampRow {
  id: number;
  slug: string;
  display_name: string;
  status: CreatorState;
  version_id: number | null;
  version: number | null;
  policy_hash: string | null;
  revoked_at: string | null;
}

async function programFor(em: EntityManager, creatorId: number, version: number, policyHash: string): Promise<RuleProgram> {
  const cached = programs.get(policyHash);
  if (cached) {
    programs.delete(policyHash); // re-insert: Map order is the recency order
    programs.set(policyHash, cached);
    return cached;
  }
  const rows: { program: RuleProgram }[] = await em
    .getConnection()
    .execute('select program from boundary_version where creator_id = ? and version = ?', [creatorId, version], 'all');
  const program = rows[0]?.program;
  if (!program) throw new Error(`boundary version ${version} of creator ${creatorId} vanished`);
  programs.set(policyHash, program);
  if (programs.size > PROGRAM_CACHE_SIZE) programs.delete(programs.keys().next().value as string);
  return program;
}

/** undefined when the creator is unknown or has no boundary set on file. */
export async function liveBoundary(em: EntityManager, slug: string): Promise<LiveBoundary | undefined> {
  const rows: StampRow[] = await em.getConnection().execute(
    `select c.id, c.slug, c.display_name, c.status, b.id as version_id, b.version, b.policy_hash, b.revoked_at
       from creator c
       left join lateral (select id, version, policy_hash, revoked_at from boundary_version bv
                           where bv.creator_id = c.id order by bv.version desc limit 1) b on true
      where c.slug = ?`,
    [slug],
    'all',
  );
  const row = rows[0];
  if (!row || row.version_id === null || row.version === null || row.policy_hash === null) return undefined;
  const program = await programFor(em, row.id, row.version, row.policy_hash);
  return {
    creator: { id: row.id, slug: row.slug, displayName: row.display_name, status: row.status },
    versionId: row.version_id,
    boundary: { version: row.version, policyHash: row.policy_hash, program },
    revokedAt: row.revoked_at,
  };
}
