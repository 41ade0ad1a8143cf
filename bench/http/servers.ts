// Child process of bench/http/run.ts: the real API (createApp, same as `npm start`) and a bare
// Express JSON endpoint, both served from this one process so they share the same process
// set-up. Prints one JSON line {api, bare, apiKey} when ready; cleans up on SIGTERM.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { loadConfig } from '../../src/config/index.ts';
import { openOrm } from '../../src/store/orm/open.ts';
import { resolveDatabase } from '../../src/store/orm/resolve.ts';
import { createApp, routesFor } from '../../src/app.ts';
import type { AppDeps } from '../../src/app/deps.ts';
import { postgresRateLimiters } from '../../src/middleware/rate-limit.ts';

import { allRoutes } from '../../src/http/routes/index.ts';
import { loadKeyring } from '../../src/provenance/keyring.ts';
import { loadContentCredentials } from '../../src/provenance/c2pa/credentials.ts';
import { prepareDatabase } from '../../src/service/startup/prepare.ts';
import { statementCounter } from '../../src/store/index.ts';
import { withAdmin } from '../admin-database.ts';

const listen = (app: express.Express): Promise<Server> =>
  new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
const urlOf = (s: Server): string => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-bench-'));
const extraEnv = JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>;
const env: Record<string, string | undefined> = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  EMBEDDED_PG_PORT: '54339',
  // Rate limits stay on (their store round trip is part of the cost) but never refuse.
  RATE_LIMIT_CHECK: '1000000000',
  RATE_LIMIT_GENERATE: '1000000000',
  DEMO_CREDITS: '100000000',
  ...extraEnv,
};
let dropName: string | null = null;
if (env.DATABASE_URL) {
  dropName = `likeness_bench_${Date.now().toString(36)}`;
  const name = dropName;
  await withAdmin(env.DATABASE_URL, (c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  const u = new URL(env.DATABASE_URL);
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
}
const loaded = loadConfig(env);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
const config = loaded.config;
const db = await resolveDatabase(config);
const orm = await openOrm({ url: db.url, poolMax: config.dbPoolMax, connectTimeoutMs: config.dbConnectTimeoutMs });
const { demo } = await prepareDatabase(orm, config, () => undefined);
if (!demo) throw new Error('no demo requester');
const limiters = postgresRateLimiters(config, db.url);
const keyring = loadKeyring(config, dataDir);
const contentCredentials = await loadContentCredentials(config, dataDir);
// Every SQL statement the store runs for the API is counted; the parent reads the count between targets.
const statements = statementCounter();
const deps: AppDeps = { config, orm, limiters, keyring, contentCredentials, now: () => new Date(), log: () => undefined, statements: statements.observe };
const api = await listen(createApp(deps, routesFor()));

const bareApp = express();
bareApp.use(express.json({ limit: '16kb' }));
bareApp.post('/echo', (req, res) => {
  res.json({ decision: 'allow', received: typeof req.body === 'object' });
});
bareApp.get('/statements', (_req, res) => {
  res.json({ count: statements.count });
});
const bare = await listen(bareApp);

process.stdout.write(`${JSON.stringify({ api: urlOf(api), bare: urlOf(bare), apiKey: demo.apiKey, database: db.description })}\n`);

process.on('SIGTERM', async () => {
  api.close();
  bare.close();
  await limiters.close().catch(() => undefined);
  await orm.close(true).catch(() => undefined);
  await db.release().catch(() => undefined);
  if (dropName && process.env.DATABASE_URL) {
    const name = dropName;
    await withAdmin(process.env.DATABASE_URL, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`)).catch(() => undefined);
  }
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
