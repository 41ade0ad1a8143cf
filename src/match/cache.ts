// Matchers are built once per rule program and reused: the caller keys them by policyHash, which
// changes whenever the terms do. Bounded, least recently used goes first.

import { buildMatcher } from './matcher.ts';
import type { MatchEntry, Matcher, MatcherInput } from './types.ts';

export const MATCHER_CACHE_SIZE = 256;

const cache = new Map<string, Matcher>();
/** The most recently used key: asked again (the usual case), the order is already right. */
let newest: string | undefined;

/** `build` gives the terms (read with the default options) or the terms with their options. */
export function matcherFor(key: string, build: () => MatchEntry[] | MatcherInput): Matcher {
  const hit = cache.get(key);
  if (hit !== undefined) {
    if (key === newest) return hit;
    newest = key;
    // Re-insert so that Map order is recency order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const input = build();
  const matcher = Array.isArray(input) ? buildMatcher(input) : buildMatcher(input.entries, input.options);
  cache.set(key, matcher);
  newest = key;
  if (cache.size > MATCHER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return matcher;
}

/** How many matchers are cached (for tests and diagnostics). */
export const cachedMatcherCount = (): number => cache.size;
