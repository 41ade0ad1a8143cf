// Runs the real `likeness` binary (node bin/likeness.js …) and collects exit code and output.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'bin', 'likeness.js');
export const FIXTURES = path.join(ROOT, 'test', 'cli', 'fixtures');
export const PLATFORM = path.join(ROOT, 'policies', 'platform.policy');
export const CREATORS = path.join(ROOT, 'policies', 'creators');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; input?: string } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

export const fixture = (name: string): string => path.join(FIXTURES, name);
