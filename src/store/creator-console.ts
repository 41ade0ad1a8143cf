// What the creator console reads: the creator this account speaks for (the same authority the
// API's revocation routes check) and every generation of that creator's likeness, allowed and
// refused. Prompt text is never stored; only its SHA-256 is read.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import { authorityOf } from './account-authority.ts';
import { creatorBySlug, type CreatorRow } from './creator-directory.ts';

export interface CreatorGenerationRow {
  id: string;
  account_id: string;
  created_at: Date;
  decision: string;
  rule: string | null;
  refusal: { rule?: string; category?: string; evidence?: string; message?: string } | null;
  prompt_sha256: string;
  context: string;
  realism: string;
  mode: string;
  version: number | null;
  /** The licence as readers see it: revoked also when the set it was issued under is revoked. */
  licence: 'active' | 'revoked' | null;
  licence_reason: string | null;
}

const exec = <T>(store: Store, sql: string, params: unknown[]): Promise<T[]> => sqlIn(store).all(sql, params);

/** The creator the signed-in account is linked to (`likeness creator link`), if any. */
export async function linkedCreator(store: Store, accountId: string): Promise<CreatorRow | null> {
  const authority = await authorityOf(store, accountId);
  return authority.creatorSlug ? ((await creatorBySlug(store, authority.creatorSlug)) ?? null) : null;
}

export const generationsOfCreator = (store: Store, creatorId: number, limit = 100): Promise<CreatorGenerationRow[]> =>
  exec(
    store,
    `select g.id, g.account_id, g.created_at, g.decision, g.rule, g.refusal, g.prompt_sha256, g.context, g.realism, g.mode, b.version,
            case when g.licence_status is null or g.manifest is null then null
                 when g.licence_status = 'revoked' or b.revoked_at is not null then 'revoked' else 'active' end as licence,
            coalesce(g.licence_reason, case when b.revoked_at is not null then 'consent revoked: ' || coalesce(b.revoked_reason, 'no reason given') end) as licence_reason
       from generation g left join boundary_version b on b.id = g.boundary_version_id
      where g.creator_id = ? order by g.created_at desc, g.id limit ?`,
    [creatorId, limit],
  );
