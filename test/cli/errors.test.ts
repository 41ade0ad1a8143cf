import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATORS, runCli } from './run-cli.ts';

const oneLine = (text: string) => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/^\s+at /m); // never a stack trace
};

describe('likeness CLI errors', () => {
  it('a missing file is a one-line message and exit 2', async () => {
    const run = await runCli(['policy', 'check', 'nope.boundary']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: no such file or directory: nope.boundary');
    oneLine(run.stderr);
  });

  it('an unknown command or option exits 2', async () => {
    const unknown = await runCli(['policy', 'frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const option = await runCli(['policy', 'check', '--nope', CREATORS]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--nope'");
  });

  it('a missing argument exits 2', async () => {
    const run = await runCli(['policy', 'diff', 'only-one.boundary']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("missing required argument 'new'");
  });

  it('without a platform file in the current directory, names the file and the way out', async () => {
    const run = await runCli(['policy', 'compile', path.join(CREATORS, 'kai-moreno.boundary')], { cwd: mkdtempSync(path.join(tmpdir(), 'likeness-cwd-')) });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: platform file not found: policies/platform.policy (run from the project folder or pass --platform FILE)');
  });

  it('a file of an unknown kind is refused', async () => {
    const run = await runCli(['policy', 'compile', 'package.json']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: package.json: expected a .boundary (creator) or .policy (platform) file');
  });

  it('--help exits 0 and lists the policy commands', async () => {
    const run = await runCli(['policy', '--help']);
    expect(run.code).toBe(0);
    for (const command of ['check', 'fmt', 'test', 'compile', 'diff', 'explain']) expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });
});
