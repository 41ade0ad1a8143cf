// The real server (`src/main.ts`, as `npm start` runs it) on a free port and a fresh database,
// and Debian's Chromium driven by playwright-core with the flags STACK-NOTES lists.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RunningSite {
  url: string;
  /** The server's DATA_DIR (demo-api-key, demo-accounts.json). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `tsx src/main.ts` against `databaseUrl` (plus `env`); resolves once it prints that it is running. */
export async function startSite(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-browser-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'likeness-chromium-'));
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    env: { ...process.env, XDG_CONFIG_HOME: path.join(profile, 'config'), XDG_CACHE_HOME: path.join(profile, 'cache') },
  });
  return {
    browser,
    async close() {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export const screenshotPath = (name: string): string => path.join(SCREENSHOT_DIR, `${name}.png`);
