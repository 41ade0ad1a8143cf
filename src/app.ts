// The Express application: security headers, JSON bodies, one handler per route file, and
// problem+json for everything that is not a success (unknown routes and stray errors included).

import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './app/deps.ts';
import { jsonBody } from './http/body.ts';
import { uploadBody } from './http/upload.ts';
import { runRoute } from './http/pipeline.ts';
import { problemOf, sendProblem } from './http/problem.ts';
import { expressPath, type RouteDef } from './http/route.ts';
import { webFallback, webSite } from './web/index.ts';
import { isSitePath } from './web/errors.ts';
import { unavailablePage } from './web/page.ts';
import { requestDeadline } from './middleware/deadline.ts';

/** Does `path` fit the OpenAPI template (`{name}` stands for one non-empty segment)? */
function matchesPath(openapiPath: string, path: string): boolean {
  const want = openapiPath.split('/');
  const got = path.replace(/(.)\/$/, '$1').split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith('{') ? got[i] !== '' : w === got[i]));
}

export function createApp(deps: AppDeps, routes: RouteDef[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', false);
  app.use(
    requestDeadline(deps.config, (req, res) => {
      if (isSitePath(req.path)) return unavailablePage(req, res);
      sendProblem(res, problemOf('request_timeout', 'the request could not be completed in time; try again shortly', { instance: req.path }), { 'Retry-After': '5' });
    }),
  );
  // No upgrade-insecure-requests: the service is often reached over plain http on localhost.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  // The website (src/web): its own CSP, forms and sessions; it never sees /api/ paths.
  app.use(webSite(deps));
  // File uploads are read before the JSON parser, which would otherwise drain them.
  for (const route of routes) if (route.upload) app[route.method](expressPath(route.path), uploadBody(route.upload));
  app.use(jsonBody(deps.config.bodyLimitBytes));
  for (const route of routes) app[route.method](expressPath(route.path), runRoute(route, deps));
  app.use(webFallback(deps));

  app.use((req: Request, res: Response) => {
    const allowed = routes.filter((r) => matchesPath(r.path, req.path)).map((r) => r.method.toUpperCase());
    if (allowed.length > 0) {
      sendProblem(res, problemOf('method_not_allowed', `${req.method} is not supported here; use ${allowed.join(', ')}`, { instance: req.path }), { Allow: allowed.join(', ') });
      return;
    }
    sendProblem(res, problemOf('not_found', `no route ${req.method} ${req.path}`, { instance: req.path }));
  });

  // Last resort: anything thrown outside a route handler. Never echo the error itself.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // The router could not decode a path parameter (`/api/v1/provenance/%ff`): the client's fault.
    if (error instanceof URIError || (error as { status?: unknown } | null)?.status === 400) {
      const errors = [{ pointer: '', in: 'path' as const, message: 'the path is not valid percent-encoded UTF-8' }];
      sendProblem(res, problemOf('invalid_request', 'the request path could not be decoded', { instance: req.path, errors }));
      return;
    }
    deps.log('error', 'unhandled error', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    if (res.headersSent) return;
    sendProblem(res, problemOf('internal_error', 'the server could not complete the request', { instance: req.path }));
  });
  return app;
}
