// GET /docs: how to use the API, pointing at the full reference (/api/v1/docs, OpenAPI).

import type { SitePage } from './types.ts';
import { renderPage } from '../view.ts';

export const docsPage: SitePage = {
  name: 'docs',
  mount(router, deps) {
    router.get('/docs', (req, res) => {
      const origin = deps.config.publicUrl;
      renderPage(req, res, 'docs', { title: 'API', origin });
    });
  },
};
