// The reviewers' queue: overdue reports first, then by due time; and one report by id.

import { sqlOf } from './sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TakedownState } from './orm/entities/takedown.ts';
import { fail, ok, type Outcome } from '../service/outcome.ts';
import { TAKEDOWN_COLUMNS, takedownView, type TakedownRow, type TakedownView } from '../takedown/view.ts';

export interface QueueFilter {
  /** Omitted: every report, whatever its state. */
  status?: TakedownState;
  limit: number;
  offset: number;
}

export async function listTakedowns(em: EntityManager, filter: QueueFilter): Promise<TakedownView[]> {
  const where = filter.status ? 'where status = ?' : '';
  const rows: TakedownRow[] = await sqlOf(em).all(
    `select ${TAKEDOWN_COLUMNS} from takedown ${where}
      order by (status = 'open' and due_at < now()) desc, due_at asc, received_at asc, id asc
      limit ? offset ?`,
    [...(filter.status ? [filter.status] : []), filter.limit, filter.offset]);
  return rows.map(takedownView);
}

export async function getTakedown(em: EntityManager, id: string): Promise<Outcome<TakedownView, 'takedown_not_found'>> {
  const rows: TakedownRow[] = await sqlOf(em).all(`select ${TAKEDOWN_COLUMNS} from takedown where id = ?`, [id]);
  return rows[0] ? ok(takedownView(rows[0])) : fail('takedown_not_found', `no takedown ${id}`);
}
