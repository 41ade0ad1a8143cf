// Fuzz: the CLI answers mangled policy files with diagnostics and exit 0/1, never an internal
// error. Random mutations of the shipped files are written under their own names (so a file
// that still parses is checked and compiled for real) and run through check, fmt, test,
// compile and explain.
import fc from 'fast-check';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutation } from '../parse/policy-sources.ts';
import { CREATORS, PLATFORM, runCli, type CliRun } from './run-cli.ts';

const SEED = Date.now();
const REFINED_PLATFORM = fileURLToPath(new URL('../check/fixtures/refined-platform.policy', import.meta.url));
const REFINED_CREATOR = fileURLToPath(new URL('../check/fixtures/refined-creator.boundary', import.meta.url));
const CREATOR_NAMES = ['hana-mori', 'kai-moreno', 'leo-vasquez', 'mira-okafor', 'priya-raman', 'sam-reyes'];
let root = '';
const creatorFiles: string[] = [];

function neverInternal(run: CliRun, what: string): void {
  const context = `${what} (fast-check seed ${SEED})\n${run.stderr.slice(0, 2000)}`;
  expect(run.stderr, context).not.toContain('internal error');
  expect(run.stderr, context).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect([0, 1], context).toContain(run.code);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'likeness-cli-fuzz-'));
  const edits = fc.sample(mutation, { numRuns: 30, seed: SEED });
  for (const [i, mutate] of edits.entries()) {
    const dir = path.join(root, `case-${i}`);
    await mkdir(dir);
    if (i % 6 === 5) {
      // Every other platform case mutates a platform file that uses describe, near, except and age.
      const platform = i % 12 === 5 ? PLATFORM : REFINED_PLATFORM;
      await writeFile(path.join(dir, 'platform.policy'), mutate(await readFile(platform, 'utf8')));
      continue;
    }
    if (i % 12 === 4) {
      const file = path.join(dir, 'refined-creator.boundary');
      await writeFile(file, mutate(await readFile(REFINED_CREATOR, 'utf8')));
      creatorFiles.push(file);
      continue;
    }
    const name = CREATOR_NAMES[i % CREATOR_NAMES.length]!;
    const file = path.join(dir, `${name}.boundary`);
    await writeFile(file, mutate(await readFile(path.join(CREATORS, `${name}.boundary`), 'utf8')));
    creatorFiles.push(file);
  }
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

// Each run below is a CLI process compiling the whole platform file: on a busy two-core machine
// a run takes many seconds, so the limits guard against a hang, not a slow run.
describe('likeness policy on mutated files', () => {
  it('check, fmt --check and test report problems and exit 0 or 1', async () => {
    neverInternal(await runCli(['policy', 'check', root]), 'policy check');
    neverInternal(await runCli(['policy', 'fmt', '--check', root]), 'policy fmt --check');
    neverInternal(await runCli(['policy', 'test', root]), 'policy test');
  }, 300_000);

  it('compile and explain report problems and exit 0 or 1', async () => {
    for (const file of creatorFiles.slice(0, 4)) {
      neverInternal(await runCli(['policy', 'compile', file, '--json']), `policy compile ${file}`);
      neverInternal(await runCli(['policy', 'explain', file, '--context', 'portrait', '--prompt', 'studio portrait']), `policy explain ${file}`);
    }
  }, 300_000);
});
