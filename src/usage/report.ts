// A creator's usage report, shared by the console and GET /api/v1/creators/{slug}/usage: one page
// of allowed generations (with their image and licence), refusals grouped by rule and category
// with the matched terms counted, and both counted per day over the whole range.

import type { Store } from '../store/index.ts';
import { imagePath } from '../render/store.ts';
import { countsPerDay, refusalCounts, usageImages, type UsageFilter, type UsageLicenceFilter } from '../store/usage.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { daysOf, usageRange } from './range.ts';

export const USAGE_LICENCE_FILTERS = ['any', 'active', 'revoked'] as const satisfies readonly UsageLicenceFilter[];
export const USAGE_PAGE_DEFAULT = 24;
export const USAGE_PAGE_MAX = 100;

export interface UsageQuery {
  from?: string;
  to?: string;
  context?: string;
  licence: UsageLicenceFilter;
  /** Already checked with decodeCursor by the caller's validation. */
  cursor?: string;
  limit: number;
}

export interface UsageImage {
  id: string;
  createdAt: string;
  decision: string;
  context: string;
  realism: string;
  mode: string;
  /** The requester's display name; null when they have not set one. */
  requester: string | null;
  licence: { status: 'active' | 'revoked'; reason: string | null } | null;
  /** The rendered image; it is served only while the licence is active (a revoked one answers 410). */
  image: { url: string; contentHash: string } | null;
}

export interface RefusalGroup {
  rule: string;
  category: string | null;
  count: number;
  /** The refusals' evidence (`matched term "beer"`, a crossed threshold), most frequent first. */
  evidence: { text: string; count: number }[];
}

export interface UsageReport {
  range: { from: string; to: string };
  images: UsageImage[];
  nextCursor: string | null;
  refusals: { total: number; groups: RefusalGroup[] };
  perDay: { date: string; generations: number; refusals: number }[];
  totals: { generations: number; refusals: number };
}

export function groupRefusals(rows: { rule: string; category: string | null; evidence: string | null; count: number }[]): RefusalGroup[] {
  const groups = new Map<string, RefusalGroup>();
  for (const r of rows) {
    const key = `${r.rule}\u0000${r.category ?? ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { rule: r.rule, category: r.category, count: 0, evidence: [] }));
    g.count += r.count;
    if (r.evidence) g.evidence.push({ text: r.evidence, count: r.count });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule) || (a.category ?? '').localeCompare(b.category ?? ''));
}

export async function usageReport(store: Store, creatorId: number, q: UsageQuery, now: Date): Promise<UsageReport> {
  const range = usageRange(q, now);
  const filter: UsageFilter = { creatorId, start: range.start, end: range.end, ...(q.context ? { context: q.context } : {}) };
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  // One row more than the page tells whether another page follows.
  const [rows, refusals, days] = await Promise.all([usageImages(store, filter, q.licence, after, q.limit + 1), refusalCounts(store, filter), countsPerDay(store, filter)]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const perDay = daysOf(range).map((date) => ({ date, generations: byDay.get(date)?.generations ?? 0, refusals: byDay.get(date)?.refusals ?? 0 }));
  const groups = groupRefusals(refusals);
  return {
    range: { from: range.from, to: range.to },
    images: page.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      decision: r.decision,
      context: r.context,
      realism: r.realism,
      mode: r.mode,
      requester: r.requester_name,
      licence: r.licence ? { status: r.licence, reason: r.licence_reason } : null,
      image: r.content_hash ? { url: imagePath(r.content_hash), contentHash: r.content_hash } : null,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    refusals: { total: groups.reduce((n, g) => n + g.count, 0), groups },
    perDay,
    totals: { generations: perDay.reduce((n, d) => n + d.generations, 0), refusals: perDay.reduce((n, d) => n + d.refusals, 0) },
  };
}
