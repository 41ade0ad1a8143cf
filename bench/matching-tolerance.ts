// `npx tsx bench/matching-tolerance.ts`: what spelling tolerance and inflection cost in false
// positives on the repository's innocent texts (test/match/fixtures: innocent words and ordinary
// prompts) against the platform lexicon, for several spelling allowances. Prints one line per
// setting with the hits, so that the choice in src/compile/matching-settings.ts can be checked.

import { buildMatcher, normalise } from '../src/match/index.ts';
import type { MatcherOptions } from '../src/match/index.ts';
import { readFixture } from '../test/match/support/fixtures.ts';
import { readPlatformTerms, toEntries } from '../test/match/support/platform-terms.ts';

const entries = toEntries(readPlatformTerms());
const texts = [...readFixture('innocent-words.txt'), ...readFixture('innocent-sentences.txt')];

const settings: Array<[string, MatcherOptions]> = [
  ['exact', { spelling: null, inflection: false }],
  ['inflection only', { spelling: null, inflection: true }],
];
for (const [one, two] of [[4, 7], [4, 8], [5, 8], [5, 9], [6, 9], [6, 10]] as const) {
  settings.push([`inflection + spelling ${one},${two}`, { spelling: { oneEditFrom: one, twoEditsFrom: two }, inflection: true }]);
}

for (const [name, options] of settings) {
  const matcher = buildMatcher(entries, options);
  const hits: string[] = [];
  for (const text of texts) {
    for (const m of matcher.scan(normalise(text))) hits.push(`${m.entry.term} ← ${JSON.stringify(text.slice(0, 40))} (${m.how.kind})`);
  }
  console.log(`${name}: ${hits.length} false positives in ${texts.length} innocent texts`);
  for (const h of hits) console.log(`    ${h}`);
}
