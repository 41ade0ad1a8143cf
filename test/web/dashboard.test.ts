// The requester dashboard: API key lifecycle (create shown once, use, list, revoke), credits,
// verification, and the account's generations.

import { storeOf } from '../../src/store/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, setVerification } from '../../src/service/accounts/accounts.ts';
import { grantCredits } from '../../src/service/accounts/credits.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { csrfOf, SiteClient, textOf } from './client.ts';

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

const PASSWORD = 'a long enough password';
const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => db.orm.em.fork().getConnection().execute(query, params, 'all');

async function signedIn(email: string): Promise<{ site: SiteClient; accountId: string }> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return { site, accountId: made.value.id };
}

const checkWith = (key: string) =>
  fetch(`${server.url}/api/v1/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator: 'ada-stone', prompt: 'studio portrait, soft light', context: 'portrait' }),
  });

describe('the dashboard', () => {
  it('sends a visitor who is not signed in to sign in, and back afterwards', async () => {
    const site = new SiteClient(server.url);
    const res = await site.get('/dashboard');
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/signin?next=%2Fdashboard');
    expect((await site.post('/dashboard/keys', { name: 'x' })).status).toBe(403); // no session, no token
  });

  it('creates a key, shows it once, and the key works against the API', async () => {
    const { site } = await signedIn('keys@example.org');
    const posted = await site.submit('/dashboard', '/dashboard/keys', { name: 'laptop' });
    expect(posted.status).toBe(303);
    expect(posted.html).not.toContain('lg_live_');
    const handOver = posted.setCookies.find((c) => c.startsWith('lg_new_key='))!;
    expect(handOver).toMatch(/Path=\/dashboard; .*HttpOnly; SameSite=Strict/);
    const created = await site.get(posted.res.headers.get('location')!);
    expect(created.status).toBe(200);
    const key = /data-testid="new-key" value="([^"]+)"|value="(lg_live_[^"]+)"/.exec(created.html);
    const secret = key?.[1] ?? key?.[2];
    expect(secret).toMatch(/^lg_live_[0-9a-z]{26}_[0-9a-z]{40}$/);
    expect(created.html).toContain('data-copy-target="new-key"');
    expect(textOf(created.html)).toContain('it is shown only this once');

    const res = await checkWith(secret!);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { decision: string; refusal?: { rule: string } };
    // A new account is not verified yet: the gate says so, with the rule.
    expect(body.decision).toBe('refuse');
    expect(body.refusal?.rule).toBe('age_verification_required');

    // Shown once: reloading the page (or coming back to it) shows the listing, not the key.
    const again = await site.get('/dashboard');
    expect(again.html).not.toContain(secret!);
    expect(await sql("select 1 from api_key where name = 'laptop'")).toHaveLength(1);
    const text = textOf(again.html);
    expect(text).toContain('laptop');
    expect(text).toContain(secret!.slice(0, 'lg_live_'.length + 6));
    const [row] = await sql<{ secret_sha256: string; name: string }>('select secret_sha256, name from api_key where name = ?', ['laptop']);
    expect(row!.secret_sha256).not.toContain(secret!);
  });

  it('shows a handed-over key only to its own account', async () => {
    const { site } = await signedIn('handover-a@example.org');
    const posted = await site.submit('/dashboard', '/dashboard/keys', { name: 'mine' });
    const cookie = site.cookies.get('lg_new_key')!;
    expect(posted.status).toBe(303);
    const { site: other } = await signedIn('handover-b@example.org');
    other.cookies.set('lg_new_key', cookie);
    const page = await other.get('/dashboard');
    expect(page.html).not.toContain('data-testid="new-key"');
    const forged = (await signedIn('handover-c@example.org')).site;
    forged.cookies.set('lg_new_key', cookie.replace(/.{4}$/, 'zzzz'));
    expect((await forged.get('/dashboard')).html).not.toContain('data-testid="new-key"');
  });

  it('asks for a key name', async () => {
    const { site } = await signedIn('noname@example.org');
    const res = await site.submit('/dashboard', '/dashboard/keys', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="name-error">give the key a name/);
  });

  it('revokes a key: the next API request with it is a 401', async () => {
    const { site } = await signedIn('revoke@example.org');
    await site.submit('/dashboard', '/dashboard/keys', { name: 'to revoke' });
    const created = await site.get('/dashboard');
    const secret = /value="(lg_live_[^"]+)"/.exec(created.html)![1]!;
    expect((await checkWith(secret)).status).toBe(200);
    const [{ id }] = (await sql<{ id: string }>("select id from api_key where name = 'to revoke'")) as [{ id: string }];
    const dash = await site.get('/dashboard');
    const revoked = await site.post(`/dashboard/keys/${id}/revoke`, { _csrf: csrfOf(dash.html) });
    expect(revoked.status).toBe(303);
    expect((await checkWith(secret)).status).toBe(401);
    const after = textOf((await site.get(revoked.res.headers.get('location')!)).html);
    expect(after).toContain('is revoked: requests with it now get 401');
    expect(after).toMatch(/revoked \d{4}-\d\d-\d\d/);
  });

  it('cannot revoke another account’s key', async () => {
    const other = await requesterWithKey(db.orm.em.fork(), 'owner@example.org', 'identity', 5);
    const { site } = await signedIn('intruder@example.org');
    const dash = await site.get('/dashboard');
    const res = await site.post(`/dashboard/keys/${other.keyId}/revoke`, { _csrf: csrfOf(dash.html) });
    expect(res.status).toBe(404);
    expect((await checkWith(other.key)).status).toBe(200);
  });

  it('shows credits (the free allowance due included) with the ledger in plain words, and the verification level with how to raise it', async () => {
    const { site, accountId } = await signedIn('credits@example.org');
    await grantCredits(storeOf(db.orm.em.fork()), accountId, 7, 'operator:test');
    await setVerification(storeOf(db.orm.em.fork()), accountId, 'age', { source: 'operator', actor: 'operator:test' });
    const text = textOf((await site.get('/dashboard')).html);
    expect(text).toContain('12 credits available'); // 7 paid + the free allowance of 5 the next request tops up
    expect(text).toContain('Free allowance: 5 credits every 30 days');
    expect(text).toMatch(/Credits added\s+paid credits\s+\+7\s+7/);
    expect(text).toContain('Level: age-assured');
    expect(text).toContain('npx likeness account verify credits@example.org identity');
  });

  it('lists the account’s generations, linking allowed ones to their provenance page', async () => {
    const { site, accountId } = await signedIn('gens@example.org');
    const [creator] = await sql<{ id: number; bv: number }>("select c.id, b.id as bv from creator c join boundary_version b on b.creator_id = c.id where c.slug = 'ada-stone'");
    const insert = `insert into generation (id, account_id, creator_id, boundary_version_id, decision, rule, prompt_sha256, context, realism, mode) values (?, ?, ?, ?, ?, ?, ?, 'portrait', 'illustrative', 'image')`;
    await sql(insert, ['gen_allowed0000000000000000000', accountId, creator!.id, creator!.bv, 'allow', null, 'a'.repeat(64)]);
    await sql(insert, ['gen_refused0000000000000000000', accountId, creator!.id, creator!.bv, 'refuse', 'forbidden_depiction', 'b'.repeat(64)]);
    const html = (await site.get('/dashboard')).html;
    expect(html).toContain('href="/provenance/gen_allowed0000000000000000000"');
    expect(html).not.toContain('href="/provenance/gen_refused0000000000000000000"');
    expect(textOf(html)).toContain('refuse forbidden_depiction');
  });
});
