// GET /creators/:slug: a listed creator's profile (avatar, bio, links, chosen sample images and
// a "Request an image" button), their boundaries in plain language, and the version history with
// links to what changed between consecutive versions.

import { boundarySet } from '../../service/directory/boundary-view.ts';
import { madeBy, revokedBy } from '../../service/directory/version-story.ts';
import { creatorBySlug, versionsOf } from '../../store/creator-directory.ts';
import { notFoundPage } from '../errors.ts';
import { page } from '../page.ts';
import { plainBoundaries } from '../plain/boundaries.ts';
import { profileOf, samplesOf } from '../../store/profiles.ts';
import { shownProfile } from '../profile-view.ts';
import { renderPage } from '../view.ts';
import type { SitePage } from './types.ts';

export const creatorPage: SitePage = {
  name: 'creator',
  mount(router, deps) {
    router.get(
      '/creators/:slug',
      page(deps, async ({ req, res, store }) => {
        const creator = await creatorBySlug(store, String(req.params.slug));
        if (!creator || creator.status !== 'active') return notFoundPage(req, res);
        const sql = store;
        const [versions, profile, samples] = await Promise.all([versionsOf(store, creator.id), profileOf(sql, creator.id), samplesOf(sql, creator.id)]);
        const latest = versions[0];
        const history = versions.map((v, i) => ({
          version: v.version,
          policyHash: v.policy_hash,
          cause: madeBy(v),
          causeDetail: v.cause_detail,
          revocation: revokedBy(v),
          publishedAt: v.published_at,
          revokedAt: v.revoked_at,
          revokedReason: v.revoked_reason,
          // versions are newest first: the one after this in the list is the previous version
          previous: versions[i + 1]?.version ?? null,
        }));
        renderPage(req, res, 'creator', {
          title: creator.display_name,
          creator: { slug: creator.slug, name: creator.display_name, listedSince: creator.created_at },
          profile: shownProfile(creator.slug, { ...profile, samples }, 'large'),
          canRequest: latest !== undefined && latest.revoked_at === null,
          boundary: latest ? { version: latest.version, policyHash: latest.policy_hash, revokedAt: latest.revoked_at, revocation: revokedBy(latest), revokedByCreator: latest.revoked_by_kind === 'creator', plain: plainBoundaries(boundarySet(latest.program), creator.display_name) } : null,
          history,
        });
      }),
    );
  },
};
