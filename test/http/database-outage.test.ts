// The database goes away and comes back: 503 problem+json meanwhile, recovery without a restart.
// Uses its own embedded PostgreSQL so that stopping it harms no other test.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/store/orm/embedded.ts';
import { migrate, openOrm, type Orm } from '../../src/store/orm/open.ts';
import { call, startServer, type TestServer } from '../support/server.ts';

let dir: string;
let pg: EmbeddedDatabase;
let orm: Orm;
let server: TestServer;
const port = 55000 + Math.floor(Math.random() * 900);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-outage-'));
  pg = await startEmbeddedPostgres({ dataDir: dir, port, database: 'likeness' });
  orm = await openOrm({ url: pg.url, connectTimeoutMs: 500 });
  await migrate(orm);
  server = await startServer(orm, pg.url, { DB_CONNECT_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await server?.close();
  await orm?.close(true);
  await pg?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('database outage', () => {
  it('answers 503 problem+json while PostgreSQL is down and recovers by itself when it is back', async () => {
    expect((await call(server, 'GET', '/api/v1/creators')).res.status).toBe(200);
    await pg.stop();
    for (const p of ['/api/v1/creators', '/api/v1/creators/anyone', '/api/v1/creators/anyone/boundaries']) {
      const { res, body } = await call(server, 'GET', p);
      expect(res.status).toBe(503);
      expect(body).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|knex|select|at \w+ \(/i);
    }
    const check = await call(server, 'POST', '/api/v1/check', { body: { creator: 'a', prompt: 'b', context: 'portrait' }, key: 'lg_live_00000000000000000000000000_0000000000000000000000000000000000000000' });
    expect(check.res.status).toBe(503);
    // The docs need no database.
    expect((await call(server, 'GET', '/api/v1/openapi.json')).res.status).toBe(200);
    pg = await startEmbeddedPostgres({ dataDir: dir, port, database: 'likeness' });
    expect((await call(server, 'GET', '/api/v1/creators')).res.status).toBe(200);
  });

  it('answers 503 on every database endpoint when no database is configured', async () => {
    const bare = await startServer(null, null);
    try {
      const { res, body } = await call(bare, 'GET', '/api/v1/creators');
      expect([res.status, body.code]).toEqual([503, 'database_unavailable']);
      expect((await call(bare, 'POST', '/api/v1/check', { body: {} })).res.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
