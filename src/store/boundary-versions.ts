// The rows publishing reads and writes, in raw SQL inside the publishing transaction.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { RuleProgram } from '../program/types.ts';
import type { ActorKind, VersionCause } from './orm/entities/boundary-version.ts';

// Every publish takes this transaction-scoped lock first: publishes are rare, and serialising
// them is what makes "never a duplicate or a skipped version" hold (the unique constraint on
// (creator_id, version) is the second line of defence).
const PUBLISH_LOCK = 0x6c6b6e73; // 'lkns'

export const takePublishLock = (store: Store): Promise<unknown> => run(store, 'select pg_advisory_xact_lock(?)', [PUBLISH_LOCK]);

async function run<T = Record<string, unknown>>(store: Store, sql: string, params: unknown[]): Promise<T[]> {
  return sqlIn(store).all(sql, params);
}

export interface PlatformRow {
  id: number;
  version: number;
  file_name: string;
  source: string;
  source_sha256: string;
}

export async function latestPlatform(store: Store): Promise<PlatformRow | undefined> {
  return (await run<PlatformRow>(store, 'select id, version, file_name, source, source_sha256 from platform_version order by version desc limit 1', []))[0];
}

export async function insertPlatform(store: Store, version: number, fileName: string, source: string, sha: string): Promise<PlatformRow> {
  const rows = await run<PlatformRow>(
    store,
    'insert into platform_version (version, file_name, source, source_sha256, published_at) values (?, ?, ?, ?, ?) returning id, version, file_name, source, source_sha256',
    [version, fileName, source, sha, store.clock()],
  );
  return rows[0]!;
}

export interface LatestBoundaryRow {
  creator_id: number;
  slug: string;
  version: number;
  policy_hash: string;
  file_name: string;
  source: string;
  revoked: boolean;
}

const LATEST = `select distinct on (c.id) c.id as creator_id, c.slug, b.version, b.policy_hash, b.file_name, b.source, b.revoked_at is not null as revoked
  from creator c join boundary_version b on b.creator_id = c.id`;

export async function latestBoundaries(store: Store): Promise<LatestBoundaryRow[]> {
  return run<LatestBoundaryRow>(store, `${LATEST} order by c.id, b.version desc`, []);
}

/** How the live (not revoked) programs read words: each distinct program format, normalisation
 *  and matching settings once. A new build that reads differently must re-version them. */
export interface LiveReading {
  format: string;
  normalisation: string;
  matching: unknown;
}

export async function liveReadings(store: Store): Promise<LiveReading[]> {
  return run<LiveReading>(
    store,
    `select distinct l.program->>'format' as format, l.program->>'normalisation' as normalisation, l.program->'matching' as matching
       from (select distinct on (creator_id) program, revoked_at from boundary_version order by creator_id, version desc) l
      where l.revoked_at is null`,
    [],
  );
}

export async function latestBoundaryOf(store: Store, slug: string): Promise<LatestBoundaryRow | undefined> {
  return (await run<LatestBoundaryRow>(store, `${LATEST} where c.slug = ? order by c.id, b.version desc`, [slug]))[0];
}

/** Who published the creator file the live version carries: platform re-versions keep it. */
export async function sourceAuthorOf(store: Store, creatorId: number): Promise<ActorKind | null> {
  const rows = await run<{ actor_kind: ActorKind }>(
    store,
    `select actor_kind from boundary_version where creator_id = ? and actor_kind <> 'platform' order by version desc limit 1`,
    [creatorId],
  );
  return rows[0]?.actor_kind ?? null;
}

export async function programOf(store: Store, creatorId: number, version: number): Promise<RuleProgram> {
  const rows = await run<{ program: RuleProgram }>(store, 'select program from boundary_version where creator_id = ? and version = ?', [creatorId, version]);
  return rows[0]!.program;
}

/** Creates the creator (onboarding) on first publish; keeps the display name in step with the file. */
export async function upsertCreator(store: Store, slug: string, displayName: string): Promise<number> {
  const rows = await run<{ id: number }>(
    store,
    `insert into creator (slug, display_name, created_at, updated_at) values (?, ?, ?, ?)
       on conflict (slug) do update set display_name = excluded.display_name, updated_at = excluded.updated_at returning id`,
    [slug, displayName, store.clock(), store.clock()],
  );
  return rows[0]!.id;
}

export interface NewVersion {
  creatorId: number;
  version: number;
  fileName: string;
  source: string;
  program: RuleProgram;
  policyHash: string;
  platformVersionId: number;
  cause: VersionCause;
  causeDetail: string;
  actorKind: ActorKind;
  actorId: string | null;
  reason: string;
  reopensConsent: boolean;
}

export async function insertBoundaryVersion(store: Store, v: NewVersion): Promise<void> {
  await run(
    store,
    `insert into boundary_version (creator_id, version, file_name, source, program, policy_hash, platform_version_id, cause, cause_detail,
                                   actor_kind, actor_id, reason, reopens_consent, published_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [v.creatorId, v.version, v.fileName, v.source, JSON.stringify(v.program), v.policyHash, v.platformVersionId, v.cause, v.causeDetail,
     v.actorKind, v.actorId, v.reason, v.reopensConsent, store.clock()],
  );
}
