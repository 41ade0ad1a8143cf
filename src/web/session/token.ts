// Session tokens: 256 random bits in the cookie, only their SHA-256 in the database.

import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'lg_session';

/** A signed-in session lives 7 days from its last use, and never longer than 30 days in all. */
export const SIGNED_IN_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SIGNED_IN_MAX_MS = 30 * 24 * 3600 * 1000;
/** An anonymous session only carries the CSRF secret of a sign-in or sign-up form. */
export const ANONYMOUS_MS = 2 * 3600 * 1000;

export const sessionIdOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function newSessionToken(): { token: string; idSha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, idSha256: sessionIdOf(token) };
}

export const newCsrfSecret = (): string => randomBytes(32).toString('hex');

/** When a session seen at `now` expires: sliding for signed-in sessions, capped by the absolute maximum. */
export function expiryAt(signedIn: boolean, createdAt: Date, now: Date): Date {
  if (!signedIn) return new Date(createdAt.getTime() + ANONYMOUS_MS);
  return new Date(Math.min(now.getTime() + SIGNED_IN_IDLE_MS, createdAt.getTime() + SIGNED_IN_MAX_MS));
}
