// The reviewers' queue: overdue reports first, then by due time; and one report by id.

import { sqlOf } from './sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TakedownState } from './orm/entities/takedown.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { takedownView, type TakedownRow, type TakedownView } from '../takedown/view.ts';
import { systemClock, type Clock } from './clock.ts';

/** The columns a TakedownRow needs; `overdue` as of the clock's time (the first parameter). */
const TAKEDOWN_COLUMNS = `id, kind, creator, generation_id, detail, reporter_email, reference_flags, status, received_at, due_at,
  (status = 'open' and due_at < ?::timestamptz) as overdue, closed_at, closed_by, resolution, resolution_reason, resolution_detail`;

export interface QueueFilter {
  /** Omitted: every report, whatever its state. */
  status?: TakedownState;
  limit: number;
  offset: number;
}

export async function listTakedowns(em: EntityManager, filter: QueueFilter, clock: Clock = systemClock): Promise<TakedownView[]> {
  const now = clock();
  const where = filter.status ? 'where status = ?' : '';
  const rows: TakedownRow[] = await sqlOf(em).all(
    `select ${TAKEDOWN_COLUMNS} from takedown ${where}
      order by (status = 'open' and due_at < ?::timestamptz) desc, due_at asc, received_at asc, id asc
      limit ? offset ?`,
    [now, ...(filter.status ? [filter.status] : []), now, filter.limit, filter.offset]);
  return rows.map(takedownView);
}

export async function getTakedown(em: EntityManager, id: string, clock: Clock = systemClock): Promise<Outcome<TakedownView, 'takedown_not_found'>> {
  const rows: TakedownRow[] = await sqlOf(em).all(`select ${TAKEDOWN_COLUMNS} from takedown where id = ?`, [clock(), id]);
  return rows[0] ? ok(takedownView(rows[0])) : fail('takedown_not_found', `no takedown ${id}`);
}
