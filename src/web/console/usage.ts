// The console's usage section: the filter form's values read from the page's query (the same
// schema as GET /api/v1/creators/{slug}/usage), the report, its chart and the paging links.
// A bad filter is shown beside its field and the report falls back to the defaults.

import type { Store } from '../../store/index.ts';
import { usageQuerySchema } from '../../requests/usage-query.ts';
import { usageChart, type UsageChart } from '../../usage/chart.ts';
import { usageReport, USAGE_PAGE_DEFAULT, type UsageQuery, type UsageReport } from '../../usage/report.ts';
import { CONTEXTS } from '../../vocabulary.ts';
import type { FieldMessages } from '../forms.ts';

const FILTER_FIELDS = ['from', 'to', 'context', 'licence', 'cursor'] as const;

export interface UsageView {
  report: UsageReport;
  chart: UsageChart;
  /** The filter values as typed (for the form), and the field messages of bad ones. */
  filters: Record<(typeof FILTER_FIELDS)[number], string>;
  errors: FieldMessages;
  contexts: readonly string[];
  /** Days with any activity, for the chart's table. */
  activeDays: UsageReport['perDay'];
  filtered: boolean;
  nextHref: string | null;
  firstHref: string | null;
}

const hrefWith = (filters: Record<string, string>, cursor: string | null): string => {
  const params = new URLSearchParams();
  for (const name of FILTER_FIELDS) if (name !== 'cursor' && filters[name]) params.set(name, filters[name]!);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return `/console${text ? `?${text}` : ''}#usage`;
};

export async function usageView(store: Store, creatorId: number, query: Record<string, unknown>, now: Date): Promise<UsageView> {
  // Only the filter fields, and a blank field is no filter (the form sends every field).
  const filters = Object.fromEntries(FILTER_FIELDS.map((name) => [name, typeof query[name] === 'string' ? (query[name] as string).trim() : ''])) as UsageView['filters'];
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const parsed = usageQuerySchema.safeParse({ ...given, limit: String(USAGE_PAGE_DEFAULT) });
  const errors: FieldMessages = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  const q: UsageQuery = parsed.success ? parsed.data : { licence: 'any', limit: USAGE_PAGE_DEFAULT };
  const report = await usageReport(store, creatorId, q, now);
  return {
    report,
    chart: usageChart(report.perDay),
    filters,
    errors,
    contexts: CONTEXTS,
    activeDays: report.perDay.filter((d) => d.generations + d.refusals > 0),
    filtered: parsed.success && (Boolean(q.from || q.to || q.context) || q.licence !== 'any'),
    // After a bad filter the report shows the defaults, and so do its page links.
    nextHref: report.nextCursor ? hrefWith(parsed.success ? filters : {}, report.nextCursor) : null,
    firstHref: parsed.success && q.cursor ? hrefWith(filters, null) : null,
  };
}
