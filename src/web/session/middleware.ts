// Loads the session named by the cookie (if any) for every site request, and opens sessions:
// an anonymous one for a page with a form, a fresh signed-in one at sign-in (never reusing the
// previous id, so a planted session cannot be promoted).

import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../../http/deps.ts';
import { setWebState, webState } from '../state.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './cookie.ts';
import { endSession, findSession, openSession, purgeExpiredSessions, touchSession, type WebSessionState } from './store.ts';

export function loadSession(deps: AppDeps) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const em = deps.orm ? (deps.orm.em.fork() as NonNullable<ReturnType<typeof webState>['em']>) : null;
    const state = { em, session: null as WebSessionState | null };
    setWebState(req, state);
    const token = sessionTokenOf(req);
    if (em && token) {
      state.session = await findSession(em, token, deps.now());
      if (state.session) await touchSession(em, state.session, deps.now());
    }
    next();
  };
}

/** The session of this request, opening an anonymous one when there is none (forms need one). */
export async function ensureSession(req: Request, res: Response, deps: AppDeps): Promise<WebSessionState> {
  const state = webState(req);
  if (state.session) return state.session;
  if (!state.em) throw new Error('ensureSession needs the database');
  const now = deps.now();
  const opened = await openSession(state.em, null, now);
  setSessionCookie(req, res, opened.token, opened.expiresAt);
  state.session = { idSha256: opened.idSha256, csrfSecret: opened.csrfSecret, createdAt: now, expiresAt: opened.expiresAt, lastSeenAt: now, account: null };
  return state.session;
}

/** Ends whatever session the request had and opens a signed-in one for `accountId`. */
export async function startSignedInSession(req: Request, res: Response, deps: AppDeps, accountId: string): Promise<void> {
  const state = webState(req);
  if (!state.em) throw new Error('sign-in needs the database');
  const now = deps.now();
  if (state.session) await endSession(state.em, state.session.idSha256);
  await purgeExpiredSessions(state.em, now);
  const opened = await openSession(state.em, accountId, now);
  setSessionCookie(req, res, opened.token, opened.expiresAt);
  state.session = null; // the response is a redirect; the next request loads the new session
}

export async function endCurrentSession(req: Request, res: Response): Promise<void> {
  const state = webState(req);
  if (state.em && state.session) await endSession(state.em, state.session.idSha256);
  state.session = null;
  clearSessionCookie(req, res);
}
