// GET /api/v1/creators/{slug}/boundaries: the merged set the gate enforces now, and the history.

import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { boundarySetSchema, slugParams, versionEntrySchema } from '../schemas.ts';
import { historyEntry, listedWithVersions, versionBody } from './boundary-common.ts';

export const boundaryVersionSchema = boundarySetSchema.extend(versionEntrySchema.shape).extend({ creator: z.string() });
const responseSchema = boundaryVersionSchema.extend({ history: z.array(versionEntrySchema) });

export const getBoundaries = defineRoute({
  method: 'get',
  path: '/api/v1/creators/{slug}/boundaries',
  operationId: 'getBoundaries',
  summary: "The machine-readable boundary set (effective forbidden list with sources: platform and adult categories by id, label and description, the creator's own with their terms; contexts, ceiling, caps, requirements) and its version history.",
  tags: ['directory'],
  auth: 'none',
  needsDatabase: true,
  params: slugParams,
  responses: {
    200: { description: 'the current boundary set, newest history entry first', schema: responseSchema },
    404: { description: 'creator not listed' },
    409: { description: 'no boundary set on file' },
  },
  async handle({ store, params }) {
    const found = await listedWithVersions(store, params.slug);
    if (!found.ok) return found;
    const [current] = found.value.versions;
    const body: z.infer<typeof responseSchema> = { ...versionBody(found.value.creator.slug, current!), history: found.value.versions.map(historyEntry) };
    return { status: 200, body };
  },
});
