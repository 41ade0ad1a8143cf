import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { policyHash } from '../../src/program/hash.ts';
import { CREATORS, PLATFORM, runCli } from './run-cli.ts';

const MIRA = path.join(CREATORS, 'mira-okafor.boundary');

describe('likeness policy compile', () => {
  it('--json prints the program with its terms and the policyHash of that program', async () => {
    const run = await runCli(['policy', 'compile', MIRA, '--json']);
    expect(run.code).toBe(0);
    const { policyHash: hash, program } = JSON.parse(run.stdout);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(policyHash(program)).toBe(hash);
    expect(program.creator).toEqual({ slug: 'mira-okafor', displayName: 'Mira Okafor' });
    expect(program.openedAdult).toEqual(['lingerie']);
    const forbidden = program.rules.find((s: { rule: string }) => s.rule === 'forbidden_depiction');
    const smoking = forbidden.categories.find((c: { id: string }) => c.id === 'smoking');
    expect(smoking.terms.map((t: { term: string }) => t.term)).toContain('cigarette*');
  });

  it('gives the same program and hash as the compiler called directly', async () => {
    const run = await runCli(['policy', 'compile', MIRA, '--json', '--platform', PLATFORM]);
    const direct = compileBoundary({
      platform: { fileName: PLATFORM, source: readFileSync(PLATFORM, 'utf8') },
      creator: { fileName: MIRA, source: readFileSync(MIRA, 'utf8') },
    });
    expect(direct.ok).toBe(true);
    if (direct.ok) expect(JSON.parse(run.stdout)).toEqual({ policyHash: direct.policyHash, program: direct.program });
  });

  it('without --json prints a short human summary', async () => {
    const run = await runCli(['policy', 'compile', MIRA]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^creator: +mira-okafor "Mira Okafor"$/m);
    expect(run.stdout).toMatch(/^policyHash: +[0-9a-f]{64}$/m);
    expect(run.stdout).toMatch(/^contexts: +portrait, fashion-editorial, brand-endorsement$/m);
    expect(run.stdout).toMatch(/^session cap: +30 per 24h, block$/m);
    expect(run.stdout).toMatch(/^opened adult: +lingerie$/m);
  });

  it('the summary counts near clauses, except phrases and the age bound after the terms', async () => {
    const run = await runCli(['policy', 'compile', path.join(CREATORS, 'sam-reyes.boundary')]);
    expect(run.stdout).toMatch(/^forbidden: .*gambling \(4 terms, 1 near clause, 1 except phrase\), harassment \(5 terms\)$/m);
  });

  it('refuses a platform file with a usage error', async () => {
    const run = await runCli(['policy', 'compile', PLATFORM]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`likeness: ${PLATFORM}: compile takes a creator .boundary file`);
  });
});
