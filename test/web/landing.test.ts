// Where signing in lands: the page for the account's work, unless the account was on its way
// to a page of this site.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/store/orm/entities/account.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { landingFor } from '../../src/web/landing.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

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

const PASSWORD = 'a long enough password';

async function signIn(email: string, roles: Role[], next?: string): Promise<{ site: SiteClient; location: string | null }> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, roles, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  const res = await site.submit('/signin', '/signin', { email, password: PASSWORD, ...(next ? { next } : {}) });
  return { site, location: res.res.headers.get('location') };
}

describe('the page after signing in', () => {
  it('is the console for a creator, the review queue for a reviewer or operator, the dashboard for a requester', () => {
    expect(landingFor(['creator'])).toBe('/console');
    expect(landingFor(['requester', 'creator'])).toBe('/console');
    expect(landingFor(['reviewer'])).toBe('/review');
    expect(landingFor(['operator'])).toBe('/review');
    expect(landingFor(['requester'])).toBe('/dashboard');
    expect(landingFor([])).toBe('/dashboard');
  });

  it('sends each signed-in role to its page, and a page asked for first wins', async () => {
    expect((await signIn('land-creator@example.org', ['creator'])).location).toBe('/console');
    expect((await signIn('land-reviewer@example.org', ['reviewer'])).location).toBe('/review');
    expect((await signIn('land-requester@example.org', ['requester'])).location).toBe('/dashboard');
    expect((await signIn('land-next@example.org', ['creator'], '/creators')).location).toBe('/creators');
  });

  it('sends an account already signed in from /signin to its page', async () => {
    const { site } = await signIn('land-again@example.org', ['reviewer']);
    const again = await site.get('/signin');
    expect([again.status, again.res.headers.get('location')]).toEqual([303, '/review']);
  });
});
