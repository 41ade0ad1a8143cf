// The signed-in account as the gate's requester. The website has no API key: the session
// authenticates, and the account is passed in the same Requester shape the API builds from a key,
// so check and generate run exactly as they do for POST /api/v1/check and /api/v1/generate.
// The `keyId` names the session's channel; it only keys the rate limit, as a key id does.

import type { Request } from 'express';
import type { AppDeps } from '../http/deps.ts';
import type { RateLimitName } from '../http/route.ts';
import type { Requester } from '../service/accounts/keys.ts';
import type { SessionAccount } from './session/store.ts';

export const webRequester = (me: SessionAccount): Requester => ({ accountId: me.id, keyId: `web:${me.id}`, verification: me.verification });

/** Where render.url and provenance.verify point: PUBLIC_URL, else this request's origin (as the API route does). */
export const siteOrigin = (deps: AppDeps, req: Request): string => (deps.config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/$/, '');

/**
 * The API's own limiters (same sizes, same store): check and generate per account on the
 * website (the API counts per key), takedowns per client address, the very bucket the API uses.
 */
export async function siteRateLimit(deps: AppDeps, name: RateLimitName, key: string): Promise<{ allowed: true } | { allowed: false; retryAfter: string }> {
  const verdict = await deps.limiters.consume(name, key);
  return verdict.allowed ? { allowed: true } : { allowed: false, retryAfter: verdict.headers['Retry-After'] ?? '60' };
}
