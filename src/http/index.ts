// The API face: a router with one handler per route file and problem+json for everything that is
// not a success (unknown routes and stray errors included). src/app.ts mounts it beside the site.

import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { AppDeps } from '../app/deps.ts';
import { jsonBody } from './body.ts';
import { uploadBody } from './upload.ts';
import { runRoute } from './pipeline.ts';
import { problemOf, sendProblem } from './problem.ts';
import { expressPath, type RouteDef } from './route.ts';

/** Does `path` fit the OpenAPI template (`{name}` stands for one non-empty segment)? */
function matchesPath(openapiPath: string, path: string): boolean {
  const want = openapiPath.split('/');
  const got = path.replace(/(.)\/$/, '$1').split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith('{') ? got[i] !== '' : w === got[i]));
}

/** The answer when a request runs past its deadline (src/middleware/deadline.ts). */
export function apiTimedOut(req: Request, res: Response): void {
  sendProblem(res, problemOf('request_timeout', 'the request could not be completed in time; try again shortly', { instance: req.path }), { 'Retry-After': '5' });
}

/** Every route, its upload or JSON body first. */
export function apiRouter(deps: AppDeps, routes: RouteDef[]): Router {
  const router = express.Router();
  // File uploads are read before the JSON parser, which would otherwise drain them.
  for (const route of routes) if (route.upload) router[route.method](expressPath(route.path), uploadBody(route.upload));
  router.use(jsonBody(deps.config.bodyLimitBytes));
  for (const route of routes) router[route.method](expressPath(route.path), runRoute(route, deps));
  return router;
}

/** After everything else: a 405 naming the methods a known path takes, else a 404. */
export function apiNotFound(routes: RouteDef[]) {
  return (req: Request, res: Response): void => {
    const allowed = routes.filter((r) => matchesPath(r.path, req.path)).map((r) => r.method.toUpperCase());
    if (allowed.length > 0) {
      sendProblem(res, problemOf('method_not_allowed', `${req.method} is not supported here; use ${allowed.join(', ')}`, { instance: req.path }), { Allow: allowed.join(', ') });
      return;
    }
    sendProblem(res, problemOf('not_found', `no route ${req.method} ${req.path}`, { instance: req.path }));
  };
}

/** Last resort: anything thrown outside a route handler. Never echo the error itself. */
export function apiErrors(deps: AppDeps) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
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
  };
}

export type { RouteDef } from './route.ts';
