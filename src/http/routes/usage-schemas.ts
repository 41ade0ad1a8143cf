// zod schemas of a creator's usage report; the query lives in src/requests/usage-query.ts
// (the console's filter form reads it too).

import { z } from 'zod';
import { CONTEXTS, DECISIONS, MODES, REALISM_TIERS, RULES } from '../../vocabulary.ts';

export { usageQuerySchema } from '../../requests/usage-query.ts';

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
