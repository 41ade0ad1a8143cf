// The application: the two faces, the API (src/http) and the website (src/web), mounted on one
// Express app behind the middleware both share. The faces never import each other; this file is
// the only place that knows both.

import express from 'express';
import type { AppDeps } from './app/deps.ts';
import { requestDeadline } from './middleware/deadline.ts';
import { requestId } from './middleware/request-id.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { apiErrors, apiNotFound, apiRouter, apiTimedOut, type RouteDef } from './http/index.ts';
import { allRoutes } from './http/routes/index.ts';
import { isSitePath, referencePage, unavailablePage, webFallback, webSite } from './web/index.ts';

export type { AppDeps } from './app/deps.ts';

/** Every API route, with the API reference page (/api/v1/docs) as the website draws it. */
export const routesFor = (publicUrl?: string): RouteDef[] => allRoutes(publicUrl, referencePage());

export function createApp(deps: AppDeps, routes: RouteDef[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', false);
  app.use(requestId());
  app.use(requestDeadline(deps.config, (req, res) => (isSitePath(req.path) ? unavailablePage(req, res) : apiTimedOut(req, res))));
  app.use(securityHeaders());
  // The website: its own CSP, forms and sessions; it never sees /api/ paths.
  app.use(webSite(deps));
  app.use(apiRouter(deps, routes));
  app.use(webFallback(deps));
  app.use(apiNotFound(routes));
  app.use(apiErrors(deps));
  return app;
}
