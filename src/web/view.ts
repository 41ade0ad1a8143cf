// Server-rendered pages: eta templates in src/web/views, autoEscape on (every `<%= %>` is
// escaped; nothing in src/web escapes by hand). Every page gets the signed-in account and, when
// there is a session, the CSRF token for its forms.

import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';
import { Eta } from 'eta';
import { csrfTokenFor } from './csrf.ts';
import { webState } from './state.ts';
import { navFor } from './nav.ts';
import { fmt } from './format.ts';

export const VIEWS_DIR = fileURLToPath(new URL('./views', import.meta.url));

const eta = new Eta({ views: VIEWS_DIR, autoEscape: true, cache: true, defaultExtension: '.eta' });

export interface PageData {
  /** The page's <title> and, by default, its <h1>. */
  title: string;
  [key: string]: unknown;
}

export function renderPage(req: Request, res: Response, view: string, data: PageData, status = 200): void {
  if (res.headersSent) return; // answered by the request deadline meanwhile
  const state = webState(req);
  const session = state.session;
  const me = session?.account ?? null;
  const csrf = session || state.forms ? csrfTokenFor(req, res) : null;
  const html = eta.render(view, { ...data, me, csrf, fmt, nav: navFor(me, req.path) });
  // Pages can hold a new API key or account details: never stored by a shared cache.
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/** A page for an anonymous visitor, outside the site router (the API's /api/v1/docs): no session, no forms. */
export function renderStandalone(view: string, data: PageData, path: string): string {
  return eta.render(view, { ...data, me: null, csrf: null, fmt, nav: navFor(null, path) });
}
