// zod schemas of a creator's usage: the query (also read by the console's filter form) and the
// report. Date fields are whole UTC days; a range longer than MAX_DAYS is refused naming `to`.

import { z } from 'zod';
import { decodeCursor } from '../../usage/cursor.ts';
import { daysBetween, isCalendarDay, MAX_DAYS } from '../../usage/range.ts';
import { USAGE_LICENCE_FILTERS, USAGE_PAGE_DEFAULT, USAGE_PAGE_MAX } from '../../usage/report.ts';
import { CONTEXTS, DECISIONS, MODES, REALISM_TIERS, RULES } from '../../vocabulary.ts';

const day = z.string().refine(isCalendarDay, 'a calendar day, YYYY-MM-DD (UTC)');

export const usageQuerySchema = z
  .strictObject({
    from: day.optional().describe('first day included (UTC, `YYYY-MM-DD`); default 29 days before `to`'),
    to: day.optional().describe(`last day included (UTC, \`YYYY-MM-DD\`); default today, or ${MAX_DAYS - 1} days after \`from\` when that is earlier`),
    context: z.enum(CONTEXTS).optional().describe('only generations and refusals in this context'),
    licence: z.enum(USAGE_LICENCE_FILTERS).default('any').describe('only images whose licence is `active` or `revoked`; default `any` (refusals and per-day counts ignore it)'),
    cursor: z.string().max(200).refine((c) => decodeCursor(c) !== null, 'a cursor from a previous page’s `nextCursor`').optional().describe('`nextCursor` of the previous page'),
    limit: z.coerce.number().int().min(1).max(USAGE_PAGE_MAX).default(USAGE_PAGE_DEFAULT).describe(`images per page, 1-${USAGE_PAGE_MAX}`),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'a day on or after `from`' });
    else if (q.from && q.to && daysBetween(q.from, q.to) > MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${MAX_DAYS} days from \`from\`` });
  });

export const usageImageSchema = z.object({
  id: z.string().describe('the generation id (`gen_…`); its provenance record is at /api/v1/provenance/{id}'),
  createdAt: z.iso.datetime(),
  decision: z.enum(DECISIONS),
  context: z.enum(CONTEXTS),
  realism: z.enum(REALISM_TIERS),
  mode: z.enum(MODES),
  requester: z.string().nullable().describe("the requester's display name; null when they have set none"),
  licence: z.object({ status: z.enum(['active', 'revoked']), reason: z.string().nullable() }).nullable(),
  image: z
    .object({ url: z.string().describe('`/images/{hash}.png`: served while the licence is active, 410 once revoked'), contentHash: z.string() })
    .nullable()
    .describe('null when no image was rendered (conversation mode, renderer off or unavailable)'),
});

export const usageReportSchema = z.object({
  creator: z.string(),
  range: z.object({ from: z.string(), to: z.string() }).describe('the days covered, both included (UTC)'),
  images: z.array(usageImageSchema).describe('allowed generations of the likeness, newest first (one page)'),
  nextCursor: z.string().nullable().describe('pass as `cursor` for the next page; null on the last page'),
  refusals: z
    .object({
      total: z.number().int(),
      groups: z.array(
        z.object({
          rule: z.enum([...RULES, 'unknown']),
          category: z.string().nullable(),
          count: z.number().int(),
          evidence: z
            .array(z.object({ text: z.string(), count: z.number().int() }))
            .describe('what the refusals named (`matched term "beer"`, a crossed threshold), most frequent first; never the prompt, which is not stored'),
        }),
      ),
    })
    .describe('every refused request in the range, grouped by rule and category, most frequent first'),
  perDay: z.array(z.object({ date: z.string(), generations: z.number().int(), refusals: z.number().int() })).describe('one entry per day of the range'),
  totals: z.object({ generations: z.number().int(), refusals: z.number().int() }),
});
