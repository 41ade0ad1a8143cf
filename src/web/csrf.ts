// CSRF protection for every form: csrf-csrf's double-submit cookie, its HMAC keyed by the
// session's own secret and bound to the session id, so a token from another session is refused.
// Anonymous visitors (sign-in, sign-up, takedown and verify forms) have no session: their token
// is keyed by a secret derived from the provenance key and checked against its cookie, which
// another site can neither read nor set. Forms carry the token in a hidden `_csrf` field.

import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { webState } from './state.ts';

export const CSRF_COOKIE = 'lg_csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_REJECTED = 'csrf_rejected';

const { generateCsrfToken, doubleCsrfProtection } = doubleCsrf({
  // Without a session nothing can validate: a fresh random secret per call.
  getSecret: (req) => (req ? (webState(req).session?.csrfSecret ?? webState(req).anonymousCsrfSecret) : undefined) ?? randomBytes(32).toString('hex'),
  getSessionIdentifier: (req) => webState(req).session?.idSha256 ?? '',
  cookieName: CSRF_COOKIE,
  cookieOptions: { sameSite: 'lax', path: '/', httpOnly: true, secure: false },
  getCsrfTokenFromRequest: (req) => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
    return typeof value === 'string' ? value : undefined;
  },
  errorConfig: { statusCode: 403, message: 'the form could not be verified', code: CSRF_REJECTED },
});

/** The token to put in this page's forms (reuses the cookie's token while it is still valid). */
export const csrfTokenFor = (req: Request, res: Response): string =>
  generateCsrfToken(req, res, { cookieOptions: { sameSite: 'lax', path: '/', httpOnly: true, secure: req.secure } });

/** Middleware: every POST must carry the session's token in `_csrf` and the matching cookie. */
export const requireCsrf = doubleCsrfProtection;

export const isCsrfRejection = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === CSRF_REJECTED;
