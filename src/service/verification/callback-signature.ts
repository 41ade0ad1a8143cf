// The verification callback's signature: X-Likeness-Signature is sha256=<hex HMAC-SHA256 of
// "<timestamp>.<raw body>"> under VERIFICATION_CALLBACK_SECRET, X-Likeness-Timestamp in Unix
// seconds. One definition for the endpoint that checks it and the development provider that signs.

import { createHmac, timingSafeEqual } from 'node:crypto';

export function signCallback(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

export function callbackSignatureValid(secret: string, timestamp: string, raw: Buffer, presented: string): boolean {
  const expected = Buffer.from(signCallback(secret, Number(timestamp), raw));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
