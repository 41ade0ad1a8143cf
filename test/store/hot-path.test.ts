// The hot path reads everything the gate needs in one statement, and nothing it reads is cached
// across requests but the program: a key or consent revoked through one instance is refused by
// another on the very next request; the session-cap window moves with the store's clock.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../../src/store/orm/open.ts';
import { revokeConsent } from '../../src/store/licences.ts';
import { revokeKey } from '../../src/service/accounts/keys.ts';
import { statementCounter } from '../../src/store/index.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let secondOrm: Orm;
let first: TestServer;
let second: TestServer;
const body = (creator: string) => ({ creator, prompt: 'studio portrait, soft light', context: 'portrait' });

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ana-hot', active: true },
    { slug: 'cy-revokes', active: true },
    { slug: 'di-window', active: true },
  ]);
  // Two instances of the service on one database, each with its own pool, as two processes would be.
  secondOrm = await openOrm({ url: db.url });
  first = await startServer(db.orm, db.url);
  second = await startServer(secondOrm, db.url);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await secondOrm.close(true);
  await db.drop();
});

describe('the hot path', () => {
  it('answers check with one SQL statement per request once the program is cached', async () => {
    const me = await requesterWithKey(db.orm.em, 'count@example.org', 'identity', 10);
    const counter = statementCounter();
    first.deps.statements = counter.observe;
    try {
      expect((await call(first, 'POST', '/api/v1/check', { body: body('ana-hot'), key: me.key })).res.status).toBe(200);
      counter.count = 0;
      for (let i = 0; i < 5; i++) expect((await call(first, 'POST', '/api/v1/check', { body: body('ana-hot'), key: me.key })).body.decision).toBe('allow');
      expect(counter.count).toBe(5);
    } finally {
      first.deps.statements = undefined;
    }
  });

  it('refuses a key revoked through one instance on the very next request to another', async () => {
    const me = await requesterWithKey(db.orm.em, 'revoked@example.org', 'identity', 10);
    expect((await call(second, 'POST', '/api/v1/check', { body: body('ana-hot'), key: me.key })).res.status).toBe(200);
    expect((await revokeKey(storeOf(first.deps.orm!.em.fork()), me.keyId, 'test')).ok).toBe(true);
    const after = await call(second, 'POST', '/api/v1/check', { body: body('ana-hot'), key: me.key });
    expect([after.res.status, after.body.code]).toEqual([401, 'unauthenticated']);
    const generate = await call(second, 'POST', '/api/v1/generate', { body: body('ana-hot'), key: me.key });
    expect(generate.res.status).toBe(401);
  });

  it('refuses a creator whose consent was revoked through one instance on the very next request to another', async () => {
    const me = await requesterWithKey(db.orm.em, 'consent@example.org', 'identity', 10);
    expect((await call(second, 'POST', '/api/v1/check', { body: body('cy-revokes'), key: me.key })).body.decision).toBe('allow');
    expect((await revokeConsent(storeOf(first.deps.orm!.em.fork()), 'cy-revokes', 'creator asked', 'test')).ok).toBe(true);
    const checked = await call(second, 'POST', '/api/v1/check', { body: body('cy-revokes'), key: me.key });
    expect(checked.body).toMatchObject({ decision: 'refuse', refusal: { rule: 'consent_revoked' } });
    const generated = await call(second, 'POST', '/api/v1/generate', { body: body('cy-revokes'), key: me.key });
    expect([generated.res.status, generated.body.refusal?.rule]).toEqual([403, 'consent_revoked']);
  });

  it('counts the session cap inside a window the store clock sets: moving the clock past it empties the count', async () => {
    const me = await requesterWithKey(db.orm.em, 'window@example.org', 'identity', 10);
    const at = new Date('2031-05-01T12:00:00Z');
    // The test creator's file: "session cap: 20 per 24h, advisory". Twenty authorised generations an hour before `at`.
    await db.orm.em.getConnection().execute(
      `insert into generation (id, account_id, creator_id, boundary_version_id, decision, prompt_sha256, context, realism, mode, created_at)
       select 'gen_window_' || n, ?, c.id, b.id, 'allow', md5(n::text) || md5(n::text), 'portrait', 'illustrative', 'image', ?::timestamptz
         from generate_series(1, 20) n, creator c join boundary_version b on b.creator_id = c.id where c.slug = 'di-window'`,
      [me.accountId, new Date(at.getTime() - 3600_000)],
    );
    const clocked = await startServer(db.orm, db.url);
    try {
      clocked.deps.now = () => at;
      const capped = await call(clocked, 'POST', '/api/v1/check', { body: body('di-window'), key: me.key });
      expect(capped.body.decision).toBe('allow_with_advisory');
      clocked.deps.now = () => new Date(at.getTime() + 24 * 3600_000);
      const later = await call(clocked, 'POST', '/api/v1/check', { body: body('di-window'), key: me.key });
      expect(later.body).toMatchObject({ decision: 'allow', advisories: [] });
    } finally {
      await clocked.close();
    }
  });
});
