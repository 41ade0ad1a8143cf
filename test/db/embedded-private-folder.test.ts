// The attack (or just a container's default): `npm start` as root in a folder other users cannot
// enter (mode 0700, as `mktemp -d` makes). The embedded PostgreSQL runs as the postgres user, so
// initdb died with `spawn …/initdb EACCES` and a stack trace. Now the start stops with one line
// naming the folder and the fix. Runs as root only: that is the situation it is about.

import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/store/orm/embedded.ts';
import { firstClosedFolder } from '../../src/store/orm/server-user-access.ts';

const asRoot = process.getuid?.() === 0;
let privateDir: string;
const port = 56000 + Math.floor(Math.random() * 900);

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-private-'));
  await chmod(privateDir, 0o700);
});
afterAll(async () => {
  await rm(privateDir, { recursive: true, force: true });
});

describe('the folders the postgres user must enter', () => {
  it('finds the first one closed to a user by its mode bits', () => {
    const stranger = { uid: 99_999, gids: [99_999] };
    expect(firstClosedFolder(path.join(privateDir, 'data', 'postgres'), stranger)).toEqual({ dir: privateDir, mode: '0700' });
    expect(firstClosedFolder(os.tmpdir(), stranger)).toBeNull();
  });
});

describe.runIf(asRoot)('first start as root in a private folder', () => {
  it('refuses before initdb with one line naming the folder and the fix', async () => {
    const started = startEmbeddedPostgres({ dataDir: path.join(privateDir, 'data'), port, database: 'likeness' });
    await expect(started).rejects.toThrow(new RegExp(`cannot enter ${privateDir} \\(mode 0700\\).*chmod o\\+x ${privateDir}`));
    await expect(started).rejects.not.toThrow(/\n/);
  });

  it('npm start prints exactly that one line and exits 1', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(privateDir, 'data'), EMBEDDED_PG_PORT: String(port), PORT: '0', LOG_LEVEL: 'error', DEMO_SEED: 'false' };
    delete env.DATABASE_URL;
    delete env.LIKENESS_DEBUG;
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, timeout: 60_000 }, (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }));
      child.stdin?.end();
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^likeness: could not start: the embedded PostgreSQL runs as the system user postgres .*cannot enter .*chmod o\+x/);
  }, 90_000);
});
