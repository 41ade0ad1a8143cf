// The documentation site: /docs (start here: the guides and a three-step quick start),
// /docs/reference (the API reference, drawn from /api/v1/openapi.json by Swagger UI served from
// this site, never a CDN), and /docs/<guide> (the user-facing guides in docs/, rendered).

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SitePage } from './types.ts';
import { renderPage } from '../view.ts';
import { notFoundPage } from '../errors.ts';
import { GUIDES, guideBySlug } from '../guides/catalogue.ts';
import { renderedGuide } from '../guides/markdown.ts';

export const DOCS_DIR = fileURLToPath(new URL('../../../docs', import.meta.url));
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
// Only the two files the reference page loads; the package's own index.html is not served.
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

export const docsPage: SitePage = {
  name: 'docs',
  mount(router, deps) {
    router.get('/docs', (req, res) => {
      renderPage(req, res, 'docs', { title: 'Documentation', origin: deps.config.publicUrl, guides: GUIDES });
    });
    router.get('/docs/reference', (req, res) => {
      renderPage(req, res, 'docs-reference', { title: 'API reference', wide: true, apiReference: true });
    });
    router.get('/docs/:slug', async (req, res) => {
      const guide = guideBySlug(String(req.params.slug));
      if (!guide) return notFoundPage(req, res);
      const rendered = await renderedGuide(guide, DOCS_DIR);
      renderPage(req, res, 'guide', { title: guide.title, guide, guides: GUIDES, body: rendered.html, sections: rendered.sections });
    });
    router.get('/vendor/swagger-ui/:file', (req, res) => {
      const file = String(req.params.file);
      if (!SWAGGER_UI_FILES.has(file)) return notFoundPage(req, res);
      res.sendFile(join(SWAGGER_UI_DIR, file), { maxAge: '1d' });
    });
  },
};
