// Sign-up, sign-in, sign-out, sessions and CSRF against the real app and PostgreSQL.

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SIGNIN_ATTEMPTS } from '../../src/web/signin-limit.ts';
import { SIGNIN_FAILED } from '../../src/web/pages/signin.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { SIGNUP_ATTEMPTS } from '../../src/web/signin-limit.ts';
import { csrfOf, SiteClient, signUp, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [{ slug: 'ada-stone', active: true }]);
  server = await startServer(db.orm, db.url);
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => db.orm.em.fork().getConnection().execute(query, params, 'all');
/** An account made by the service (not the sign-up form, whose per-address limit the tests would hit). */
async function account(email: string, password = 'a long enough password'): Promise<void> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
}

async function signedIn(email: string): Promise<SiteClient> {
  await account(email);
  const site = new SiteClient(server.url);
  const res = await site.submit('/signin', '/signin', { email, password: 'a long enough password' });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return site;
}

const cookieLine = (lines: string[], name: string): string => lines.find((l) => l.startsWith(`${name}=`)) ?? '';

describe('signing up', () => {
  it('creates a requester account, signs it in and lands on the dashboard', async () => {
    const site = new SiteClient(server.url);
    const res = await signUp(site, 'new@example.org', 'a long enough password', 'New Person');
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/dashboard');
    const dash = await site.get('/dashboard');
    expect(dash.status).toBe(200);
    expect(textOf(dash.html)).toContain('Signed in as New Person');
    const [row] = await sql<{ roles: string[]; password_hash: string; display_name: string }>('select roles, password_hash, display_name from account where email = ?', ['new@example.org']);
    expect(row!.roles).toEqual(['requester']);
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row!.display_name).toBe('New Person');
  });

  it('shows a message beside each invalid field and keeps what was typed', async () => {
    const site = new SiteClient(server.url);
    const res = await signUp(site, 'not-an-email', 'short', 'Typed Name');
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="email-error">enter an email address/);
    expect(res.html).toMatch(/id="password-error">at least 10 characters/);
    expect(res.html).toContain('value="Typed Name"');
    expect(res.html).not.toContain('short'); // a password is never echoed
  });

  it('refuses a second account with the same email', async () => {
    await signUp(new SiteClient(server.url), 'twice@example.org');
    const res = await signUp(new SiteClient(server.url), 'Twice@Example.org');
    expect(res.status).toBe(409);
    expect(textOf(res.html)).toContain('An account with this email already exists');
  });

  it('renders a display name holding markup as inert text', async () => {
    const site = new SiteClient(server.url);
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await signUp(site, 'markup@example.org', 'a long enough password', name);
    const dash = await site.get('/dashboard');
    expect(dash.html).not.toContain('<script>alert');
    expect(dash.html).not.toContain('<img src=x');
    expect(dash.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(textOf(dash.html)).toContain(`Signed in as ${name}`);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, not Secure over plain http, and only its SHA-256 is stored', async () => {
    const site = new SiteClient(server.url);
    await account('cookie@example.org');
    const res = await site.submit('/signin', '/signin', { email: 'cookie@example.org', password: 'a long enough password' });
    const line = cookieLine(res.setCookies, 'lg_session');
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/; Secure/);
    const token = site.cookies.get('lg_session')!;
    const hashed = createHash('sha256').update(token).digest('hex');
    const rows = await sql<{ id_sha256: string; email: string }>('select s.id_sha256, a.email from web_session s join account a on a.id = s.account_id where s.id_sha256 = ?', [hashed]);
    expect(rows).toEqual([{ id_sha256: hashed, email: 'cookie@example.org' }]);
    expect(await sql('select 1 from web_session where id_sha256 = ?', [token])).toEqual([]);
  });

  it('is Secure when the request came over TLS through a trusted proxy', async () => {
    await account('tls@example.org');
    const proxied = await startServer(db.orm, db.url, { TRUST_PROXY: 'loopback' });
    try {
      const site = new SiteClient(proxied.url, { 'x-forwarded-proto': 'https' });
      const page = await site.get('/signin');
      expect(cookieLine(page.setCookies, 'lg_csrf')).toMatch(/; Secure/);
      const signedIn = await site.post('/signin', { _csrf: csrfOf(page.html), email: 'tls@example.org', password: 'a long enough password' });
      expect(cookieLine(signedIn.setCookies, 'lg_session')).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const site = new SiteClient(server.url, { 'x-forwarded-proto': 'https' });
    const page = await site.get('/signin');
    expect(cookieLine(page.setCookies, 'lg_csrf')).not.toMatch(/; Secure/);
  });

  it('gets a new session id at sign-in (a planted anonymous session is not promoted)', async () => {
    await account('fixation@example.org');
    const site = new SiteClient(server.url);
    const form = await site.get('/signin');
    expect(site.cookies.has('lg_session')).toBe(false); // an anonymous visitor has no session
    const before = randomBytes(32).toString('base64url'); // one an attacker planted
    site.cookies.set('lg_session', before);
    await site.post('/signin', { _csrf: csrfOf(form.html), email: 'fixation@example.org', password: 'a long enough password' });
    const after = site.cookies.get('lg_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = new SiteClient(server.url);
    stale.cookies.set('lg_session', before!);
    expect((await stale.get('/dashboard')).status).toBe(303);
  });
});

describe('signing in and out', () => {
  it('signs in with the right password and out again, deleting the session row', async () => {
    await account('inout@example.org');
    const site = new SiteClient(server.url);
    const res = await site.submit('/signin?next=/creators', '/signin', { email: 'INOUT@example.org', password: 'a long enough password', next: '/creators' });
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/creators');
    const token = site.cookies.get('lg_session')!;
    const dash = await site.get('/dashboard');
    expect(dash.status).toBe(200);
    const out = await site.post('/signout', { _csrf: csrfOf(dash.html) });
    expect(out.status).toBe(303);
    expect(cookieLine(out.setCookies, 'lg_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const hashed = createHash('sha256').update(token).digest('hex');
    expect(await sql('select 1 from web_session where id_sha256 = ?', [hashed])).toEqual([]);
    expect((await site.get('/dashboard')).status).toBe(303);
  });

  it('never redirects to another site after sign-in', async () => {
    await account('next@example.org');
    const site = new SiteClient(server.url);
    const res = await site.submit('/signin', '/signin', { email: 'next@example.org', password: 'a long enough password', next: '//evil.example/' });
    expect(res.res.headers.get('location')).toBe('/dashboard');
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    await account('known@example.org');
    const wrong = await new SiteClient(server.url).submit('/signin', '/signin', { email: 'known@example.org', password: 'not the password' });
    const unknown = await new SiteClient(server.url).submit('/signin', '/signin', { email: 'unknown@example.org', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(textOf(wrong.html)).toContain(SIGNIN_FAILED);
    expect(textOf(unknown.html)).toContain(SIGNIN_FAILED);
    const strip = (h: string) => h.replace(/value="[^"]*"/g, '');
    expect(strip(wrong.html)).toBe(strip(unknown.html).replace('unknown@example.org', 'known@example.org'));
  });

  it(`is rate limited per address and email after ${SIGNIN_ATTEMPTS} attempts, even for the right password`, async () => {
    await account('limited@example.org');
    const site = new SiteClient(server.url);
    for (let i = 0; i < SIGNIN_ATTEMPTS; i++) {
      const res = await site.submit('/signin', '/signin', { email: 'limited@example.org', password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    const limited = await site.submit('/signin', '/signin', { email: 'limited@example.org', password: 'a long enough password' });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(limited.html)).toContain('Too many attempts');
    // Another email from the same address is counted separately.
    await account('other@example.org');
    const other = await site.submit('/signin', '/signin', { email: 'other@example.org', password: 'a long enough password' });
    expect(other.status).toBe(303);
  });
});

describe('CSRF protection', () => {
  it('rejects a form post without the token', async () => {
    const site = new SiteClient(server.url);
    await site.get('/signin');
    const res = await site.post('/signin', { email: 'x@example.org', password: 'whatever it is' });
    expect(res.status).toBe(403);
    expect(res.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(textOf(res.html)).toContain('Form expired');
  });

  it('rejects a token taken from another session', async () => {
    const attacker = new SiteClient(server.url);
    const token = csrfOf((await attacker.get('/signup')).html);
    const victim = await signedIn('victim@example.org');
    const res = await victim.post('/dashboard/keys', { _csrf: token, name: 'planted' });
    expect(res.status).toBe(403);
    expect(await sql("select 1 from api_key where name = 'planted'")).toEqual([]);
  });

  it('rejects sign-out without the token (the session stays)', async () => {
    const site = await signedIn('stay@example.org');
    expect((await site.post('/signout', {})).status).toBe(403);
    expect((await site.get('/dashboard')).status).toBe(200);
  });
});

describe('sign-up limits', () => {
  it(`allows ${SIGNUP_ATTEMPTS} new accounts per address per hour, then says when to retry`, async () => {
    // This file's database is its own, so its counter started at the sign-ups above. On a quick
    // machine the sign-ins above can spend the overall password-hash budget of the current
    // second (HASHES_PER_SECOND), which would refuse the next sign-up for another reason: wait
    // for that one-second window to pass, so that only the sign-up limit is measured.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const used = (await sql<{ points: number }>("select points from rate_limit where key like 'web-signup:%'"))[0]?.points ?? 0;
    for (let i = used; i < SIGNUP_ATTEMPTS; i++) expect((await signUp(new SiteClient(server.url), `bulk${i}@example.org`)).status).toBe(303);
    const refused = await signUp(new SiteClient(server.url), 'one-too-many@example.org');
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sql("select 1 from account where email = 'one-too-many@example.org'")).toEqual([]);
  });
});
