import { describe, expect, it } from 'vitest';
import { diffPrograms, renderDiff } from '../../src/diff/index.ts';
import { baseProgram, category, withStep } from './program-fixture.ts';

const only = (before = baseProgram(), after = baseProgram()) => {
  const diff = diffPrograms(before, after);
  expect(diff.changes).toHaveLength(1);
  return diff.changes[0]!;
};

describe('semantic diff of rule programs', () => {
  it('reports nothing for identical programs', () => {
    const diff = diffPrograms(baseProgram(), baseProgram());
    expect(diff).toEqual({ changes: [], loosens: false, tightens: false });
    expect(renderDiff(diff)).toBe('no semantic changes');
  });

  it('a forbidden term removed loosens, added tightens', () => {
    const fewer = withStep({ rule: 'forbidden_depiction', categories: [category('nudity', 'adult', ['nude', 'naked']), category('lingerie', 'adult', ['lingerie']), category('alcohol', 'creator', ['wine'])] });
    expect(only(baseProgram(), fewer)).toEqual({
      kind: 'term-removed', rule: 'forbidden_depiction', category: 'alcohol', before: 'beer', after: null,
      effect: 'loosens', summary: 'forbid alcohol: term "beer" removed',
    });
    const back = only(fewer, baseProgram());
    expect(back).toMatchObject({ kind: 'term-added', category: 'alcohol', after: 'beer', effect: 'tightens' });
  });

  it('a forbid category removed loosens and one added tightens', () => {
    const noAlcohol = withStep({ rule: 'forbidden_depiction', categories: [category('nudity', 'adult', ['nude', 'naked']), category('lingerie', 'adult', ['lingerie'])] });
    expect(only(baseProgram(), noAlcohol)).toMatchObject({ kind: 'category-removed', category: 'alcohol', effect: 'loosens', before: { terms: ['beer', 'wine'] } });
    expect(only(noAlcohol, baseProgram())).toMatchObject({ kind: 'category-added', category: 'alcohol', effect: 'tightens', summary: 'forbid alcohol: category "ALCOHOL" added (2 terms)' });
  });

  it('a relabelled category is neutral', () => {
    const relabelled = withStep({ rule: 'excluded_brand', categories: [{ ...category('rival-cola', 'brand', ['rival cola']), label: 'Rival Cola Inc.' }] });
    expect(only(baseProgram(), relabelled)).toMatchObject({ kind: 'category-label', effect: 'neutral', before: 'RIVAL-COLA', after: 'Rival Cola Inc.' });
  });

  it('brands: an excluded brand dropped loosens, a brand term added tightens', () => {
    const noBrand = withStep({ rule: 'excluded_brand', categories: [] });
    expect(only(baseProgram(), noBrand)).toMatchObject({ kind: 'category-removed', rule: 'excluded_brand', category: 'rival-cola', effect: 'loosens', summary: 'exclude brand rival-cola: category "RIVAL-COLA" removed (1 terms)' });
    const moreTerms = withStep({ rule: 'excluded_brand', categories: [category('rival-cola', 'brand', ['rival cola', 'rivalcola'])] });
    expect(only(baseProgram(), moreTerms)).toMatchObject({ kind: 'term-added', rule: 'excluded_brand', after: 'rivalcola', effect: 'tightens' });
  });

  it('platform prohibition terms are diffed like any category', () => {
    const more = withStep({ rule: 'platform_prohibition', categories: [category('minors-context', 'platform', ['child', 'teen*', 'schoolgirl*'])] });
    expect(only(baseProgram(), more)).toMatchObject({ kind: 'term-added', rule: 'platform_prohibition', summary: 'prohibit minors-context: term "schoolgirl*" added', effect: 'tightens' });
  });

  it('opening an adult category loosens and is reported once, not also as a removed category', () => {
    const opened = { ...withStep({ rule: 'forbidden_depiction', categories: [category('nudity', 'adult', ['nude', 'naked']), category('alcohol', 'creator', ['beer', 'wine'])] }), openedAdult: ['lingerie'] };
    expect(only(baseProgram(), opened)).toEqual({ kind: 'adult-opened', category: 'lingerie', before: null, after: 'lingerie', effect: 'loosens', summary: 'open adult: lingerie opened' });
    expect(only(opened, baseProgram())).toMatchObject({ kind: 'adult-closed', category: 'lingerie', effect: 'tightens' });
  });

  it('a context added loosens, a context removed tightens', () => {
    const more = withStep({ rule: 'context_not_permitted', allowed: ['portrait', 'fitness', 'cosplay'] });
    expect(only(baseProgram(), more)).toMatchObject({ kind: 'context-added', after: 'cosplay', effect: 'loosens', summary: 'allow contexts: cosplay added' });
    expect(only(more, baseProgram())).toMatchObject({ kind: 'context-removed', before: 'cosplay', effect: 'tightens' });
  });

  it('raising the realism ceiling loosens, lowering it tightens', () => {
    const photoreal = withStep({ rule: 'realism_exceeds_ceiling', ceiling: 'photoreal' });
    const stylised = withStep({ rule: 'realism_exceeds_ceiling', ceiling: 'stylised' });
    expect(only(baseProgram(), photoreal)).toMatchObject({ kind: 'realism-ceiling', before: 'illustrative', after: 'photoreal', effect: 'loosens' });
    expect(only(baseProgram(), stylised)).toMatchObject({ effect: 'tightens', summary: 'realism ceiling: illustrative -> stylised' });
  });

  it('licensing conversation loosens, withdrawing it tightens', () => {
    const licensed = withStep({ rule: 'conversation_not_licensed', licensed: true });
    expect(only(baseProgram(), licensed)).toMatchObject({ kind: 'conversation', before: false, after: true, effect: 'loosens', summary: 'conversation: not licensed -> licensed' });
    expect(only(licensed, baseProgram()).effect).toBe('tightens');
  });

  it('verification requirements: more required tightens, less loosens', () => {
    const noAge = withStep({ rule: 'age_verification_required', required: false });
    expect(only(baseProgram(), noAge)).toMatchObject({ kind: 'age-assurance', effect: 'loosens' });
    const illustrative = withStep({ rule: 'identity_verification_required', tiers: ['illustrative', 'photoreal'] });
    expect(only(baseProgram(), illustrative)).toMatchObject({ kind: 'identity-tier-added', after: 'illustrative', effect: 'tightens' });
    expect(only(illustrative, baseProgram())).toMatchObject({ kind: 'identity-tier-removed', effect: 'loosens' });
  });

  it('a renamed creator is neutral', () => {
    const renamed = { ...baseProgram(), creator: { slug: 'mira-okafor', displayName: 'Mira O.' } };
    expect(only(baseProgram(), renamed)).toMatchObject({ kind: 'creator', effect: 'neutral' });
  });

  it('produces JSON-serialisable changes and a summary line in the human form', () => {
    const after = withStep({ rule: 'context_not_permitted', allowed: ['portrait'] }, withStep({ rule: 'realism_exceeds_ceiling', ceiling: 'photoreal' }));
    const diff = diffPrograms(baseProgram(), after);
    expect(diff.loosens).toBe(true);
    expect(diff.tightens).toBe(true);
    expect(JSON.parse(JSON.stringify(diff))).toEqual(diff);
    expect(renderDiff(diff).split('\n')).toEqual([
      'tightens  allow contexts: fitness removed',
      'loosens   realism ceiling: illustrative -> photoreal',
      '2 changes: 1 loosen, 1 tighten, 0 neutral',
    ]);
  });
});
