import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeKey } from '../../src/service/accounts/keys.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let verified: { accountId: string; key: string; keyId: string };
let unverified: { key: string };
const valid = { creator: 'ana-check', prompt: 'studio portrait, soft light', context: 'portrait' };

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ana-check', active: true },
    { slug: 'bo-paused', active: false },
  ]);
  verified = await requesterWithKey(db.orm.em, 'verified@example.org', 'identity', 10);
  unverified = await requesterWithKey(db.orm.em, 'new@example.org', 'none', 0);
  server = await startServer(db.orm, db.url, { BODY_LIMIT_BYTES: '4096' });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const check = (body: unknown, key = verified.key) => call(server, 'POST', '/api/v1/check', { body, key });

describe('POST /api/v1/check', () => {
  it('allows a permitted request and says what it would cost', async () => {
    const { res, body } = await check(valid);
    expect(res.status).toBe(200);
    // 10 paid credits plus the free allowance (FREE_ALLOWANCE, default 5) that the next generate tops up.
    expect(body).toMatchObject({ creator: 'ana-check', decision: 'allow', advisories: [], boundary: { version: 1 }, credits: { cost: 2, available: 15, sufficient: true } });
    expect(body.refusal).toBeUndefined();
    expect(res.headers.get('ratelimit')).toMatch(/limit=\d+, remaining=\d+, reset=\d+/);
  });

  it('returns refusals inside a 200, with rule, evidence and category', async () => {
    const beer = await check({ ...valid, prompt: 'holding a cold beer' });
    expect(beer.res.status).toBe(200);
    expect(beer.body).toMatchObject({ decision: 'refuse', refusal: { rule: 'forbidden_depiction', category: 'alcohol', evidence: expect.stringContaining('beer') } });
    const ceiling = await check({ ...valid, realism: 'photoreal' });
    expect(ceiling.body.refusal).toMatchObject({ rule: 'realism_exceeds_ceiling' });
    const paused = await check({ ...valid, creator: 'bo-paused' });
    expect(paused.body.refusal).toMatchObject({ rule: 'creator_unavailable' });
    const age = await check(valid, unverified.key);
    expect(age.body.refusal).toMatchObject({ rule: 'age_verification_required' });
  });

  it('counts a free allowance that is due, as generate would, without granting it', async () => {
    const fresh = await requesterWithKey(db.orm.em, 'fresh@example.org', 'identity', 0);
    const freePot = async () => (await db.orm.em.getConnection().execute(`select free from credit_balance where account_id = ?`, [fresh.accountId]))[0]?.free;
    const before = await freePot();
    const { body } = await check(valid, fresh.key);
    expect(body).toMatchObject({ decision: 'allow', credits: { cost: 2, available: 5, sufficient: true } });
    expect(await freePot()).toBe(before);
  });

  it('writes nothing: no generation, no ledger row, no audit entry, the balance unchanged', async () => {
    const count = async () =>
      (await db.orm.em.getConnection().execute(`select (select count(*) from generation) g, (select count(*) from credit_ledger) l, (select count(*) from audit_log) a, (select sum(paid) from credit_balance) p`))[0];
    const before = await count();
    for (let i = 0; i < 3; i++) await check(valid);
    await check({ ...valid, prompt: 'holding a cold beer' });
    expect(await count()).toEqual(before);
  });

  it('is 404 for an unknown creator', async () => {
    const { res, body } = await check({ ...valid, creator: 'no-such-creator' });
    expect(res.status).toBe(404);
    expect(body.code).toBe('creator_not_found');
  });

  it('lists every invalid field with its JSON pointer and what was expected', async () => {
    const { res, body } = await check({ creator: 'ana-check', prompt: 'x'.repeat(2001), context: 'gamer-avatar', realism: 'hyperreal', extra: 1 });
    expect(res.status).toBe(400);
    const byPointer = Object.fromEntries(body.errors.map((e: { pointer: string; expected?: string }) => [e.pointer, e.expected]));
    expect(byPointer).toMatchObject({ '/prompt': 'at most 2000 characters', '/realism': expect.stringContaining('"photoreal"'), '/extra': 'no such field' });
    expect(byPointer['/context']).toContain('"gaming-avatar"');
    const missing = await check({});
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/context', '/creator', '/prompt']);
  });

  it('answers malformed JSON with 400, a non-JSON body with 415 and an oversized body with 413', async () => {
    const malformed = await call(server, 'POST', '/api/v1/check', { rawBody: '{"creator": ', headers: { 'content-type': 'application/json' }, key: verified.key });
    expect([malformed.res.status, malformed.body.code]).toEqual([400, 'malformed_json']);
    const text = await call(server, 'POST', '/api/v1/check', { rawBody: 'creator=ana', headers: { 'content-type': 'application/x-www-form-urlencoded' }, key: verified.key });
    expect([text.res.status, text.body.code]).toEqual([415, 'unsupported_media_type']);
    const big = await check({ ...valid, prompt: 'y'.repeat(5000) });
    expect([big.res.status, big.body.code]).toEqual([413, 'payload_too_large']);
  });

  it('is 401 with WWW-Authenticate: Bearer for a missing, unknown or revoked key', async () => {
    const none = await call(server, 'POST', '/api/v1/check', { body: valid });
    expect(none.res.status).toBe(401);
    expect(none.res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const unknown = await check(valid, 'lg_live_00000000000000000000000000_0000000000000000000000000000000000000000');
    expect(unknown.res.status).toBe(401);
    expect(unknown.res.headers.get('www-authenticate')).toContain('invalid_token');
    const doomed = await requesterWithKey(db.orm.em, 'doomed@example.org', 'age', 1);
    expect((await check(valid, doomed.key)).res.status).toBe(200);
    // A second instance on the same database: the revocation holds there too, at once.
    const other = await startServer(db.orm, db.url);
    try {
      expect((await call(other, 'POST', '/api/v1/check', { body: valid, key: doomed.key })).res.status).toBe(200);
      await revokeKey(storeOf(db.orm.em.fork()), doomed.keyId, 'test');
      expect((await check(valid, doomed.key)).res.status).toBe(401);
      expect((await call(other, 'POST', '/api/v1/check', { body: valid, key: doomed.key })).res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After and RateLimit headers once the per-key budget is spent', async () => {
    const limited = await startServer(db.orm, db.url, { RATE_LIMIT_CHECK: '3', RATE_LIMIT_CHECK_WINDOW_SECONDS: '60' });
    try {
      const me = await requesterWithKey(db.orm.em, 'busy@example.org', 'age', 0);
      const other = await requesterWithKey(db.orm.em, 'calm@example.org', 'age', 0);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(limited, 'POST', '/api/v1/check', { body: valid, key: me.key })).res.status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await call(limited, 'POST', '/api/v1/check', { body: valid, key: me.key });
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.res.headers.get('ratelimit')).toContain('remaining=0');
      expect(refused.res.headers.get('ratelimit-policy')).toBe('3;w=60');
      // Limits are per key: another requester is unaffected.
      expect((await call(limited, 'POST', '/api/v1/check', { body: valid, key: other.key })).res.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('fails closed with a 503 when the rate-limit store is unreachable, never serving the request unmetered', async () => {
    const blind = await startServer(db.orm, 'postgres://postgres@127.0.0.1:1/nowhere', { DB_CONNECT_TIMEOUT_MS: '300' });
    try {
      const { res, body } = await call(blind, 'POST', '/api/v1/check', { body: valid, key: verified.key });
      expect([res.status, body.code]).toEqual([503, 'database_unavailable']);
    } finally {
      await blind.close();
    }
  });

  it('counts recorded generations in the rolling window for the session cap and the variety nudge', async () => {
    const me = await requesterWithKey(db.orm.em, 'regular@example.org', 'identity', 50);
    const conn = db.orm.em.getConnection();
    const [ids]: { creator_id: number; version_id: number }[] = await conn.execute(
      `select c.id as creator_id, b.id as version_id from creator c join boundary_version b on b.creator_id = c.id where c.slug = 'ana-check' order by b.version desc limit 1`,
    );
    const record = (n: number, promptSha256: string, ageHours: number) =>
      conn.execute(
        `insert into generation (id, account_id, creator_id, boundary_version_id, decision, prompt_sha256, context, realism, mode, created_at)
           select 'gen_' || md5(random()::text), ?, ?, ?, 'allow', ?, 'portrait', 'illustrative', 'image', now() - make_interval(hours => ?) from generate_series(1, ?)`,
        [me.accountId, ids!.creator_id, ids!.version_id, promptSha256, ageHours, n],
      );
    const sha = (await import('node:crypto')).createHash('sha256').update(valid.prompt).digest('hex');
    await record(4, sha, 1); // the same prompt 4 times within 24h: the nudge (4 repeats) fires
    expect((await check(valid, me.key)).body).toMatchObject({ decision: 'allow_with_advisory', advisories: [expect.any(String)] });
    await record(16, 'f'.repeat(64), 1); // 20 authorised in 24h: the advisory session cap (20) fires too
    await record(30, 'e'.repeat(64), 30); // outside the window: not counted
    const capped = await check({ ...valid, prompt: 'a fresh prompt' }, me.key);
    expect(capped.body.decision).toBe('allow_with_advisory');
    expect(capped.body.advisories.join(' ')).toMatch(/20/);
  });
});
