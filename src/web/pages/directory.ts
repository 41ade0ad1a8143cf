// GET /creators?q=&context=: the creator directory, searched and filtered on the server.

import { boundaryFacts } from '../../service/directory/boundary-view.ts';
import { isContext } from '../../vocabulary.ts';
import { searchCreators } from '../../store/creator-search.ts';
import { page } from '../page.ts';
import { allContexts, contextLabel } from '../plain/words.ts';
import { renderPage } from '../render.ts';
import type { SitePage } from './types.ts';

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export const directoryPage: SitePage = {
  name: 'directory',
  mount(router, deps) {
    router.get(
      '/creators',
      page(deps, async ({ req, res, em }) => {
        const q = text(req.query.q, 100);
        const contextParam = text(req.query.context, 40);
        const context = isContext(contextParam) ? contextParam : null;
        const hits = await searchCreators(em, { name: q || null, context });
        const creators = hits.map((h) => {
          const facts = h.program ? boundaryFacts(h.program) : null;
          return {
            slug: h.slug,
            name: h.display_name,
            bio: h.bio,
            version: h.version,
            revoked: h.revoked_at !== null,
            contexts: facts ? facts.contexts.map(contextLabel) : [],
            realismCeiling: facts?.realismCeiling ?? null,
          };
        });
        renderPage(req, res, 'directory', { title: 'Creators', q, context, contexts: allContexts(), creators, filtered: q !== '' || context !== null });
      }),
    );
  },
};
