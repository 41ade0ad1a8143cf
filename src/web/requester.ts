// The signed-in account as the gate's requester. The website has no API key: the session
// authenticates, and the account is passed in the same Requester shape the API builds from a key,
// so check and generate run exactly as they do for POST /api/v1/check and /api/v1/generate.
// The `keyId` names the session's channel; it only keys the rate limit, as a key id does.

import type { AppDeps } from '../app/deps.ts';
import { consumeForRequester, type RateLimitName } from '../middleware/rate-limit.ts';
import type { Requester } from '../service/accounts/keys.ts';
import type { SessionAccount } from '../store/web-sessions.ts';

export const webRequester = (me: SessionAccount): Requester => ({ accountId: me.id, keyId: `web:${me.id}`, verification: me.verification });

/** Where render.url and provenance.verify point: configuration only (PUBLIC_URL), never the request's Host. */
export const siteOrigin = (deps: AppDeps): string => deps.config.publicUrl;

/**
 * The API's own limiters (same sizes, same store): check and generate per account on the
 * website (the API counts per key), takedowns per client address, the very bucket the API uses.
 */
export async function siteRateLimit(deps: AppDeps, name: RateLimitName, key: string, accountId?: string): Promise<{ allowed: true } | { allowed: false; retryAfter: string }> {
  const verdict = await consumeForRequester(deps.limiters, name, key, accountId);
  return verdict.allowed ? { allowed: true } : { allowed: false, retryAfter: verdict.headers['Retry-After'] ?? '60' };
}
