// The diff of refinements on programs the real compiler makes: near added tightens, near removed
// loosens (unless its pairs are still forbidden), except added loosens, age raised tightens,
// a description is neutral.
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { diffPrograms } from '../../src/diff/index.ts';
import { MIRA, MIRA_FILE, PLATFORM } from '../compile/fixtures.ts';

function program(creatorExtra: string, platformExtra = '') {
  const compiled = compileBoundary({
    platform: { fileName: 'platform.policy', source: `${PLATFORM}${platformExtra}\n` },
    creator: { fileName: MIRA_FILE, source: `${MIRA}${creatorExtra}\n` },
  });
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.program;
}

const changes = (before: ReturnType<typeof program>, after: ReturnType<typeof program>) =>
  diffPrograms(before, after).changes.map((c) => [c.effect, c.summary]);

describe('semantic diff of refinements', () => {
  it('a near clause added tightens; removed loosens', () => {
    const without = program('');
    const withNear = program('near alcohol: "pint" near "pub", "bar" within 5');
    expect(changes(without, withNear)).toEqual([['tightens', 'forbid alcohol: near "pint" near "bar", "pub" within 5 added']]);
    expect(changes(withNear, without)).toEqual([['loosens', 'forbid alcohol: near "pint" near "bar", "pub" within 5 removed']]);
    expect(diffPrograms(withNear, without).loosens).toBe(true);
  });

  it('a wider window tightens, a narrower one loosens, and a term added to a side only tightens', () => {
    const narrow = program('near alcohol: "pint" near "pub" within 3');
    const wide = program('near alcohol: "pint" near "pub" within 9');
    expect(changes(narrow, wide).map(([e]) => e)).toEqual(['neutral', 'tightens']);
    expect(diffPrograms(wide, narrow).loosens).toBe(true);
    expect(diffPrograms(narrow, wide).loosens).toBe(false);
    const more = program('near alcohol: "pint" near "pub", "bar" within 3');
    const d = diffPrograms(narrow, more);
    expect([d.loosens, d.tightens]).toEqual([false, true]);
  });

  it('swapping the sides of a clause changes nothing that matches', () => {
    const d = diffPrograms(program('near alcohol: "pint" near "pub"'), program('near alcohol: "pub" near "pint"'));
    expect([d.loosens, d.tightens]).toEqual([false, false]);
    expect(d.changes.every((c) => c.effect === 'neutral')).toBe(true);
  });

  it('an except phrase added loosens, removed tightens', () => {
    const plain = program('');
    const masked = program('except alcohol: "ginger beer"');
    expect(changes(plain, masked)).toEqual([['loosens', 'forbid alcohol: except "ginger beer" added']]);
    expect(changes(masked, plain)).toEqual([['tightens', 'forbid alcohol: except "ginger beer" removed']]);
  });

  it('a description change is neutral', () => {
    expect(changes(program('describe alcohol "Drinks."'), program('describe alcohol "Drinks with alcohol."')))
      .toEqual([['neutral', 'forbid alcohol: description "Drinks." -> "Drinks with alcohol."']]);
  });

  it('an age bound added or raised tightens, lowered or removed loosens', () => {
    const none = program('');
    const at16 = program('', 'age minors-context: under 16');
    const at18 = program('', 'age minors-context: under 18');
    expect(changes(none, at16)).toEqual([['tightens', 'prohibit minors-context: age none -> under 16']]);
    expect(changes(at16, at18)).toEqual([['tightens', 'prohibit minors-context: age under 16 -> under 18']]);
    expect(changes(at18, at16)).toEqual([['loosens', 'prohibit minors-context: age under 18 -> under 16']]);
    expect(changes(at18, none)).toEqual([['loosens', 'prohibit minors-context: age under 18 -> none']]);
  });

  it('a category added with near clauses only counts them in its summary', () => {
    const d = diffPrograms(program(''), program('forbid heist "Heists":\nnear heist: "balaclava" near "vault"'));
    expect(d.changes.map((c) => [c.effect, c.summary])).toEqual([['tightens', 'forbid heist: category "Heists" added (0 terms, 1 near clause)']]);
  });

  it('platform near and except changes are reported under the prohibition', () => {
    const d = diffPrograms(program(''), program('', 'near criminal-context: "zip ties" near "ransom"\nexcept minors-context: "kid gloves"'));
    expect(d.changes.map((c) => [c.kind, c.rule, c.category, c.effect])).toEqual([
      ['except-added', 'platform_prohibition', 'minors-context', 'loosens'],
      ['near-added', 'platform_prohibition', 'criminal-context', 'tightens'],
    ]);
  });
});
