// npm start on a port that is already taken must fail loudly (exit 1, a reason), not print the
// "running at" banner and exit 0.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let blocker: Server;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'likeness-port-'));
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('starting on a port in use', () => {
  it('exits 1 with the reason and never claims to be running', async () => {
    const port = (blocker.address() as AddressInfo).port;
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Nothing listens here: the service starts without its database, so nothing is written anywhere.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      });
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('could not start');
    expect(run.stderr).toContain('EADDRINUSE');
    expect(run.stdout).not.toContain('running at');
  }, 90_000);
});
