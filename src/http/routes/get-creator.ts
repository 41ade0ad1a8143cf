// GET /api/v1/creators/{slug}: the public profile of an active creator; 404 otherwise.

import { z } from 'zod';
import { boundarySummary } from '../../service/directory/boundary-view.ts';
import { creatorBySlug, latestVersionOf } from '../../store/creator-directory.ts';
import { fail } from '../../kernel/outcome.ts';
import { profileOf } from '../../store/profiles.ts';
import { avatarPath } from '../../service/profiles/avatar-url.ts';
import { defineRoute } from '../route.ts';
import { boundarySummarySchema, iso, slugParams } from '../schemas.ts';

const profileSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  status: z.literal('active'),
  bio: z.string().nullable().describe("the creator's own words (plain text, at most 600 characters); null when they wrote none"),
  links: z.array(z.string()).describe('up to five https links the creator chose'),
  avatarUrl: z.string().nullable().describe('their avatar (256 px square WebP, same origin), or null'),
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
  async handle({ store, params }) {
    const creator = await creatorBySlug(store, params.slug);
    if (!creator || creator.status !== 'active') return fail('creator_not_found', `no listed creator "${params.slug}"`);
    const [latest, profile] = await Promise.all([latestVersionOf(store, creator.id), profileOf(store, creator.id)]);
    const body: z.infer<typeof profileSchema> = {
      slug: creator.slug,
      displayName: creator.display_name,
      status: 'active',
      bio: profile.bio === '' ? null : profile.bio,
      links: profile.links,
      avatarUrl: profile.avatarHash ? avatarPath(creator.slug, 'large', profile.avatarHash) : null,
      listedSince: iso(creator.created_at),
      boundariesUrl: `/api/v1/creators/${creator.slug}/boundaries`,
      boundary: latest ? { version: latest.version, policyHash: latest.policy_hash, revoked: latest.revoked_at !== null, ...boundarySummary(latest.program) } : null,
    };
    return { status: 200, body };
  },
});
