// The takedown endpoints over HTTP: open intake (validation, the database's due time, the
// per-address rate limit) and the reviewer queue (roles, order, show, dismiss).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { accountWithKey, insertReport } from '../takedown/staff.ts';

let db: TestDatabase;
let server: TestServer;
let reviewer: { accountId: string; key: string };
let operator: { accountId: string; key: string };
let requester: { accountId: string; key: string };
const valid = { kind: 'non-consensual', creator: 'mira-okafor', generationId: 'gen_0123456789abcdefghjkmnpqrs', detail: 'This image of me was made without my consent.', reporterEmail: 'me@example.org' };

beforeAll(async () => {
  db = await freshDatabase();
  reviewer = await accountWithKey(db.orm.em, 'reviewer@example.org', ['reviewer']);
  operator = await accountWithKey(db.orm.em, 'operator@example.org', ['operator']);
  requester = await accountWithKey(db.orm.em, 'requester@example.org', ['requester', 'creator']);
  server = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '1000' });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const file = (body: unknown) => call(server, 'POST', '/api/v1/takedowns', { body });
const pointers = (body: { errors: { pointer: string }[] }) => body.errors.map((e) => e.pointer).sort();
const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> => db.orm.em.getConnection().execute(text, params, 'all');

describe('POST /api/v1/takedowns', () => {
  it('records a report without a key: 201 with a tdn_ id, open, its kind, and received and due times', async () => {
    const { res, body } = await file(valid);
    expect(res.status).toBe(201);
    expect(body).toEqual({ id: expect.stringMatching(/^tdn_[0-9a-z]{26}$/), status: 'open', kind: 'non-consensual', receivedAt: expect.any(String), dueAt: expect.any(String) });
    const [row] = await sql<{ creator: string; generation_id: string; detail: string; reporter_email: string }>(`select * from takedown where id = ?`, [body.id]);
    expect(row).toMatchObject({ creator: 'mira-okafor', generation_id: valid.generationId, detail: valid.detail, reporter_email: 'me@example.org' });
  });

  it('needs only kind and detail', async () => {
    const { res, body } = await file({ kind: 'other', detail: 'x'.repeat(20) });
    expect(res.status).toBe(201);
    expect(body.kind).toBe('other');
  });

  it('stamps the due time 48 hours after intake, from the column default', async () => {
    const { body } = await file(valid);
    expect(Date.parse(body.dueAt) - Date.parse(body.receivedAt)).toBe(48 * 3600 * 1000);
    const [column] = await sql<{ column_default: string }>(`select column_default from information_schema.columns where table_name = 'takedown' and column_name = 'due_at'`);
    expect(column!.column_default).toBe(`(now() + '48:00:00'::interval)`);
  });

  it('takes the due time from the database, not from the application', async () => {
    // Change the column default in this test's database: the answer must follow it.
    await sql(`alter table takedown alter column due_at set default (now() + '05:00:00'::interval)`);
    try {
      const { body } = await file(valid);
      expect(Date.parse(body.dueAt) - Date.parse(body.receivedAt)).toBe(5 * 3600 * 1000);
    } finally {
      await sql(`alter table takedown alter column due_at set default (now() + '48:00:00'::interval)`);
    }
  });

  it.each([
    ['kind missing', { kind: undefined }, '/kind'],
    ['kind not in the list', { kind: 'copyright' }, '/kind'],
    ['creator not a string', { creator: 7 }, '/creator'],
    ['creator empty', { creator: '' }, '/creator'],
    ['generationId not a string', { generationId: ['gen_1'] }, '/generationId'],
    ['generationId too long', { generationId: 'g'.repeat(65) }, '/generationId'],
    ['detail missing', { detail: undefined }, '/detail'],
    ['detail under 20 characters', { detail: 'too short to act on' }, '/detail'],
    ['detail over 4000 characters', { detail: 'd'.repeat(4001) }, '/detail'],
    ['reporterEmail not an email', { reporterEmail: 'me at example.org' }, '/reporterEmail'],
    ['an unknown field', { url: 'https://example.org/x.png' }, '/url'],
  ])('is 400 naming the field: %s', async (_name, change, pointer) => {
    const { res, body } = await file({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(pointers(body)).toEqual([pointer]);
  });

  it('says what each invalid field expected, all at once', async () => {
    const { body } = await file({ kind: 'nope', detail: 'short', reporterEmail: 'x', extra: true });
    const expected = Object.fromEntries(body.errors.map((e: { pointer: string; expected?: string }) => [e.pointer, e.expected]));
    expect(expected).toEqual({
      '/kind': 'one of "non-consensual", "boundary-breach", "revocation", "impersonation", "other"',
      '/detail': 'at least 20 characters',
      '/reporterEmail': 'email',
      '/extra': 'no such field',
    });
  });

  it('accepts exactly 20 and exactly 4000 characters of detail', async () => {
    expect((await file({ ...valid, detail: 'd'.repeat(20) })).res.status).toBe(201);
    expect((await file({ ...valid, detail: 'd'.repeat(4000) })).res.status).toBe(201);
  });

  it('is 429 with Retry-After once a client address has used its budget; other addresses still get through', async () => {
    const limited = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '3', RATE_LIMIT_TAKEDOWN_WINDOW_SECONDS: '3600', TRUST_PROXY: '1' });
    try {
      const from = (address: string) => call(limited, 'POST', '/api/v1/takedowns', { body: valid, headers: { 'x-forwarded-for': address } });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.7')).res.status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await from('203.0.113.7');
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.res.headers.get('ratelimit-policy')).toBe('3;w=3600');
      expect((await from('198.51.100.2')).res.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the reviewer queue', () => {
  it('is 401 without a key and 403 for an account that is neither reviewer nor operator', async () => {
    expect((await call(server, 'GET', '/api/v1/takedowns')).res.status).toBe(401);
    const denied = await call(server, 'GET', '/api/v1/takedowns', { key: requester.key });
    expect([denied.res.status, denied.body.code]).toEqual([403, 'forbidden']);
    const { body } = await file(valid);
    expect((await call(server, 'GET', `/api/v1/takedowns/${body.id}`, { key: requester.key })).res.status).toBe(403);
    expect((await call(server, 'POST', `/api/v1/takedowns/${body.id}/dismiss`, { key: requester.key, body: { reason: 'not mine to judge' } })).res.status).toBe(403);
    expect((await call(server, 'GET', `/api/v1/takedowns/${body.id}`)).res.status).toBe(401);
  });

  it('lists overdue reports first, then by due time, with an overdue flag', async () => {
    await sql(`update takedown set status = 'dismissed', closed_at = now(), closed_by = 'test', resolution = 'dismiss', resolution_reason = 'cleared for the order test'`);
    await insertReport(db.orm.em, 'tdn_due_in_30h', { dueInHours: 30 });
    await insertReport(db.orm.em, 'tdn_overdue_by_2h', { dueInHours: -2 });
    await insertReport(db.orm.em, 'tdn_due_in_1h', { dueInHours: 1 });
    await insertReport(db.orm.em, 'tdn_overdue_by_20h', { dueInHours: -20 });
    await insertReport(db.orm.em, 'tdn_closed_late', { dueInHours: -40, status: 'dismissed' });
    const { res, body } = await call(server, 'GET', '/api/v1/takedowns', { key: reviewer.key });
    expect(res.status).toBe(200);
    expect(body.takedowns.map((t: { id: string; overdue: boolean }) => [t.id, t.overdue])).toEqual([
      ['tdn_overdue_by_20h', true],
      ['tdn_overdue_by_2h', true],
      ['tdn_due_in_1h', false],
      ['tdn_due_in_30h', false],
    ]);
    const all = await call(server, 'GET', '/api/v1/takedowns?status=all&limit=200', { key: operator.key });
    const ids = all.body.takedowns.map((t: { id: string }) => t.id);
    expect(ids.slice(0, 2)).toEqual(['tdn_overdue_by_20h', 'tdn_overdue_by_2h']);
    // A closed report is never overdue, however late its due time.
    expect(all.body.takedowns.find((t: { id: string }) => t.id === 'tdn_closed_late')).toMatchObject({ status: 'dismissed', overdue: false });
    const dismissed = await call(server, 'GET', '/api/v1/takedowns?status=dismissed', { key: reviewer.key });
    expect(dismissed.body.takedowns.every((t: { status: string }) => t.status === 'dismissed')).toBe(true);
    const page = await call(server, 'GET', '/api/v1/takedowns?limit=2&offset=1', { key: reviewer.key });
    expect(page.body.takedowns.map((t: { id: string }) => t.id)).toEqual(['tdn_overdue_by_2h', 'tdn_due_in_1h']);
    const bad = await call(server, 'GET', '/api/v1/takedowns?status=pending&limit=0', { key: reviewer.key });
    expect([bad.res.status, bad.body.errors.map((e: { pointer: string }) => e.pointer).sort()]).toEqual([400, ['/limit', '/status']]);
  });

  it('shows one report; 404 for an unknown id', async () => {
    const { body: receipt } = await file(valid);
    const { res, body } = await call(server, 'GET', `/api/v1/takedowns/${receipt.id}`, { key: reviewer.key });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      ...receipt, creator: 'mira-okafor', generationId: valid.generationId, detail: valid.detail, reporterEmail: 'me@example.org', overdue: false, resolution: null,
      // Nothing is on record in this database: both references are flagged for the reviewer.
      referenceFlags: [`unknown generation: no generation ${valid.generationId} on record`, 'unknown creator: no creator "mira-okafor" on record'],
    });
    const missing = await call(server, 'GET', '/api/v1/takedowns/tdn_nope', { key: reviewer.key });
    expect([missing.res.status, missing.body.code]).toEqual([404, 'takedown_not_found']);
  });

  it('dismisses with a reason, audited with actor, reason and time; a closed takedown cannot be closed again', async () => {
    const { body: receipt } = await file(valid);
    const { res, body } = await call(server, 'POST', `/api/v1/takedowns/${receipt.id}/dismiss`, { key: reviewer.key, body: { reason: 'the image is not of this creator' } });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: receipt.id, status: 'dismissed', overdue: false, resolution: { action: 'dismiss', reason: 'the image is not of this creator', by: `account:${reviewer.accountId}`, at: expect.any(String), detail: {} } });
    const audit = await sql<{ actor: string; action: string; detail: { reason: string }; at: string }>(`select actor, action, detail, at from audit_log where subject_type = 'takedown' and subject_id = ?`, [receipt.id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `account:${reviewer.accountId}`, action: 'takedown.dismiss', detail: { action: 'dismiss', reason: 'the image is not of this creator' } });
    expect(Math.abs(Date.parse(audit[0]!.at) - Date.parse(body.resolution.at))).toBeLessThan(60_000);
    const again = await call(server, 'POST', `/api/v1/takedowns/${receipt.id}/dismiss`, { key: operator.key, body: { reason: 'second look' } });
    expect([again.res.status, again.body.code]).toEqual([409, 'takedown_closed']);
    expect((await sql(`select 1 from audit_log where subject_id = ?`, [receipt.id])).length).toBe(1);
  });

  it('wants a reason to dismiss', async () => {
    const { body: receipt } = await file(valid);
    const r = await call(server, 'POST', `/api/v1/takedowns/${receipt.id}/dismiss`, { key: reviewer.key, body: {} });
    expect([r.res.status, pointers(r.body)]).toEqual([400, ['/reason']]);
    const unknown = await call(server, 'POST', `/api/v1/takedowns/tdn_nope/dismiss`, { key: reviewer.key, body: { reason: 'nothing to see' } });
    expect(unknown.res.status).toBe(404);
  });
});
