// The development identity provider, without a server: its tickets are signed and expire, and its
// callback carries the same signature the callback endpoint checks.

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index.ts';
import { callbackSignatureValid } from '../../../src/service/verification/callback-signature.ts';
import { DEV_IDENTITY_PATH, issueTicket, readTicket, signedCallback } from '../../../src/service/verification/development-provider.ts';
import { identityProviderFor } from '../../../src/service/verification/identity-provider.ts';

const SECRET = 'a development callback secret';
const NOW = new Date('2026-11-23T12:00:00Z');
const START = { accountId: 'acct_1', level: 'age' as const, returnTo: '/dashboard#verification' };

const configOf = (env: Record<string, string>) => {
  const loaded = loadConfig({ LOG_LEVEL: 'silent', ...env });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.config;
};

describe('choosing the identity provider', () => {
  it('has none unless IDENTITY_PROVIDER is set: a deployment is never verified by the development provider by default', () => {
    expect(configOf({}).identityProvider).toBe('off');
    expect(identityProviderFor(configOf({ VERIFICATION_CALLBACK_SECRET: SECRET }))).toBeNull();
  });

  it('turns the development provider on only with a callback secret to sign with', () => {
    const refused = loadConfig({ IDENTITY_PROVIDER: 'development' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.problems.map((p) => p.setting)).toEqual(['IDENTITY_PROVIDER']);
    const provider = identityProviderFor(configOf({ IDENTITY_PROVIDER: 'development', VERIFICATION_CALLBACK_SECRET: SECRET }));
    expect(provider?.start(START, NOW)).toMatch(new RegExp(`^${DEV_IDENTITY_PATH}\\?ticket=`));
  });

  it('refuses an unknown provider name', () => {
    expect(loadConfig({ IDENTITY_PROVIDER: 'anything' }).ok).toBe(false);
  });
});

describe('the hosted page ticket', () => {
  it('reads back the request it was issued for, until it expires', () => {
    const ticket = issueTicket(SECRET, START, NOW);
    expect(readTicket(SECRET, ticket, NOW)).toMatchObject(START);
    expect(readTicket(SECRET, ticket, new Date(NOW.getTime() + 16 * 60_000))).toBeNull();
  });

  it('refuses a ticket whose account or level was changed, or that another secret signed', () => {
    const ticket = issueTicket(SECRET, START, NOW);
    const [, mac] = ticket.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...START, accountId: 'acct_other', expiresAt: 9e9 })).toString('base64url')}.${mac}`;
    expect(readTicket(SECRET, forged, NOW)).toBeNull();
    expect(readTicket('another secret', ticket, NOW)).toBeNull();
    expect(readTicket(SECRET, 'no-dot', NOW)).toBeNull();
  });
});

describe('the signed callback', () => {
  it('carries a signature the callback endpoint accepts, and a fresh event id each time', () => {
    const call = signedCallback(SECRET, 'acct_1', 'identity', NOW);
    expect(JSON.parse(call.body)).toEqual({ eventId: call.eventId, accountId: 'acct_1', level: 'identity' });
    const ok = callbackSignatureValid(SECRET, call.headers['x-likeness-timestamp']!, Buffer.from(call.body), call.headers['x-likeness-signature']!);
    expect(ok).toBe(true);
    expect(callbackSignatureValid('wrong', call.headers['x-likeness-timestamp']!, Buffer.from(call.body), call.headers['x-likeness-signature']!)).toBe(false);
    expect(signedCallback(SECRET, 'acct_1', 'identity', NOW).eventId).not.toBe(call.eventId);
  });
});
