// `npm start`: configuration from the environment, PostgreSQL (DATABASE_URL or embedded in the
// data folder), migrations, policies/ published, demo data, then the HTTP API on PORT.
// If the database is not reachable yet the API still starts, answers 503, and keeps retrying.

import { storeFor } from './store/index.ts';
import { systemClock } from './store/clock.ts';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { loadConfig } from './config/index.ts';
import { openOrm, type Orm } from './store/orm/open.ts';
import { resolveDatabase, type ResolvedDatabase } from './store/orm/resolve.ts';
import { createApp, routesFor } from './app.ts';
import { answerClientErrors } from './http/client-errors.ts';
import type { AppDeps } from './app/deps.ts';
import { isDatabaseUnavailable } from './store/errors.ts';
import { postgresRateLimiters, redisRateLimiters } from './middleware/rate-limit.ts';
import { startSweeper, type Sweeper } from './generation/credits/sweeper.ts';
import { loadKeyringWithSource } from './provenance/keyring.ts';
import { loadContentCredentials } from './provenance/c2pa/credentials.ts';
import { makeLogger } from './service/startup/logger.ts';
import { prepareDatabase } from './service/startup/prepare.ts';
import { startWebhookWorker, type WebhookWorker } from './webhooks/worker.ts';
import { loadEnglishWords } from './match/english-words.ts';
import { loadLemmatiser } from './match/lemmas.ts';
import { loadLoanPhrases } from './match/loan-phrases.ts';
import type { DemoRequester } from './service/startup/demo.ts';

const RETRY_MS = 5000;

/** What a failed start must undo (an embedded PostgreSQL this process started, open pools). */
const undoOnFailure: (() => Promise<unknown>)[] = [];

function banner(siteUrl: string, demo: DemoRequester | null): string {
  const lines = [
    '',
    `  Likeness Gate is running at ${siteUrl}`,
    `  API docs:  ${siteUrl}/api/v1/docs   (OpenAPI: ${siteUrl}/api/v1/openapi.json)`,
    `  Directory: curl ${siteUrl}/api/v1/creators`,
  ];
  if (demo) {
    lines.push(
      `  Demo requester ${demo.email} (identity-verified) API key:`,
      `    ${demo.apiKey}`,
      `    (kept in ${demo.keyFile}; try: curl -H "Authorization: Bearer $(cat ${demo.keyFile})" -H 'content-type: application/json' \\`,
      `       -d '{"creator":"mira-okafor","prompt":"studio portrait, soft light","context":"portrait"}' ${siteUrl}/api/v1/generate`,
      `     /api/v1/check takes the same body: the same evaluation, nothing generated, charged or recorded)`,
    );
    if (demo.accounts) {
      lines.push(`  Website sign-ins (${siteUrl}/signin; passwords kept in ${demo.accounts.file}):`);
      for (const a of demo.accounts.accounts) lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}   then ${siteUrl}${a.page}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function start(): Promise<void> {
  const loaded = loadConfig();
  if (!loaded.ok) {
    for (const p of loaded.error.problems) process.stderr.write(`invalid setting ${p.setting}: ${p.message}\n`);
    process.exit(2);
  }
  const config = loaded.config;
  const log = makeLogger(config.logLevel);
  await mkdir(config.dataDir, { recursive: true });
  const keys = loadKeyringWithSource(config, config.dataDir);
  log('info', `provenance: signing key ${keys.keyring.signing.id}, ${keys.keyring.all.size} key(s) verify (from ${keys.from})`);
  const contentCredentials = await loadContentCredentials(config, config.dataDir);
  log('info', `content credentials: signing as ${contentCredentials.certificate.subject}, issued by ${contentCredentials.certificate.issuer} (from ${contentCredentials.from})`);

  // The gate's word list, lemmatiser and borrowed phrases load once per process (about a
  // second): at start, not on the first request that needs them.
  loadEnglishWords();
  loadLemmatiser();
  loadLoanPhrases();
  log('info', 'gate: dictionary-en word list, WordNet lemmatiser and WordNet phrases loaded');

  const db: ResolvedDatabase = await resolveDatabase(config, (line) => log('debug', line.trim()));
  undoOnFailure.unshift(() => db.release());
  log('info', `database: ${db.description}`);
  const orm: Orm = await openOrm({ url: db.url, poolMax: config.dbPoolMax, connectTimeoutMs: config.dbConnectTimeoutMs, statementTimeoutMs: config.dbStatementTimeoutMs });
  undoOnFailure.unshift(() => orm.close(true));
  const limiters = config.redisUrl ? redisRateLimiters(config, config.redisUrl) : postgresRateLimiters(config, db.url);
  undoOnFailure.unshift(() => limiters.close());
  log('info', `rate limits stored in ${config.redisUrl ? 'Redis (REDIS_URL)' : 'PostgreSQL'}`);

  // orm stays null (every database endpoint a 503) until the schema is known to be current.
  const deps: AppDeps = { config, orm: null, limiters, keyring: keys.keyring, contentCredentials, now: systemClock, log };
  const siteUrl = config.publicUrl;
  const app = createApp(deps, routesFor(siteUrl));
  // Express 5 calls back with the error when listening fails (port in use): that is a failed start, not a running one.
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  answerClientErrors(server);

  let sweeper: Sweeper | undefined;
  let webhooks: WebhookWorker | undefined;
  const prepare = async (): Promise<void> => {
    try {
      const { demo } = await prepareDatabase(orm, config, log);
      deps.orm = orm;
      // Credit reservations left behind by a crashed process: released now and periodically.
      sweeper ??= startSweeper(() => storeFor(orm, { clock: deps.now }), config.credits.sweepSeconds, log);
      // The webhook outbox: every instance delivers (claims are SKIP LOCKED).
      webhooks ??= startWebhookWorker(() => storeFor(orm, { clock: deps.now }), { settings: config.webhooks, siteUrl, now: deps.now }, log);
      process.stdout.write(banner(siteUrl, demo));
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      log('error', `database not reachable (${db.description}); serving 503 and retrying in ${RETRY_MS / 1000} s`);
      setTimeout(() => void prepare().catch(fatal), RETRY_MS).unref();
    }
  };
  await prepare();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    sweeper?.stop();
    await webhooks?.stop();
    log('info', `${signal}: shutting down`);
    await new Promise((r) => server.close(r));
    await limiters.close().catch(() => undefined);
    await orm.close(true).catch(() => undefined);
    await db.release().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function fatal(e: unknown): Promise<void> {
  process.stderr.write(`likeness: could not start: ${e instanceof Error ? e.message : String(e)}\n`);
  if (process.env.LIKENESS_DEBUG) console.error(e);
  for (const undo of undoOnFailure) await undo().catch(() => undefined);
  process.exit(1);
}

start().catch(fatal);
