// The attacks on the site: every cookieless GET of a form page inserted a session row (4,944 in
// 5 s); sign-in was limited per address + email, so rotating emails bought unlimited password
// hashing; a large form body was read to the end before its 413.

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHES_PER_ADDRESS } from '../../src/web/signin-limit.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, csrfOf, signUp } from './client.ts';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServer(db.orm, db.url);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const sessions = async (): Promise<number> => Number((await db.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from web_session', [], 'all'))[0]!.n);

describe('cookieless visitors', () => {
  it('get working forms on every form page without a session row being written', async () => {
    for (const path of ['/signin', '/signup', '/takedown', '/provenance']) {
      for (let i = 0; i < 5; i++) {
        const page = await new SiteClient(server.url).get(path);
        expect(page.status, path).toBe(200);
        expect(csrfOf(page.html)).not.toBe('');
      }
    }
    expect(await sessions()).toBe(0);
    // The forms still work, and a real sign-up then has a session.
    const site = new SiteClient(server.url);
    expect((await signUp(site, 'anon@example.org')).status).toBe(303);
    expect(await sessions()).toBe(1);
  });

  it('cannot post a form without its token and cookie', async () => {
    const site = new SiteClient(server.url);
    const page = await site.get('/signin');
    const withoutCookie = new SiteClient(server.url);
    expect((await withoutCookie.post('/signin', { _csrf: csrfOf(page.html), email: 'a@example.org', password: 'x' })).status).toBe(403);
  });
});

describe('sign-in with rotating emails from one address', () => {
  it(`is refused after ${HASHES_PER_ADDRESS} password hashes, whatever the email`, async () => {
    // Attempts refused by the one-second budget for everyone do not use the address's budget: on
    // a fast machine most attempts meet that budget first, so the loop waits out each such refusal
    // and goes on until the address's own limit answers (its Retry-After is minutes, not 1 s).
    const statuses: number[] = [];
    for (let i = 0; i < HASHES_PER_ADDRESS * 3; i++) {
      const page = await new SiteClient(server.url).submit('/signin', '/signin', { email: `rotating${i}@example.org`, password: 'a guess' });
      statuses.push(page.status);
      if (page.status !== 429) continue;
      const retryAfter = Number(page.res.headers.get('retry-after'));
      if (retryAfter > 1) break;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
    // Earlier sign-ups in this file used part of the budget too.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(HASHES_PER_ADDRESS);
  }, 120_000);
});

describe('a form body over the limit', () => {
  it('is refused from its Content-Length without being read', async () => {
    const url = new URL(server.url);
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request({ host: url.hostname, port: url.port, method: 'POST', path: '/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(200 * 1024 * 1024) } }, (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
      });
      req.on('error', (e) => (answered ? undefined : reject(e)));
      const piece = Buffer.alloc(64 * 1024, 0x61);
      const pump = (): void => {
        while (!answered && sent < 200 * 1024 * 1024) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });
});
