// A creator's usage: their generations (newest first, one page at a time by (created_at, id)),
// their refusals counted by rule, category and matched term, and both counted per UTC day.
// Prompts are never stored, so none can be read here. Every time comes in as a parameter.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { UsageCursor } from '../usage/cursor.ts';

export type UsageLicenceFilter = 'any' | 'active' | 'revoked';

export interface UsageFilter {
  creatorId: number;
  start: Date;
  end: Date;
  context?: string;
}

export interface UsageImageRow {
  id: string;
  /** created_at in UTC with microseconds, for the cursor. */
  at: string;
  created_at: Date;
  decision: string;
  context: string;
  realism: string;
  mode: string;
  content_hash: string | null;
  render_state: string | null;
  requester_name: string | null;
  /** As readers see it: revoked also when the boundary set it was issued under is revoked; null without a licence. */
  licence: 'active' | 'revoked' | null;
  licence_reason: string | null;
}

export interface RefusalCountRow {
  rule: string;
  category: string | null;
  /** What the refusal names: `matched term "beer"`, a crossed threshold. */
  evidence: string | null;
  count: number;
}

export interface DayCountRow {
  day: string;
  generations: number;
  refusals: number;
}

const LICENCE = `case when g.licence_status is null or g.manifest is null then null
                      when g.licence_status = 'revoked' or b.revoked_at is not null then 'revoked' else 'active' end`;

function scope(f: UsageFilter): { where: string; params: unknown[] } {
  const where = ['g.creator_id = ?', 'g.created_at >= ?', 'g.created_at < ?'];
  const params: unknown[] = [f.creatorId, f.start, f.end];
  if (f.context) {
    where.push('g.context = ?');
    params.push(f.context);
  }
  return { where: where.join(' and '), params };
}

/** One page of the generations that were allowed (images, or conversation licences), newest first. */
export async function usageImages(store: Store, f: UsageFilter, licence: UsageLicenceFilter, after: UsageCursor | null, limit: number): Promise<UsageImageRow[]> {
  const s = scope(f);
  const where = [s.where, `g.decision <> 'refuse'`];
  const params = [...s.params];
  if (licence !== 'any') {
    where.push(`(${LICENCE}) = ?`);
    params.push(licence);
  }
  if (after) {
    where.push('(g.created_at, g.id) < (?::timestamptz, ?)');
    params.push(after.at, after.id);
  }
  params.push(limit);
  return sqlIn(store).all<UsageImageRow>(
    `select g.id, to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, g.created_at,
            g.decision, g.context, g.realism, g.mode, g.content_hash, g.render_state, a.display_name as requester_name,
            ${LICENCE} as licence,
            coalesce(g.licence_reason, case when b.revoked_at is not null then 'consent revoked: ' || coalesce(b.revoked_reason, 'no reason given') end) as licence_reason
       from generation g
       join account a on a.id = g.account_id
       left join boundary_version b on b.id = g.boundary_version_id
      where ${where.join(' and ')}
      order by g.created_at desc, g.id desc
      limit ?`,
    params,
  );
}

/** Refusals counted by rule, category and matched term (or crossed threshold), most frequent first. */
export function refusalCounts(store: Store, f: UsageFilter): Promise<RefusalCountRow[]> {
  const s = scope(f);
  return sqlIn(store).all<RefusalCountRow>(
    `select coalesce(g.rule, g.refusal->>'rule', 'unknown') as rule, g.refusal->>'category' as category, g.refusal->>'evidence' as evidence, count(*)::int as count
       from generation g
      where ${s.where} and g.decision = 'refuse'
      group by 1, 2, 3
      order by count desc, 1, 2, 3`,
    s.params,
  );
}

/** Allowed generations and refusals per UTC day that has any. */
export function countsPerDay(store: Store, f: UsageFilter): Promise<DayCountRow[]> {
  const s = scope(f);
  return sqlIn(store).all<DayCountRow>(
    `select to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            (count(*) filter (where g.decision <> 'refuse'))::int as generations,
            (count(*) filter (where g.decision = 'refuse'))::int as refusals
       from generation g
      where ${s.where}
      group by 1
      order by 1`,
    s.params,
  );
}
