import { describe, expect, it } from 'vitest';
import { MATCHER_CACHE_SIZE, matcherFor, normalise, termWords } from '../../src/match/index.ts';
import type { MatchEntry } from '../../src/match/index.ts';

const entries = (term: string): MatchEntry[] => [{ rule: 'excluded_brand', category: 'brand', term, ...termWords(term)! }];

describe('matcherFor', () => {
  it('builds a matcher once per key and reuses it', () => {
    let builds = 0;
    const build = (): MatchEntry[] => {
      builds++;
      return entries('rival cola');
    };
    const first = matcherFor('cache-test-hash-1', build);
    const second = matcherFor('cache-test-hash-1', build);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(first.scan(normalise('a rivalcola can')).map((m) => m.entry.term)).toEqual(['rival cola']);
  });

  it('keeps different keys apart', () => {
    const a = matcherFor('cache-test-a', () => entries('alpha'));
    const b = matcherFor('cache-test-b', () => entries('beta'));
    expect(a.scan(normalise('beta'))).toEqual([]);
    expect(b.scan(normalise('beta'))).toHaveLength(1);
  });

  it('is bounded: the least recently used matcher is rebuilt after the cache fills', () => {
    let builds = 0;
    const build = (): MatchEntry[] => {
      builds++;
      return entries('gamma');
    };
    matcherFor('cache-test-lru-kept', build);
    matcherFor('cache-test-lru-dropped', build);
    for (let i = 0; i < MATCHER_CACHE_SIZE; i++) {
      matcherFor('cache-test-lru-kept', build); // keep this one recent
      matcherFor(`cache-test-filler-${i}`, () => entries('filler'));
    }
    expect(builds).toBe(2);
    matcherFor('cache-test-lru-kept', build);
    expect(builds).toBe(2);
    matcherFor('cache-test-lru-dropped', build);
    expect(builds).toBe(3);
  });
});
