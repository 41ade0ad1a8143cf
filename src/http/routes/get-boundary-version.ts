// GET /api/v1/creators/{slug}/boundaries/versions/{version}: one past or current version, with
// the creator file's source text as published.

import { z } from 'zod';
import { fail } from '../../kernel/outcome.ts';
import { defineRoute } from '../route.ts';
import { boundaryVersionSchema } from './get-boundaries.ts';
import { listedWithVersions, versionBody } from './boundary-common.ts';

const params = z.object({ slug: z.string(), version: z.coerce.number().int().min(1).describe('boundary version, from 1') });
const responseSchema = boundaryVersionSchema.extend({ fileName: z.string(), source: z.string() });

export const getBoundaryVersion = defineRoute({
  method: 'get',
  path: '/api/v1/creators/{slug}/boundaries/versions/{version}',
  operationId: 'getBoundaryVersion',
  summary: 'One version of a boundary set, with its source file.',
  tags: ['directory'],
  auth: 'none',
  needsDatabase: true,
  params,
  responses: {
    200: { description: 'that version', schema: responseSchema },
    404: { description: 'creator not listed, or no such version' },
    409: { description: 'no boundary set on file' },
  },
  async handle({ store, params: p }) {
    const found = await listedWithVersions(store, p.slug);
    if (!found.ok) return found;
    const v = found.value.versions.find((x) => x.version === p.version);
    if (!v) return fail('version_not_found', `creator "${p.slug}" has no boundary version ${p.version}`);
    const body: z.infer<typeof responseSchema> = { ...versionBody(found.value.creator.slug, v), fileName: v.file_name, source: v.source };
    return { status: 200, body };
  },
});
