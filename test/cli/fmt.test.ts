import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATORS, fixture, runCli } from './run-cli.ts';

async function tempCopy(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'likeness-fmt-'));
  const target = path.join(dir, name);
  await copyFile(fixture(name), target);
  return target;
}

describe('likeness policy fmt', () => {
  it('prints the formatted file to stdout by default and leaves the file alone', async () => {
    const file = await tempCopy('messy.boundary');
    const before = await readFile(file, 'utf8');
    const run = await runCli(['policy', 'fmt', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('creator messy "Messy Example"\nallow contexts: portrait, fitness\n');
    expect(run.stdout).toContain('forbid alcohol "Alcohol": "wine", "beer", "cocktail*"\n');
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('--check lists files that would change and exits 1', async () => {
    const file = await tempCopy('messy.boundary');
    const run = await runCli(['policy', 'fmt', '--check', file]);
    expect(run.code).toBe(1);
    expect(run.stdout.trim()).toBe(`would reformat ${file}`);
  });

  it('--write rewrites the file, after which --check passes', async () => {
    const file = await tempCopy('messy.boundary');
    const printed = (await runCli(['policy', 'fmt', file])).stdout;
    const write = await runCli(['policy', 'fmt', '--write', file]);
    expect(write.code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(printed);
    const check = await runCli(['policy', 'fmt', '--check', file]);
    expect(check).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('the shipped creator files are already formatted', async () => {
    const run = await runCli(['policy', 'fmt', '--check', CREATORS]);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
  });

  it('a file that does not parse is reported with its diagnostic and exit 1', async () => {
    const file = await tempCopy('broken.boundary');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, 'creator broken "Broken"\nallow contexts portrait\n');
    const run = await runCli(['policy', 'fmt', '--check', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:2:`);
    expect(run.stderr).toContain('error[syntax-error]');
  });

  it('--check and --write together are a usage error', async () => {
    const run = await runCli(['policy', 'fmt', '--check', '--write', fixture('messy.boundary')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: --check and --write cannot be used together');
  });
});
