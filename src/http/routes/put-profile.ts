// PUT /api/v1/creators/{slug}/profile: the creator's own account replaces their public profile
// text (bio, links) and, when given, the sample images; the same checks and audit as the
// console's profile form. The avatar is uploaded in the console.

import { z } from 'zod';
import { avatarPath } from '../../service/profiles/avatar-url.ts';
import { updateProfile } from '../../service/profiles/profile.ts';
import { BIO_MAX, LINK_MAX_LENGTH, LINKS_MAX, SAMPLES_MAX } from '../../service/profiles/text.ts';
import { creatorBySlug } from '../../store/creator-directory.ts';
import { chosenSampleIds, profileOf } from '../../store/profiles.ts';
import { defineRoute } from '../route.ts';
import { slugParams } from '../schemas.ts';

const body = z.strictObject({
  bio: z.string().max(BIO_MAX * 2).describe(`plain text; at most ${BIO_MAX} characters once trimmed; empty for none`),
  links: z.array(z.string().max(LINK_MAX_LENGTH)).max(LINKS_MAX).describe(`at most ${LINKS_MAX} https links without user name or password`),
  samples: z.array(z.string().max(64)).max(SAMPLES_MAX).optional().describe("generation ids of the creator's own licensed images, in the order to show them; left out: unchanged"),
});

const responseSchema = z.object({
  slug: z.string(),
  bio: z.string().nullable(),
  links: z.array(z.string()),
  samples: z.array(z.string()).describe('the chosen sample generation ids'),
  avatarUrl: z.string().nullable(),
});

export const putProfile = defineRoute({
  method: 'put',
  path: '/api/v1/creators/{slug}/profile',
  operationId: 'putCreatorProfile',
  summary: "Replace the creator's public profile: bio, links and sample images (creator's own account).",
  tags: ['directory'],
  auth: 'key',
  needsDatabase: true,
  params: slugParams,
  body,
  responses: {
    200: { description: 'the profile as saved', schema: responseSchema },
    403: { description: "the key's account is not this creator's account" },
    404: { description: 'no such creator' },
  },
  async handle({ deps, store, params, body: edit, requester }) {
    const saved = await updateProfile(store, params.slug, requester!.accountId, edit);
    if (!saved.ok) return saved;
    const creator = (await creatorBySlug(store, params.slug))!;
    const sql = store;
    const [profile, samples] = await Promise.all([profileOf(sql, creator.id), chosenSampleIds(sql, creator.id)]);
    const value: z.infer<typeof responseSchema> = {
      slug: creator.slug,
      bio: profile.bio === '' ? null : profile.bio,
      links: profile.links,
      samples,
      avatarUrl: profile.avatarHash ? avatarPath(creator.slug, 'large', profile.avatarHash) : null,
    };
    return { status: 200, body: value };
  },
});
