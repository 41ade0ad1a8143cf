// Reads for the directory and boundaries endpoints (no writes).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { RuleProgram } from '../program/types.ts';
import type { CreatorState } from '../vocabulary.ts';
import type { CreatorProfile } from './orm/entities/creator.ts';
import type { StoryFields } from '../service/directory/version-story.ts';

export interface CreatorRow {
  id: number;
  slug: string;
  display_name: string;
  status: CreatorState;
  profile: CreatorProfile;
  created_at: string;
}

export interface VersionRow extends StoryFields {
  version: number;
  policy_hash: string;
  program: RuleProgram;
  source: string;
  file_name: string;
  cause: string;
  cause_detail: string;
  published_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

const VERSION_COLUMNS = `version, policy_hash, program, source, file_name, cause, cause_detail, published_at, revoked_at, revoked_reason,
  actor_kind, actor_id, reason, reopens_consent, revoked_by_kind, revoked_by_id`;

const exec = <T>(store: Store, sql: string, params: unknown[]): Promise<T[]> => sqlIn(store).all(sql, params);

/** Active creators after `afterSlug`, in slug order, with their latest boundary version (or none). */
export async function listActiveCreators(store: Store, afterSlug: string | null, limit: number): Promise<(CreatorRow & { latest: VersionRow | null })[]> {
  const rows = await exec<CreatorRow & { v_version: number | null; v_policy_hash: string; v_program: RuleProgram; v_published_at: string; v_revoked_at: string | null }>(
    store,
    `select c.id, c.slug, c.display_name, c.status, c.profile, c.created_at,
            b.version as v_version, b.policy_hash as v_policy_hash, b.program as v_program, b.published_at as v_published_at, b.revoked_at as v_revoked_at
       from creator c
       left join lateral live_boundary(c.id) b on true
      where c.status = 'active' and (?::text is null or c.slug > ?)
      order by c.slug limit ?`,
    [afterSlug, afterSlug, limit],
  );
  return rows.map((r) => ({
    ...r,
    latest: r.v_version === null ? null : ({ version: r.v_version, policy_hash: r.v_policy_hash, program: r.v_program, published_at: r.v_published_at, revoked_at: r.v_revoked_at } as VersionRow),
  }));
}

export async function creatorBySlug(store: Store, slug: string): Promise<CreatorRow | undefined> {
  return (await exec<CreatorRow>(store, 'select id, slug, display_name, status, profile, created_at from creator where slug = ?', [slug]))[0];
}

export async function versionsOf(store: Store, creatorId: number): Promise<VersionRow[]> {
  return exec<VersionRow>(
    store,
    `select ${VERSION_COLUMNS} from boundary_version where creator_id = ? order by version desc`,
    [creatorId],
  );
}

export async function latestVersionOf(store: Store, creatorId: number): Promise<VersionRow | undefined> {
  return (
    await exec<VersionRow>(
      store,
      `select ${VERSION_COLUMNS} from live_boundary(?)`,
      [creatorId],
    )
  )[0];
}

/** The source of a creator's live boundary version (none, or one row), as `likeness policy pull` writes it. */
export const liveFilesOf = (store: Store, slug: string): Promise<{ version: number; source: string; revoked: boolean }[]> =>
  sqlIn(store).all(`select b.version, b.source, b.revoked_at is not null as revoked from creator c join lateral live_boundary(c.id) b on true where c.slug = ?`, [slug]);
