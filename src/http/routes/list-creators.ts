// GET /api/v1/creators: active creators only, each with a boundary summary; cursor pagination.

import { z } from 'zod';
import { boundarySummary } from '../../service/directory/boundary-view.ts';
import { listActiveCreators } from '../../store/creator-directory.ts';
import { defineRoute } from '../route.ts';
import { boundarySummarySchema } from '../schemas.ts';

const query = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('page size, 1-100'),
  cursor: z.string().max(200).optional().describe('`nextCursor` of the previous page'),
});

export const creatorListItemSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  profileUrl: z.string(),
  boundariesUrl: z.string(),
  boundary: boundarySummarySchema.nullable(),
});

const responseSchema = z.object({ creators: z.array(creatorListItemSchema), nextCursor: z.string().nullable() });

const encodeCursor = (slug: string): string => Buffer.from(`s:${slug}`, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string | null => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('s:') ? text.slice(2) : null;
};

export const listCreators = defineRoute({
  method: 'get',
  path: '/api/v1/creators',
  operationId: 'listCreators',
  summary: 'Active creators with a summary of their boundary set (never padded; empty when none is active).',
  tags: ['directory'],
  auth: 'none',
  needsDatabase: true,
  query,
  responses: { 200: { description: 'one page of the directory', schema: responseSchema } },
  async handle({ store, query: q }) {
    // An unreadable cursor starts from the beginning rather than failing: cursors are opaque.
    const after = q.cursor ? decodeCursor(q.cursor) : null;
    const rows = await listActiveCreators(store, after, q.limit + 1);
    const page = rows.slice(0, q.limit);
    const body: z.infer<typeof responseSchema> = {
      creators: page.map((c) => ({
        slug: c.slug,
        displayName: c.display_name,
        profileUrl: `/api/v1/creators/${c.slug}`,
        boundariesUrl: `/api/v1/creators/${c.slug}/boundaries`,
        boundary: c.latest
          ? { version: c.latest.version, policyHash: c.latest.policy_hash, revoked: c.latest.revoked_at !== null, ...boundarySummary(c.latest.program) }
          : null,
      })),
      nextCursor: rows.length > q.limit && page.length > 0 ? encodeCursor(page[page.length - 1]!.slug) : null,
    };
    return { status: 200, body };
  },
});
