// POST /api/v1/takedowns: open intake. No key, no account; rate limited per client address.
// The due time is the database's (column default now() + 48 hours), read back from the row.

import { z } from 'zod';
import { fileTakedown } from '../../takedown/intake.ts';
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
  needsDatabase: true,
  body: takedownReportSchema,
  responses: { 201: { description: 'recorded', schema: takedownReceiptSchema } },
  async handle({ em, body }) {
    const receipt: z.infer<typeof takedownReceiptSchema> = await fileTakedown(em, body);
    return { status: 201, body: receipt };
  },
});
