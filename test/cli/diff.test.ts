import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM, fixture, runCli } from './run-cli.ts';

const BEFORE = fixture('diff/before/diff-example.boundary');
const LOOSENED = fixture('diff/loosened/diff-example.boundary');
const TIGHTENED = fixture('diff/tightened/diff-example.boundary');

describe('likeness policy diff', () => {
  it('prints one labelled line per change and a count', async () => {
    const run = await runCli(['policy', 'diff', BEFORE, LOOSENED]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      'loosens   forbid alcohol: term "wine" removed',
      'loosens   allow contexts: cosplay added',
      'loosens   realism ceiling: illustrative -> photoreal',
      '3 changes: 3 loosen, 0 tighten, 0 neutral',
    ]);
  });

  it('--json gives {kind, category?, before, after, effect, summary} per change', async () => {
    const run = await runCli(['policy', 'diff', BEFORE, TIGHTENED, '--json']);
    const diff = JSON.parse(run.stdout);
    expect(diff.loosens).toBe(false);
    expect(diff.changes).toEqual([
      { kind: 'term-added', rule: 'forbidden_depiction', category: 'alcohol', before: null, after: 'whisky', effect: 'tightens', summary: 'forbid alcohol: term "whisky" added' },
      { kind: 'term-added', rule: 'excluded_brand', category: 'rival-cola', before: null, after: 'rivalcola', effect: 'tightens', summary: 'exclude brand rival-cola: term "rivalcola" added' },
      { kind: 'session-cap-limit', before: 20, after: 10, effect: 'tightens', summary: 'session cap: limit 20 -> 10 per 24h' },
    ]);
  });

  it('--fail-on-loosen exits 2 when anything loosens and 0 when nothing does', async () => {
    expect((await runCli(['policy', 'diff', '--fail-on-loosen', BEFORE, LOOSENED])).code).toBe(2);
    expect((await runCli(['policy', 'diff', '--fail-on-loosen', BEFORE, TIGHTENED])).code).toBe(0);
  });

  it('judges describe, near and except lines, and --fail-on-loosen honours them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'likeness-diff-refine-'));
    const write = (name: string, extra: string): string => {
      mkdirSync(path.join(dir, name));
      const file = path.join(dir, name, 'diff-example.boundary');
      writeFileSync(file, `${readFileSync(BEFORE, 'utf8')}${extra}`);
      return file;
    };
    const before = write('before', 'near alcohol: "pint" near "pub"\n');
    const tightened = write('tightened', 'near alcohol: "pint" near "pub"\nnear alcohol: "shot" near "bar" within 4\ndescribe alcohol "Drinks."\n');
    const loosened = write('loosened', 'except alcohol: "ginger beer"\n');
    const up = await runCli(['policy', 'diff', '--fail-on-loosen', before, tightened]);
    expect(up.code).toBe(0);
    expect(up.stdout.trim().split('\n')).toEqual([
      'neutral   forbid alcohol: description "" -> "Drinks."',
      'tightens  forbid alcohol: near "shot" near "bar" within 4 added',
      '2 changes: 0 loosen, 1 tighten, 1 neutral',
    ]);
    const down = await runCli(['policy', 'diff', '--fail-on-loosen', before, loosened]);
    expect(down.code).toBe(2);
    expect(down.stdout.trim().split('\n')).toEqual([
      'loosens   forbid alcohol: near "pint" near "pub" within 8 removed',
      'loosens   forbid alcohol: except "ginger beer" added',
      '2 changes: 2 loosen, 0 tighten, 0 neutral',
    ]);
  });

  it('reordering, comments and layout alone are no semantic change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'likeness-diff-'));
    const file = path.join(dir, 'diff-example.boundary');
    writeFileSync(file, '# reordered\ncreator diff-example "Diff Example"\nsession cap: 20 per 24h, block\nexclude brand rival-cola "Rival Cola": "rival cola"\nforbid alcohol "Alcohol": "cocktail*",\n    "wine", "beer"\nconversation: not licensed\nrealism ceiling: illustrative\nallow contexts: fitness, portrait\n');
    const run = await runCli(['policy', 'diff', BEFORE, file]);
    expect(run.stdout.trim()).toBe('no semantic changes');
  });

  it('reads REV:path arguments from git', async () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'likeness-diff-git-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    mkdirSync(path.join(repo, 'policies', 'creators'), { recursive: true });
    copyFileSync(PLATFORM, path.join(repo, 'policies', 'platform.policy'));
    const target = path.join(repo, 'policies', 'creators', 'diff-example.boundary');
    copyFileSync(BEFORE, target);
    git('add', '.');
    git('commit', '-qm', 'first');
    copyFileSync(LOOSENED, target);
    const run = await runCli(['policy', 'diff', '--json', 'HEAD:policies/creators/diff-example.boundary', 'policies/creators/diff-example.boundary'], { cwd: repo });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).changes.map((c: { kind: string }) => c.kind)).toEqual(['term-removed', 'context-added', 'realism-ceiling']);
    const missing = await runCli(['policy', 'diff', 'HEAD:policies/creators/nobody.boundary', 'policies/creators/diff-example.boundary'], { cwd: repo });
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toMatch(/^likeness: cannot read HEAD:policies\/creators\/nobody\.boundary from git: fatal: path/);
  });
});

describe('likeness policy diff of two platform files', () => {
  it('diffs every creator compiled against the old and the new platform file', async () => {
    const { readFileSync } = await import('node:fs');
    const dir = mkdtempSync(path.join(tmpdir(), 'likeness-platform-diff-'));
    const creators = path.join(dir, 'creators');
    mkdirSync(creators);
    copyFileSync(BEFORE, path.join(creators, 'diff-example.boundary'));
    const changed = path.join(dir, 'platform.policy');
    const source = readFileSync(PLATFORM, 'utf8');
    const edited = source.replace('"mugshot*", ', '').replace('adult fetish "Fetish": "fetish*",', 'adult fetish "Fetish": "fetish*", "pony bridle",');
    expect(edited).not.toBe(source);
    writeFileSync(changed, edited);
    const run = await runCli(['policy', 'diff', PLATFORM, changed, '--creators', creators, '--fail-on-loosen']);
    expect(run.code).toBe(2);
    expect(run.stdout.trim().split('\n')).toEqual([
      `== ${path.join(creators, 'diff-example.boundary')}`,
      'loosens   prohibit criminal-context: term "mugshot*" removed',
      'tightens  adult fetish: term "pony bridle" added',
      '2 changes: 1 loosen, 1 tighten, 0 neutral',
    ]);
    const json = JSON.parse((await runCli(['policy', 'diff', PLATFORM, changed, '--creators', creators, '--json'])).stdout);
    expect(json.loosens).toBe(true);
    expect(json.creators[0].changes.map((c: { kind: string; rule?: string }) => [c.kind, c.rule])).toEqual([
      ['term-removed', 'platform_prohibition'],
      ['term-added', 'forbidden_depiction'],
    ]);
  });

  it('a platform file and a creator file cannot be diffed against each other', async () => {
    const run = await runCli(['policy', 'diff', PLATFORM, BEFORE]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('likeness: diff takes two creator .boundary files or two platform .policy files');
  });
});
