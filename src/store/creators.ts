// Creators and their boundary versions. "The live boundary of a creator" has one definition, the
// SQL function `live_boundary(creator_id)` (its latest version, revoked or not; migration
// 20261123191806); every statement that needs it joins it laterally. The compiled program is read by version id, only when the caller's cache lacks it.

import type { RuleProgram } from '../program/types.ts';
import type { CreatorState } from '../vocabulary.ts';
import type { Sql } from './sql.ts';

/** A creator with the stamp of its live boundary version (no program: that is cached by policyHash). */
export interface LiveStampRow {
  id: number;
  slug: string;
  display_name: string;
  status: CreatorState;
  version_id: number | null;
  version: number | null;
  policy_hash: string | null;
  revoked_at: Date | string | null;
}

/** The columns of a live boundary stamp, for statements that join `live_boundary(c.id) b` to `creator c`. */
export const LIVE_STAMP_COLUMNS = 'c.id, c.slug, c.display_name, c.status, b.id as version_id, b.version, b.policy_hash, b.revoked_at';

export function creatorsStore(sql: Sql) {
  return {
    /** The creator and its live boundary stamp; undefined for an unknown slug. */
    liveStamp: (slug: string): Promise<LiveStampRow | undefined> =>
      sql.one<LiveStampRow>(`select ${LIVE_STAMP_COLUMNS} from creator c left join lateral live_boundary(c.id) b on true where c.slug = ?`, [slug]),

    /** The compiled program of one boundary version. */
    async program(versionId: number): Promise<RuleProgram | undefined> {
      const row = await sql.one<{ program: RuleProgram }>('select program from boundary_version where id = ?', [versionId]);
      return row?.program;
    },
  };
}

export type CreatorsStore = ReturnType<typeof creatorsStore>;
