import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATORS, fixture, runCli } from './run-cli.ts';

const expectLines = (): number =>
  readdirSync(CREATORS)
    .filter((f) => f.endsWith('.boundary'))
    .flatMap((f) => readFileSync(path.join(CREATORS, f), 'utf8').split('\n'))
    .filter((l) => l.startsWith('expect ')).length;

describe('likeness policy test', () => {
  it("runs every demo creator's expect lines and they all pass", async () => {
    const run = await runCli(['policy', 'test', 'policies']);
    expect(run.stdout.trim()).toBe(`${expectLines()} passed, 0 failed`);
    expect(run.code).toBe(0);
  });

  it('prints each failure with its line, the expectation and the actual decision, and exits 1', async () => {
    const file = fixture('failing.boundary');
    const run = await runCli(['policy', 'test', file]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `${file}:10: FAIL expect allow: context portrait, prompt "holding a cold beer"`,
      '  got: refuse forbidden_depiction/alcohol (evidence "matched term \\"beer\\"")',
      `${file}:11: FAIL expect refuse context_not_permitted fitness: context portrait, prompt "lifting weights"`,
      '  got: allow',
      '1 passed, 2 failed',
      '',
    ]);
  });

  it('a file that does not compile counts as a failure', async () => {
    const run = await runCli(['policy', 'test', fixture('broken.boundary')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[unknown-context]');
    expect(run.stdout.trim()).toBe('0 passed, 0 failed, 1 file did not compile');
  });
});

describe('likeness policy test without creator files', () => {
  it('is a usage error, not an empty success', async () => {
    const run = await runCli(['policy', 'test', 'policies/platform.policy']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: no creator .boundary files in policies/platform.policy');
  });
});
