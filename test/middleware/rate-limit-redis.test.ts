// The Redis rate-limit store (REDIS_URL) through the real HTTP app against a real Redis:
// per-key and per-address limits, one limit shared by every instance on the same Redis, and a
// 503 (never a 500 or an unmetered allow) when Redis cannot be reached. Each run uses its own
// key prefix so parallel runs on one Redis do not collide, and deletes its keys afterwards.

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/index.ts';
import { redisRateLimiters } from '../../src/middleware/rate-limit.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, testConfig, type TestServer } from '../support/server.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `likeness-test-${randomBytes(6).toString('hex')}`;
const valid = { creator: 'ana-redis', prompt: 'studio portrait, soft light', context: 'portrait' };
const takedown = { kind: 'non-consensual', creator: 'ana-redis', generationId: 'gen_0123456789abcdefghjkmnpqrs', detail: 'This image of me was made without my consent.', reporterEmail: 'me@example.org' };

let db: TestDatabase;
let redis: Redis;
const servers: TestServer[] = [];

async function reachRedis(): Promise<Redis> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: unknown;
  client.on('error', (e) => (cause ??= e));
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (e) {
    client.disconnect();
    cause ??= e;
    throw new Error(
      `These tests need a real Redis and none answered at ${redisUrl} (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Start one on 127.0.0.1:6379 (e.g. `redis-server` or `docker run -p 6379:6379 redis`) or set REDIS_URL=redis://host:port to one that is running.',
    );
  }
}

/** A server whose limiters live in Redis under this run's prefix. */
async function redisServer(env: Record<string, string>, url = redisUrl): Promise<TestServer> {
  const server = await startServer(db.orm, db.url, env, (config: Config) => redisRateLimiters(config, url, prefix));
  servers.push(server);
  return server;
}

const check = (server: TestServer, key: string) => call(server, 'POST', '/api/v1/check', { body: valid, key });
const report = (server: TestServer, address: string) => call(server, 'POST', '/api/v1/takedowns', { body: takedown, headers: { 'x-forwarded-for': address } });
const rows = async (table: 'takedown' | 'rate_limit') => Number((await db.orm.em.getConnection().execute(`select count(*) as n from ${table}`))[0]?.n);

beforeAll(async () => {
  redis = await reachRedis();
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'ana-redis', active: true }]);
});
afterAll(async () => {
  for (const s of servers) await s.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await db?.drop();
});

describe('rate limits stored in Redis', () => {
  it('limits check per API key to the configured size: 429 with Retry-After and RateLimit headers, another key unaffected', async () => {
    const server = await redisServer({ RATE_LIMIT_CHECK: '3', RATE_LIMIT_CHECK_WINDOW_SECONDS: '60' });
    const me = await requesterWithKey(db.orm.em, 'busy@example.org', 'age', 0);
    const other = await requesterWithKey(db.orm.em, 'calm@example.org', 'age', 0);
    const first = await check(server, me.key);
    expect(first.res.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    const statuses = [first.res.status];
    for (let i = 0; i < 3; i++) statuses.push((await check(server, me.key)).res.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await check(server, me.key);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body.code).toBe('rate_limited');
    const retryAfter = Number(refused.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.res.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    expect(refused.res.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect((await check(server, other.key)).res.status).toBe(200);
    // The count is in Redis under this run's prefix, keyed by the API key's id, expiring with the window.
    expect(Number(await redis.get(`${prefix}:check:${me.keyId}`))).toBe(5);
    const ttl = await redis.pttl(`${prefix}:check:${me.keyId}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // ...and not in PostgreSQL, the default store.
    expect(await rows('rate_limit')).toBe(0);
  });

  it('limits takedown reports per client address', async () => {
    const server = await redisServer({ RATE_LIMIT_TAKEDOWN: '2', RATE_LIMIT_TAKEDOWN_WINDOW_SECONDS: '3600', TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await report(server, '203.0.113.7')).res.status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await report(server, '203.0.113.7');
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.res.headers.get('ratelimit-policy')).toBe('2;w=3600');
    expect((await report(server, '198.51.100.2')).res.status).toBe(201);
    expect(await redis.exists(`${prefix}:takedown:203.0.113.7`)).toBe(1);
  });

  it('shares one limit between two instances on the same Redis', async () => {
    const env = { RATE_LIMIT_CHECK: '4', RATE_LIMIT_CHECK_WINDOW_SECONDS: '60' };
    const a = await redisServer(env);
    const b = await redisServer(env);
    const me = await requesterWithKey(db.orm.em, 'roaming@example.org', 'age', 0);
    const seen: [number, string | null][] = [];
    for (const server of [a, b, a, b, a, b]) {
      const { res } = await check(server, me.key);
      seen.push([res.status, res.headers.get('ratelimit')?.match(/remaining=(\d+)/)?.[1] ?? null]);
    }
    // Each instance alone would have allowed three of its own; together they allow four.
    expect(seen).toEqual([
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
      [429, '0'],
    ]);
  });

  it('counts a request that arrives while the connection to Redis is still being made, rather than refusing it', async () => {
    // Straight after start (main.ts listens at once) the client is still connecting.
    const limiters = redisRateLimiters(testConfig({ RATE_LIMIT_CHECK: '3' }), redisUrl, prefix);
    try {
      const verdict = await limiters.consume('check', 'just-started');
      expect(verdict).toMatchObject({ allowed: true, headers: { RateLimit: expect.stringMatching(/^limit=3, remaining=2, /) } });
    } finally {
      await limiters.close();
    }
  });

  it('answers 503 problem+json, not a 500 or an unmetered allow, when Redis cannot be reached', async () => {
    const server = await redisServer({ RATE_LIMIT_CHECK: '100', TRUST_PROXY: '1' }, 'redis://127.0.0.1:1');
    const me = await requesterWithKey(db.orm.em, 'stranded@example.org', 'age', 0);
    const checked = await check(server, me.key);
    expect(checked.res.status).toBe(503);
    expect(checked.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(checked.body).toMatchObject({ status: 503, code: 'database_unavailable' });
    expect(checked.res.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(checked.body)).not.toMatch(/ECONNREFUSED|ioredis|max retries|at \w+ \(/i);
    const before = await rows('takedown');
    const reported = await report(server, '192.0.2.9');
    expect([reported.res.status, reported.body.code]).toEqual([503, 'database_unavailable']);
    expect(await rows('takedown')).toBe(before);
  });
});
