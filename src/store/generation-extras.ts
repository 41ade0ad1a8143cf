// What the provenance page shows besides the record itself: the served image of a rendered
// generation (its content hash names /images/<hash>.png) and the creator's display name.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';

export interface RecordExtras {
  content_hash: string | null;
  creator_name: string | null;
}

export async function recordExtras(store: Store, id: string): Promise<RecordExtras | undefined> {
  const rows: RecordExtras[] = await sqlIn(store).all(
    `select case when g.render_state = 'rendered' then g.content_hash end as content_hash, c.display_name as creator_name
       from generation g left join creator c on c.id = g.creator_id where g.id = ?`,
    [id]);
  return rows[0];
}
