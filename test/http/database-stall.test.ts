// The attack: PostgreSQL stops answering (frozen with SIGSTOP: connections are accepted, nothing
// comes back). Before, some requests got `500 internal_error` ("timeout expired") and the rest hung
// for the whole stall. Now every request is answered 503 with Retry-After within its deadline,
// and the service recovers by itself once PostgreSQL runs again (SIGCONT).
// Uses its own embedded PostgreSQL so that freezing it harms no other test.

import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/store/orm/embedded.ts';
import { migrate, openOrm, type Orm } from '../../src/store/orm/open.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';

let dir: string;
let pg: EmbeddedDatabase;
let orm: Orm;
let server: TestServer;
let key: string;
let frozen: number[] = [];
const port = 55000 + Math.floor(Math.random() * 900);
const TIMEOUTS = { DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '4000' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-stall-'));
  pg = await startEmbeddedPostgres({ dataDir: dir, port, database: 'likeness' });
  orm = await openOrm({ url: pg.url, connectTimeoutMs: 500, statementTimeoutMs: 1000 });
  await migrate(orm);
  await publishTestPolicies(orm.em, [{ slug: 'ana-stall', active: true }]);
  key = (await requesterWithKey(orm.em, 'stall@example.org', 'identity', 10)).key;
  server = await startServer(orm, pg.url, TIMEOUTS);
}, 60_000);
afterAll(async () => {
  thaw();
  await server?.close();
  await orm?.close(true);
  await pg?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The postmaster and every backend it started. */
async function serverProcesses(): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).toString().trim().split(/\s+/).map(Number).filter((n) => n > 0);
  return [postmaster, ...children];
}

function thaw(): void {
  for (const pid of frozen) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // already gone
    }
  }
  frozen = [];
}

const API = ['/api/v1/creators', '/api/v1/creators/ana-stall', '/api/v1/creators/ana-stall/boundaries', '/api/v1/provenance/gen_0123456789abcdefghjkmnpqrs'];

async function send(i: number): Promise<{ path: string; status: number; type: string; retryAfter: string | null; code?: string }> {
  const check = i % 5 === 4;
  const site = i % 5 === 3;
  const p = check ? '/api/v1/check' : site ? '/creators' : API[i % API.length]!;
  const res = await fetch(`${server.url}${p}`, {
    method: check ? 'POST' : 'GET',
    headers: check ? { authorization: `Bearer ${key}`, 'content-type': 'application/json' } : {},
    body: check ? JSON.stringify({ creator: 'ana-stall', prompt: 'studio portrait', context: 'portrait' }) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  return { path: p, status: res.status, type, retryAfter: res.headers.get('retry-after'), code: type.includes('json') ? JSON.parse(text).code : undefined };
}

describe('a frozen PostgreSQL', () => {
  it('runs every session with statement, lock and idle-transaction timeouts', async () => {
    const [row] = await orm.em.getConnection().execute<Record<string, string>[]>(
      "select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l, current_setting('idle_in_transaction_session_timeout') as i",
      [],
      'all',
    );
    expect(row).toEqual({ s: '1s', l: '1s', i: '2s' });
  });

  it('gets every request a 503 with Retry-After (never a 500, never a hang), then recovers', async () => {
    expect((await send(0)).status).toBe(200);
    // Some pooled connections exist before the stall, as in a running service.
    await Promise.all([0, 1, 2, 4].map((i) => send(i)));
    frozen = await serverProcesses();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(i)));
    thaw();
    for (const a of answers) {
      expect(a, a.path).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      if (a.path.startsWith('/api/')) expect(a.type, a.path).toContain('application/problem+json');
    }
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
      recovered = (await send(0)).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    expect((await send(4)).status).toBe(200);
  }, 60_000);

  it('is answered by the request deadline even when the database timeouts are longer', async () => {
    const patient = await openOrm({ url: pg.url, connectTimeoutMs: 20_000, statementTimeoutMs: 20_000 });
    const impatient = await startServer(patient, pg.url, { REQUEST_TIMEOUT_MS: '300', DB_CONNECT_TIMEOUT_MS: '20000', DB_STATEMENT_TIMEOUT_MS: '20000' });
    try {
      expect((await fetch(`${impatient.url}/api/v1/creators`)).status).toBe(200);
      frozen = await serverProcesses();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      const answers = await Promise.all(['/api/v1/creators', '/api/v1/creators/ana-stall', '/creators'].map((p) => fetch(`${impatient.url}${p}`)));
      thaw();
      expect(answers.map((r) => [r.status, r.headers.get('retry-after')])).toEqual([[503, '5'], [503, '5'], [503, '5']]);
      expect(await answers[0]!.json()).toMatchObject({ code: 'request_timeout', status: 503 });
    } finally {
      thaw();
      await impatient.close();
      await patient.close(true);
    }
  }, 60_000);
});
