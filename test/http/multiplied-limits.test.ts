// The attacks on limits: an account made more keys to multiply its check/generate limit (25 keys
// in 0.6 s); provenance lookup and verify had no limit at all. Now the account has its own bucket,
// active keys are capped, and provenance answers 429 past its per-address limit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/service/accounts/keys.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { SiteClient, signUp, textOf } from '../web/client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
const CHECKS = 3;
const LOOKUPS = 4;
const KEYS = 3;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'ana-lim', active: true }]);
  server = await startServer(db.orm, db.url, { RATE_LIMIT_CHECK: String(CHECKS), RATE_LIMIT_PROVENANCE: String(LOOKUPS), MAX_ACTIVE_KEYS: String(KEYS) });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const check = (key: string) => call(server, 'POST', '/api/v1/check', { key, body: { creator: 'ana-lim', prompt: 'studio portrait', context: 'portrait' } });

describe('check and generate limits', () => {
  it('count per account too: a second key of the same account gets no fresh budget', async () => {
    const first = await requesterWithKey(db.orm.em, 'many-keys@example.org', 'identity', 10);
    const second = await createKey(storeOf(db.orm.em.fork()), first.accountId, 'test');
    if (!second.ok) throw new Error(second.message);
    const statuses: number[] = [];
    for (let i = 0; i < CHECKS; i++) statuses.push((await check(first.key)).res.status);
    const other = await check(second.value.secret);
    expect([...statuses, other.res.status]).toEqual([...Array(CHECKS).fill(200), 429]);
    expect(Number(other.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const stranger = await requesterWithKey(db.orm.em, 'stranger@example.org', 'identity', 10);
    expect((await check(stranger.key)).res.status).toBe(200);
  });
});

describe('active API keys per account', () => {
  it(`are capped at MAX_ACTIVE_KEYS: the next one is refused with 409 and nothing is stored`, async () => {
    const site = new SiteClient(server.url);
    expect((await signUp(site, 'keys@example.org')).status).toBe(303);
    const statuses: number[] = [];
    for (let i = 0; i <= KEYS; i++) statuses.push((await site.submit('/dashboard', '/dashboard/keys', { name: `key ${i}` })).status);
    expect(statuses).toEqual([...Array(KEYS).fill(303), 409]);
    const refused = await site.submit('/dashboard', '/dashboard/keys', { name: 'one more' });
    expect(textOf(refused.html)).toContain(`already have ${KEYS} active keys`);
    const [row] = await db.orm.em.getConnection().execute<{ n: string }[]>("select count(*) as n from api_key k join account a on a.id = k.account_id where a.email = 'keys@example.org'", [], 'all');
    expect(Number(row!.n)).toBe(KEYS);
  });
});

describe('provenance lookup and verify', () => {
  it('share a per-address limit: 429 with Retry-After past it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS - 1; i++) statuses.push((await call(server, 'GET', '/api/v1/provenance/gen_0123456789abcdefghjkmnpqrs')).res.status);
    statuses.push((await call(server, 'POST', '/api/v1/provenance/verify', { body: { manifest: {}, signature: 'x' } })).res.status);
    const over = await call(server, 'POST', '/api/v1/provenance/verify', { body: { manifest: {}, signature: 'x' } });
    const lookup = await call(server, 'GET', '/api/v1/provenance/gen_0123456789abcdefghjkmnpqrs');
    expect([...statuses, over.res.status, lookup.res.status]).toEqual([...Array(LOOKUPS - 1).fill(404), 200, 429, 429]);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await new SiteClient(server.url).get('/provenance/gen_0123456789abcdefghjkmnpqrs');
    expect(page.status).toBe(429);
  });
});
