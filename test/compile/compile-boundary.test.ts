import { describe, expect, it } from 'vitest';
import { compilePlatformOnly } from '../../src/compile/index.ts';
import { RULES } from '../../src/vocabulary.ts';
import { MIRA, PLATFORM, PLATFORM_FILE } from './fixtures.ts';
import { compileErrors, compileValid, stepOf } from './support.ts';

const minimal = (body: string): string => `creator mira-okafor "Mira Okafor"\n${body}\n`;

describe('compileBoundary', () => {
  it('builds the twelve rule steps in the gate order of RULES', () => {
    const { program } = compileValid(MIRA);
    expect(program.rules.map((s) => s.rule)).toEqual([...RULES]);
    expect(program.format).toBe('likeness.rule-program/1');
    expect(program.normalisation).toBe('likeness.normalise/1');
    expect(program.creator).toEqual({ slug: 'mira-okafor', displayName: 'Mira Okafor' });
  });

  it('keeps platform prohibitions in platform-file order with source platform', () => {
    const step = stepOf(compileValid(MIRA).program, 'platform_prohibition');
    expect(step.categories.map((c) => [c.id, c.source])).toEqual([
      ['minors-context', 'platform'],
      ['non-consensual-framing', 'platform'],
      ['deceptive-news-context', 'platform'],
      ['criminal-context', 'platform'],
    ]);
    expect(step.categories[1]?.label).toBe('Non-consensual framing');
  });

  it('forbids the unopened adult categories in platform order, then the creator forbids sorted by id', () => {
    const step = stepOf(compileValid(MIRA).program, 'forbidden_depiction');
    expect(step.categories.map((c) => [c.id, c.source])).toEqual([
      ['nudity', 'adult'],
      ['sexual-activity', 'adult'],
      ['fetish', 'adult'],
      ['alcohol', 'creator'],
      ['politics', 'creator'],
    ]);
  });

  it('compiles terms into normalised words and stems, sorted by words', () => {
    const step = stepOf(compileValid(MIRA).program, 'forbidden_depiction');
    expect(step.categories.find((c) => c.id === 'politics')?.terms).toEqual([
      { term: 'campaign rally', words: ['campaign', 'rally'], stem: false },
      { term: 'election*', words: ['election'], stem: true },
      { term: 'vote*', words: ['vote'], stem: true },
    ]);
  });

  it('lists brands sorted by id with source brand', () => {
    const program = compileValid(
      minimal('exclude brand zed-phones "Zed Phones": "zed phone"\nexclude brand acme "Acme": "acme"'),
    ).program;
    expect(stepOf(program, 'excluded_brand').categories.map((c) => [c.id, c.source, c.label])).toEqual([
      ['acme', 'brand', 'Acme'],
      ['zed-phones', 'brand', 'Zed Phones'],
    ]);
  });

  it('lists allowed contexts in the vocabulary order whatever order they were written in', () => {
    const program = compileValid(minimal('allow contexts: music-performance, portrait, fitness')).program;
    expect(stepOf(program, 'context_not_permitted').allowed).toEqual(['portrait', 'fitness', 'music-performance']);
  });

  it('compiles ceiling, conversation, verification requirements, cap and nudge', () => {
    const { program } = compileValid(MIRA);
    expect(stepOf(program, 'realism_exceeds_ceiling').ceiling).toBe('illustrative');
    expect(stepOf(program, 'conversation_not_licensed').licensed).toBe(false);
    expect(stepOf(program, 'age_verification_required').required).toBe(true);
    expect(stepOf(program, 'identity_verification_required').tiers).toEqual(['photoreal']);
    expect(stepOf(program, 'session_cap_reached')).toEqual({
      rule: 'session_cap_reached',
      cap: { limit: 20, windowSeconds: 86_400, window: '24h', enforcement: 'advisory' },
      nudge: { repeats: 4, windowSeconds: 86_400, window: '24h' },
    });
  });

  it('converts every duration unit to seconds and writes the window canonically', () => {
    const cap = (w: string) => stepOf(compileValid(minimal(`session cap: 5 per ${w}, block`)).program, 'session_cap_reached').cap;
    expect(cap('90m')).toEqual({ limit: 5, windowSeconds: 5400, window: '90m', enforcement: 'block' });
    expect(cap('7d')).toMatchObject({ windowSeconds: 604_800, window: '7d' });
    expect(cap('024h')).toMatchObject({ windowSeconds: 86_400, window: '24h' });
  });

  it('takes the most restrictive values when settings are missing', () => {
    const { program } = compileValid(minimal(''));
    expect(stepOf(program, 'context_not_permitted').allowed).toEqual([]);
    expect(stepOf(program, 'realism_exceeds_ceiling').ceiling).toBe('stylised');
    expect(stepOf(program, 'conversation_not_licensed').licensed).toBe(false);
    expect(stepOf(program, 'session_cap_reached')).toEqual({ rule: 'session_cap_reached', cap: null, nudge: null });
    expect(program.openedAdult).toEqual([]);
    expect(stepOf(program, 'forbidden_depiction').categories.map((c) => c.id)).toEqual(['nudity', 'sexual-activity', 'lingerie', 'fetish']);
  });

  it('records opened adult categories sorted, and the enforced forbidden list in program order', () => {
    const { program } = compileValid(minimal('open adult: lingerie, nudity\nforbid alcohol "Alcohol": "beer"'));
    expect(program.openedAdult).toEqual(['lingerie', 'nudity']);
    expect(program.enforcedForbidden).toEqual([
      'minors-context',
      'non-consensual-framing',
      'deceptive-news-context',
      'criminal-context',
      'sexual-activity',
      'fetish',
      'alcohol',
    ]);
  });

  it('de-duplicates terms that normalise to the same words, keeping the same one whatever the order', () => {
    const a = compileValid(minimal('forbid alcohol "Alcohol": "beer", "BEER", "beer", "wine"'));
    const b = compileValid(minimal('forbid alcohol "Alcohol": "wine", "beer", "BEER"'));
    expect(stepOf(a.program, 'forbidden_depiction').categories.at(-1)?.terms).toEqual([
      { term: 'BEER', words: ['beer'], stem: false },
      { term: 'wine', words: ['wine'], stem: false },
    ]);
    expect(a.policyHash).toBe(b.policyHash);
  });

  it('keeps a stem and an exact term with the same words apart', () => {
    const { program } = compileValid(minimal('forbid alcohol "Alcohol": "beer*", "beer"'));
    expect(stepOf(program, 'forbidden_depiction').categories.at(-1)?.terms.map((t) => [t.term, t.stem])).toEqual([
      ['beer', false],
      ['beer*', true],
    ]);
  });

  it('makes identity for a tier cover that tier and every more realistic one', () => {
    const platform = PLATFORM.replace('require identity for photoreal', 'require identity for illustrative');
    const { program } = compileValid(minimal(''), undefined, platform);
    expect(stepOf(program, 'identity_verification_required').tiers).toEqual(['illustrative', 'photoreal']);
  });

  it('returns a hex SHA-256 policyHash', () => {
    expect(compileValid(MIRA).policyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('returns warnings together with the program', () => {
    const { diagnostics } = compileValid('creator mira-okafor "Mira Okafor"\n');
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(diagnostics.map((d) => d.code)).toContain('missing-realism-ceiling');
  });

  it('gives no program when the creator file has an error', () => {
    const errors = compileErrors(minimal('allow contexts: gamer-avatar'));
    expect(errors.map((d) => d.code)).toContain('unknown-context');
  });

  it('gives no program when the creator file has a syntax error', () => {
    expect(compileErrors(minimal('allow contexts portrait')).map((d) => d.code)).toContain('syntax-error');
  });

  it('gives no program when the platform file has an error', () => {
    const broken = PLATFORM.replace(/^prohibit criminal-context.*$/m, '');
    expect(compileErrors(MIRA, undefined, broken).map((d) => d.code)).toContain('platform-missing-prohibition');
  });
});

describe('compilePlatformOnly', () => {
  it('compiles a valid platform file on its own', () => {
    const result = compilePlatformOnly({ source: PLATFORM, fileName: PLATFORM_FILE });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.platform.prohibitions.map((c) => c.id)).toEqual(['minors-context', 'non-consensual-framing', 'deceptive-news-context', 'criminal-context']);
    expect(result.platform.adult.map((c) => c.id)).toEqual(['nudity', 'sexual-activity', 'lingerie', 'fetish']);
    expect(result.platform.ageAssurance).toBe(true);
    expect(result.platform.identityTiers).toEqual(['photoreal']);
  });

  it('reports the platform file errors', () => {
    const result = compilePlatformOnly({ source: 'prohibit minors-context "Minors": "child"\n', fileName: PLATFORM_FILE });
    expect(result.ok).toBe(false);
  });
});
