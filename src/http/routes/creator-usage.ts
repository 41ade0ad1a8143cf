// GET /api/v1/creators/{slug}/usage: what was made of a creator's likeness, for the creator's own
// account: allowed generations with their images and licences (cursor-paged), refusals grouped by
// rule and category with the matched terms, and per-day counts. The same report as the console.

import type { z } from 'zod';
import { authorityOf, speaksFor } from '../../store/account-authority.ts';
import { creatorBySlug } from '../../store/creator-directory.ts';
import { fail } from '../../kernel/outcome.ts';
import { usageReport } from '../../usage/report.ts';
import { defineRoute } from '../route.ts';
import { slugParams } from '../schemas.ts';
import { usageQuerySchema, usageReportSchema } from './usage-schemas.ts';

export const creatorUsageRoute = defineRoute({
  method: 'get',
  path: '/api/v1/creators/{slug}/usage',
  operationId: 'getCreatorUsage',
  summary: "Usage of the creator's likeness: images with licences, refusals by rule, per-day counts (creator's own account).",
  description:
    'Images are allowed generations, newest first, one page at a time: pass `nextCursor` as `cursor` for the next page (generations made meanwhile never shift later pages). Refusals and per-day counts cover the whole range. Prompts are never stored; a refusal shows only its rule, category and matched term.',
  tags: ['licences'],
  auth: 'key',
  needsDatabase: true,
  params: slugParams,
  query: usageQuerySchema,
  responses: {
    200: { description: 'the usage report', schema: usageReportSchema },
    403: { description: "the key's account is not this creator's account" },
  },
  async handle({ deps, store, params, query, requester }) {
    const authority = await authorityOf(store, requester!.accountId);
    if (!speaksFor(authority, params.slug)) return fail('forbidden', `only the account of creator "${params.slug}" can read their usage`);
    const creator = await creatorBySlug(store, params.slug);
    if (!creator) return fail('creator_not_found', `no creator "${params.slug}"`);
    const report = await usageReport(store, creator.id, query, deps.now());
    const body: z.infer<typeof usageReportSchema> = { creator: creator.slug, ...report } as z.infer<typeof usageReportSchema>;
    return { status: 200, body };
  },
});
