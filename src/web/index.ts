// The website, mounted beside the API by src/app.ts: server-rendered pages under
// their own strict CSP, sessions in PostgreSQL, CSRF on every form. Paths under /api/ never
// enter this router, so the API keeps its own body parsing and problem+json answers.

import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { fileURLToPath } from 'node:url';
import cookieParser from 'cookie-parser';
import type { AppDeps } from '../app/deps.ts';
import { isSitePath, siteErrors, siteNotFound } from './errors.ts';
import { sitePages } from './pages/index.ts';
import { SITE_CSP, siteHeaders } from './security.ts';
import { renderStandalone } from './view.ts';
import { loadSession } from './session/middleware.ts';
import { refuseUnstorableInput } from './storable-input.ts';
import { formBody } from './form-body.ts';

export { isSitePath } from './errors.ts';
export { unavailablePage } from './page.ts';

/** The API reference page (Swagger UI over the OpenAPI document), served by the API at /api/v1/docs. */
export const referencePage = (): { html: string; csp: string } => ({
  html: renderStandalone('docs-reference', { title: 'API reference', wide: true, apiReference: true }, '/docs/reference'),
  csp: SITE_CSP,
});

export const STATIC_DIR = fileURLToPath(new URL('./static', import.meta.url));

/** Mount before the API's JSON body parser: the site reads urlencoded forms. */
export function webSite(deps: AppDeps): Router {
  const router = express.Router();
  router.use((req: Request, _res: Response, next: NextFunction) => (isSitePath(req.path) ? next() : next('router')));
  router.use(siteHeaders());
  // Browsers ask for /favicon.ico whatever the page says.
  router.get('/favicon.ico', (_req: Request, res: Response) => res.sendFile(`${STATIC_DIR}/favicon.ico`, { maxAge: '1d' }));
  router.use('/static', express.static(STATIC_DIR, { index: false, maxAge: '1h', fallthrough: false }));
  router.use(cookieParser());
  router.use(formBody(32 * 1024, 50));
  router.use(refuseUnstorableInput());
  router.use(loadSession(deps));
  for (const p of sitePages) p.mount(router, deps);
  router.use(siteErrors(deps));
  return router;
}

/** Mount after every other route: HTML 404 pages for unknown site paths (GET). */
export function webFallback(deps: AppDeps): Router {
  const router = express.Router();
  router.use((req: Request, _res: Response, next: NextFunction) => (isSitePath(req.path) ? next() : next('router')));
  router.use(siteHeaders());
  router.use(cookieParser());
  router.use(loadSession(deps));
  router.use(siteNotFound());
  router.use(siteErrors(deps));
  return router;
}
