// `likeness policy suggest`: WordNet senses of a word with synonyms and narrower terms to paste.

import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

describe('likeness policy suggest', () => {
  it('prints each sense with its gloss, synonyms, narrower terms and a quoted list to paste', async () => {
    const run = await runCli(['policy', 'suggest', 'cigarettes']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^suggestions for "cigarettes" \(looked up as cigarette\) from WordNet 3\.1/);
    expect(run.stdout).toContain('cigarette.n.01 (noun): finely ground tobacco wrapped in paper');
    expect(run.stdout).toMatch(/ {2}synonyms: cigaret, coffin nail/);
    expect(run.stdout).toMatch(/ {2}narrower: .*spliff/);
    expect(run.stdout).toMatch(/ {2}paste: {4}"cigaret", "coffin nail", /);
  });

  it('gives the same suggestions as JSON', async () => {
    const run = await runCli(['policy', 'suggest', 'smoking', '--json']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { term: string; lookedUp: string[]; senses: { sense: string; partOfSpeech: string; synonyms: string[]; narrower: string[]; paste: string }[] };
    expect(result.term).toBe('smoking');
    expect(result.lookedUp).toEqual(['smoking', 'smoke']);
    const verb = result.senses.find((s) => s.sense === 'smoke.v.01');
    expect(verb?.partOfSpeech).toBe('verb');
    expect(verb?.narrower).toContain('chain-smoke');
  });

  it('says so when WordNet has no entry, and exits 0', async () => {
    const run = await runCli(['policy', 'suggest', 'zorblax']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('WordNet has no entry for "zorblax"');
  });

  it('rejects an empty or over-long term with a one-line usage error naming the field', async () => {
    for (const term of ['   ', 'x'.repeat(61), '!!!']) {
      const run = await runCli(['policy', 'suggest', term]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim()).toMatch(/^likeness: term: /);
      expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
