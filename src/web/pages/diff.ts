// GET /creators/:slug/diff?from=&to=: what changed in what the gate enforces between two
// versions, in plain language (the API's /boundaries/diff is the machine-readable twin).

import { diffPrograms, publicDiff } from '../../diff/index.ts';
import { storyBetween } from '../../service/directory/version-story.ts';
import { creatorBySlug, versionsOf } from '../../store/creator-directory.ts';
import { notFoundPage } from '../errors.ts';
import { page } from '../page.ts';
import { plainDiff } from '../plain/diff.ts';
import { renderPage } from '../view.ts';
import type { SitePage } from './types.ts';

const versionParam = (v: unknown): number | null => (typeof v === 'string' && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null);

export const diffPage: SitePage = {
  name: 'diff',
  mount(router, deps) {
    router.get(
      '/creators/:slug/diff',
      page(deps, async ({ req, res, store }) => {
        const creator = await creatorBySlug(store, String(req.params.slug));
        if (!creator || creator.status !== 'active') return notFoundPage(req, res);
        const versions = await versionsOf(store, creator.id);
        const fromN = versionParam(req.query.from);
        const toN = versionParam(req.query.to);
        const from = versions.find((v) => v.version === fromN);
        const to = versions.find((v) => v.version === toN);
        if (!from || !to) return notFoundPage(req, res);
        const plain = plainDiff(publicDiff(diffPrograms(from.program, to.program), from.program, to.program));
        renderPage(req, res, 'diff', {
          title: `${creator.display_name}: version ${from.version} → ${to.version}`,
          creator: { slug: creator.slug, name: creator.display_name },
          from: { version: from.version, policyHash: from.policy_hash, publishedAt: from.published_at },
          to: { version: to.version, policyHash: to.policy_hash, publishedAt: to.published_at, causeDetail: to.cause_detail },
          history: storyBetween(versions, from.version, to.version),
          ...plain,
        });
      }),
    );
  },
};
