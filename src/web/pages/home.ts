// GET /: what the service is, how consent works, where to go next.

import { searchCreators } from '../../store/creator-search.ts';
import { page } from '../page.ts';
import { renderPage } from '../view.ts';
import type { SitePage } from './types.ts';

export const homePage: SitePage = {
  name: 'home',
  mount(router, deps) {
    router.get(
      '/',
      page(deps, async ({ req, res, store }) => {
        const creators = await searchCreators(store, { name: null, context: null }, 6);
        renderPage(req, res, 'home', { title: 'Likeness Gate', creators });
      }),
    );
  },
};
