// Creator profiles: the text (bio, links), the avatar renditions and the chosen sample images.
// A sample is shown only while its generation is licensed (licence active, its boundary version
// not revoked, an image rendered): revoking a licence or consent hides it without an edit.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';

export interface ProfileText {
  bio: string;
  links: string[];
  avatarHash: string | null;
  updatedAt: Date | null;
}

export interface SampleImage {
  generationId: string;
  contentHash: string;
  context: string;
  createdAt: Date;
}

export interface ListedProfile extends ProfileText {
  slug: string;
  samples: SampleImage[];
}

const EMPTY: ProfileText = { bio: '', links: [], avatarHash: null, updatedAt: null };

// The same reading of "licensed" as the console and GET /images: licence active and the set it
// was issued under not revoked.
const LICENSED = `g.licence_status = 'active' and g.manifest is not null and g.render_state = 'rendered' and g.content_hash is not null
  and not exists (select 1 from boundary_version b where b.id = g.boundary_version_id and b.revoked_at is not null)`;

interface ProfileRow {
  bio: string;
  links: string[];
  avatar_hash: string | null;
  updated_at: Date;
}

const textOf = (row: ProfileRow | undefined): ProfileText =>
  row ? { bio: row.bio, links: row.links, avatarHash: row.avatar_hash, updatedAt: row.updated_at } : { ...EMPTY, links: [] };

export async function profileOf(store: Store, creatorId: number): Promise<ProfileText> {
  const sql = sqlIn(store);
  return textOf(await sql.one<ProfileRow>('select bio, links, avatar_hash, updated_at from creator_profile where creator_id = ?', [creatorId]));
}

interface SampleRow {
  creator_id: number;
  generation_id: string;
  content_hash: string;
  context: string;
  created_at: Date;
}

const sampleOf = (r: SampleRow): SampleImage => ({ generationId: r.generation_id, contentHash: r.content_hash, context: r.context, createdAt: r.created_at });

/** The chosen samples that are still licensed, in the creator's order. */
export async function samplesOf(store: Store, creatorId: number): Promise<SampleImage[]> {
  const sql = sqlIn(store);
  const rows = await sql.all<SampleRow>(
    `select s.creator_id, g.id as generation_id, g.content_hash, g.context, g.created_at
       from creator_sample s join generation g on g.id = s.generation_id and g.creator_id = s.creator_id
      where s.creator_id = ? and ${LICENSED}
      order by s.position, g.id`,
    [creatorId],
  );
  return rows.map(sampleOf);
}

/** Profiles of several creators at once (the directory), keyed by slug; creators without one get an empty profile. */
export async function profilesBySlug(store: Store, slugs: readonly string[], samplesEach: number): Promise<Map<string, ListedProfile>> {
  const sql = sqlIn(store);
  const out = new Map<string, ListedProfile>();
  if (slugs.length === 0) return out;
  const rows = await sql.all<ProfileRow & { slug: string; id: number }>(
    `select c.id, c.slug, coalesce(p.bio, '') as bio, coalesce(p.links, '[]'::jsonb) as links, p.avatar_hash, p.updated_at
       from creator c left join creator_profile p on p.creator_id = c.id
      where c.slug in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(slugs)],
  );
  const samples = await sql.all<SampleRow & { rank: number }>(
    `select * from (
       select s.creator_id, g.id as generation_id, g.content_hash, g.context, g.created_at,
              row_number() over (partition by s.creator_id order by s.position, g.id) as rank
         from creator_sample s join generation g on g.id = s.generation_id and g.creator_id = s.creator_id
        where s.creator_id in (select (jsonb_array_elements_text(?::jsonb))::int) and ${LICENSED}) ranked
      where rank <= ? order by creator_id, rank`,
    [JSON.stringify(rows.map((r) => r.id)), samplesEach],
  );
  for (const r of rows) {
    out.set(r.slug, { slug: r.slug, ...textOf(r), samples: samples.filter((s) => s.creator_id === r.id).map(sampleOf) });
  }
  return out;
}

/** This creator's licensed generations with an image, newest first: what a creator may pick samples from. */
export async function sampleCandidates(store: Store, creatorId: number, limit: number): Promise<SampleImage[]> {
  const sql = sqlIn(store);
  const rows = await sql.all<SampleRow>(
    `select g.creator_id, g.id as generation_id, g.content_hash, g.context, g.created_at
       from generation g
      where g.creator_id = ? and ${LICENSED}
      order by g.created_at desc, g.id limit ?`,
    [creatorId, limit],
  );
  return rows.map(sampleOf);
}

/** The chosen sample ids, licensed or not (the edit form keeps what was chosen). */
export async function chosenSampleIds(store: Store, creatorId: number): Promise<string[]> {
  const sql = sqlIn(store);
  const rows = await sql.all<{ generation_id: string }>('select generation_id from creator_sample where creator_id = ? order by position, generation_id', [creatorId]);
  return rows.map((r) => r.generation_id);
}

export async function saveProfileText(store: Store, creatorId: number, text: { bio: string; links: string[] }, at: Date, by: string): Promise<void> {
  const sql = sqlIn(store);
  await sql.run(
    `insert into creator_profile (creator_id, bio, links, updated_at, updated_by) values (?, ?, ?::jsonb, ?, ?)
     on conflict (creator_id) do update set bio = excluded.bio, links = excluded.links, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [creatorId, text.bio, JSON.stringify(text.links), at, by],
  );
}

export async function replaceSamples(store: Store, creatorId: number, generationIds: readonly string[]): Promise<void> {
  const sql = sqlIn(store);
  await sql.run('delete from creator_sample where creator_id = ?', [creatorId]);
  for (const [position, id] of generationIds.entries()) {
    await sql.run('insert into creator_sample (creator_id, generation_id, position) values (?, ?, ?)', [creatorId, id, position]);
  }
}

export async function saveAvatar(store: Store, creatorId: number, avatar: { large: Buffer; small: Buffer; hash: string } | null, at: Date, by: string): Promise<void> {
  const sql = sqlIn(store);
  await sql.run(
    `insert into creator_profile (creator_id, avatar_large, avatar_small, avatar_hash, updated_at, updated_by) values (?, ?, ?, ?, ?, ?)
     on conflict (creator_id) do update set avatar_large = excluded.avatar_large, avatar_small = excluded.avatar_small,
       avatar_hash = excluded.avatar_hash, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [creatorId, avatar?.large ?? null, avatar?.small ?? null, avatar?.hash ?? null, at, by],
  );
}

export type AvatarSize = 'large' | 'small';

/** The avatar bytes of a listed (active) creator, or undefined. */
export async function avatarOf(store: Store, slug: string, size: AvatarSize): Promise<{ bytes: Buffer; hash: string } | undefined> {
  const sql = sqlIn(store);
  const column = size === 'large' ? 'avatar_large' : 'avatar_small';
  const row = await sql.one<{ bytes: Buffer | null; hash: string | null }>(
    `select p.${column} as bytes, p.avatar_hash as hash from creator c join creator_profile p on p.creator_id = c.id where c.slug = ? and c.status = 'active'`,
    [slug],
  );
  return row?.bytes && row.hash ? { bytes: row.bytes, hash: row.hash } : undefined;
}

/** Which of `ids` are this creator's licensed generations with an image. */
export async function licensedAmong(store: Store, creatorId: number, ids: readonly string[]): Promise<string[]> {
  const sql = sqlIn(store);
  const rows = await sql.all<{ id: string }>(`select g.id from generation g where g.creator_id = ? and g.id in (select jsonb_array_elements_text(?::jsonb)) and ${LICENSED}`, [creatorId, JSON.stringify(ids)]);
  return rows.map((r) => r.id);
}
