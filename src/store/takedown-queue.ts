// The reviewers' queue: overdue reports first, then by due time; and one report by id.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { TakedownAction, TakedownState } from './orm/entities/takedown.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { takedownView, type TakedownRow, type TakedownView } from '../takedown/view.ts';
import { type Clock } from './clock.ts';

/** The columns a TakedownRow needs; `overdue` as of the clock's time (the first parameter). */
const TAKEDOWN_COLUMNS = `id, kind, creator, generation_id, detail, reporter_email, reference_flags, status, received_at, due_at,
  (status = 'open' and due_at < ?::timestamptz) as overdue, closed_at, closed_by, resolution, resolution_reason, resolution_detail`;

export interface QueueFilter {
  /** Omitted: every report, whatever its state. */
  status?: TakedownState;
  limit: number;
  offset: number;
}

export async function listTakedowns(store: Store, filter: QueueFilter, clock: Clock = store.clock): Promise<TakedownView[]> {
  const now = clock();
  const where = filter.status ? 'where status = ?' : '';
  const rows: TakedownRow[] = await sqlIn(store).all(
    `select ${TAKEDOWN_COLUMNS} from takedown ${where}
      order by (status = 'open' and due_at < ?::timestamptz) desc, due_at asc, received_at asc, id asc
      limit ? offset ?`,
    [now, ...(filter.status ? [filter.status] : []), now, filter.limit, filter.offset]);
  return rows.map(takedownView);
}

export async function getTakedown(store: Store, id: string, clock: Clock = store.clock): Promise<Outcome<TakedownView, 'takedown_not_found'>> {
  const rows: TakedownRow[] = await sqlIn(store).all(`select ${TAKEDOWN_COLUMNS} from takedown where id = ?`, [clock(), id]);
  return rows[0] ? ok(takedownView(rows[0])) : fail('takedown_not_found', `no takedown ${id}`);
}

/** The report's state and references, its row locked until the caller's transaction ends. */
export async function lockTakedown(store: Store, id: string): Promise<{ status: TakedownState; creator: string | null; generationId: string | null } | undefined> {
  const row = await sqlIn(store).one<{ status: TakedownState; creator: string | null; generation_id: string | null }>(
    'select status, creator, generation_id from takedown where id = ? for update', [id]);
  return row && { status: row.status, creator: row.creator, generationId: row.generation_id };
}

/** Stores how the report was closed, stamped with the store's clock. */
export async function closeTakedownRow(
  store: Store,
  id: string,
  c: { status: 'actioned' | 'dismissed'; by: string; resolution: TakedownAction; reason: string; detail: Record<string, unknown> },
): Promise<void> {
  await sqlIn(store).run(
    `update takedown set status = ?, closed_at = ?, closed_by = ?, resolution = ?, resolution_reason = ?, resolution_detail = ?::jsonb where id = ?`,
    [c.status, store.clock(), c.by, c.resolution, c.reason, JSON.stringify(c.detail), id]);
}
