// Span-near: a near clause's parts within `within` words of each other, either order, fall under
// the category; one part alone does not.
import { describe, expect, it } from 'vitest';
import { buildMatcher, normalise } from '../../src/match/index.ts';
import type { ExceptEntry, NearEntry } from '../../src/match/index.ts';
import { spec } from './support/entries.ts';

const clause: NearEntry = { rule: 'platform_prohibition', category: 'criminal', left: [spec('zip ties'), spec('duct tape')], right: [spec('ransom')], within: 3 };
const matcher = (except: ExceptEntry[] = []) => buildMatcher([], { near: [clause], except, spelling: { oneEditFrom: 6, twoEditsFrom: 10 }, inflection: true });
const scan = (prompt: string, except: ExceptEntry[] = []) => matcher(except).scan(normalise(prompt));

describe('near clauses', () => {
  it('match when both parts are within the window and name both parts', () => {
    const [m, ...rest] = scan('zip ties and a ransom note');
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ entry: { rule: 'platform_prohibition', category: 'criminal', term: 'zip ties' }, how: { kind: 'near', other: 'ransom' } });
    expect(normalise('zip ties and a ransom note').text.slice(m!.start, m!.end)).toBe('zip ties and a ransom');
  });

  it('match in either order', () => {
    expect(scan('ransom demand, duct tape').map((m) => m.how)).toEqual([{ kind: 'near', other: 'ransom' }]);
  });

  it('do not match when the parts are too far apart, or with one part alone', () => {
    expect(scan('zip ties on the garden fence, and a ransom')).toEqual([]);
    expect(scan('zip ties for the cables')).toEqual([]);
    expect(scan('ransom')).toEqual([]);
  });

  it('count the words strictly between the parts', () => {
    expect(scan('zip ties one two three ransom')).toHaveLength(1);
    expect(scan('zip ties one two three four ransom')).toEqual([]);
  });

  it('match the parts with the same tolerance as terms', () => {
    expect(scan('zip ties, a ransum')).toHaveLength(1);
  });

  it('lose a part masked by an exception of the category', () => {
    const except: ExceptEntry[] = [{ rule: 'platform_prohibition', category: 'criminal', phrase: spec('ransom note font') }];
    expect(scan('zip ties and a ransom note font', except)).toEqual([]);
  });
});
