// /review (reviewer or operator accounts): open takedowns by due time, overdue ones first and
// marked (src/takedown listTakedowns, as GET /api/v1/takedowns), recently closed ones, and
// every creator with activation / suspension (src/service/creators.ts setCreatorStatus, audited).

import { creatorStatusHistory, listCreators, setCreatorStatus } from '../../store/creator-status.ts';
import { listTakedowns } from '../../store/takedown-queue.ts';
import { requireCsrf } from '../csrf.ts';
import { field } from '../forms.ts';
import { renderPage } from '../view.ts';
import { reviewerPage } from '../reviewer-page.ts';
import type { SitePage } from './types.ts';

const NOTICES: Record<string, string> = {
  actioned: 'The takedown is actioned and closed.',
  dismissed: 'The takedown is dismissed and closed.',
};

export const reviewPage: SitePage = {
  name: 'review',
  mount(router, deps) {
    router.get(
      '/review',
      reviewerPage(deps, async ({ req, res, store }) => {
        const [open, all, creators, history] = await Promise.all([
          listTakedowns(store, { status: 'open', limit: 200, offset: 0 }),
          listTakedowns(store, { limit: 60, offset: 0 }),
          listCreators(store),
          creatorStatusHistory(store),
        ]);
        const closed = all.filter((t) => t.status !== 'open').sort((a, b) => (b.resolution?.at ?? '').localeCompare(a.resolution?.at ?? '')).slice(0, 20);
        const closedId = typeof req.query.closed === 'string' ? req.query.closed : null;
        const how = typeof req.query.how === 'string' ? NOTICES[req.query.how] : undefined;
        const creatorNotice = typeof req.query.creator === 'string' && typeof req.query.status === 'string' ? `${req.query.creator} is now ${req.query.status}.` : null;
        renderPage(req, res, 'review', {
          title: 'Review queue',
          wide: true,
          open,
          closed,
          creators,
          history,
          notice: closedId && how ? `${closedId}: ${how}` : creatorNotice,
        });
      }),
    );
    router.post(
      '/review/creators/:slug/status',
      requireCsrf,
      reviewerPage(deps, async ({ req, res, store, actor }) => {
        const status = field(req.body, 'status');
        if (status !== 'active' && status !== 'suspended') {
          renderPage(req, res, 'error', { title: 'Request not understood', message: 'A creator can be activated or suspended.' }, 400);
          return;
        }
        const slug = String(req.params.slug);
        const done = await setCreatorStatus(store, slug, status, actor);
        if (!done.ok) {
          renderPage(req, res, 'error', { title: 'No such creator', message: done.message }, 404);
          return;
        }
        res.redirect(303, `/review?creator=${encodeURIComponent(slug)}&status=${status}#creators`);
      }),
    );
  },
};
