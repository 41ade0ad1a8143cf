// Creating and dropping throw-away databases on the test server (maintenance connection).

import pg from 'pg';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (serverUrl: string, name: string, template?: string): Promise<void> =>
  admin(serverUrl, async (c) => {
    await c.query(`create database ${c.escapeIdentifier(name)}${template ? ` template ${c.escapeIdentifier(template)}` : ''}`);
  });

export const dropDatabase = (serverUrl: string, name: string): Promise<void> =>
  admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`);
  });

export const randomName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
