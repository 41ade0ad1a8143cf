// POST /api/v1/takedowns: open intake. No key, no account; rate limited per client address
// (accepted reports only).
// The due time is the database's (column default now() + 48 hours), read back from the row.

import { z } from 'zod';
import { fileTakedown } from '../../store/takedown-intake.ts';
import { defineRoute } from '../route.ts';
import { takedownReceiptSchema, takedownReportSchema } from './takedown-schemas.ts';

export const fileTakedownRoute = defineRoute({
  method: 'post',
  path: '/api/v1/takedowns',
  operationId: 'fileTakedown',
  summary: 'Report an image or a use of a likeness for takedown. Reviewers answer within 48 hours.',
  tags: ['takedowns'],
  auth: 'none',
  rateLimit: 'takedown',
  // Only accepted reports count: a victim's typos (400) never lock them out.
  limitValidOnly: true,
  needsDatabase: true,
  body: takedownReportSchema,
  responses: {
    201: { description: 'recorded; a well-formed but unknown generation id or creator is flagged for the reviewer', schema: takedownReceiptSchema },
    429: { description: 'too many accepted reports from this address; the problem names another way to reach the reviewers (`contact`)' },
  },
  async handle({ store, body }) {
    const receipt: z.infer<typeof takedownReceiptSchema> = await fileTakedown(store, body);
    return { status: 201, body: receipt };
  },
});
