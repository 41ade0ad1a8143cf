// GET /creators?q=&context=: the creator directory, searched and filtered on the server; each
// card shows the creator's avatar, bio, links, a few sample images and a "Request an image" link.

import { boundaryFacts } from '../../service/directory/boundary-view.ts';
import { isContext } from '../../vocabulary.ts';
import { searchCreators } from '../../store/creator-search.ts';
import { page } from '../page.ts';
import { allContexts, contextLabel } from '../plain/words.ts';
import { profilesBySlug } from '../../store/profiles.ts';
import { shownProfile } from '../profile-view.ts';
import { renderPage } from '../view.ts';
import type { SitePage } from './types.ts';

const CARD_SAMPLES = 3;

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export const directoryPage: SitePage = {
  name: 'directory',
  mount(router, deps) {
    router.get(
      '/creators',
      page(deps, async ({ req, res, store }) => {
        const q = text(req.query.q, 100);
        const contextParam = text(req.query.context, 40);
        const context = isContext(contextParam) ? contextParam : null;
        const hits = await searchCreators(store, { name: q || null, context });
        const profiles = await profilesBySlug(store, hits.map((h) => h.slug), CARD_SAMPLES);
        const creators = hits.map((h) => {
          const facts = h.program ? boundaryFacts(h.program) : null;
          const profile = profiles.get(h.slug);
          return {
            slug: h.slug,
            name: h.display_name,
            profile: profile ? shownProfile(h.slug, profile, 'small') : null,
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
