// Friendly HTML for site routes that fail: 404 for unknown pages, 403 for a form whose CSRF
// token is missing or stale, 503 while the database is away, 500 for anything else (logged, never
// shown). API routes keep their problem+json answers (src/http/index.ts).

import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../app/deps.ts';
import { isDatabaseUnavailable } from '../store/errors.ts';
import { isCsrfRejection } from './csrf.ts';
import { unavailablePage } from './page.ts';
import { renderPage } from './view.ts';

export const isSitePath = (path: string): boolean => path !== '/api' && !path.startsWith('/api/');

export function notFoundPage(req: Request, res: Response): void {
  renderPage(req, res, 'error', { title: 'Page not found', message: 'There is no page at this address.' }, 404);
}

export function siteNotFound() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isSitePath(req.path)) return next();
    notFoundPage(req, res);
  };
}

export function siteErrors(deps: AppDeps) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    // API paths keep their problem+json answers (the app's last error handler).
    if (res.headersSent || !isSitePath(req.path)) return next(error);
    if (isCsrfRejection(error)) {
      renderPage(req, res, 'error', { title: 'Form expired', message: 'This form could not be verified (it may have expired, or come from another site). Go back, reload the page and try again.' }, 403);
      return;
    }
    if (isDatabaseUnavailable(error)) return unavailablePage(req, res);
    // http-errors from express.static (404) and the form parser (400, 413, 415).
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (status === 404) return notFoundPage(req, res);
      renderPage(req, res, 'error', { title: 'Request not understood', message: 'The form or address could not be read. Go back and try again.' }, status);
      return;
    }
    deps.log('error', 'unhandled error in site page', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    try {
      renderPage(req, res, 'error', { title: 'Something went wrong', message: 'The page could not be shown. The error has been logged; please try again.' }, 500);
    } catch {
      res.status(500).type('text').send('internal error');
    }
  };
}
