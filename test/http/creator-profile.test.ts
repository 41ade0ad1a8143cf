// PUT /api/v1/creators/{slug}/profile against the real PostgreSQL: the creator's own key replaces
// bio, links and samples (then GET /api/v1/creators/{slug} shows them); another account gets 403,
// no key 401, and an invalid link or a sample that is not theirs a 400 naming the field, with
// nothing saved. Every answer is checked against the OpenAPI document.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let creatorKey: string;
let otherKey: string;
let requesterKey: string;
let licensedId: string;
const PATH = '/api/v1/creators/ada-stone/profile';

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ada-stone', active: true },
    { slug: 'bo-lind', active: true },
  ]);
  server = await startServer(db.orm, db.url);
  requesterKey = (await requesterWithKey(db.orm.em.fork(), 'req@example.org', 'identity', 20)).key;
  creatorKey = (await requesterWithKey(db.orm.em.fork(), 'ada@example.org', 'none', 0)).key;
  otherKey = (await requesterWithKey(db.orm.em.fork(), 'bo@example.org', 'none', 0)).key;
  expect((await linkCreatorAccount(storeOf(db.orm.em.fork()), 'ada-stone', 'ada@example.org', 'test')).ok).toBe(true);
  expect((await linkCreatorAccount(storeOf(db.orm.em.fork()), 'bo-lind', 'bo@example.org', 'test')).ok).toBe(true);
  const made = await call(server, 'POST', '/api/v1/generate', { key: requesterKey, body: { creator: 'ada-stone', prompt: 'studio portrait, soft light', context: 'portrait' } });
  licensedId = made.body.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('PUT /api/v1/creators/{slug}/profile', () => {
  it('saves the creator’s own profile; GET shows it', async () => {
    const put = await call(server, 'PUT', PATH, { key: creatorKey, body: { bio: '  Climber.  ', links: ['https://ada.example'], samples: [licensedId] } });
    expect(put.res.status).toBe(200);
    expect(put.body).toEqual({ slug: 'ada-stone', bio: 'Climber.', links: ['https://ada.example/'], samples: [licensedId], avatarUrl: null });
    const got = await call(server, 'GET', '/api/v1/creators/ada-stone');
    expect(got.body).toMatchObject({ bio: 'Climber.', links: ['https://ada.example/'], avatarUrl: null });
  });

  it('refuses another creator’s key with 403 and no key with 401', async () => {
    expect((await call(server, 'PUT', PATH, { key: otherKey, body: { bio: 'mine now', links: [] } })).res.status).toBe(403);
    expect((await call(server, 'PUT', PATH, { key: requesterKey, body: { bio: 'mine now', links: [] } })).res.status).toBe(403);
    expect((await call(server, 'PUT', PATH, { body: { bio: 'mine now', links: [] } })).res.status).toBe(401);
    expect((await call(server, 'GET', '/api/v1/creators/ada-stone')).body.bio).toBe('Climber.');
  });

  it('answers 400 naming the field for a bad link, a foreign sample or a sixth link, saving nothing', async () => {
    const bad = await call(server, 'PUT', PATH, { key: creatorKey, body: { bio: 'changed', links: ['javascript:alert(1)'], samples: ['gen_nope'] } });
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/links/0', '/samples/0']);
    const six = await call(server, 'PUT', PATH, { key: creatorKey, body: { bio: '', links: Array.from({ length: 6 }, (_, i) => `https://l${i}.example`) } });
    expect(six.res.status).toBe(400);
    expect(JSON.stringify(six.body.errors)).toContain('/links');
    expect((await call(server, 'GET', '/api/v1/creators/ada-stone')).body.bio).toBe('Climber.');
  });

  it('answers 404 for an unknown creator', async () => {
    expect((await call(server, 'PUT', '/api/v1/creators/nobody-here/profile', { key: creatorKey, body: { bio: '', links: [] } })).res.status).toBe(404);
  });
});
