// The query of a creator's usage, shared by the API route and the console's filter form. Date
// fields are whole UTC days; a range longer than MAX_DAYS is refused naming `to`.

import { z } from 'zod';
import { decodeCursor } from '../usage/cursor.ts';
import { daysBetween, isCalendarDay, MAX_DAYS } from '../usage/range.ts';
import { USAGE_LICENCE_FILTERS, USAGE_PAGE_DEFAULT, USAGE_PAGE_MAX } from '../usage/report.ts';
import { CONTEXTS } from '../vocabulary.ts';

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
