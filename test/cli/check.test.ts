import { describe, expect, it } from 'vitest';
import { CREATORS, PLATFORM, fixture, runCli } from './run-cli.ts';

describe('likeness policy check', () => {
  it('passes the shipped platform file and demo creators with exit 0', async () => {
    const run = await runCli(['policy', 'check', 'policies']);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toMatch(/^checked \d+ files: 0 errors, 0 warnings$/);
    expect(run.code).toBe(0);
  });

  it('renders each error with file:line:col, the line, a caret and a suggestion, and exits 1', async () => {
    const run = await runCli(['policy', 'check', fixture('broken.boundary')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("broken.boundary:3:27: error[unknown-context]: unknown context 'gamer-avatar'");
    expect(run.stderr).toContain('allow contexts: portrait, gamer-avatar');
    expect(run.stderr).toMatch(/\|\s+\^{12}/);
    expect(run.stderr).toContain("did you mean 'gaming-avatar'?");
    expect(run.stdout.trim()).toBe('checked 1 file: 1 error, 0 warnings');
  });

  it('exits 0 when a file has warnings only', async () => {
    // "cocaine" is already a platform term: a warning, not an error.
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'likeness-check-'));
    const file = path.join(dir, 'warned.boundary');
    await writeFile(file, 'creator warned "Warned"\nallow contexts: portrait\nrealism ceiling: illustrative\nforbid drugs "Drugs": "cocaine", "weed"\n');
    const run = await runCli(['policy', 'check', file]);
    expect(run.stderr).toContain('warning[term-covered-by-platform]');
    expect(run.stdout.trim()).toBe('checked 1 file: 0 errors, 1 warning');
    expect(run.code).toBe(0);
  });

  it('walks directories for .boundary and .policy files and checks the platform file as a platform file', async () => {
    const run = await runCli(['policy', 'check', CREATORS, PLATFORM]);
    expect(run.code).toBe(0);
    const { readdirSync } = await import('node:fs');
    const creators = readdirSync(CREATORS).filter((f) => f.endsWith('.boundary')).length;
    expect(run.stdout.trim()).toBe(`checked ${creators + 1} files: 0 errors, 0 warnings`);
  });

  it('accepts another platform file with --platform', async () => {
    const run = await runCli(['policy', 'check', '--platform', fixture('missing.policy'), CREATORS]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`likeness: platform file not found: ${fixture('missing.policy')}`);
  });

  it('shows platform errors even when only creator files were named, and does not check those creators', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'likeness-bad-platform-'));
    const platform = path.join(dir, 'platform.policy');
    await writeFile(platform, 'prohibit minors-context "Minors": "child"\nadult nudity "Nudity" "nude"\n');
    const creator = path.join(CREATORS, 'kai-moreno.boundary');
    const run = await runCli(['policy', 'check', '--platform', platform, creator]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${platform}:2:23: error[syntax-error]`);
    expect(run.stderr).toContain(`${creator}: not checked, the platform file ${platform} has errors`);
  });
});

