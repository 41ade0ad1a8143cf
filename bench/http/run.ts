// HTTP benchmark: throughput and latency of POST /api/v1/check next to a bare Express JSON
// endpoint served by the same process (bench/http/servers.ts), measured with autocannon over
// loopback, bounded in time. Writes its section of docs/performance.md.
// Options: --seconds N (per target, default 8) --connections N (default 10) --out FILE

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { describeMachine } from '../machine.ts';
import { writeSection } from '../sections.ts';
import { httpTargets, type HttpTarget } from './targets.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: 'docs/performance.md' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Servers {
  api: string;
  bare: string;
  apiKey: string;
  database: string;
}

async function startServers(env: Record<string, string>): Promise<{ servers: Servers; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/http/servers.ts'], {
    env: { ...process.env, BENCH_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first: string = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { servers: JSON.parse(first) as Servers, stop };
}

export interface HttpResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** SQL statements the store ran per request during the timed run (null for the bare endpoint). */
  statements: number | null;
}

const statementsSoFar = async (servers: Servers): Promise<number> => ((await (await fetch(`${servers.bare}/statements`)).json()) as { count: number }).count;

async function hit(target: HttpTarget, servers: Servers): Promise<HttpResult> {
  const req = target.request(servers);
  await autocannon({ ...req, connections, duration: 2 }); // warm-up: JIT, pools, caches
  const before = await statementsSoFar(servers);
  const r = await autocannon({ ...req, connections, duration: seconds });
  const counted = (await statementsSoFar(servers)) - before;
  const sent = r['2xx'] + r.non2xx;
  const statements = target.name.startsWith('bare') || sent === 0 ? null : counted / sent;
  const result = { name: target.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], other: r.non2xx + r.errors + r.timeouts, statements };
  console.log(`${target.name.padEnd(40)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  (${result.ok} 2xx, ${result.other} other)  SQL/request ${statements?.toFixed(2) ?? 'n/a'}`);
  return result;
}

const machine = describeMachine();
const results: HttpResult[] = [];
let database = '';
for (const group of httpTargets) {
  const { servers, stop } = await startServers(group.env);
  database = servers.database;
  try {
    for (const target of group.targets) results.push(await hit(target, servers));
  } finally {
    await stop();
  }
}

const bare = results.find((r) => r.name.startsWith('bare'));
const rows = results.map(
  (r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${bare ? (r.rps / bare.rps).toFixed(2) : 'n/a'}× | ${r.statements === null ? '–' : r.statements.toFixed(2)} | ${r.ok} / ${r.other} |`,
);
const check = results.find((r) => r.name.startsWith('POST /api/v1/check')); // the first group's, next to bare
const generateOff = results.find((r) => r.name.includes('IMAGE_PROVIDER=off'));
const ratio = check && bare ? check.rps / bare.rps : NaN;
const generateRatio = generateOff && bare ? generateOff.rps / bare.rps : NaN;
const verdict = (measured: number, target: number, higherIsBetter = true) => (Number.isNaN(measured) ? 'n/a' : (higherIsBetter ? measured >= target : measured <= target) ? 'met' : 'not met');
writeSection(
  values.out as string,
  'http',
  `## HTTP throughput (autocannon)

Command: \`npm run bench:http\` (also part of \`npm run bench\`): bench/http/run.ts. ${connections} connections,
${seconds} s per target after a 2 s warm-up, over loopback; the servers run in one child process
(bench/http/servers.ts) with the real configuration of \`npm start\` on ${database.replace(/\/likeness_bench_\w+/, ' (a fresh database made for the run)')},
rate limits on (in PostgreSQL) but sized so that they never refuse. autocannon runs in the parent
process on the same 2 cores, so absolute figures are lower than on a separate load generator; the
ratio is what the target is about. "SQL / request" is counted by the store (every statement it
runs for the API, src/store/sql.ts) during the timed run, divided by the requests answered.

Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, ${machine.date}, load average at start ${machine.load.toFixed(2)} (the machine is shared: figures move with its load).

| target | req/s | p50 | p99 | vs bare | SQL / request | 2xx / other |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Each group of rows ran against its own fresh server process and database (check is repeated in
each group so that generate can be read against it under the same conditions; every ratio is to
the bare endpoint of the first group). A generate request records the decision, reserves and
settles credit, renders (or not), signs and stores.

Where a check's time goes: the bare endpoint parses JSON and answers; check does the same, then
sends one statement to PostgreSQL (src/store/gate.ts): the API key with its account, the creator's
live boundary stamp, the session and variety counters, the balance, and last both rate-limit
buckets (key and account) consumed, all in one round trip. The compiled program comes from an
in-process cache keyed by policyHash (a program never changes under its hash); everything else is
read fresh on every request, so a revoked key, a revoked consent or a suspension holds on the next
request on every instance. Then the gate's evaluation. A CPU profile of the bench server taken
over 8 s of check after a warm-up (2026-11-24, load average about 15; the same method before and
after the changes below) found, of its Node process's busy time: socket writes (the response and
the statement over loopback, whose kernel work is charged to the sender) 20 to 23 %, node-postgres
7 %, Express and its router 7 %, garbage collection 6 to 8 %, the route's own steps 5 %, the gate's
evaluation 5 %, the check that the prompt is in English 4 %. Forking an entity manager for the request's unit of
work and building every aggregate's store module took 3.6 %; check runs only a prepared statement
on the pool, so the unit of work is now forked on first use and each module made when first touched
(0.6 % left), and the statement's placeholders are numbered once, not on every request. There is no
compression middleware to remove, and the response is one socket write. On PostgreSQL's side the
admission statement runs in 0.1 to 0.2 ms (EXPLAIN ANALYZE: 22 buffer hits, a generic plan after
five runs), and PostgreSQL's backends used 0.3 to 0.4 ms of CPU per check (their CPU time over a
run, divided by the requests), while one round trip from a client on this machine took 0.1 to
1.9 ms with its load: the time is the two cores shared by the server, PostgreSQL's backends,
autocannon and the other work on the machine, not the statement. Under that load the check's ratio
mostly measures how soon PostgreSQL's backends get a core, which the bare endpoint never waits for.

The session and variety counters count one requester's generations of a creator in the rolling
window. At 6,200 such generations (a copy of a generate run's rows), EXPLAIN ANALYZE of the admission
statement took 6.4 to 15.7 ms: each counted row was a visit to the table (the window's time, and for
sessions the decision, were not in the indexes). Both indexes now hold every column their count reads
(Migration20261124011500), so the counts are index-only scans: 1.7 ms for the whole statement, 0.7 ms
per count, once the table is vacuumed; generation is now vacuumed after 1 % new rows (not 20 %) so
that the newest pages, which the windows read, are soon marked visible (until then each row is still
a table visit). The cost still grows with the rows in the window, about 0.1 ms per 1,000; a counter
table would make it constant, but the counts must be exact over a rolling window (the advisory quotes
them), which time buckets cannot give, and a running ordinal per requester breaks when concurrent
records are stamped out of order. The check target's requester has no generations of its creator,
so its counters count no rows either way: this changes generate's admission, not check's.

Where generate's time goes: with rendering off a generate is four statements (SQL / request
above; three when an image is rendered and settled): the same admission statement as check; the
reservation, one call to the reserve_credits function (lock the balance row, split the cost over
the pots, take it, ledger rows, the held reservation); the release, one call to release_credits
(close the reservation, give every pot its part back, ledger rows), since nothing was rendered;
and the record, one statement (settle when an image exists, the generation row with its signed
manifest, the generation.completed outbox event, the Idempotency-Key's answer). All ${connections}
connections use one account, so the reservation and the release queue on that account's balance
row. Both run as transactions of their own whose commit does not wait for the write-ahead log to
reach the disk (src/store/sql.ts \`unflushed\`), so the row is locked only while the function
runs; the record commits with the flush, which makes the earlier two durable too, before the
client is answered. Before this (three statements, the release inside the record), the row stayed
locked through each commit's flush: sampling pg_stat_activity every 5 ms during a generate run
(2026-11-24) found about three quarters of the active backends' samples waiting for the row
(transactionid and tuple locks) and most of the rest flushing the log while holding it (WALSync).
Now the same sampling finds almost no wait for the row: the active samples are the record's flush
(WALSync, WALWrite), and most backends sit idle waiting for the application. Under this machine's
load the application is the limit: a \`--cpu-prof\` of the bench server during a generate run
(load average about 18) put about 46 % of its time in socket writes (each statement and each
response is one, and their kernel work is charged to the sender), 19 % idle, 3.5 % garbage
collection and no other single item above 3 %, so a generate costs about what its four round
trips cost. Measured before and after this change on 2026-11-24, two runs of this benchmark each
way under a load average of 10 to 18: generate against the check of its own group went from 0.27×
and 0.22× to 0.51× and 0.62× (159 and 198 req/s to 183 and 119, p50 54 and 46 ms to 46 and
78 ms); against the bare endpoint, which itself moved between 1,950 and 4,486 req/s from run to
run, from 0.08× and 0.10× to 0.06× and 0.03×; a third pair, back to back with the bare endpoint
at 3,799 and 3,796 req/s, gave 140 and 137 req/s (0.37× and 0.54× of the group's check, 0.04× of
bare both times). So at this load the lock is gone but the absolute rate is not higher: the
application's CPU is the limit, and the release is now a round trip of its own. The session and variety counters count this
requester's generations of the creator in the window, so the admission statement's cost grows
with the thousands of generations the run records.

Targets (rate limits on): check ≥ 0.5× the bare endpoint (goal 0.7×): measured ${Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`} (${verdict(ratio, 0.5)});
generate with rendering off ≥ 0.25×: measured ${Number.isNaN(generateRatio) ? 'n/a' : `${generateRatio.toFixed(2)}×`} (${verdict(generateRatio, 0.25)});
p99 of check at ${connections} connections ≤ 10 ms: measured ${check ? `${check.p99} ms` : 'n/a'} (${check ? verdict(check.p99, 10, false) : 'n/a'}).`,
);
console.log(`wrote the http section of ${values.out}`);
