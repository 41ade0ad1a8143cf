// Loads the session named by the cookie (if any) for every site request, and opens a fresh
// signed-in one at sign-in (never reusing the previous id, so a planted session cannot be
// promoted). Anonymous visitors get no session row: their forms are protected by the CSRF
// double-submit cookie alone, keyed by a secret derived from the provenance signing key, so a
// flood of cookieless page views writes nothing.

import { createHmac } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../../app/deps.ts';
import { setWebState, webState } from '../state.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './cookie.ts';
import { storeFor } from '../../store/index.ts';
import { endSession, findSession, openSession, purgeExpiredSessions, touchSession, type WebSessionState } from '../../store/web-sessions.ts';

export function loadSession(deps: AppDeps) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const store = deps.orm ? storeFor(deps.orm, { clock: deps.now }) : null;
    const state = { store, session: null as WebSessionState | null, anonymousCsrfSecret: anonymousCsrfSecret(deps) };
    setWebState(req, state);
    const token = sessionTokenOf(req);
    if (store && token) {
      state.session = await findSession(store, token, deps.now());
      if (state.session) await touchSession(store, state.session, deps.now());
    }
    next();
  };
}

const anonymousSecrets = new WeakMap<object, string>();

/** Same on every instance sharing the keys (PROVENANCE_KEYS), so a form posts to any of them. */
function anonymousCsrfSecret(deps: AppDeps): string {
  let secret = anonymousSecrets.get(deps.keyring);
  if (!secret) {
    secret = createHmac('sha256', deps.keyring.signing.secret).update('likeness-gate anonymous form csrf').digest('hex');
    anonymousSecrets.set(deps.keyring, secret);
  }
  return secret;
}

/** This page has a form: render a CSRF token (and its cookie) even for an anonymous visitor. */
export function enableForms(req: Request): void {
  webState(req).forms = true;
}

/** Ends whatever session the request had and opens a signed-in one for `accountId`. */
export async function startSignedInSession(req: Request, res: Response, deps: AppDeps, accountId: string): Promise<void> {
  const state = webState(req);
  if (!state.store) throw new Error('sign-in needs the database');
  const now = deps.now();
  if (state.session) await endSession(state.store, state.session.idSha256);
  await purgeExpiredSessions(state.store, now);
  const opened = await openSession(state.store, accountId, now);
  setSessionCookie(req, res, opened.token, opened.expiresAt);
  state.session = null; // the response is a redirect; the next request loads the new session
}

export async function endCurrentSession(req: Request, res: Response): Promise<void> {
  const state = webState(req);
  if (state.store && state.session) await endSession(state.store, state.session.idSha256);
  state.session = null;
  clearSessionCookie(req, res);
}
