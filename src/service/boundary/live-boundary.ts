// The boundary the gate enforces for a creator: its live stamp read fresh from the database on
// every request (src/store/creators.ts, or the hot path's one statement), and the (large,
// immutable) program from an in-process cache keyed by policyHash, fetched only on a miss. A
// program never changes under a policyHash, so the cache can never serve a stale rule; the
// version, revocation and suspension always come from the database.

import type { EnforcedBoundary } from '../../gate/types.ts';
import type { RuleProgram } from '../../program/types.ts';
import type { Store } from '../../store/index.ts';
import type { LiveStampRow } from '../../store/creators.ts';
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

async function programFor(store: Store, versionId: number, policyHash: string): Promise<RuleProgram> {
  const cached = programs.get(policyHash);
  if (cached) {
    programs.delete(policyHash); // re-insert: Map order is the recency order
    programs.set(policyHash, cached);
    return cached;
  }
  const program = await store.creators.program(versionId);
  if (!program) throw new Error(`boundary version ${versionId} vanished`);
  programs.set(policyHash, program);
  if (programs.size > PROGRAM_CACHE_SIZE) programs.delete(programs.keys().next().value as string);
  return program;
}

/** The live boundary from a stamp; undefined when the creator has no boundary set on file. */
export async function liveBoundaryOf(store: Store, row: LiveStampRow): Promise<LiveBoundary | undefined> {
  if (row.version_id === null || row.version === null || row.policy_hash === null) return undefined;
  const program = await programFor(store, row.version_id, row.policy_hash);
  const revokedAt = row.revoked_at === null ? null : new Date(row.revoked_at).toISOString();
  return {
    creator: { id: row.id, slug: row.slug, displayName: row.display_name, status: row.status },
    versionId: row.version_id,
    boundary: { version: row.version, policyHash: row.policy_hash, program },
    revokedAt,
  };
}

/** undefined when the creator is unknown or has no boundary set on file. */
export async function liveBoundary(store: Store, slug: string): Promise<LiveBoundary | undefined> {
  const row = await store.creators.liveStamp(slug);
  return row ? liveBoundaryOf(store, row) : undefined;
}
