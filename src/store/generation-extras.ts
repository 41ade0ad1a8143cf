// What the provenance page shows besides the record itself: the served image of a rendered
// generation (its content hash names /images/<hash>.png) and the creator's display name.

import { sqlOf } from './sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RecordExtras {
  content_hash: string | null;
  creator_name: string | null;
}

export async function recordExtras(em: EntityManager, id: string): Promise<RecordExtras | undefined> {
  const rows: RecordExtras[] = await sqlOf(em).all(
    `select case when g.render_state = 'rendered' then g.content_hash end as content_hash, c.display_name as creator_name
       from generation g left join creator c on c.id = g.creator_id where g.id = ?`,
    [id]);
  return rows[0];
}
