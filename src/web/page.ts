// One wrapper for every page handler: the database must be there (else a 503 page), signed-in
// pages send visitors to sign in first, and the handler gets what it needs in one object.

import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../app/deps.ts';
import type { Store } from '../store/index.ts';
import type { Role } from '../store/orm/entities/account.ts';
import type { SessionAccount } from '../store/web-sessions.ts';
import { webState } from './state.ts';
import { renderPage } from './view.ts';

export interface PageInput {
  req: Request;
  res: Response;
  deps: AppDeps;
  store: Store;
  me: SessionAccount | null;
}

export interface SignedInPageInput extends PageInput {
  me: SessionAccount;
}

export function unavailablePage(req: Request, res: Response): void {
  res.set('Retry-After', '5');
  renderPage(req, res, 'error', { title: 'Temporarily unavailable', message: 'The database is not reachable right now. Please try again in a few seconds.' }, 503);
}

export function page(deps: AppDeps, handler: (input: PageInput) => Promise<void>) {
  return async (req: Request, res: Response, _next: NextFunction): Promise<void> => {
    const { store, session } = webState(req);
    if (!store) return unavailablePage(req, res);
    await handler({ req, res, deps, store, me: session?.account ?? null });
  };
}

/** A local path to come back to after signing in; anything else (other sites, `//host`) is dropped. */
export const safeNext = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && value.length < 500 ? value : null;

/**
 * A page for signed-in accounts (visitors are sent to sign in and back; only GET pages are
 * returned to). With `role`, an account without that role gets a 403 page (creator console,
 * reviewer queue).
 */
export function signedInPage(deps: AppDeps, handler: (input: SignedInPageInput) => Promise<void>, options: { role?: Role } = {}) {
  return page(deps, async (input) => {
    const { req, res, me } = input;
    if (!me) {
      res.redirect(303, req.method === 'GET' ? `/signin?next=${encodeURIComponent(req.originalUrl)}` : '/signin');
      return;
    }
    if (options.role && !me.roles.includes(options.role)) {
      renderPage(req, res, 'error', { title: 'Not available to this account', message: `This page is for ${options.role} accounts.` }, 403);
      return;
    }
    await handler({ ...input, me });
  });
}
