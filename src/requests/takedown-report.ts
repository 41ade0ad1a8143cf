// The takedown report of the spec: what POST /api/v1/takedowns reads and what the website's
// report form is validated with.

import { z } from 'zod';
import { KEBAB_CASE } from '../check/ids.ts';
import { TAKEDOWN_KINDS } from '../store/orm/entities/takedown.ts';
import { GENERATION_ID_SHAPE } from '../kernel/ids.ts';

export const takedownReportSchema = z.strictObject({
  kind: z.enum(TAKEDOWN_KINDS),
  creator: z
    .string()
    .max(64)
    .regex(KEBAB_CASE, 'a creator slug: lower-case letters and digits joined by single hyphens, e.g. mira-okafor')
    .optional()
    .describe("the creator's slug, if known; an unknown one is accepted and flagged for the reviewer"),
  generationId: z
    .string()
    .regex(GENERATION_ID_SHAPE, 'a generation id: gen_ followed by 20 to 40 lower-case letters and digits, as in the provenance record')
    .optional()
    .describe('the generation id (`gen_…`) from the image or its provenance record, if known; an unknown one is accepted and flagged for the reviewer'),
  detail: z.string().min(20).max(4000).describe('what is wrong and where it was seen'),
  reporterEmail: z.email().max(320).optional().describe('for follow-up questions; never shown publicly'),
});
