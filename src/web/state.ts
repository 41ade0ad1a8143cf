// What the site knows about one request: its store (null when the database is missing) and its
// session. Kept beside the request, not on it, so no Express type is augmented.

import type { Request } from 'express';
import type { Store } from '../store/index.ts';
import type { SessionAccount, WebSessionState } from '../store/web-sessions.ts';

export interface WebState {
  /** The request's store over the same unit of work (null when the database is missing). */
  store: Store | null;
  session: WebSessionState | null;
  /** Without a session: the CSRF secret of anonymous forms (derived, never stored). */
  anonymousCsrfSecret?: string;
  /** This page shows a form, so it needs a CSRF token even without a session. */
  forms?: boolean;
}

const states = new WeakMap<Request, WebState>();

export const setWebState = (req: Request, state: WebState): void => void states.set(req, state);
export const webState = (req: Request): WebState => states.get(req) ?? { store: null, session: null };
export const signedInAccount = (req: Request): SessionAccount | null => webState(req).session?.account ?? null;
