import { describe, expect, it } from 'vitest';
import { expectRequest, meets, testBoundary, VERIFIED_REQUESTER } from '../../src/expect/index.ts';
import { evaluate } from '../../src/gate/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { MIRA, MIRA_FILE, PLATFORM, PLATFORM_FILE } from '../compile/fixtures.ts';
import { compileValid } from '../compile/support.ts';

const test = (creator: string) => testBoundary({ platform: { source: PLATFORM, fileName: PLATFORM_FILE }, creator: { source: creator, fileName: MIRA_FILE } });

describe('expectation runner', () => {
  it('passes every expect line of a file whose expectations hold, with line numbers', () => {
    const result = test(MIRA);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.results.map((r) => [r.line, r.pass, r.actual.decision, r.actual.rule ?? null, r.actual.category ?? null])).toEqual([
      [15, true, 'allow', null, null],
      [16, true, 'refuse', 'forbidden_depiction', 'alcohol'],
      [17, true, 'refuse', 'context_not_permitted', 'gaming-avatar'],
    ]);
    expect(result.passed).toBe(3);
    expect(result.failed).toBe(0);
  });

  it('fails an allow expectation that is refused, reporting the actual refusal', () => {
    const result = test(`${MIRA}expect allow: context portrait, prompt "sipping wine"\n`);
    if (!result.ok) throw new Error('should compile');
    const last = result.results.at(-1)!;
    expect(last).toMatchObject({
      line: 18,
      pass: false,
      expected: { outcome: 'allow', rule: null, category: null },
      actual: { decision: 'refuse', rule: 'forbidden_depiction', category: 'alcohol', evidence: 'matched term "wine"' },
    });
    expect(result.failed).toBe(1);
  });

  it('fails a refuse expectation naming the wrong rule or the wrong category', () => {
    const result = test(
      `${MIRA}expect refuse excluded_brand: context portrait, prompt "a beer"\nexpect refuse forbidden_depiction politics: context portrait, prompt "a beer"\n`,
    );
    if (!result.ok) throw new Error('should compile');
    expect(result.results.slice(-2).map((r) => r.pass)).toEqual([false, false]);
  });

  it('passes a refuse expectation without a category whatever the category', () => {
    const result = test(`${MIRA}expect refuse forbidden_depiction: context portrait, prompt "a beer"\n`);
    if (!result.ok) throw new Error('should compile');
    expect(result.results.at(-1)?.pass).toBe(true);
  });

  it('fails a refuse expectation that is allowed', () => {
    const result = test(`${MIRA}expect refuse context_not_permitted: context portrait, prompt "a smile"\n`);
    if (!result.ok) throw new Error('should compile');
    expect(result.results.at(-1)).toMatchObject({ pass: false, actual: { decision: 'allow' } });
  });

  it('counts an advisory allow as allow, and never as refuse', () => {
    const mira = compileValid(MIRA);
    const boundary = { version: 1, policyHash: mira.policyHash, program: mira.program };
    const advisory = evaluate(boundary, { prompt: 'a smile', context: 'portrait', realism: 'illustrative', mode: 'image' }, { ...VERIFIED_REQUESTER, sessionCount: 20 });
    expect(advisory.decision).toBe('allow_with_advisory');
    expect(meets({ outcome: 'allow', rule: null, category: null }, advisory)).toBe(true);
    expect(meets({ outcome: 'refuse', rule: null, category: null }, advisory)).toBe(false);
  });

  it('judges expect lines for a fully verified requester with credit', () => {
    expect(VERIFIED_REQUESTER).toEqual({
      creatorState: 'active',
      consentRevoked: false,
      verification: 'identity',
      sessionCount: 0,
      varietyCount: 0,
      cost: 1,
      balance: 1_000_000,
    });
    const photoreal = MIRA.replace('realism ceiling: illustrative', 'realism ceiling: photoreal');
    const result = test(`${photoreal}expect allow: context portrait, prompt "a smile", realism photoreal\n`);
    if (!result.ok) throw new Error('should compile');
    expect(result.results.at(-1)?.pass).toBe(true);
  });

  it('builds the request with the API defaults and every field', () => {
    const file = parsePolicy(
      `${MIRA}expect allow: context fitness, prompt "run"\nexpect allow: context portrait, prompt "p", realism stylised, mode conversation, reference "r"\n`,
      MIRA_FILE,
    ).file;
    const stmts = file.lines.flatMap((l) => (l.kind === 'statement' && l.statement.kind === 'expect' ? [l.statement] : [])).slice(-2);
    expect(stmts.map(expectRequest)).toEqual([
      { prompt: 'run', context: 'fitness', realism: 'illustrative', mode: 'image' },
      { prompt: 'p', context: 'portrait', realism: 'stylised', mode: 'conversation', reference: 'r' },
    ]);
  });

  it('returns the diagnostics instead of results when the file does not compile', () => {
    const result = test(MIRA.replace('allow contexts: portrait', 'allow contexts: portrat'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics.map((d) => d.code)).toContain('unknown-context');
  });
});
