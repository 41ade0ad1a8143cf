// Self-serve verification from the dashboard: off unless a provider is configured; with the
// development provider the requester is sent to its hosted page, confirms, and the level changes
// only through the signed callback, which still refuses a forged or replayed message.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { signedCallback } from '../../src/service/verification/development-provider.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { csrfOf, SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

const SECRET = 'dev-provider-test-secret';
const PASSWORD = 'a long enough password';
let db: TestDatabase;
let withProvider: TestServer;
let without: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  withProvider = await startServer(db.orm, db.url, { IDENTITY_PROVIDER: 'development', VERIFICATION_CALLBACK_SECRET: SECRET });
  without = await startServer(db.orm, db.url, { VERIFICATION_CALLBACK_SECRET: SECRET });
});

afterAll(async () => {
  await withProvider.close();
  await without.close();
  await db.drop();
});

const levelOf = async (id: string): Promise<string> => ((await db.orm.em.fork().getConnection().execute('select verification from account where id = ?', [id], 'all')) as { verification: string }[])[0]!.verification;

async function signedIn(server: TestServer, email: string): Promise<{ site: SiteClient; accountId: string }> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return { site, accountId: made.value.id };
}

const callback = (server: TestServer, call: { headers: Record<string, string>; body: string }) => fetch(`${server.url}/api/v1/verification/callback`, { method: 'POST', headers: call.headers, body: call.body });

describe('self-serve verification', () => {
  it('is not offered, and the development page does not exist, unless a provider is configured', async () => {
    const { site, accountId } = await signedIn(without, 'off@example.org');
    const dashboard = await site.get('/dashboard');
    expect(textOf(dashboard.html)).toContain('Self-serve verification is not switched on for this deployment');
    expect(dashboard.html).not.toContain('action="/dashboard/verification"');
    const started = await site.post('/dashboard/verification', { _csrf: csrfOf(dashboard.html), level: 'age' });
    expect(started.status).toBe(409);
    expect((await site.get('/dev-identity/verify?ticket=x')).status).toBe(404);
    expect(await levelOf(accountId)).toBe('none');
  });

  it('walks a requester through age assurance and then identity verification with the development provider', async () => {
    const { site, accountId } = await signedIn(withProvider, 'walk@example.org');
    const dashboard = await site.get('/dashboard');
    expect(textOf(dashboard.html)).toContain('Verify your age');
    const started = await site.post('/dashboard/verification', { _csrf: csrfOf(dashboard.html), level: 'age' });
    expect(started.status).toBe(303);
    const hosted = started.res.headers.get('location')!;
    expect(hosted).toMatch(/^\/dev-identity\/verify\?ticket=/);
    const providerPage = await site.get(hosted);
    expect(providerPage.status).toBe(200);
    expect(textOf(providerPage.html)).toContain('Confirm your age');
    const ticket = /name="ticket" value="([^"]+)"/.exec(providerPage.html)![1]!;
    const confirmed = await site.post('/dev-identity/verify', { _csrf: csrfOf(providerPage.html), ticket, answer: 'confirm' });
    expect([confirmed.status, confirmed.res.headers.get('location')]).toEqual([303, '/dashboard?verification=age#verification']);
    expect(await levelOf(accountId)).toBe('age');
    const trail = await db.orm.em.fork().getConnection().execute('select source, reference from verification_event where account_id = ?', [accountId], 'all');
    expect(trail).toEqual([{ source: 'provider', reference: expect.stringMatching(/^provider:dev_/) }]);
    const after = await site.get('/dashboard?verification=age');
    expect(textOf(after.html)).toContain('Age assurance is complete');
    expect(textOf(after.html)).toContain('age-assured');

    const next = await site.post('/dashboard/verification', { _csrf: csrfOf(after.html), level: 'identity' });
    const identityPage = await site.get(next.res.headers.get('location')!);
    const identityTicket = /name="ticket" value="([^"]+)"/.exec(identityPage.html)![1]!;
    await site.post('/dev-identity/verify', { _csrf: csrfOf(identityPage.html), ticket: identityTicket, answer: 'confirm' });
    expect(await levelOf(accountId)).toBe('identity');
  });

  it('changes nothing when the person declines, or when the ticket was tampered with', async () => {
    const { site, accountId } = await signedIn(withProvider, 'decline@example.org');
    const dashboard = await site.get('/dashboard');
    const started = await site.post('/dashboard/verification', { _csrf: csrfOf(dashboard.html), level: 'age' });
    const providerPage = await site.get(started.res.headers.get('location')!);
    const ticket = /name="ticket" value="([^"]+)"/.exec(providerPage.html)![1]!;
    const declined = await site.post('/dev-identity/verify', { _csrf: csrfOf(providerPage.html), ticket, answer: 'decline' });
    expect(declined.res.headers.get('location')).toBe('/dashboard?verification=declined#verification');
    const tampered = await site.post('/dev-identity/verify', { _csrf: csrfOf(providerPage.html), ticket: `x${ticket}`, answer: 'confirm' });
    expect(tampered.status).toBe(400);
    expect(await levelOf(accountId)).toBe('none');
  });

  it('refuses a forged callback and a replayed one: the development provider has no way around the signature', async () => {
    const { accountId } = await signedIn(withProvider, 'forged@example.org');
    const forged = signedCallback('not the deployment secret', accountId, 'identity', new Date());
    expect((await callback(withProvider, forged)).status).toBe(401);
    expect(await levelOf(accountId)).toBe('none');
    const genuine = signedCallback(SECRET, accountId, 'age', new Date());
    expect((await callback(withProvider, genuine)).status).toBe(200);
    const replay = await callback(withProvider, genuine);
    expect(replay.status).toBe(409);
    expect(await levelOf(accountId)).toBe('age');
  });

  it('refuses to start an unknown level with a 400', async () => {
    const { site } = await signedIn(withProvider, 'twice@example.org');
    const dashboard = await site.get('/dashboard');
    expect((await site.post('/dashboard/verification', { _csrf: csrfOf(dashboard.html), level: 'none' })).status).toBe(400);
  });
});
