// The development identity provider (IDENTITY_PROVIDER=development): its hosted page lives on this
// site under /dev-identity and confirms whatever it is asked, so the flow can be used and tested
// without a real provider. It is still a provider from the outside: the page's link carries a
// signed, expiring ticket naming the account and level, and the result reaches the service only
// as a callback signed with VERIFICATION_CALLBACK_SECRET, checked by the same endpoint a real
// provider calls.

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { signCallback } from './callback-signature.ts';
import type { IdentityProvider, VerifiableLevel, VerificationStart } from './identity-provider.ts';

export const DEV_IDENTITY_PATH = '/dev-identity/verify';
const TICKET_SECONDS = 15 * 60;

export interface Ticket extends VerificationStart {
  expiresAt: number;
}

// The ticket key is derived, so a ticket can never be replayed as a callback signature.
const ticketKey = (secret: string): Buffer => createHmac('sha256', secret).update('development identity provider ticket').digest();
const mac = (secret: string, payload: string): string => createHmac('sha256', ticketKey(secret)).update(payload).digest('base64url');

export function issueTicket(secret: string, start: VerificationStart, now: Date): string {
  const ticket: Ticket = { ...start, expiresAt: Math.floor(now.getTime() / 1000) + TICKET_SECONDS };
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The ticket's request if its signature holds and it has not expired; otherwise null. */
export function readTicket(secret: string, text: string, now: Date): Ticket | null {
  const dot = text.indexOf('.');
  if (dot < 1 || text.length > 2000) return null;
  const payload = text.slice(0, dot);
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(text.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let ticket: Ticket;
  try {
    ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
  } catch {
    return null;
  }
  if (!(ticket.expiresAt > now.getTime() / 1000)) return null;
  return ticket;
}

export interface SignedCallback {
  headers: Record<string, string>;
  body: string;
  eventId: string;
}

/** What the provider sends to POST /api/v1/verification/callback once the person has confirmed. */
export function signedCallback(secret: string, accountId: string, level: VerifiableLevel, now: Date): SignedCallback {
  const eventId = `dev_${randomUUID()}`;
  const body = JSON.stringify({ eventId, accountId, level });
  const timestamp = Math.floor(now.getTime() / 1000);
  return { eventId, body, headers: { 'content-type': 'application/json', 'x-likeness-timestamp': String(timestamp), 'x-likeness-signature': signCallback(secret, timestamp, body) } };
}

export function developmentProvider(secret: string): IdentityProvider {
  return {
    displayName: 'the development identity provider (this deployment only)',
    start: (request, now) => `${DEV_IDENTITY_PATH}?ticket=${encodeURIComponent(issueTicket(secret, request, now))}`,
  };
}
