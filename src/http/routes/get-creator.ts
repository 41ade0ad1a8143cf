// GET /api/v1/creators/{slug}: the public profile of an active creator; 404 otherwise.

import { z } from 'zod';
import { boundarySummary } from '../../service/directory/boundary-view.ts';
import { creatorBySlug, latestVersionOf } from '../../store/creator-directory.ts';
import { fail } from '../../service/outcome.ts';
import { defineRoute } from '../route.ts';
import { boundarySummarySchema, iso, slugParams } from '../schemas.ts';

const profileSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  status: z.literal('active'),
  bio: z.string().nullable(),
  links: z.array(z.string()),
  listedSince: z.string(),
  boundariesUrl: z.string(),
  boundary: boundarySummarySchema.nullable(),
});

export const getCreator = defineRoute({
  method: 'get',
  path: '/api/v1/creators/{slug}',
  operationId: 'getCreator',
  summary: "A creator's public profile.",
  tags: ['directory'],
  auth: 'none',
  needsDatabase: true,
  params: slugParams,
  responses: {
    200: { description: 'the public profile', schema: profileSchema },
    404: { description: 'creator not listed (unknown or not active)' },
  },
  async handle({ em, params }) {
    const creator = await creatorBySlug(em, params.slug);
    if (!creator || creator.status !== 'active') return fail('creator_not_found', `no listed creator "${params.slug}"`);
    const latest = await latestVersionOf(em, creator.id);
    const body: z.infer<typeof profileSchema> = {
      slug: creator.slug,
      displayName: creator.display_name,
      status: 'active',
      bio: creator.profile.bio ?? null,
      links: creator.profile.links ?? [],
      listedSince: iso(creator.created_at),
      boundariesUrl: `/api/v1/creators/${creator.slug}/boundaries`,
      boundary: latest ? { version: latest.version, policyHash: latest.policy_hash, revoked: latest.revoked_at !== null, ...boundarySummary(latest.program) } : null,
    };
    return { status: 200, body };
  },
});
