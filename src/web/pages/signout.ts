// POST /signout: ends the session (the row is deleted, the cookie cleared).

import { requireCsrf } from '../csrf.ts';
import { page } from '../page.ts';
import { endCurrentSession } from '../session/middleware.ts';
import type { SitePage } from './types.ts';

export const signoutPage: SitePage = {
  name: 'signout',
  mount(router, deps) {
    router.post(
      '/signout',
      requireCsrf,
      page(deps, async ({ req, res }) => {
        await endCurrentSession(req, res);
        res.redirect(303, '/');
      }),
    );
  },
};
