// The webhooks page of the dashboard: a signed-in requester adds an endpoint (secret shown once),
// sees its deliveries after a revocation, redelivers, rotates and deletes; bad input is shown
// beside the field; another account's endpoint is not found.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { revokeLicence } from '../../src/store/licences.ts';
import { deliverDue } from '../../src/webhooks/worker.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { recordGeneration } from '../provenance/records.ts';
import { startReceiver, verifyWith, type Receiver } from '../webhooks/receiver.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let receiver: Receiver;
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [{ slug: 'ada-web-hook', active: true }]);
  server = await startServer(db.orm, db.url, { WEBHOOK_ALLOW_LOOPBACK: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
  await db?.drop();
});

async function signedIn(email: string): Promise<{ site: SiteClient; accountId: string }> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return { site, accountId: made.value.id };
}

const secretOn = (html: string): string | undefined => /data-testid="new-secret"/.test(html) ? /value="(whsec_[^"]+)"/.exec(html)?.[1] : undefined;

describe('the webhooks page', () => {
  it('is linked from the dashboard and asks a visitor to sign in', async () => {
    expect((await new SiteClient(server.url).get('/dashboard/webhooks')).status).toBe(303);
    const { site } = await signedIn('link-hooks@example.org');
    expect((await site.get('/dashboard')).html).toContain('href="/dashboard/webhooks"');
  });

  it('adds an endpoint, shows its secret once, and lists the deliveries a revocation causes', async () => {
    const { site, accountId } = await signedIn('web-hooks@example.org');
    const added = await site.submit('/dashboard/webhooks', '/dashboard/webhooks', { url: receiver.url('/web'), eventTypes: 'licence.revoked' });
    expect(added.status).toBe(303);
    expect(added.html).not.toContain('whsec_');
    const shown = await site.get('/dashboard/webhooks');
    const secret = secretOn(shown.html)!;
    expect(secret).toMatch(/^whsec_/);
    expect(secretOn((await site.get('/dashboard/webhooks')).html), 'shown only once').toBeUndefined();

    const gen = await recordGeneration(db.orm.em, server.deps.keyring, { accountId, creator: 'ada-web-hook' });
    await revokeLicence(storeOf(db.orm.em.fork()), gen.id, 'revoked from the web test', 'test');
    receiver.answer = 500;
    await deliverDue(() => storeOf(db.orm.em.fork()), { settings: server.deps.config.webhooks, siteUrl: server.url, now: () => new Date() });
    receiver.answer = 204;
    const failing = await site.get('/dashboard/webhooks');
    const [first] = receiver.received.filter((r) => r.path === '/web');
    expect(textOf(failing.html)).toContain(first!.id);
    expect(textOf(failing.html)).toMatch(/licence\.revoked\s+pending/);
    expect(textOf(failing.html)).toContain('HTTP 500');

    const deliveryId = /action="\/dashboard\/webhooks\/deliveries\/(whd_[^/]+)\/redeliver"/.exec(failing.html)![1]!;
    const again = await site.submit('/dashboard/webhooks', `/dashboard/webhooks/deliveries/${deliveryId}/redeliver`, {});
    expect(again.status).toBe(303);
    await deliverDue(() => storeOf(db.orm.em.fork()), { settings: server.deps.config.webhooks, siteUrl: server.url, now: () => new Date() });
    const delivered = await site.get('/dashboard/webhooks');
    expect(textOf(delivered.html)).toMatch(/licence\.revoked\s+delivered/);
    const seen = receiver.received.filter((r) => r.path === '/web');
    expect(seen.map((r) => r.id)).toEqual([first!.id, first!.id]);
    expect(verifyWith(secret, seen[1]!)).toMatchObject({ type: 'licence.revoked', data: { generationId: gen.id } });
  });

  it('rotates a secret (the new one shown once) and deletes an endpoint', async () => {
    const { site } = await signedIn('rotate-hooks@example.org');
    await site.submit('/dashboard/webhooks', '/dashboard/webhooks', { url: 'https://hooks.example.org/x', eventTypes: 'generation.completed' });
    const first = secretOn((await site.get('/dashboard/webhooks')).html)!;
    const page = await site.get('/dashboard/webhooks');
    const id = /action="\/dashboard\/webhooks\/(whe_[^/]+)\/rotate"/.exec(page.html)![1]!;
    expect((await site.submit('/dashboard/webhooks', `/dashboard/webhooks/${id}/rotate`, {})).status).toBe(303);
    const rotated = await site.get('/dashboard/webhooks');
    expect(secretOn(rotated.html)).toMatch(/^whsec_/);
    expect(secretOn(rotated.html)).not.toBe(first);
    expect(textOf(rotated.html)).toContain('the previous secret still signs until');

    const other = await signedIn('other-hooks@example.org');
    expect((await other.site.submit('/dashboard/webhooks', `/dashboard/webhooks/${id}/delete`, {})).status).toBe(404);
    expect((await site.submit('/dashboard/webhooks', `/dashboard/webhooks/${id}/delete`, {})).status).toBe(303);
    expect(textOf((await site.get('/dashboard/webhooks')).html)).toContain('No endpoints yet.');
  });

  it('shows a bad URL or no event beside the field, and keeps nothing', async () => {
    const { site } = await signedIn('bad-hooks@example.org');
    const plain = await site.submit('/dashboard/webhooks', '/dashboard/webhooks', { url: 'http://hooks.example.org/x', eventTypes: 'licence.revoked' });
    expect(plain.status).toBe(400);
    expect(plain.html).toMatch(/id="url-error">The URL must be an https:\/\/ URL/);
    const none = await site.submit('/dashboard/webhooks', '/dashboard/webhooks', { url: 'https://hooks.example.org/x' });
    expect(none.status).toBe(400);
    expect(none.html).toMatch(/id="eventTypes-error">choose at least one event/);
    const unknown = await site.submit('/dashboard/webhooks', '/dashboard/webhooks', { url: 'https://hooks.example.org/x', eventTypes: 'licence.created' });
    expect(unknown.status).toBe(400);
    expect(textOf((await site.get('/dashboard/webhooks')).html)).toContain('No endpoints yet.');
  });
});
