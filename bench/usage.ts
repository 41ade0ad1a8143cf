// Usage benchmark: how long a creator's usage report takes (GET /api/v1/creators/{slug}/usage and
// the console build the same one) on a database holding 300,000 generations over 90 days, with
// and without the index generation (creator_id, created_at, id). Runs usageReport directly, so it
// measures the SQL and its assembly, not HTTP. Writes its section of docs/performance.md.
// Options: --rows N (default 300000) --runs N (default 9) --out FILE --write

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/index.ts';
import { openOrm } from '../src/store/orm/open.ts';
import { resolveDatabase } from '../src/store/orm/resolve.ts';
import { prepareDatabase } from '../src/service/startup/prepare.ts';
import { countsPerDay, refusalCounts, usageImages } from '../src/store/usage.ts';
import { decodeCursor } from '../src/usage/cursor.ts';
import { usageRange } from '../src/usage/range.ts';
import { usageReport, type UsageQuery } from '../src/usage/report.ts';
import { describeMachine } from './machine.ts';
import { writeSection } from './sections.ts';
import { withAdmin } from './admin-database.ts';
import { storeOf } from '../src/store/index.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '300000' }, runs: { type: 'string', default: '9' }, out: { type: 'string', default: 'docs/performance.md' }, write: { type: 'boolean', default: false } } });
const rows = Number(values.rows);
const runs = Number(values.runs);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-bench-usage-'));
const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMBEDDED_PG_PORT: '54338' };
const adminUrl = env.DATABASE_URL;
const dbName = `likeness_bench_usage_${Date.now().toString(36)}`;
if (adminUrl) {
  await withAdmin(adminUrl, (c) => c.query(`create database ${c.escapeIdentifier(dbName)}`));
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  env.DATABASE_URL = u.toString();
}
const loaded = loadConfig(env);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
const db = await resolveDatabase(loaded.config);
const orm = await openOrm({ url: db.url });

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await prepareDatabase(orm, loaded.config, () => undefined);
  const conn = orm.em.getConnection();
  const creators: { id: number; slug: string; version_id: number }[] = await conn.execute(
    `select c.id, c.slug, (select max(b.id) from boundary_version b where b.creator_id = c.id) as version_id from creator c order by c.id`,
  );
  await conn.execute(`insert into account (id, email, roles, display_name) select 'acct_bench' || i, 'bench' || i || '@example.org', '{requester}', 'Requester ' || i from generate_series(1, 200) i`);
  // Every creator gets an equal share over 90 days; a quarter refused, a tenth of the licences revoked.
  const batch = 25_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await conn.execute(
      `insert into generation (id, account_id, creator_id, boundary_version_id, decision, rule, prompt_sha256, context, realism, mode, created_at, manifest, licence_status, refusal, content_hash)
       select 'gen_bench' || lpad(i::text, 24, '0'), 'acct_bench' || (1 + i % 200), (c.ids)[1 + i % c.n], (c.versions)[1 + i % c.n],
              case when i % 4 = 0 then 'refuse' else 'allow' end, case when i % 4 = 0 then 'forbidden_depiction' end, md5(i::text) || md5(i::text),
              case when i % 3 = 0 then 'fitness' else 'portrait' end, 'illustrative', 'image',
              ?::timestamptz - (i % 90) * interval '1 day' - (i % 86400) * interval '1 second',
              case when i % 4 <> 0 then '{}'::jsonb end, case when i % 4 = 0 then null when i % 10 = 1 then 'revoked' else 'active' end,
              case when i % 4 = 0 then jsonb_build_object('rule', 'forbidden_depiction', 'category', 'alcohol', 'evidence', 'matched term "' || (array['beer', 'wine', 'whisky'])[1 + i % 3] || '"') end,
              case when i % 4 <> 0 then md5(i::text) || md5((i + 1)::text) end
         from generate_series(${from}, ${to}) i,
              (select array_agg(id order by id) as ids, array_agg(version_id order by id) as versions, count(*)::int as n from (${creators.map((c) => `select ${c.id} as id, ${c.version_id ?? 'null'}::int as version_id`).join(' union all ')}) x) c`,
      [new Date()],
    );
  }
  await conn.execute('analyze generation');
  const creator = creators[0]!;
  const perCreator = Math.round(rows / creators.length);
  const now = new Date();
  const range = usageRange({}, now);
  const filter = { creatorId: creator.id, start: range.start, end: range.end };
  const report = (query: Omit<UsageQuery, 'cursor'>, pages: number) => async () => {
    let cursor: string | undefined;
    for (let p = 0; p < pages; p++) cursor = (await usageReport(storeOf(orm.em.fork()), creator.id, { ...query, ...(cursor ? { cursor } : {}) }, now)).nextCursor ?? undefined;
    return cursor;
  };
  // The tenth page's cursor, found once: its own query is what is timed.
  const tenth = decodeCursor((await report({ licence: 'any', limit: 24 }, 9)())!)!;
  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'images: first page of 24, last 30 days', run: () => usageImages(storeOf(orm.em.fork()), filter, 'any', null, 25) },
    { name: 'images: tenth page by cursor', run: () => usageImages(storeOf(orm.em.fork()), filter, 'any', tenth, 25) },
    { name: 'images: revoked licences in fitness', run: () => usageImages(storeOf(orm.em.fork()), { ...filter, context: 'fitness' }, 'revoked', null, 25) },
    { name: 'refusals grouped by rule, last 30 days', run: () => refusalCounts(storeOf(orm.em.fork()), filter) },
    { name: 'per-day counts, last 30 days', run: () => countsPerDay(storeOf(orm.em.fork()), filter) },
    { name: 'whole report (the three at once), last 30 days', run: report({ licence: 'any', limit: 24 }, 1) },
    { name: 'whole report, 90 days', run: report({ licence: 'any', limit: 24, from: new Date(now.getTime() - 89 * 86_400_000).toISOString().slice(0, 10) }, 1) },
  ];
  const measure = async (): Promise<number[]> => {
    const out: number[] = [];
    for (const c of cases) {
      await c.run(); // warm
      const times: number[] = [];
      for (let r = 0; r < runs; r++) {
        const t = performance.now();
        await c.run();
        times.push(performance.now() - t);
      }
      out.push(median(times));
    }
    return out;
  };
  await conn.execute('drop index generation_creator_created_idx');
  await conn.execute('analyze generation');
  const without = await measure();
  await conn.execute('create index generation_creator_created_idx on generation (creator_id, created_at, id)');
  await conn.execute('analyze generation');
  const withIndex = await measure();

  const m = describeMachine();
  const table = cases.map((c, i) => `| ${c.name} | ${without[i]!.toFixed(1)} | ${withIndex[i]!.toFixed(1)} |`).join('\n');
  const markdown = `## Creator usage report

The usage report (GET /api/v1/creators/{slug}/usage and the console's usage section: one page of
24 images, refusals grouped by rule, per-day counts; src/store/usage.ts) for one creator of ${creators.length}, with
${rows.toLocaleString('en')} generations over 90 days in the database (about ${perCreator.toLocaleString('en')} of that creator, a quarter
refused; creators' rows interleaved, as requests arrive). Median of ${runs} runs after one warm-up, milliseconds,
${adminUrl ? 'the PostgreSQL server of DATABASE_URL' : 'embedded PostgreSQL'}; ${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load.toFixed(2)}, ${m.date}.

| query | without the index | with (creator_id, created_at, id) |
|---|---|---|
${table}
`;
  console.log(markdown);
  if (values.write) writeSection(values.out, 'usage', markdown);
} finally {
  await orm.close(true);
  await db.release();
  if (adminUrl) await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(dbName)} with (force)`));
  await rm(dataDir, { recursive: true, force: true });
}
