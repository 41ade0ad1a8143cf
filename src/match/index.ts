// The matcher's public face: normalisation shared by compile and gate, the term automaton and its cache.

export { normalise, termWords, termWordsOf } from './normalise.ts';
export { inspectTerm } from './inspect.ts';
export { foldsIntoAWord } from './joined-word.ts';
export { buildMatcher } from './matcher.ts';
export { matcherFor, MATCHER_CACHE_SIZE } from './cache.ts';
export { firstKeys, readingOptions, writtenWithDigits } from './matcher.ts';
export type { ExceptEntry, MatchEntry, Matcher, MatcherInput, MatcherOptions, MatchHow, NearEntry, NormalisedText, TermMatch, TermSpec, TextScan, Token } from './types.ts';
