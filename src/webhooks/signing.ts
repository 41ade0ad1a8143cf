// Standard Webhooks signing: `whsec_` secrets, and the three headers of a delivery. During a
// rotation's grace period both secrets sign (space-separated signatures, as the specification
// allows), so a receiver verifies with either.

import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The secrets that sign at `at`: the current one, and the previous one until its grace ends. */
export function secretsAt(s: SigningSecrets, at: Date): string[] {
  const graceful = s.previousSecret !== null && s.previousSecretExpiresAt !== null && s.previousSecretExpiresAt > at;
  return graceful ? [s.secret, s.previousSecret!] : [s.secret];
}

export function signedHeaders(secrets: string[], eventId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(eventId, at, body)).join(' '),
  };
}
