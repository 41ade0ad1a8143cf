// The session cookie: HttpOnly, SameSite=Lax, Secure whenever the request came over TLS
// (req.secure honours TRUST_PROXY and X-Forwarded-Proto).

import type { Request, Response } from 'express';
import { SESSION_COOKIE } from './token.ts';

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

export function sessionTokenOf(req: Request): string | null {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  // 32 random bytes in base64url are 43 characters; anything else is not ours.
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
