// The attack: behind one proxy, a client rotates X-Forwarded-For to get a fresh rate-limit bucket
// on every request. With TRUST_PROXY as a hop count only the address the proxy itself appended
// counts, so the takedown, sign-in and sign-up limits hold.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_ATTEMPTS, SIGNUP_ATTEMPTS } from '../../src/web/signin-limit.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { SiteClient } from '../web/client.ts';

let db: TestDatabase;
let server: TestServer;
const REPORTS = 3;
const report = { kind: 'non-consensual', creator: 'mira-okafor', generationId: 'gen_0123456789abcdefghjkmnpqrs', detail: 'This image of me was made without my consent.', reporterEmail: 'me@example.org' };
// What the attacker sends, then what a proxy appends: the real client address last.
const forwarded = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.7` });

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServer(db.orm, db.url, { TRUST_PROXY: '1', RATE_LIMIT_TAKEDOWN: String(REPORTS) });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

describe('a client behind a trusted proxy rotating X-Forwarded-For', () => {
  it('still hits the takedown limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS + 2; i++) statuses.push((await call(server, 'POST', '/api/v1/takedowns', { body: report, headers: forwarded(i) })).res.status);
    expect(statuses).toEqual([...Array(REPORTS).fill(201), 429, 429]);
  });

  it('still hits the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNIN_ATTEMPTS; i++) {
      const site = new SiteClient(server.url, forwarded(i));
      statuses.push((await site.submit('/signin', '/signin', { email: 'victim@example.org', password: `guess ${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('still hits the sign-up limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_ATTEMPTS; i++) {
      const site = new SiteClient(server.url, forwarded(1000 + i));
      statuses.push((await site.submit('/signup', '/signup', { email: `bulk${i}@example.org`, password: 'correct horse battery', displayName: '' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, SIGNUP_ATTEMPTS).every((s) => s === 303)).toBe(true);
  });

  it('is not trusted at all without TRUST_PROXY: the header changes nothing', async () => {
    const direct = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '1' });
    try {
      const first = await call(direct, 'POST', '/api/v1/takedowns', { body: report, headers: { 'x-forwarded-for': '198.51.100.1' } });
      const second = await call(direct, 'POST', '/api/v1/takedowns', { body: report, headers: { 'x-forwarded-for': '198.51.100.2' } });
      expect([first.res.status, second.res.status]).toEqual([201, 429]);
    } finally {
      await direct.close();
    }
  });
});
