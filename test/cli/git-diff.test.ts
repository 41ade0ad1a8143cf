// docs/git-diff.md: `git diff` of *.boundary files through `likeness policy git-diff`, set up
// exactly as documented, in a throw-away repository.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, PLATFORM, fixture, runCli } from './run-cli.ts';

function repoWithDriver(): { repo: string; git: (...args: string[]) => string; target: string } {
  const repo = mkdtempSync(path.join(tmpdir(), 'likeness-git-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_PAGER: 'cat' } });
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  mkdirSync(path.join(repo, 'policies', 'creators'), { recursive: true });
  copyFileSync(PLATFORM, path.join(repo, 'policies', 'platform.policy'));
  writeFileSync(path.join(repo, '.gitattributes'), '*.boundary diff=boundary\n');
  git('config', 'diff.boundary.command', `"${process.execPath}" "${BIN}" policy git-diff`);
  const target = path.join(repo, 'policies', 'creators', 'diff-example.boundary');
  copyFileSync(fixture('diff/before/diff-example.boundary'), target);
  git('add', '.');
  git('commit', '-qm', 'first version');
  return { repo, git, target };
}

describe('git diff of boundary files through the likeness diff driver', () => {
  it('git diff prints the semantic diff instead of a line diff', () => {
    const { git, target } = repoWithDriver();
    copyFileSync(fixture('diff/loosened/diff-example.boundary'), target);
    const out = git('diff');
    expect(out.trim().split('\n')).toEqual([
      'semantic diff policies/creators/diff-example.boundary',
      'loosens   forbid alcohol: term "wine" removed',
      'loosens   allow contexts: cosplay added',
      'loosens   realism ceiling: illustrative -> photoreal',
      '3 changes: 3 loosen, 0 tighten, 0 neutral',
    ]);
    // The driver only applies to *.boundary files and can be bypassed.
    expect(git('diff', '--no-ext-diff')).toContain('-allow contexts: portrait, fitness');
  });

  it('works for committed history with git log -p --ext-diff, and for added files', () => {
    const { git, target, repo } = repoWithDriver();
    copyFileSync(fixture('diff/tightened/diff-example.boundary'), target);
    git('commit', '-qam', 'tighten');
    const log = git('log', '-p', '--ext-diff', '-1');
    expect(log).toContain('tightens  session cap: limit 20 -> 10 per 24h');
    const added = path.join(repo, 'policies', 'creators', 'failing.boundary');
    copyFileSync(fixture('failing.boundary'), added);
    git('add', '.');
    expect(git('diff', '--cached')).toContain('semantic diff policies/creators/failing.boundary\nnew boundary file');
  });

  it('shows near, except and describe lines as semantic changes', () => {
    const { git, target } = repoWithDriver();
    writeFileSync(target, `${readFileSync(target, 'utf8')}near alcohol: "pint" near "pub"\nexcept alcohol: "ginger beer"\n`);
    expect(git('diff').trim().split('\n')).toEqual([
      'semantic diff policies/creators/diff-example.boundary',
      'tightens  forbid alcohol: near "pint" near "pub" within 8 added',
      'loosens   forbid alcohol: except "ginger beer" added',
      '2 changes: 1 loosen, 1 tighten, 0 neutral',
    ]);
  });

  it('a side that does not compile is reported without stopping git', () => {
    const { git, target } = repoWithDriver();
    writeFileSync(target, 'creator diff-example "Diff Example"\nallow contexts: portrait, gamer-avatar\n');
    const out = git('diff');
    expect(out).toContain('unknown context');
    expect(out).toContain('does not compile');
  });

  it('rejects a call that is not in the driver convention', async () => {
    const run = await runCli(['policy', 'git-diff', 'only', 'two']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: git-diff expects the 7 arguments git passes to a diff driver, got 2');
  });
});
