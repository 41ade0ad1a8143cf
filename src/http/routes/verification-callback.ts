// POST /api/v1/verification/callback: the identity-verification provider reports a level.
// Signed: X-Likeness-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">, with
// X-Likeness-Timestamp in Unix seconds. Replay-protected twice over: the timestamp must be fresh,
// and each provider event id applies once (unique in verification_event).

import { z } from 'zod';
import { setVerification } from '../../service/accounts/accounts.ts';
import { fail } from '../../kernel/outcome.ts';
import { callbackSignatureValid } from '../../service/verification/callback-signature.ts';
import { VERIFICATION_LEVELS } from '../../vocabulary.ts';
import type { BodyState } from '../pipeline.ts';
import { defineRoute } from '../route.ts';

const body = z.strictObject({
  eventId: z.string().min(1).max(150).describe("the provider's unique event id"),
  accountId: z.string().min(1).max(40),
  level: z.enum(VERIFICATION_LEVELS),
});
const responseSchema = z.object({ accountId: z.string(), verification: z.enum(VERIFICATION_LEVELS), eventId: z.string() });

export { signCallback } from '../../service/verification/callback-signature.ts';

export const verificationCallback = defineRoute({
  method: 'post',
  path: '/api/v1/verification/callback',
  operationId: 'verificationCallback',
  summary: "The verification provider's signed callback setting an account's verification level (audited).",
  tags: ['accounts'],
  auth: 'none',
  needsDatabase: true,
  body,
  rawBody: true,
  responses: {
    200: { description: 'level recorded', schema: responseSchema },
    401: { description: 'missing, invalid or stale signature' },
    404: { description: 'no such account' },
    409: { description: 'this event id was already processed (replay)' },
    503: { description: 'no callback secret configured, or database unavailable' },
  },
  async handle({ store, deps, body: b, req }) {
    const { secret, toleranceSeconds } = deps.config.verificationCallback;
    if (!secret) return fail('callback_not_configured', 'VERIFICATION_CALLBACK_SECRET is not set on this deployment');
    const timestamp = req.get('x-likeness-timestamp') ?? '';
    const signature = req.get('x-likeness-signature') ?? '';
    const raw = (req as typeof req & BodyState).rawBody ?? Buffer.alloc(0);
    const age = Math.abs(deps.now().getTime() / 1000 - Number(timestamp));
    if (!/^\d{1,12}$/.test(timestamp) || !(age <= toleranceSeconds)) return fail('invalid_signature', `X-Likeness-Timestamp missing or more than ${toleranceSeconds} s away`);
    if (!callbackSignatureValid(secret, timestamp, raw, signature)) return fail('invalid_signature', 'X-Likeness-Signature does not match the body');
    const result = await setVerification(store, b.accountId, b.level, { source: 'provider', actor: 'provider:verification', reference: `provider:${b.eventId}` });
    if (!result.ok) return result;
    return { status: 200, body: { accountId: result.value.id, verification: result.value.verification, eventId: b.eventId } };
  },
});
