// signedInPage with a role: what phase-two pages (creator console, reviewer queue) build on.
// The page is mounted on a small app that shares the real session store and database.

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import cookieParser from 'cookie-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { signedInPage } from '../../src/web/page.ts';
import { loadSession } from '../../src/web/session/middleware.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let roleApp: Server;
let roleUrl: string;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServer(db.orm, db.url);
  const app = express();
  app.use(cookieParser());
  app.use(loadSession(server.deps));
  app.get('/queue', signedInPage(server.deps, async ({ res, me }) => void res.type('text').send(`queue for ${me.email}`), { role: 'reviewer' }));
  roleApp = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  roleUrl = `http://127.0.0.1:${(roleApp.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => roleApp.close(r));
  await server.close();
  await db.drop();
});

async function sessionCookieFor(email: string, roles: ('requester' | 'reviewer')[]): Promise<string> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: 'a long enough password', roles, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: 'a long enough password' });
  return `lg_session=${site.cookies.get('lg_session')}`;
}

describe('a page for one role', () => {
  it('sends a visitor to sign in and back', async () => {
    const res = await fetch(`${roleUrl}/queue`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/signin?next=%2Fqueue');
  });

  it('is a 403 page for an account without the role', async () => {
    const res = await fetch(`${roleUrl}/queue`, { headers: { cookie: await sessionCookieFor('requester@example.org', ['requester']) } });
    expect(res.status).toBe(403);
    expect(textOf(await res.text())).toContain('This page is for reviewer accounts.');
  });

  it('serves an account with the role', async () => {
    const res = await fetch(`${roleUrl}/queue`, { headers: { cookie: await sessionCookieFor('reviewer@example.org', ['reviewer']) } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('queue for reviewer@example.org');
  });
});
