import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATORS, fixture, ROOT, runCli } from './run-cli.ts';

const KAI = path.join(CREATORS, 'kai-moreno.boundary');

describe('likeness policy explain', () => {
  it('shows the decision, the rule and term that fired, and the span in the normalised prompt', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'Sipping a COLD b.e.e.r at the bar']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('decision:   refuse');
    expect(lines).toContain('rule:       forbidden_depiction');
    expect(lines).toContain('category:   alcohol');
    expect(lines).toContain('evidence:   matched term "beer"');
    const at = lines.indexOf('matched in the normalised prompt:');
    expect(lines[at + 1]).toBe('  sipping a cold beer at the bar');
    expect(lines[at + 2]).toBe(`  ${' '.repeat('sipping a cold '.length)}^^^^`);
  });

  it('shows the refused category\'s description and every except phrase the request contains', async () => {
    const sam = path.join(CREATORS, 'sam-reyes.boundary');
    const refused = await runCli(['policy', 'explain', sam, '--context', 'gaming-avatar', '--prompt', 'a casino floor at night']);
    const lines = refused.stdout.split('\n');
    expect(lines).toContain('category:   gambling');
    expect(lines).toContain('about:      Betting, casinos and paid random rewards, shown or promoted.');
    expect(refused.stdout).not.toContain('except:');
    const homonym = await runCli(['policy', 'explain', sam, '--context', 'gaming-avatar', '--prompt', 'speedrunning Casino Night Zone']);
    expect(homonym.stdout.split('\n')).toContain('except:     "casino night zone" (gambling) masks that category\'s terms inside it');
  });

  it('names both terms of a near group in the evidence and in the list of matches', async () => {
    const refined = path.join(ROOT, 'test', 'check', 'fixtures', 'refined-creator.boundary');
    const run = await runCli(['policy', 'explain', refined, '--context', 'portrait', '--prompt', 'sitting on a bar stool at happy hour']);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('evidence:   matched "bar stool" near "happy hour"');
    expect(lines).toContain('  forbidden_depiction/alcohol: matched "bar stool" near "happy hour"');
  });

  it('reports a prompt in a language the gate does not read as the 400 the API would give', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'la creadora bebiendo cerveza en un bar']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^decision: +not judged: 400 unsupported_language/m);
    expect(run.stdout).toContain('field:      /prompt: written in Spanish; write it in English');
    const json = await runCli(['policy', 'explain', KAI, '--json', '--context', 'portrait', '--prompt', 'la creadora bebiendo cerveza en un bar']);
    expect(JSON.parse(json.stdout).problem).toMatchObject({ status: 400, code: 'unsupported_language', errors: [{ pointer: '/prompt' }] });
  });

  it('lists every match with how it was made and its span', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'two beers and a champagen']);
    const lines = run.stdout.split('\n');
    const at = lines.indexOf('every match, and how it was made:');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1).filter((l) => l !== '')).toEqual([
      '  forbidden_depiction/alcohol: matched term "beer" (as "beers")',
      '    two beers and a champagen',
      '        ^^^^^',
      '  forbidden_depiction/alcohol: matched term "champagne" (spelled "champagen")',
      '    two beers and a champagen',
      '                    ^^^^^^^^^',
    ]);
  });

  it('an allowed request shows the normalised prompt and no rule', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'music-performance', '--prompt', 'DJ set, Neon lasers']);
    expect(run.stdout).toMatch(/^decision: +allow$/m);
    expect(run.stdout).not.toContain('rule:');
    expect(run.stdout).toContain('  dj set neon lasers');
  });

  it('--json prints the decision with its trace', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--json', '--context', 'portrait', '--prompt', 'backstage portrait', '--realism', 'photoreal']);
    const decision = JSON.parse(run.stdout);
    expect(decision.decision).toBe('refuse');
    expect(decision.refusal).toMatchObject({ rule: 'realism_exceeds_ceiling', category: 'realism-ceiling', evidence: 'photoreal > illustrative' });
    expect(decision.boundary.policyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('--mode conversation is judged against the conversation licence', async () => {
    const mira = path.join(CREATORS, 'mira-okafor.boundary');
    const run = await runCli(['policy', 'explain', mira, '--json', '--context', 'portrait', '--prompt', 'hello', '--mode', 'conversation']);
    expect(JSON.parse(run.stdout).refusal.rule).toBe('conversation_not_licensed');
  });

  it('--batch prints one JSON line per request and an error line for each bad line', async () => {
    const run = await runCli(['policy', 'explain', fixture('diff/before/diff-example.boundary'), '--batch', fixture('requests.jsonl')]);
    expect(run.code).toBe(0);
    const out = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out.map((o) => [o.line, o.decision ?? 'error', o.refusal?.rule ?? null])).toEqual([
      [1, 'allow', null],
      [2, 'refuse', 'forbidden_depiction'],
      [3, 'error', null],
      [5, 'error', null],
      [6, 'refuse', 'realism_exceeds_ceiling'],
    ]);
    expect(out[2].error).toMatch(/^not JSON/);
    expect(out[3].error).toMatch(/^context: /);
  });

  it('rejects a request the API would reject, with a one-line usage error', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'x', '--realism', 'hyperreal']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(/^likeness: invalid request: realism: /);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--facts overrides the verified-requester facts: a blocking cap refuses, an advisory one only advises', async () => {
    const mira = path.join(CREATORS, 'mira-okafor.boundary');
    const blocked = await runCli(['policy', 'explain', mira, '--json', '--context', 'portrait', '--prompt', 'hello', '--facts', '{"sessionCount": 30}']);
    expect(JSON.parse(blocked.stdout).refusal).toMatchObject({ rule: 'session_cap_reached', evidence: '30 of 30 in 24h' });
    const advised = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'hello', '--facts', '{"sessionCount": 50}']);
    expect(advised.stdout).toMatch(/^decision: +allow_with_advisory$/m);
    expect(advised.stdout).toMatch(/^advisory: +Session cap reached \(50 of 50 in 24h\)/m);
    const unverified = await runCli(['policy', 'explain', KAI, '--json', '--context', 'portrait', '--prompt', 'hello', '--facts', '{"verification": "none"}']);
    expect(JSON.parse(unverified.stdout).refusal.rule).toBe('age_verification_required');
  });

  it('rejects unknown or ill-typed --facts with a usage error', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'hello', '--facts', '{"verification": "nobody"}']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(/^likeness: invalid --facts: verification: /);
    const extra = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'hello', '--facts', '{"karma": 3}']);
    expect(extra.code).toBe(2);
  });

  it('a term in the reference is traced to the normalised reference', async () => {
    const run = await runCli(['policy', 'explain', KAI, '--context', 'portrait', '--prompt', 'stage portrait', '--reference', 'like the Sonic-Cola ad']);
    expect(run.stdout).toMatch(/^rule: +excluded_brand$/m);
    const lines = run.stdout.split('\n');
    const at = lines.indexOf('matched in the normalised reference:');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('  like the sonic cola ad');
    expect(lines[at + 2]).toBe(`  ${' '.repeat('like the '.length)}${'^'.repeat('sonic cola'.length)}`);
  });
});

