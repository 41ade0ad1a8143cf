// The benchmarks make a fresh database for each run and drop it after: both through the server's
// own `postgres` database, with a connection opened for the one command.

import pg from 'pg';

export async function withAdmin<T>(serverUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const u = new URL(serverUrl);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}
