// The reviewer queue over HTTP against the real app and PostgreSQL: who may use it, takedowns by
// due time with overdue ones marked, action and dismissal with a required reason (the report
// leaves the queue), creator suspension and activation with an audit entry, and CSRF.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import type { Role } from '../../src/store/orm/entities/account.ts';
import { fileTakedown } from '../../src/store/takedown-intake.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let requesterKey: string;
const PASSWORD = 'a long enough password';
const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => db.orm.em.fork().getConnection().execute(query, params, 'all');

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [{ slug: 'ada-stone', active: true }]);
  server = await startServer(db.orm, db.url);
  requesterKey = (await requesterWithKey(db.orm.em.fork(), 'req@example.org', 'identity', 50)).key;
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

async function signedIn(email: string, roles: Role[]): Promise<SiteClient> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, roles, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return site;
}

async function generation(): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${requesterKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator: 'ada-stone', prompt: 'studio portrait, soft light', context: 'portrait' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const report = (generationId?: string) =>
  fileTakedown(storeOf(db.orm.em.fork()), { kind: 'boundary-breach', creator: 'ada-stone', generationId, detail: 'this image breaks her published boundaries' });

describe('the reviewer queue', () => {
  it('is for reviewer and operator accounts', async () => {
    expect((await (await signedIn('r1@example.org', ['requester'])).get('/review')).status).toBe(403);
    expect((await (await signedIn('op@example.org', ['operator'])).get('/review')).status).toBe(200);
  });

  it('lists open takedowns by due time with the overdue ones first and marked', async () => {
    const late = await report();
    const fresh = await report();
    await sql(`update takedown set received_at = now() - interval '3 days', due_at = now() - interval '1 day' where id = ?`, [late.id]);
    const page = await (await signedIn('rev1@example.org', ['reviewer'])).get('/review');
    expect(page.status).toBe(200);
    const lateAt = page.html.indexOf(`data-takedown="${late.id}"`);
    const freshAt = page.html.indexOf(`data-takedown="${fresh.id}"`);
    expect(lateAt).toBeGreaterThan(-1);
    expect(lateAt).toBeLessThan(freshAt);
    expect(page.html).toContain(`<tr class="overdue" data-takedown="${late.id}">`);
    expect(page.html).toContain(`<tr data-takedown="${fresh.id}">`);
  });

  it('actions a takedown with a reason: the licence is revoked and the report leaves the queue', async () => {
    const id = await generation();
    const filed = await report(id);
    const site = await signedIn('rev2@example.org', ['reviewer']);
    const detail = await site.get(`/review/takedowns/${filed.id}`);
    expect(textOf(detail.html)).toContain('this image breaks her published boundaries');
    const noReason = await site.submit(`/review/takedowns/${filed.id}`, `/review/takedowns/${filed.id}/action`, { action: 'revoke-generation', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(textOf(noReason.html)).toContain('give a reason');
    const done = await site.submit(`/review/takedowns/${filed.id}`, `/review/takedowns/${filed.id}/action`, { action: 'revoke-generation', reason: 'confirmed breach' });
    expect(done.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/review?closed=${filed.id}&how=actioned`);
    const queue = await site.get(done.res.headers.get('location')!);
    expect(queue.html).not.toContain(`data-takedown="${filed.id}"`);
    expect(textOf(queue.html)).toContain(`${filed.id}: The takedown is actioned and closed.`);
    const lookup = (await (await fetch(`${server.url}/api/v1/provenance/${id}`)).json()) as { licensed: boolean };
    expect(lookup.licensed).toBe(false);
    const again = await site.submit(`/review/takedowns/${filed.id}`, `/review/takedowns/${filed.id}/dismiss`, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(textOf(again.html)).toContain('already actioned');
  });

  it('dismisses a takedown with a reason', async () => {
    const filed = await report();
    const site = await signedIn('rev3@example.org', ['reviewer']);
    const done = await site.submit(`/review/takedowns/${filed.id}`, `/review/takedowns/${filed.id}/dismiss`, { reason: 'not her likeness' });
    expect(done.status).toBe(303);
    const [row] = await sql<{ status: string; resolution_reason: string; closed_by: string }>('select status, resolution_reason, closed_by from takedown where id = ?', [filed.id]);
    expect(row).toMatchObject({ status: 'dismissed', resolution_reason: 'not her likeness' });
    expect(row!.closed_by).toMatch(/^account:acct_/);
  });

  it('suspends and activates a creator, audited', async () => {
    const site = await signedIn('rev4@example.org', ['reviewer']);
    const suspended = await site.submit('/review', '/review/creators/ada-stone/status', { status: 'suspended' });
    expect(suspended.status).toBe(303);
    expect((await fetch(`${server.url}/api/v1/creators/ada-stone`)).status).toBe(404);
    const page = textOf((await site.get('/review')).html);
    expect(page).toMatch(/creator\.suspend ada-stone by account:acct_/);
    await site.submit('/review', '/review/creators/ada-stone/status', { status: 'active' });
    expect((await fetch(`${server.url}/api/v1/creators/ada-stone`)).status).toBe(200);
    const audits = await sql<{ action: string }>(`select action from audit_log where subject_id = 'ada-stone' and action like 'creator.%' and actor like 'account:%' order by id`);
    expect(audits.map((a) => a.action)).toEqual(['creator.suspend', 'creator.activate']);
  });

  it('refuses forms posted without the CSRF token', async () => {
    const filed = await report();
    const site = await signedIn('rev5@example.org', ['reviewer']);
    expect((await site.post(`/review/takedowns/${filed.id}/dismiss`, { reason: 'no token' })).status).toBe(403);
    expect((await site.post('/review/creators/ada-stone/status', { status: 'suspended' })).status).toBe(403);
  });
});

describe('reference flags', () => {
  it('mark a report naming an unknown generation in the queue and list it on the report under "Check first"', async () => {
    const flagged = await report('gen_0000000000000000000000000z');
    const site = await signedIn('flags@example.org', ['reviewer']);
    const queue = await site.get('/review');
    const row = queue.html.slice(queue.html.indexOf(`data-takedown="${flagged.id}"`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('data-testid="flagged"');
    const page = textOf((await site.get(`/review/takedowns/${flagged.id}`)).html);
    expect(page).toContain('Check first');
    expect(page).toContain('unknown generation: no generation gen_0000000000000000000000000z on record');
  });
});
