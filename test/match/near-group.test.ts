// Near groups (`any two of`): two different terms of the list within `within` words of each
// other, either order, fall under the category; a term twice, overlapping terms or terms too far
// apart do not. Group terms are found like any near part and live in the same automaton.
import { describe, expect, it } from 'vitest';
import { buildMatcher, normalise } from '../../src/match/index.ts';
import type { ExceptEntry, NearEntry } from '../../src/match/index.ts';
import { entry, spec } from './support/entries.ts';

const group: NearEntry = {
  rule: 'platform_prohibition', category: 'toddlers', left: ['crayons', 'sandbox', 'sippy cup', 'nap time', 'nap'].map(spec), right: [], within: 3, group: true,
};
const options = (except: ExceptEntry[] = []) => ({ near: [group], except, spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true });
const scan = (prompt: string, except: ExceptEntry[] = []) => buildMatcher([], options(except)).scan(normalise(prompt));
/** The way the gate scans: a prefilter on what the automaton found, then the words. */
const scanText = (prompt: string) => buildMatcher([], options()).scanText(prompt).matches;

describe('near groups', () => {
  it('match two different terms of the group within the window, naming both in prompt order', () => {
    const [m, ...rest] = scan('crayons scattered in the sandbox');
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ entry: { rule: 'platform_prohibition', category: 'toddlers', term: 'crayons' }, how: { kind: 'near', other: 'sandbox' } });
    expect(normalise('crayons scattered in the sandbox').text.slice(m!.start, m!.end)).toBe('crayons scattered in the sandbox');
    expect(scan('a sandbox full of crayons').map((x) => [x.entry.term, x.how])).toEqual([['sandbox', { kind: 'near', other: 'crayons' }]]);
  });

  it('do not match the same term twice', () => {
    expect(scan('crayons, more crayons')).toEqual([]);
    expect(scanText('crayons, more crayons')).toEqual([]);
  });

  it('do not match two terms found on overlapping words', () => {
    expect(scan('after nap time')).toEqual([]);
    expect(scanText('after nap time')).toEqual([]);
  });

  it('do not match terms further apart than the window, or one term alone', () => {
    expect(scan('crayons one two three sandbox')).toHaveLength(1);
    expect(scan('crayons one two three four sandbox')).toEqual([]);
    expect(scan('a sandbox')).toEqual([]);
  });

  it('pick the earliest pair when several are close enough', () => {
    const [m] = scan('a sippy cup, crayons and the sandbox');
    expect([m!.entry.term, m!.how]).toEqual(['sippy cup', { kind: 'near', other: 'crayons' }]);
  });

  it('find their terms with the same tolerance as near parts (inflections, spelling)', () => {
    expect(scan('crayons by the sandboxes').map((m) => m.how)).toEqual([{ kind: 'near', other: 'sandbox' }]);
    expect(scan('crayons in the sanbox')).toHaveLength(1);
  });

  it('find their terms through disguised spellings and possessive slots, as near parts are', () => {
    expect(scanText('cr4yons in the s@ndbox').map((m) => m.how)).toEqual([{ kind: 'near', other: 'sandbox' }]);
    expect(scanText('c r a y o n s by the sandbox')).toHaveLength(1);
    const owned: NearEntry = { ...group, left: [spec('crayons'), spec('her drink')] };
    const m = buildMatcher([], { near: [owned], spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true });
    expect(m.scanText("crayons beside Jo's drink").matches.map((x) => x.how)).toEqual([{ kind: 'near', other: 'her drink' }]);
  });

  it('match through the gate\'s prefilter only with two different terms found', () => {
    expect(scanText('crayons, sandbox')).toHaveLength(1);
  });

  it('lose a term masked by an exception of the category', () => {
    const except: ExceptEntry[] = [{ rule: 'platform_prohibition', category: 'toddlers', phrase: spec('sandbox game') }];
    expect(scan('crayons and a sandbox game', except)).toEqual([]);
    expect(scan('crayons and a sandbox', except)).toHaveLength(1);
  });

  it('sit beside plain terms and two-sided clauses in one matcher', () => {
    const clause: NearEntry = { rule: 'platform_prohibition', category: 'criminal', left: [spec('zip ties')], right: [spec('ransom')], within: 3 };
    const m = buildMatcher([entry('playpen', 'toddlers')], { near: [clause, group] });
    expect(m.scan(normalise('zip ties, ransom, crayons, sandbox, playpen')).map((x) => x.entry.category)).toEqual(['criminal', 'toddlers', 'toddlers']);
  });
});
